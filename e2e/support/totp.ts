import { createHmac } from "node:crypto";

/**
 * A TOTP code as an authenticator app computes it (RFC 6238: HMAC-SHA-1, 6 digits, 30 s), written here
 * independently of the server's, from the secret the page shows.
 */
function base32(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const ch of text.replace(/\s+/g, "").toUpperCase()) bits += alphabet.indexOf(ch).toString(2).padStart(5, "0");
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => parseInt(b, 2)));
}

export const totpStepNow = () => Math.floor(Date.now() / 30_000);

export function totpAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", base32(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/**
 * A code the server will take now: the current step's, or, when that step's code was already used (the
 * server refuses a code twice), the next step's, which it takes as one step of clock skew.
 */
export function freshCode(secret: string, lastUsedStep: number | null): { code: string; step: number } {
  const step = Math.max(totpStepNow(), lastUsedStep === null ? 0 : lastUsedStep + 1);
  return { code: totpAt(secret, step), step };
}
