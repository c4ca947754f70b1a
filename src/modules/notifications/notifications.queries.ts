import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database, Db } from "../../server/db/client.ts";
import { notifications as n } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, notFound } from "../../server/platform/errors.ts";
import {
  decodeCursor,
  encodeCursor,
  keysetPage,
  microsecondKey,
  newestFirst,
} from "../../server/platform/list-paging.ts";
import type { Notification, NotificationList } from "./notifications.contract.ts";
import { NOTIFICATIONS_MSG, NOTIFICATIONS_PAGE_SIZE, UNREAD_CAP } from "./notifications.constants.ts";

/** The caller's own, in their organization. */
const mine = (scope: Scope) => and(eq(n.userId, scope.userId), eq(n.organizationId, scope.organizationId));

const columns = {
  id: n.id,
  kind: n.kind,
  title: n.title,
  body: n.body,
  link: n.link,
  createdAt: n.createdAt,
  readAt: n.readAt,
};
type Row = {
  id: string;
  kind: Notification["kind"];
  title: string;
  body: string;
  link: string;
  createdAt: Date;
  readAt: Date | null;
};

const toNotification = (r: Row): Notification => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  body: r.body,
  link: r.link,
  createdAt: r.createdAt.toISOString(),
  read: r.readAt !== null,
});

// Asked by every open dashboard every 30 s: one prepared statement (Database.prepared), off the partial index.
const UNREAD_SQL = `select count(*)::int as count from (
  select 1 from notifications where user_id = $1 and organization_id = $2 and read_at is null limit ${UNREAD_CAP}
) unread`;

/** How many of the caller's notifications are unread, counted up to UNREAD_CAP. */
export async function unreadCount(database: Pick<Database, "prepared">, scope: Scope): Promise<number> {
  const [row] = await database.prepared<{ count: number }>("notifications_unread", UNREAD_SQL, [
    scope.userId,
    scope.organizationId,
  ]);
  return Number(row?.count ?? 0);
}

/** The caller's notifications, newest first, a page at a time (keyset on created_at, id). */
export async function listNotifications(
  { db, prepared }: Pick<Database, "db" | "prepared">,
  scope: Scope,
  cursor?: string,
): Promise<NotificationList> {
  let after = sql`true`;
  if (cursor) {
    const c = decodeCursor(cursor);
    if (!c) throw badRequest(NOTIFICATIONS_MSG.cursorInvalid);
    after = sql`(${n.createdAt}, ${n.id}) < (${c.createdAt}::timestamptz, ${c.id})`;
  }
  const [rows, unread] = await Promise.all([
    db
      .select({ ...columns, key: microsecondKey(n.createdAt) })
      .from(n)
      .where(and(mine(scope), after))
      .orderBy(...newestFirst(n.createdAt, n.id))
      .limit(NOTIFICATIONS_PAGE_SIZE + 1),
    unreadCount({ prepared }, scope),
  ]);
  const { page, nextCursor } = keysetPage(rows, NOTIFICATIONS_PAGE_SIZE, (last) =>
    encodeCursor({ createdAt: last.key, id: last.id }),
  );
  return { notifications: page.map(toNotification), nextCursor, unread };
}

/** Marks one of the caller's notifications read (404 for anyone else's). */
export async function markRead(db: Db, scope: Scope, id: string, now = new Date()): Promise<Notification> {
  const [row] = await db
    .update(n)
    .set({ readAt: sql`coalesce(${n.readAt}, ${now})` })
    .where(and(eq(n.id, id), mine(scope)))
    .returning(columns);
  if (!row) throw notFound(NOTIFICATIONS_MSG.notFound);
  return toNotification(row);
}

/** Marks all of the caller's notifications read. */
export async function markAllRead(db: Db, scope: Scope, now = new Date()): Promise<void> {
  await db
    .update(n)
    .set({ readAt: now })
    .where(and(mine(scope), isNull(n.readAt)));
}
