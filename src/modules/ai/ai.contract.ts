import { z } from "zod";
import { AI_COMMANDS, AI_DETAIL_LEVELS, AI_LIMITS, AI_MSG, AI_ROLES } from "./ai.constants.ts";

/** A figure an answer used: what it is and its value as shown (so a reader can check the answer). */
export const aiFigure = z.object({ label: z.string(), value: z.string() });
/** A record an answer is about: the module whose screen shows it, its id and name. */
export const aiLink = z.object({
  module: z.enum([
    "projects",
    "gantt",
    "finance",
    "procurement",
    "hr",
    "field",
    "quality",
    "safety",
    "contracts",
    "documents",
    "clients",
    "bids",
  ]),
  id: z.string().nullable(),
  label: z.string(),
});
export type AiLink = z.infer<typeof aiLink>;

/** Spec §3 AI chat message: role, content, timestamp, data, command. */
export const aiMessage = z.object({
  id: z.string(),
  role: z.enum(AI_ROLES),
  content: z.string(),
  createdAt: z.string(),
  command: z.enum(AI_COMMANDS).nullable(),
  data: z
    .object({
      figures: z.array(aiFigure),
      links: z.array(aiLink),
      /** What the answer searched or ran ("Searched projects, clients and contracts for “harbor”", "Ran /analyze-costs"). */
      sources: z.array(z.string()),
      /** "analysis" without a model, "model" when the configured model wrote it. */
      answeredBy: z.enum(["analysis", "model"]),
    })
    .nullable(),
});
export type AiMessage = z.infer<typeof aiMessage>;

/** Send a message (spec: empty or blank messages are not sent). A quick command is sent as its text, "/analyze-costs". */
export const aiChatInput = z.object({
  content: z
    .string({ error: AI_MSG.emptyMessage })
    .trim()
    .min(1, AI_MSG.emptyMessage)
    .max(AI_LIMITS.messageMax, `Keep a message under ${AI_LIMITS.messageMax} characters.`)
    .meta({ examples: ["/analyze-costs"] }),
  /** The conversation to continue; none starts a new one. */
  conversationId: z.string().max(100).nullable().optional(),
  /** The caller's calendar day: "late" and "expiring" are judged on it. */
  today: z.iso.date().meta({ examples: ["2026-11-24"] }),
});
export type AiChatInput = z.infer<typeof aiChatInput>;

/**
 * The chat's answer is a stream of lines of JSON (application/x-ndjson): `{ "type": "start", conversationId,
 * userMessage }`, then `{ "type": "delta", text }` as the answer is written, then `{ "type": "done", message }`,
 * or `{ "type": "error", message }`.
 */
export const aiChatEvent = z.discriminatedUnion("type", [
  z.object({ type: z.literal("start"), conversationId: z.string(), userMessage: aiMessage }),
  z.object({ type: z.literal("delta"), text: z.string() }),
  z.object({ type: z.literal("done"), message: aiMessage }),
  z.object({ type: z.literal("error"), message: z.string() }),
]);
export type AiChatEvent = z.infer<typeof aiChatEvent>;

export const aiConversationSummary = z.object({
  id: z.string(),
  title: z.string(),
  updatedAt: z.string(),
  messages: z.number().int(),
});
export type AiConversationSummary = z.infer<typeof aiConversationSummary>;
export const aiConversationList = z.object({
  items: z.array(aiConversationSummary),
  nextCursor: z.string().nullable(),
});
export type AiConversationList = z.infer<typeof aiConversationList>;
export const aiConversation = z.object({ id: z.string(), title: z.string(), messages: z.array(aiMessage) });
export type AiConversation = z.infer<typeof aiConversation>;

export const aiSettings = z.object({
  detail: z.enum(AI_DETAIL_LEVELS).default("detailed"),
  /** Show the figures and links under each answer. */
  showFigures: z.boolean().default(true),
  /** Send free-text questions to the configured model (when there is one); off: answered by the analyses and search only. */
  useModel: z.boolean().default(true),
});
export type AiSettings = z.infer<typeof aiSettings>;
export type AiSettingsInput = z.input<typeof aiSettings>;
/** The settings, and whether a model is configured on this server (AI_BASE_URL, AI_API_KEY, AI_MODEL). */
export const aiSettingsAnswer = aiSettings.extend({ modelConfigured: z.boolean() });
export type AiSettingsAnswer = z.infer<typeof aiSettingsAnswer>;

/** A page of the conversations: the `nextCursor` of the previous page. */
export const aiConversationsQuery = z.object({ cursor: z.string().max(400).optional() });
export type AiConversationsQuery = z.input<typeof aiConversationsQuery>;
/** What DELETE answers. */
export const aiConversationDeleted = z.object({ id: z.string(), deleted: z.literal(true) });
