import { route } from "../route.ts";
import type {
  PushKey,
  PushSubscribed,
  PushSubscriptionInput,
  PushUnsubscribe,
  PushUnsubscribed,
} from "./push-subscriptions.ts";

/**
 * The caller's browsers for push notifications (issue 30), served by the notifications module
 * (src/modules/notifications/push-subscriptions.server.ts); any role, each person's own.
 */
export const pushSubscriptionEndpoints = {
  /** The server's VAPID public key, to subscribe with. */
  key: route("GET", "/api/notifications/push/key").with<{ answer: PushKey }>(),
  /** Keeps this browser's subscription for the caller (by its endpoint: a second time replaces the first). */
  subscribe: route("POST", "/api/notifications/push/subscriptions").with<{
    body: PushSubscriptionInput;
    answer: PushSubscribed;
  }>(),
  /** Forgets one of the caller's browsers. */
  unsubscribe: route("DELETE", "/api/notifications/push/subscriptions").with<{
    body: PushUnsubscribe;
    answer: PushUnsubscribed;
  }>(),
};
