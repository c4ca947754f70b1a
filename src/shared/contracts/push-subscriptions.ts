import { z } from "zod";

/**
 * Web push (issue 30): a browser's push subscription, as the person's device for push notifications. Here in
 * shared/ rather than in the notifications module, because the Settings page (the kit's) subscribes with it.
 */

export const PUSH_MSG = {
  endpointInvalid: "The push subscription's endpoint must be the https address of a push service.",
  keysInvalid: "The push subscription's keys are not valid.",
  notFound: "This browser is not subscribed to push notifications.",
} as const;

/** The longest endpoint taken (the push services' are about 200 to 500 characters). */
export const MAX_PUSH_ENDPOINT_LENGTH = 1000;

/** How many bytes a base64url string (padded or not) holds; -1 when it is not base64url. */
export function base64UrlBytes(value: string): number {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(value)) return -1;
  const chars = value.replace(/=+$/, "").length;
  return chars % 4 === 1 ? -1 : Math.floor((chars * 3) / 4);
}

const isIpAddress = (host: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith("[");
const INTERNAL_HOST = /(^|\.)(localhost|local|internal|home|lan|intranet|corp)$/i;

/**
 * The browsers' push services (Chrome and Edge's FCM, Firefox's autopush, Safari's, Windows' WNS): a subscription's
 * endpoint must be on one of them (the host itself or a name under it). A public name could still resolve to an
 * address on the server's own network, so no other host is taken.
 */
export const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "push.services.mozilla.com",
  "push.apple.com",
  "notify.windows.com",
] as const;

const isPushService = (host: string) =>
  PUSH_SERVICE_HOSTS.some((service) => host === service || host.endsWith(`.${service}`));

/**
 * Whether the server may post to this address: https, on a browser's push service (never an IP address, a bare
 * name or a local one), without credentials. The server sends to whatever endpoint a browser names, so this keeps
 * subscriptions off its own network.
 */
export function isPushEndpoint(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname;
  return (
    url.protocol === "https:" &&
    url.username === "" &&
    url.password === "" &&
    host.includes(".") &&
    !isIpAddress(host) &&
    !INTERNAL_HOST.test(host) &&
    isPushService(host.toLowerCase())
  );
}

/** The browser's `PushSubscription.toJSON()`: where its push service takes messages, and the keys to encrypt them. */
export const pushSubscriptionInput = z.object({
  endpoint: z
    .string({ error: PUSH_MSG.endpointInvalid })
    .max(MAX_PUSH_ENDPOINT_LENGTH, PUSH_MSG.endpointInvalid)
    .refine(isPushEndpoint, PUSH_MSG.endpointInvalid),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      /** The browser's P-256 public key, uncompressed (65 bytes). */
      p256dh: z.string({ error: PUSH_MSG.keysInvalid }).refine((v) => base64UrlBytes(v) === 65, PUSH_MSG.keysInvalid),
      /** The shared authentication secret (16 bytes). */
      auth: z.string({ error: PUSH_MSG.keysInvalid }).refine((v) => base64UrlBytes(v) === 16, PUSH_MSG.keysInvalid),
    },
    { error: PUSH_MSG.keysInvalid },
  ),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInput>;

export const pushUnsubscribe = z.object({
  endpoint: z.string({ error: PUSH_MSG.notFound }).min(1, PUSH_MSG.notFound).max(MAX_PUSH_ENDPOINT_LENGTH),
});
export type PushUnsubscribe = z.input<typeof pushUnsubscribe>;

/** The server's VAPID public key (base64url), which a browser subscribes with. */
export const pushKey = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKey>;

export const pushSubscribed = z.object({ endpoint: z.string(), subscribed: z.literal(true) });
export type PushSubscribed = z.infer<typeof pushSubscribed>;

export const pushUnsubscribed = z.object({ endpoint: z.string(), deleted: z.literal(true) });
export type PushUnsubscribed = z.infer<typeof pushUnsubscribed>;
