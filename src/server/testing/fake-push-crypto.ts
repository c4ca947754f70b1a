import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from "node:crypto";
import { z } from "zod";

/**
 * A browser's side of web push, for the fake push service: its keys, the decryption of an aes128gcm message
 * (RFC 8188 and 8291, written here from the RFCs rather than with the sending library, so that a test checks the
 * library's encryption against the standard), and the check of the VAPID header (RFC 8292) a push service makes.
 */

export type BrowserKeys = { ecdh: ECDH; p256dh: string; auth: string };

/** A browser's push keys: a P-256 key pair and a 16-byte authentication secret. */
export function browserKeys(): BrowserKeys {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey("base64url"), auth: randomBytes(16).toString("base64url") };
}

const info = (label: string, ...parts: Buffer[]) => Buffer.concat([Buffer.from(`${label}\0`, "latin1"), ...parts]);
const sha256Hkdf = (ikm: Buffer, salt: Buffer, what: Buffer, length: number) =>
  Buffer.from(hkdfSync("sha256", ikm, salt, what, length));

/** The text of an aes128gcm web push message (one record), decrypted with the browser's keys. */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(senderKey);
  const ikm = sha256Hkdf(
    shared,
    Buffer.from(keys.auth, "base64url"),
    info("WebPush: info", keys.ecdh.getPublicKey(), senderKey),
    32,
  );
  const cek = sha256Hkdf(ikm, salt, info("Content-Encoding: aes128gcm"), 16);
  const nonce = sha256Hkdf(ikm, salt, info("Content-Encoding: nonce"), 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any padding of zeros.
  const end = padded.lastIndexOf(2);
  if (end < 0) throw new Error("no padding delimiter");
  return padded.subarray(0, end).toString("utf8");
}

const jwtClaims = z.object({ aud: z.string().optional(), sub: z.string().optional(), exp: z.number().optional() });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Whether an ES256 signature (JWS: r and s, base64url) of `data` is the key's (a raw P-256 point, base64url). */
function signedBy(publicKey: string, data: string, signature: string): boolean {
  const point = Buffer.from(publicKey, "base64url");
  try {
    const key = createPublicKey({
      key: {
        kty: "EC",
        crv: "P-256",
        x: point.subarray(1, 33).toString("base64url"),
        y: point.subarray(33, 65).toString("base64url"),
      },
      format: "jwk",
    });
    return verify("sha256", Buffer.from(data), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  } catch {
    return false;
  }
}

export type Vapid = { valid: boolean; audience: string; subject: string; publicKey: string };

/**
 * The VAPID header `vapid t=<JWT>, k=<public key>`: valid when the JWT is signed (ES256) by that key, names this
 * push service's origin as its audience, has not expired and expires within a day.
 */
export function checkVapid(header: string | undefined, origin: string): Vapid {
  const parts = new Map<string, string>();
  for (const part of (header ?? "").replace(/^vapid\s+/i, "").split(",")) {
    const at = part.indexOf("=");
    if (at > 0) parts.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const [head = "", claims = "", signature = ""] = (parts.get("t") ?? "").split(".");
  const publicKey = parts.get("k") ?? "";
  const payload = jwtClaims.catch({}).parse(parseJson(Buffer.from(claims, "base64url").toString("utf8")));
  const signed = signedBy(publicKey, `${head}.${claims}`, signature);
  const now = Date.now() / 1000;
  const exp = payload.exp ?? 0;
  return {
    valid: signed && payload.aud === origin && exp > now && exp <= now + 24 * 3600,
    audience: payload.aud ?? "",
    subject: payload.sub ?? "",
    publicKey,
  };
}
