import { pushSubscriptionEndpoints as api } from "../../shared/contracts/push-subscriptions.routes.ts";
import { pushKeyBytes } from "../lib/push-key.ts";

/**
 * A push subscription the browser renewed or dropped (`pushsubscriptionchange`): the push service ended the old
 * endpoint (it expired, or its keys were rotated), so the server's copy would soon answer "gone" and the person
 * would stop getting pushes on this browser without knowing. The worker subscribes again where the browser did
 * not, gives the new subscription to the server in the person's session, and forgets the old endpoint there.
 */

export type RenewableSubscription = {
  endpoint: string;
  options?: { applicationServerKey: ArrayBuffer | null };
  toJSON(): { keys?: Record<string, string> };
};

export type RenewalDeps = {
  subscribe(key: BufferSource): Promise<RenewableSubscription>;
  fetch(path: string, init?: RequestInit): Promise<Response>;
};

/** What renewing came to: "renewed" when the server keeps the new subscription. */
export type Renewal = "renewed" | "signed-out" | "failed";

const json = (method: string, body: unknown): RequestInit => ({
  method,
  credentials: "same-origin",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

async function serverKey(deps: RenewalDeps): Promise<BufferSource> {
  const res = await deps.fetch(api.key.pattern, { credentials: "same-origin" });
  if (!res.ok) throw new Error(`push key: ${res.status}`);
  const answer: unknown = await res.json();
  const key = typeof answer === "object" && answer !== null && "publicKey" in answer ? answer.publicKey : null;
  if (typeof key !== "string") throw new Error("push key: no publicKey");
  return pushKeyBytes(key);
}

export async function renewPushSubscription(
  old: RenewableSubscription | null,
  fresh: RenewableSubscription | null,
  deps: RenewalDeps,
): Promise<Renewal> {
  try {
    // Chromium hands over no new subscription: one is made with the old one's server key (or the server's own).
    const next = fresh ?? (await deps.subscribe(old?.options?.applicationServerKey ?? (await serverKey(deps))));
    const keys = next.toJSON().keys ?? {};
    const saved = await deps.fetch(
      api.subscribe.pattern,
      json("POST", { endpoint: next.endpoint, keys: { p256dh: keys.p256dh ?? "", auth: keys.auth ?? "" } }),
    );
    if (saved.status === 401) return "signed-out";
    if (!saved.ok) return "failed";
    // Already gone at the push service; forgotten here so the server does not try it first. 404: not kept.
    if (old && old.endpoint !== next.endpoint)
      await deps.fetch(api.unsubscribe.pattern, json("DELETE", { endpoint: old.endpoint })).catch(() => undefined);
    return "renewed";
  } catch {
    return "failed";
  }
}
