import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { aiConversations as conv, aiMessages as msg, aiSettings as st } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, notFound } from "../../server/platform/errors.ts";
import {
  decodeCursor,
  encodeCursor,
  keysetPage,
  microsecondKey,
  newestFirst,
} from "../../server/platform/list-paging.ts";
import {
  aiSettings,
  type AiConversation,
  type AiConversationList,
  type AiMessage,
  type AiSettings,
} from "./ai.contract.ts";
import { AI_LIMITS, AI_MSG, isAiCommand, type AiCommand, type AiRole } from "./ai.constants.ts";
import { conversationTitle } from "./ai-answer.rules.ts";

/**
 * The AI assistant's history and settings (decision 0036). History is the caller's own: every statement is
 * filtered by the organization AND the user, so another person's conversation (in this organization or another)
 * answers 404 like a missing one.
 */

/** Only the caller's conversations. */
const ofCaller = (scope: Scope) => and(eq(conv.organizationId, scope.organizationId), eq(conv.userId, scope.userId));

const messageColumns = {
  id: msg.id,
  role: msg.role,
  content: msg.content,
  command: msg.command,
  data: msg.data,
  createdAt: msg.createdAt,
};
type MessageRow = {
  id: string;
  role: AiRole;
  content: string;
  command: string | null;
  data: AiMessage["data"] | null;
  createdAt: Date;
};

function toMessage(r: MessageRow): AiMessage {
  return {
    id: r.id,
    role: r.role,
    content: r.content,
    createdAt: new Date(r.createdAt).toISOString(),
    command: r.command !== null && isAiCommand(r.command) ? r.command : null,
    data: r.data ?? null,
  };
}

/** The caller's conversations, the most recently updated first, a page at a time (keyset on updated_at, id). */
export async function listConversations(db: Db, scope: Scope, cursor?: string): Promise<AiConversationList> {
  let after = sql`true`;
  if (cursor) {
    const c = decodeCursor(cursor);
    if (!c) throw badRequest("This page link is no longer valid. Please reload the list.");
    after = sql`(${conv.updatedAt}, ${conv.id}) < (${c.createdAt}::timestamptz, ${c.id})`;
  }
  const limit = AI_LIMITS.conversationsPageSize;
  const rows = await db
    .select({
      id: conv.id,
      title: conv.title,
      updatedAt: conv.updatedAt,
      key: microsecondKey(conv.updatedAt),
      // Written out: inside the subquery Drizzle would name the outer columns without their table.
      messages: sql<number>`(select count(*)::int from ai_messages m where m.conversation_id = ai_conversations.id and m.organization_id = ai_conversations.organization_id)`,
    })
    .from(conv)
    .where(and(ofCaller(scope), after))
    .orderBy(...newestFirst(conv.updatedAt, conv.id))
    .limit(limit + 1);
  const { page, nextCursor } = keysetPage(rows, limit, (last) => encodeCursor({ createdAt: last.key, id: last.id }));
  return {
    items: page.map((r) => ({
      id: r.id,
      title: r.title,
      updatedAt: new Date(r.updatedAt).toISOString(),
      messages: Number(r.messages),
    })),
    nextCursor,
  };
}

/** The caller's conversation's title, or 404. */
async function titleOf(db: Db, scope: Scope, id: string): Promise<string> {
  const [row] = await db
    .select({ title: conv.title })
    .from(conv)
    .where(and(eq(conv.id, id), ofCaller(scope)))
    .limit(1);
  if (!row) throw notFound(AI_MSG.conversationNotFound);
  return row.title;
}

/** One of the caller's conversations with its messages in order; 404 for anyone else's. */
export async function getConversation(db: Db, scope: Scope, id: string): Promise<AiConversation> {
  const title = await titleOf(db, scope, id);
  const rows = await db
    .select(messageColumns)
    .from(msg)
    .where(and(eq(msg.conversationId, id), eq(msg.organizationId, scope.organizationId)))
    .orderBy(asc(msg.createdAt), asc(msg.id));
  return { id, title, messages: rows.map(toMessage) };
}

/** The conversation's last `n` messages in order (the model's context); the caller's own (checked by the caller). */
export async function recentMessages(db: Db, scope: Scope, id: string, n: number): Promise<AiMessage[]> {
  const rows = await db
    .select(messageColumns)
    .from(msg)
    .innerJoin(conv, eq(conv.id, msg.conversationId))
    .where(and(eq(msg.conversationId, id), ofCaller(scope)))
    .orderBy(desc(msg.createdAt), desc(msg.id))
    .limit(n);
  return rows.reverse().map(toMessage);
}

/** Deletes one of the caller's conversations and its messages; 404 for anyone else's. */
export async function deleteConversation(db: Db, scope: Scope, id: string): Promise<void> {
  const deleted = await db
    .delete(conv)
    .where(and(eq(conv.id, id), ofCaller(scope)))
    .returning({ id: conv.id });
  if (deleted.length === 0) throw notFound(AI_MSG.conversationNotFound);
}

/** A message's creation time: now, and always after the conversation's last message (so their order is the order written). */
const nextMessageTime = (conversationId: string) =>
  sql`greatest(now(), coalesce((select max(m.created_at) + interval '1 microsecond' from ${msg} m where m.conversation_id = ${conversationId}), now()))`;

/**
 * Saves the caller's question in their conversation, made (titled by the question) when none is given, in one
 * transaction; 404 when the conversation is not theirs.
 */
export async function saveQuestion(
  db: Db,
  scope: Scope,
  input: { conversationId: string | null; content: string; command: AiCommand | null },
): Promise<{ conversationId: string; title: string; message: AiMessage }> {
  return db.transaction(async (tx) => {
    let conversationId = input.conversationId;
    let title: string;
    if (conversationId) {
      const [row] = await tx
        .update(conv)
        .set({ updatedAt: sql`now()` })
        .where(and(eq(conv.id, conversationId), ofCaller(scope)))
        .returning({ title: conv.title });
      if (!row) throw notFound(AI_MSG.conversationNotFound);
      title = row.title;
    } else {
      title = conversationTitle(input.content, AI_LIMITS.titleMax);
      const [row] = await tx
        .insert(conv)
        .values({ organizationId: scope.organizationId, userId: scope.userId, title })
        .returning({ id: conv.id });
      if (!row) throw new Error("the conversation was not created");
      conversationId = row.id;
    }
    const [saved] = await tx
      .insert(msg)
      .values({
        organizationId: scope.organizationId,
        conversationId,
        role: "user",
        content: input.content,
        command: input.command,
        data: null,
        createdAt: nextMessageTime(conversationId),
      })
      .returning(messageColumns);
    if (!saved) throw new Error("the message was not saved");
    return { conversationId, title, message: toMessage(saved) };
  });
}

/** Saves the assistant's answer in the caller's conversation (and marks it updated), in one transaction; 404 if it is gone. */
export async function saveAnswer(
  db: Db,
  scope: Scope,
  conversationId: string,
  answer: { content: string; command: AiCommand | null; data: NonNullable<AiMessage["data"]> },
): Promise<AiMessage> {
  return db.transaction(async (tx) => {
    const [owned] = await tx
      .update(conv)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(conv.id, conversationId), ofCaller(scope)))
      .returning({ id: conv.id });
    if (!owned) throw notFound(AI_MSG.conversationNotFound);
    const [saved] = await tx
      .insert(msg)
      .values({
        organizationId: scope.organizationId,
        conversationId,
        role: "assistant",
        content: answer.content,
        command: answer.command,
        data: answer.data,
        createdAt: nextMessageTime(conversationId),
      })
      .returning(messageColumns);
    if (!saved) throw new Error("the answer was not saved");
    return toMessage(saved);
  });
}

/** The caller's assistant settings in this organization; the defaults when none are saved. */
export async function settingsOf(db: Db, scope: Scope): Promise<AiSettings> {
  const defaults = aiSettings.parse({});
  const [row] = await db
    .select({ detail: st.detail, showFigures: st.showFigures, useModel: st.useModel })
    .from(st)
    .where(and(eq(st.organizationId, scope.organizationId), eq(st.userId, scope.userId)))
    .limit(1);
  if (!row) return defaults;
  return {
    detail: row.detail,
    showFigures: row.showFigures,
    useModel: row.useModel,
  };
}

/** Saves the caller's settings for this organization (any role: they are their own). */
export async function saveSettings(db: Db, scope: Scope, input: AiSettings): Promise<AiSettings> {
  const values = {
    detail: input.detail,
    showFigures: input.showFigures,
    useModel: input.useModel,
    updatedAt: new Date(),
  };
  await db
    .insert(st)
    .values({ organizationId: scope.organizationId, userId: scope.userId, ...values })
    .onConflictDoUpdate({ target: [st.organizationId, st.userId], set: values });
  return settingsOf(db, scope);
}
