import { timingSafeEqual } from "node:crypto";

/**
 * Whether `given` is exactly the base64url text of the signature `expected`, compared in constant time. The text
 * is compared, not what it decodes to: Node's decoder ignores the last character's unused bits and characters
 * outside the alphabet, so other texts decode to the same bytes, and a link changed by hand would still work.
 */
export function isSameSignature(given: string, expected: Buffer): boolean {
  const wanted = Buffer.from(expected.toString("base64url"));
  const text = Buffer.from(given);
  return text.length === wanted.length && timingSafeEqual(text, wanted);
}
