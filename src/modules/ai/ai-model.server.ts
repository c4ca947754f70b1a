import OpenAI from "openai";
import type {
  ChatCompletionFunctionTool,
  ChatCompletionMessageFunctionToolCall,
  ChatCompletionMessageParam,
} from "openai/resources/chat/completions";
import type { AiModelConfig } from "../../server/config.ts";
import type { AiMessage } from "./ai.contract.ts";
import { AI_COMMAND_LABELS, AI_COMMANDS, AI_LIMITS, type AiCommand } from "./ai.constants.ts";
import { runCommand, SEARCHED, searchRecords, type AnalysisContext } from "./ai-analyses.queries.ts";
import { combineAnswers, listText, type AiAnswer } from "./ai-answer.rules.ts";
import { searchAnswer } from "./ai-questions.rules.ts";

/**
 * The model path of the AI assistant (decision 0036): the conversation's recent messages go to the configured
 * OpenAI-compatible endpoint (the official `openai` package) with tools, one per analysis and `search_records`.
 * Each tool runs here, on the caller's scope: no tool takes an organization (or any id), so whatever the model
 * asks for, it reads this organization's data only. The model's text streams out as it is written; tool calls
 * run and the conversation continues until the model answers, at most MAX_ROUNDS rounds, within the timeout.
 */

/** Model calls one answer may take (the last one is offered no tools, so it must answer). */
export const MAX_ROUNDS = 5;

/** A tool's name for a command: "/analyze-costs" → "analyze_costs". */
export const toolNameOf = (command: AiCommand): string => command.slice(1).replace(/-/g, "_");
const commandOfTool = new Map(AI_COMMANDS.map((c) => [toolNameOf(c), c] as const));

export const AI_TOOLS: ChatCompletionFunctionTool[] = [
  ...AI_COMMANDS.map((command): ChatCompletionFunctionTool => ({
    type: "function",
    function: {
      name: toolNameOf(command),
      description: `${AI_COMMAND_LABELS[command].label}: ${AI_COMMAND_LABELS[command].description} Reads the signed-in user's organization only.`,
      parameters: { type: "object", properties: {}, additionalProperties: false },
    },
  })),
  {
    type: "function",
    function: {
      name: "search_records",
      description: `Searches the organization's ${listText(SEARCHED)} by name (contains, any case). Reads the signed-in user's organization only.`,
      parameters: {
        type: "object",
        properties: { query: { type: "string", description: "A name or part of one, e.g. a project or client name." } },
        required: ["query"],
        additionalProperties: false,
      },
    },
  },
];

function systemPrompt(ctx: AnalysisContext, organizationName: string): string {
  return [
    `You are the BuildOps assistant of ${organizationName || "the user's construction company"}. Today is ${ctx.today}.`,
    "Answer questions about the company's projects, costs, schedule, crews, equipment, risks and performance in plain language.",
    "Use the tools for every figure: they read this company's records only. Never invent figures, names or records.",
    "You cannot see any other company's data; if asked for it, say that you can only read this company's records.",
    ctx.detail === "brief"
      ? "Keep answers to two or three sentences."
      : "Give a complete answer with the figures that matter, in short paragraphs or a list.",
  ].join(" ");
}

const historyOf = (messages: readonly AiMessage[]): ChatCompletionMessageParam[] =>
  messages.map((m) =>
    m.role === "assistant" ? { role: "assistant", content: m.content } : { role: "user", content: m.content },
  );

/** Runs one tool for the caller's organization: the answer's text and figures for the model, and what it used. */
async function runTool(ctx: AnalysisContext, name: string, args: string): Promise<AiAnswer> {
  const command = commandOfTool.get(name);
  if (command) return runCommand(ctx, command);
  if (name === "search_records") {
    let query = "";
    try {
      const parsed: unknown = JSON.parse(args || "{}");
      if (typeof parsed === "object" && parsed !== null && "query" in parsed && typeof parsed.query === "string")
        query = parsed.query.trim().slice(0, 200);
    } catch {
      query = "";
    }
    const terms = query ? [query.toLowerCase()] : [];
    const hits = terms.length > 0 ? await searchRecords(ctx, terms) : [];
    return searchAnswer({ terms, searched: SEARCHED, hits, matched: true }, ctx.detail);
  }
  return { content: `There is no tool called ${name}.`, figures: [], links: [], sources: [] };
}

/** What a tool answers the model: its text, figures and records (JSON). */
const toolResult = (answer: AiAnswer) =>
  JSON.stringify({
    answer: answer.content,
    figures: answer.figures,
    records: answer.links.map((l) => ({ module: l.module, label: l.label })),
  });

/**
 * Asks the model, streaming its text to `onDelta`; the answer's text is everything it wrote, its figures, links
 * and sources those of the tools it ran. Throws on a model error, a timeout or an empty answer.
 */
export async function answerWithModel(opts: {
  config: AiModelConfig;
  ctx: AnalysisContext;
  organizationName: string;
  history: readonly AiMessage[];
  onDelta: (text: string) => void;
  signal: AbortSignal;
}): Promise<AiAnswer> {
  const { config, ctx } = opts;
  const signal = AbortSignal.any([opts.signal, AbortSignal.timeout(config.timeoutMs)]);
  const client = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    timeout: config.timeoutMs,
    maxRetries: 0,
  });
  const messages: ChatCompletionMessageParam[] = [
    { role: "system", content: systemPrompt(ctx, opts.organizationName) },
    ...historyOf(opts.history.slice(-AI_LIMITS.contextMessages)),
  ];
  const used: AiAnswer[] = [];
  let written = "";
  for (let round = 1; round <= MAX_ROUNDS; round += 1) {
    const offerTools = round < MAX_ROUNDS;
    const stream = await client.chat.completions.create(
      { model: config.model, messages, stream: true, ...(offerTools ? { tools: AI_TOOLS } : {}) },
      { signal },
    );
    let text = "";
    const calls = new Map<number, { id: string; name: string; args: string }>();
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta;
      if (!delta) continue;
      if (delta.content) {
        text += delta.content;
        opts.onDelta(delta.content);
      }
      for (const call of delta.tool_calls ?? []) {
        const at = calls.get(call.index) ?? { id: "", name: "", args: "" };
        calls.set(call.index, {
          id: call.id ?? at.id,
          name: at.name + (call.function?.name ?? ""),
          args: at.args + (call.function?.arguments ?? ""),
        });
      }
    }
    written += text;
    if (calls.size === 0 || !offerTools) break;
    const toolCalls: ChatCompletionMessageFunctionToolCall[] = [...calls.values()].map((c, i) => ({
      id: c.id || `call_${round}_${i}`,
      type: "function",
      function: { name: c.name, arguments: c.args || "{}" },
    }));
    messages.push({ role: "assistant", content: text || null, tool_calls: toolCalls });
    for (const call of toolCalls) {
      const answer = await runTool(ctx, call.function.name, call.function.arguments);
      used.push(answer);
      messages.push({ role: "tool", tool_call_id: call.id, content: toolResult(answer) });
    }
    if (written && !written.endsWith("\n")) {
      written += "\n\n";
      opts.onDelta("\n\n");
    }
  }
  const content = written.trim();
  if (!content) throw new Error("the model gave no answer");
  const combined = combineAnswers(used);
  return {
    content,
    figures: combined.figures,
    links: combined.links,
    sources: [`Answered by the model ${config.model}`, ...combined.sources],
  };
}
