import { createHash } from "node:crypto";

/**
 * A UUID made from a text (the shape of a version-5 UUID from its SHA-256): the same text gets the same id in
 * every process, so what is keyed by it (a digest, a news letter to one person) is made once.
 */
export function stableUuid(text: string): string {
  const h = createHash("sha256").update(text).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
