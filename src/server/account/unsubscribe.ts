import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * One-click unsubscribe (issue 30; RFC 8058): a link in every notification and marketing e-mail that turns that
 * kind of e-mail off for its reader, signed out. Its token names the person and the topic, signed with the
 * server's secret (nothing stored); it does not expire, as mail clients keep the header.
 */
export const UNSUBSCRIBE_TOPICS = ["email", "marketing"] as const;
export type UnsubscribeTopic = (typeof UNSUBSCRIBE_TOPICS)[number];

const isTopic = (t: string): t is UnsubscribeTopic => (UNSUBSCRIBE_TOPICS as readonly string[]).includes(t);

function signature(secret: string, userId: string, topic: UnsubscribeTopic): Buffer {
  const key = createHmac("sha256", secret).update("buildops unsubscribe v1").digest();
  // 128 bits of the HMAC: the link stays short (a route parameter is at most 100 characters).
  return createHmac("sha256", key).update(`${userId}:${topic}`).digest().subarray(0, 16);
}

export function unsubscribeToken(secret: string, userId: string, topic: UnsubscribeTopic): string {
  const who = Buffer.from(userId, "utf8").toString("base64url");
  return `${who}.${topic}.${signature(secret, userId, topic).toString("base64url")}`;
}

/** The person and topic of a token signed by this server; null for anything else. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; topic: UnsubscribeTopic } | null {
  const [who, topic, sig, ...rest] = token.split(".");
  if (!who || !topic || !sig || rest.length > 0 || !isTopic(topic)) return null;
  const userId = Buffer.from(who, "base64url").toString("utf8");
  const given = Buffer.from(sig, "base64url");
  const expected = signature(secret, userId, topic);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, topic } : null;
}

/** The headers that let a mail client offer (and do) the unsubscribe in one click. */
export const unsubscribeHeaders = (url: string): Record<string, string> => ({
  "List-Unsubscribe": `<${url}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

/** The unsubscribe address of a person's topic. */
export const unsubscribeUrl = (appUrl: string, secret: string, userId: string, topic: UnsubscribeTopic): string =>
  `${appUrl}/unsubscribe/${unsubscribeToken(secret, userId, topic)}`;
