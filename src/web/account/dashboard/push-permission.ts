import { ApiError, call } from "../../lib/api.ts";
import { pushKeyBytes } from "../../lib/push-key.ts";
import { pushSubscriptionEndpoints as api } from "../../../shared/contracts/push-subscriptions.routes.ts";

/**
 * This browser's push subscription (issue 30), for the Settings page's Push Notifications switch. The browser
 * asks the person for permission only from `turnOnPush`, which runs when they turn the switch on (or press
 * "Turn On Here"); the subscription goes to the server, which sends to it (the service worker shows the messages).
 */

/** What this browser can do about push, before anything is asked. */
export type PushDeviceState = "unsupported" | "blocked" | "off" | "on";

/** What turning push on in this browser came to. */
export type PushOutcome = "on" | "unsupported" | "denied" | "failed";

export const PUSH_NOTE = {
  unsupported: "Push notifications are not supported on this browser.",
  denied: "Your browser blocked notifications, so push stayed off.",
  blocked: "Notifications are blocked for this site in your browser's settings.",
  failed: "Push could not be turned on in this browser. Please try again.",
  off: "Push is not on in this browser yet.",
  busy: "Turning on push in this browser...",
} as const;

/** How long to wait for the service worker (registered once the page has loaded). */
const WORKER_WAIT_MS = 10_000;

export const pushSupported = (): boolean =>
  typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/** The service worker, once active; null where there is none (the dev server registers none). */
async function worker(): Promise<ServiceWorkerRegistration | null> {
  if (!(await navigator.serviceWorker.getRegistration())) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), WORKER_WAIT_MS)));
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const used = subscription.options.applicationServerKey;
  if (!used) return false;
  const bytes = new Uint8Array(used);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/** What this browser can do about push now (nothing is asked of the person). */
export async function pushDeviceState(): Promise<PushDeviceState> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return "unsupported";
    return Notification.permission === "granted" && (await registration.pushManager.getSubscription()) ? "on" : "off";
  } catch {
    return "off";
  }
}

/** Asks for permission (where not yet given), subscribes this browser and gives the subscription to the server. */
export async function turnOnPush(): Promise<PushOutcome> {
  if (!pushSupported()) return "unsupported";
  const permission = Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
  if (permission !== "granted") return "denied";
  try {
    const registration = await worker();
    if (!registration) return "unsupported";
    const key = pushKeyBytes((await call(api.key)).publicKey);
    let subscription = await registration.pushManager.getSubscription();
    // One made with another server key (the server's keys were made anew) cannot take this server's messages.
    if (subscription && !sameKey(subscription, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    const { keys } = subscription.toJSON();
    await call(api.subscribe, {
      body: { endpoint: subscription.endpoint, keys: { p256dh: keys?.p256dh ?? "", auth: keys?.auth ?? "" } },
    });
    return "on";
  } catch {
    return "failed";
  }
}

/** Unsubscribes this browser and tells the server. */
export async function turnOffPush(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  try {
    await call(api.unsubscribe, { body: { endpoint: subscription.endpoint } }).catch((err: unknown) => {
      if (!(err instanceof ApiError && err.status === 404)) throw err;
    });
  } finally {
    // Unsubscribed here whatever the server said: its push service then answers "gone", and the server forgets it.
    await subscription.unsubscribe();
  }
}
