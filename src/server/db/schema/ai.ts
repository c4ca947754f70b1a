import { boolean, check, index, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import type { AiMessage } from "../../../modules/ai/ai.contract.ts";
import { users } from "./auth.ts";
import { AI_DETAIL_LEVELS, AI_ROLES } from "../../../shared/column-values.ts";
import { createdAt, id, oneOf, organizationId, updatedAt } from "./columns.ts";

/**
 * The AI assistant (issue 17, decision 0036): a person's conversations in an organization (history is per user:
 * nobody else reads them, not even an admin), titled by their first message.
 */
export const aiConversations = pgTable(
  "ai_conversations",
  {
    id: id(),
    organizationId: organizationId(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("ai_conversations_owner_updated_idx").on(t.organizationId, t.userId, t.updatedAt.desc(), t.id.desc())],
);

/** A conversation's messages in order: the person's question or command, the assistant's answer with what it used. */
export const aiMessages = pgTable(
  "ai_messages",
  {
    id: id(),
    organizationId: organizationId(),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => aiConversations.id, { onDelete: "cascade" }),
    role: text("role", { enum: AI_ROLES }).notNull(),
    content: text("content").notNull(),
    /** The quick command the message was (or answered), null for free text. */
    command: text("command"),
    /** An answer's figures, links, sources and who answered (ai.contract.ts: aiMessage.data); null for a question. */
    data: jsonb("data").$type<AiMessage["data"]>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("ai_messages_conversation_idx").on(t.conversationId, t.createdAt, t.id),
    check("ai_messages_role", oneOf(t.role, AI_ROLES, ", ")),
  ],
);

/** A person's assistant settings in an organization; no row means the defaults (ai.contract.ts: aiSettings). */
export const aiSettings = pgTable(
  "ai_settings",
  {
    organizationId: organizationId(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    detail: text("detail", { enum: AI_DETAIL_LEVELS }).notNull(),
    showFigures: boolean("show_figures").notNull(),
    useModel: boolean("use_model").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    check("ai_settings_detail", oneOf(t.detail, AI_DETAIL_LEVELS, ", ")),
  ],
);
