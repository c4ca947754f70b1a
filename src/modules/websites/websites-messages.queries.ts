import { and, eq, sql } from "drizzle-orm";
import { recordEvent } from "../../server/platform/notify.ts";
import type { Db } from "../../server/db/client.ts";
import { websiteMessages } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, notFound } from "../../server/platform/errors.ts";
import {
  decodeCursor,
  encodeCursor,
  keysetPage,
  microsecondKey,
  newestFirst,
} from "../../server/platform/list-paging.ts";
import type { SiteMessage, SiteMessageList } from "./websites.contract.ts";
import { SITE_MSG } from "./websites.constants.ts";

/** The inbox of messages sent through the organization's published site (decision 0034). */

const m = websiteMessages;
const ofOrganization = (organizationId: string) => eq(m.organizationId, organizationId);

export type NewSiteMessage = { name: string; email: string; phone: string; message: string };

/** Keeps a message a visitor sent (the public contact form; the caller has checked and limited it). */
export async function saveSiteMessage(db: Db, organizationId: string, message: NewSiteMessage): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(m)
      .values({ organizationId, ...message })
      .returning({ id: m.id });
    if (!row) throw new Error("the message was not saved");
    // Told to the admins (issue 30).
    await recordEvent(tx, {
      organizationId,
      kind: "website_message",
      key: `website-message:${row.id}`,
      audience: { type: "admins" },
      title: `A message from ${message.name} through your website`,
      body: message.message.slice(0, 300),
      link: "/dashboard/websites",
    });
    return row.id;
  });
}

const toMessage = (row: typeof m.$inferSelect): SiteMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
  receivedAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

/** A page of the inbox, newest first, with the number not yet read. */
export async function listSiteMessages(
  db: Db,
  scope: Scope,
  query: { cursor?: string; limit: number },
): Promise<SiteMessageList> {
  let after = sql`true`;
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    if (!cursor) throw badRequest("This page link is no longer valid. Please reload the list.");
    after = sql`(${m.createdAt}, ${m.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`;
  }
  const rows = await db
    .select({ row: m, key: microsecondKey(m.createdAt) })
    .from(m)
    .where(and(ofOrganization(scope.organizationId), after))
    .orderBy(...newestFirst(m.createdAt, m.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = keysetPage(rows, query.limit, (last) =>
    encodeCursor({ createdAt: last.key, id: last.row.id }),
  );
  const [unread] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(m)
    .where(and(ofOrganization(scope.organizationId), sql`${m.readAt} is null`));
  return {
    items: page.map((r) => toMessage(r.row)),
    nextCursor,
    unread: unread?.n ?? 0,
  };
}

/** Marks a message read or unread; another organization's message is a 404. */
export async function markSiteMessage(
  db: Db,
  scope: Scope,
  id: string,
  read: boolean,
  now = new Date(),
): Promise<SiteMessage> {
  const [row] = await db
    .update(m)
    .set({ readAt: read ? sql`coalesce(${m.readAt}, ${now.toISOString()}::timestamptz)` : null })
    .where(and(eq(m.id, id), ofOrganization(scope.organizationId)))
    .returning();
  if (!row) throw notFound(SITE_MSG.messageNotFound);
  return toMessage(row);
}

export async function deleteSiteMessage(db: Db, scope: Scope, id: string): Promise<void> {
  const rows = await db
    .delete(m)
    .where(and(eq(m.id, id), ofOrganization(scope.organizationId)))
    .returning({ id: m.id });
  if (rows.length === 0) throw notFound(SITE_MSG.messageNotFound);
}
