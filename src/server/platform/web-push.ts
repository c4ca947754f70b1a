import { createHash, ECDH } from "node:crypto";
import { eq } from "drizzle-orm";
import webpush from "web-push";
import { z } from "zod";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { serverKeys } from "../db/schema/index.ts";

/**
 * Web push (issue 30, RFC 8030/8291/8292) with the `web-push` package: it signs the VAPID header and encrypts the
 * payload (aes128gcm) for the browser's keys; the request itself goes out with fetch, so that a test's fake push
 * service on plain http on 127.0.0.1 receives it like a real one on https.
 */

const VAPID = "vapid";
const vapidValue = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });
export type VapidKeys = z.infer<typeof vapidValue>;

async function keptVapidKeys(db: Db): Promise<VapidKeys | null> {
  const [row] = await db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, VAPID));
  if (!row) return null;
  const parsed = vapidValue.safeParse(row.value);
  if (!parsed.success) throw new Error("server_keys: the kept VAPID keys are not a key pair");
  return parsed.data;
}

/**
 * The server's VAPID key pair: made once, at the first start, and kept in `server_keys`; two processes starting
 * together keep one (the second insert does nothing, and both read back the row that won).
 */
export async function vapidKeys(db: Db): Promise<VapidKeys> {
  const kept = await keptVapidKeys(db);
  if (kept) return kept;
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(serverKeys)
    .values({ name: VAPID, value: { publicKey: made.publicKey, privateKey: made.privateKey } })
    .onConflictDoNothing({ target: serverKeys.name });
  const won = await keptVapidKeys(db);
  if (!won) throw new Error("server_keys: the VAPID keys were not kept");
  return won;
}

/**
 * Who the push services may contact about this server's messages (VAPID `sub`): `mailto:` the address of
 * MAIL_FROM, else the app's https address, else a no-reply address at its host.
 */
export function pushSubject(config: Pick<Config, "mailFrom" | "appUrl">): string {
  const from = config.mailFrom.trim();
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? (/^[^<>\s@]+@[^<>\s@]+$/.test(from) ? from : null);
  if (address) return `mailto:${address}`;
  const app = new URL(config.appUrl);
  return app.protocol === "https:" ? app.origin : `mailto:no-reply@${app.hostname}`;
}

/**
 * The `Topic` of a delivery (at most 32 url-safe characters): from its idempotency key, so that a try sent
 * again replaces the message still waiting at the push service instead of adding a second one.
 */
export function pushTopic(key: string): string {
  return createHash("sha256").update(key).digest("base64url").slice(0, 32);
}

/** Whether a browser's p256dh key is an uncompressed point on P-256 (the payload can be encrypted for it). */
export function isPushPublicKey(p256dh: string): boolean {
  const point = Buffer.from(p256dh, "base64url");
  if (point.length !== 65 || point[0] !== 4) return false;
  try {
    ECDH.convertKey(point, "prime256v1", undefined, undefined, "uncompressed");
    return true;
  } catch {
    return false;
  }
}

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** "gone": the push service answered 404 or 410, the subscription is over (the browser unsubscribed). */
export type PushOutcome = "sent" | "gone";

/** A push service's refusal other than "gone": tried again later. The endpoint (a secret address) is left out. */
export class PushFailed extends Error {
  constructor(readonly status: number) {
    super(`the push service answered ${status}`);
  }
}

export type PushClient = {
  send(target: PushTarget, payload: string, opts: { topic: string; ttlSeconds: number }): Promise<PushOutcome>;
};

/** How long one push service may take to answer. */
export const PUSH_TIMEOUT_MS = 10_000;

export function createPushClient({
  db,
  subject,
  timeoutMs = PUSH_TIMEOUT_MS,
}: {
  db: Db;
  subject: string;
  timeoutMs?: number;
}): PushClient {
  return {
    async send(target, payload, { topic, ttlSeconds }) {
      const { publicKey, privateKey } = await vapidKeys(db);
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: { subject, publicKey, privateKey },
          TTL: ttlSeconds,
          topic,
          contentEncoding: "aes128gcm",
          urgency: "normal",
        },
      );
      const headers = new Headers();
      // fetch sets the length itself.
      for (const [name, value] of Object.entries(request.headers))
        if (name.toLowerCase() !== "content-length") headers.set(name, String(value));
      const res = await fetch(request.endpoint, {
        method: "POST",
        headers,
        body: new Uint8Array(request.body),
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.body?.cancel().catch(() => undefined);
      if (res.status === 404 || res.status === 410) return "gone";
      if (res.status < 200 || res.status > 299) throw new PushFailed(res.status);
      return "sent";
    },
  };
}
