import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireScope } from "../../server/platform/access.ts";
import { requireFeature } from "../../server/platform/plan-gate.ts";
import { serve } from "../../server/platform/serve.ts";
import { errorResponses, idParam } from "../../shared/contracts/common.ts";
import {
  aiChatInput,
  aiConversation,
  aiConversationDeleted,
  aiConversationList,
  aiConversationsQuery,
  aiSettings,
  aiSettingsAnswer,
} from "./ai.contract.ts";
import { aiEndpoints } from "./ai.routes.ts";
import { chat, NDJSON } from "./ai-chat.server.ts";
import { deleteConversation, getConversation, listConversations, saveSettings, settingsOf } from "./ai.queries.ts";

/**
 * The AI assistant (issue 17, decision 0036): the chat, the person's history and settings. Everything here reads
 * the organization's data or writes only the caller's own history and settings, so a viewer may use all of it
 * ("read"): asking a question changes no record of the organization's.
 */
export const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, "ai_assistant", "AI Assistant");
  const { db, database, config } = app.deps;
  const tags = ["ai"];

  serve(
    app,
    aiEndpoints.chat,
    {
      schema: {
        tags,
        summary:
          "Ask a question or run a quick command (/analyze-costs …) in a new or one of the caller's conversations; answers application/x-ndjson events: start, delta…, done or error. Any role: it writes only the caller's own history",
        body: aiChatInput,
        produces: [NDJSON],
        response: {
          200: z.string().describe("One JSON event a line (ai.contract.ts aiChatEvent)"),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) =>
      chat({ database, config }, await requireScope(request, "read"), request.body, request, reply),
  );

  serve(
    app,
    aiEndpoints.conversations,
    {
      schema: {
        tags,
        summary: "The caller's conversations, the most recently updated first, a page at a time",
        querystring: aiConversationsQuery,
        response: { 200: aiConversationList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listConversations(db, await requireScope(request, "read"), request.query.cursor),
  );

  serve(
    app,
    aiEndpoints.conversation,
    {
      schema: {
        tags,
        summary: "One of the caller's conversations with its messages in order",
        params: idParam,
        response: { 200: aiConversation, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getConversation(db, await requireScope(request, "read"), request.params.id),
  );

  serve(
    app,
    aiEndpoints.deleteConversation,
    {
      schema: {
        tags,
        summary: "Delete one of the caller's conversations",
        params: idParam,
        response: { 200: aiConversationDeleted, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await deleteConversation(db, await requireScope(request, "read"), request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );

  serve(
    app,
    aiEndpoints.settings,
    {
      schema: {
        tags,
        summary: "The caller's assistant settings, and whether a model is configured on this server",
        response: { 200: aiSettingsAnswer, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      ...(await settingsOf(db, await requireScope(request, "read"))),
      modelConfigured: config.ai !== null,
    }),
  );

  serve(
    app,
    aiEndpoints.saveSettings,
    {
      schema: {
        tags,
        summary: "Save the caller's assistant settings (detail, figures, model); any role",
        body: aiSettings,
        response: { 200: aiSettingsAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      ...(await saveSettings(db, await requireScope(request, "read"), request.body)),
      modelConfigured: config.ai !== null,
    }),
  );
};
