/** The contract list's page cursor (pure): the last row's creation time, to the microsecond, and its id. */

export type ListCursor = { createdAt: string; id: string };

export function encodeCursor(c: ListCursor): string {
  return Buffer.from(`${c.createdAt}|${c.id}`, "utf8").toString("base64url");
}

/** The cursor, or null when it was not made by encodeCursor. */
export function decodeCursor(value: string): ListCursor | null {
  const text = Buffer.from(value, "base64url").toString("utf8");
  const bar = text.indexOf("|");
  if (bar < 0) return null;
  const createdAt = text.slice(0, bar);
  const id = text.slice(bar + 1);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{1,6}Z$/.test(createdAt) || !id) return null;
  return { createdAt, id };
}
