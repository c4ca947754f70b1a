/** Keyset paging and name search shared by the modules' lists. */
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

export type ListCursor = { createdAt: string; id: string };

/** An opaque page cursor: the last row's creation time (microseconds) and id. */
export function encodeCursor(c: ListCursor): string {
  return Buffer.from(`${c.createdAt}|${c.id}`, "utf8").toString("base64url");
}

export function decodeCursor(value: string): ListCursor | null {
  const text = Buffer.from(value, "base64url").toString("utf8");
  const bar = text.indexOf("|");
  if (bar < 0) return null;
  const createdAt = text.slice(0, bar);
  const id = text.slice(bar + 1);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{1,6}Z$/.test(createdAt) || !id) return null;
  return { createdAt, id };
}

/** A case-insensitive "name contains" pattern for ILIKE, with the user's % and _ taken literally. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A list's order, newest first, written as the `(organization_id, created_at desc, id desc)` indexes are
 * built (Drizzle's `desc()` leaves nulls first, which those indexes do not serve): a page is read off the index.
 */
export function newestFirst(createdAt: SQLWrapper, id: SQLWrapper): [SQL, SQL] {
  return [sql`${createdAt} desc nulls last`, sql`${id} desc nulls last`];
}

/** A cursor for lists ordered by a calendar date first (newest date, then newest created): the date, then as above. */
export type DatedCursor = ListCursor & { date: string };

export function encodeDatedCursor(c: DatedCursor): string {
  return encodeCursor({ createdAt: c.createdAt, id: `${c.date}|${c.id}` });
}

export function decodeDatedCursor(value: string): DatedCursor | null {
  const cursor = decodeCursor(value);
  const match = cursor ? /^(\d{4}-\d{2}-\d{2})\|(.+)$/.exec(cursor.id) : null;
  if (!cursor || !match?.[1] || !match[2]) return null;
  return { createdAt: cursor.createdAt, date: match[1], id: match[2] };
}

/** A creation time to the microsecond, as text (a JavaScript Date keeps only milliseconds): a page cursor's key. */
export const microsecondKey = (createdAt: SQLWrapper) =>
  sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A cursor for lists in another order (by name, then id): the last row's sort keys, opaque. */
export function encodeKeyCursor(keys: readonly string[]): string {
  return Buffer.from(JSON.stringify(keys), "utf8").toString("base64url");
}

/** The sort keys of a cursor made by encodeKeyCursor, or null when it is not one of `count` keys. */
export function decodeKeyCursor(value: string, count: number): string[] | null {
  try {
    const keys: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    return Array.isArray(keys) && keys.length === count && keys.every((k) => typeof k === "string")
      ? (keys as string[])
      : null;
  } catch {
    return null;
  }
}

/**
 * A keyset page off rows read with `limit + 1`: the first `limit` rows, and the cursor of the last of them
 * (made by `cursorOf`) when a further row was read, else null.
 */
export function keysetPage<T>(
  rows: readonly T[],
  limit: number,
  cursorOf: (last: T) => string,
): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last !== undefined ? cursorOf(last) : null };
}
