import { describe, expect, it } from "vitest";
import { renewPushSubscription, type RenewableSubscription, type RenewalDeps } from "./push-renewal.ts";

const KEY = "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U";

const subscription = (endpoint: string, serverKey: ArrayBuffer | null = null): RenewableSubscription => ({
  endpoint,
  options: { applicationServerKey: serverKey },
  toJSON: () => ({ keys: { p256dh: `p256dh-of-${endpoint}`, auth: `auth-of-${endpoint}` } }),
});

type Sent = { path: string; method: string; body: unknown };

function fakeWorker(answers: Record<string, number> = {}) {
  const sent: Sent[] = [];
  const subscribedWith: BufferSource[] = [];
  const deps: RenewalDeps = {
    subscribe: (key) => {
      subscribedWith.push(key);
      return Promise.resolve(subscription("https://fcm.googleapis.com/fcm/send/renewed"));
    },
    fetch: (path, init) => {
      const method = init?.method ?? "GET";
      sent.push({ path, method, body: typeof init?.body === "string" ? JSON.parse(init.body) : null });
      const status = answers[`${method} ${path}`] ?? 200;
      const body = method === "GET" ? JSON.stringify({ publicKey: KEY }) : "{}";
      return Promise.resolve(new Response(body, { status }));
    },
  };
  return { deps, sent, subscribedWith };
}

const SUBSCRIPTIONS = "/api/notifications/push/subscriptions";

describe("renewing a push subscription the browser changed", () => {
  it("gives the browser's new subscription to the server and forgets the old endpoint there", async () => {
    const worker = fakeWorker();
    const old = subscription("https://updates.push.services.mozilla.com/wpush/v2/old");
    const fresh = subscription("https://updates.push.services.mozilla.com/wpush/v2/new");
    expect(await renewPushSubscription(old, fresh, worker.deps)).toBe("renewed");
    expect(worker.subscribedWith).toEqual([]);
    expect(worker.sent).toEqual([
      {
        path: SUBSCRIPTIONS,
        method: "POST",
        body: {
          endpoint: fresh.endpoint,
          keys: { p256dh: `p256dh-of-${fresh.endpoint}`, auth: `auth-of-${fresh.endpoint}` },
        },
      },
      { path: SUBSCRIPTIONS, method: "DELETE", body: { endpoint: old.endpoint } },
    ]);
  });

  it("subscribes again with the old subscription's server key where the browser made none", async () => {
    const worker = fakeWorker();
    const key = new Uint8Array([4, 1, 2, 3]).buffer;
    expect(
      await renewPushSubscription(subscription("https://fcm.googleapis.com/fcm/send/old", key), null, worker.deps),
    ).toBe("renewed");
    expect(worker.subscribedWith).toEqual([key]);
    expect(worker.sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      `POST ${SUBSCRIPTIONS}`,
      `DELETE ${SUBSCRIPTIONS}`,
    ]);
  });

  it("asks the server for its key when neither subscription gives one", async () => {
    const worker = fakeWorker();
    expect(await renewPushSubscription(null, null, worker.deps)).toBe("renewed");
    const [key] = worker.subscribedWith;
    expect(key).toBeInstanceOf(Uint8Array);
    expect(key instanceof Uint8Array ? key.length : 0).toBe(65);
    expect(worker.sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      "GET /api/notifications/push/key",
      `POST ${SUBSCRIPTIONS}`,
    ]);
  });

  it("keeps nothing when the person is signed out, and says so when the server refuses", async () => {
    const old = subscription("https://fcm.googleapis.com/fcm/send/old");
    const signedOut = fakeWorker({ [`POST ${SUBSCRIPTIONS}`]: 401 });
    expect(await renewPushSubscription(old, null, signedOut.deps)).toBe("signed-out");
    expect(signedOut.sent.some((s) => s.method === "DELETE")).toBe(false);
    const refused = fakeWorker({ [`POST ${SUBSCRIPTIONS}`]: 400 });
    expect(await renewPushSubscription(old, null, refused.deps)).toBe("failed");
    const noKey = fakeWorker({ "GET /api/notifications/push/key": 503 });
    expect(await renewPushSubscription(null, null, noKey.deps)).toBe("failed");
  });
});
