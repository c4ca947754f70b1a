/** Keyset paging and name search shared by the modules' lists (pure). */

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
