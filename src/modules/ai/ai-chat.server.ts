import { PassThrough } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps } from "../../server/deps.ts";
import type { Scope } from "../../server/platform/access.ts";
import { organizationNameOf } from "../../server/platform/organization-rows.ts";
import type { AiChatEvent, AiChatInput } from "./ai.contract.ts";
import { AI_LIMITS, AI_MSG, commandOf } from "./ai.constants.ts";
import { answerWithoutModel, runCommand, type AnalysisContext } from "./ai-analyses.queries.ts";
import { answerWithModel } from "./ai-model.server.ts";
import { recentMessages, saveAnswer, saveQuestion, settingsOf } from "./ai.queries.ts";
import { dataOf, textChunks, type AiAnswer } from "./ai-answer.rules.ts";

export const NDJSON = "application/x-ndjson";

/**
 * POST /api/ai/chat: saves the question (the conversation made if new: 404 for someone else's, before anything
 * is streamed), then answers one JSON event a line (ai.contract.ts aiChatEvent): `start`, the answer's `delta`s,
 * `done` with the saved answer, or `error` (the question stays saved). A quick command runs its analysis; free
 * text goes to the model when one is configured and the person's settings allow it, else to the analyses and
 * the record search. A client that goes away stops the model.
 */
export async function chat(
  deps: Pick<AppDeps, "database" | "config">,
  scope: Scope,
  input: AiChatInput,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { database, config } = deps;
  const { db } = database;
  const command = commandOf(input.content);
  const [settings, saved] = await Promise.all([
    settingsOf(db, scope),
    saveQuestion(db, scope, { conversationId: input.conversationId ?? null, content: input.content, command }),
  ]);
  const ctx: AnalysisContext = { database, scope, today: input.today, detail: settings.detail };

  const out = new PassThrough();
  const write = (event: AiChatEvent) => {
    if (!out.writableEnded) out.write(`${JSON.stringify(event)}\n`);
  };
  const gone = new AbortController();
  reply.raw.on("close", () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  reply.header("cache-control", "no-store").header("x-accel-buffering", "no").type(NDJSON);
  write({ type: "start", conversationId: saved.conversationId, userMessage: saved.message });

  void (async () => {
    try {
      const model = config.ai;
      let answer: AiAnswer;
      let answeredBy: "analysis" | "model" = "analysis";
      if (command || !model || !settings.useModel) {
        answer = command ? await runCommand(ctx, command) : await answerWithoutModel(ctx, input.content);
        for (const text of textChunks(answer.content)) write({ type: "delta", text });
      } else {
        const [history, organizationName] = await Promise.all([
          recentMessages(db, scope, saved.conversationId, AI_LIMITS.contextMessages),
          organizationNameOf(db, scope),
        ]);
        answer = await answerWithModel({
          config: model,
          ctx,
          organizationName,
          history,
          onDelta: (text) => write({ type: "delta", text }),
          signal: gone.signal,
        });
        answeredBy = "model";
      }
      const message = await saveAnswer(db, scope, saved.conversationId, {
        content: answer.content,
        command,
        data: dataOf(answer, answeredBy),
      });
      write({ type: "done", message });
    } catch (err) {
      // The reason is logged for the operator (never the model's key: it is in no error we make); the person gets the spec's text.
      request.log.warn(
        {
          err: err instanceof Error ? { name: err.name, message: err.message } : String(err),
          conversationId: saved.conversationId,
        },
        "AI assistant answer failed",
      );
      write({ type: "error", message: command ? AI_MSG.commandError : AI_MSG.processError });
    } finally {
      out.end();
    }
  })();
  return reply.send(out);
}
