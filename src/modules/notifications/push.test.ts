import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { pushSubscriptions, serverKeys } from "../../server/db/schema/index.ts";
import { buildApp } from "../../app/server/app.ts";
import { createDeps } from "../../server/deps-factory.ts";
import { pushTopic, vapidKeys } from "../../server/platform/web-push.ts";
import { idsOf, type TestUser } from "../../server/testing/test-app.ts";
import { moduleSuite } from "../../server/testing/module-suite.ts";
import { startFakePush, type FakeBrowser, type FakePush } from "../../server/testing/fake-push.ts";
import type { Outgoing, OutgoingItem } from "./channels/channel.ts";
import { PUSH_TTL_SECONDS, PUSH_WHY } from "./channels/push-message.ts";
import { pushSender } from "./channels/push.server.ts";
import { MAX_PUSH_DEVICES, pushDevicesOf, savePushSubscription } from "./push-subscriptions.queries.ts";

// Web push (issue 30) through the API and against a fake push service: the server's VAPID key is made once and
// kept; each person keeps and forgets their own browsers; the channel delivers to each browser of its person,
// encrypted for it and signed by the server, forgets the gone ones, and sends a repeat under the same Topic.

const suite = moduleSuite();
let push: FakePush;

beforeAll(async () => {
  push = await startFakePush();
});
afterAll(() => push.close());

/** A browser's subscription as a real push service would give it (an https endpoint, real keys). */
const realBrowser = (id: string = crypto.randomUUID()): FakeBrowser => ({
  ...push.browser(),
  endpoint: `https://fcm.googleapis.com/fcm/send/${id}`,
});

const item = (over: Partial<OutgoingItem> = {}): OutgoingItem => ({
  kind: "stock_low",
  title: "Rebar is below its reorder level",
  body: "7 bar left.",
  url: "http://localhost:3000/dashboard/procurement",
  at: new Date(),
  ...over,
});

const outgoing = (userId: string | null, over: Partial<Outgoing> = {}): Outgoing => ({
  key: `delivery-${crypto.randomUUID()}`,
  organizationId: "org",
  organizationName: "Owner Builders",
  userId,
  items: [item()],
  settingsUrl: "http://localhost:3000/dashboard/settings",
  ...over,
});

/** DELETE with a JSON body (the test app's helper sends none). */
const unsubscribe = (user: TestUser | null, body: unknown) =>
  suite.t.app.inject({
    method: "DELETE",
    url: "/api/notifications/push/subscriptions",
    headers: { "content-type": "application/json", ...(user ? { cookie: user.cookie } : {}) },
    payload: JSON.stringify(body),
  });

const sender = () => pushSender({ db: suite.t.database.db, config: suite.t.config });
const userIdOf = async (user: TestUser) => (await idsOf(suite.t, user)).userId;

describe("the server's VAPID key", () => {
  it("is made at the first start, kept, and the same for a second process and for two made at once", async () => {
    const first = await suite.as(suite.owner).get("/api/notifications/push/key");
    expect(first.statusCode, first.body).toBe(200);
    const { publicKey } = first.json();
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    expect((await suite.as(suite.stranger).get("/api/notifications/push/key")).json()).toEqual({ publicKey });
    expect((await suite.as(null).get("/api/notifications/push/key")).statusCode).toBe(401);

    // A second process on the same database keeps the first one's key.
    const second = await buildApp(await createDeps(suite.t.config, suite.t.database), { logger: false });
    try {
      const res = await second.inject({
        method: "GET",
        url: "/api/notifications/push/key",
        headers: { cookie: suite.owner.cookie },
      });
      expect(res.json()).toEqual({ publicKey });
    } finally {
      await second.close();
    }
    const db = suite.t.database.db;
    expect(await db.select().from(serverKeys).where(eq(serverKeys.name, "vapid"))).toHaveLength(1);

    // Two processes starting together on a database without one: one key, kept by both.
    await db.delete(serverKeys).where(eq(serverKeys.name, "vapid"));
    const [a, b] = await Promise.all([vapidKeys(db), vapidKeys(db)]);
    expect(a).toEqual(b);
    expect(await db.select().from(serverKeys).where(eq(serverKeys.name, "vapid"))).toHaveLength(1);
    expect((await suite.as(suite.owner).get("/api/notifications/push/key")).json()).toEqual({
      publicKey: a.publicKey,
    });
  });
});

describe("a person's browsers", () => {
  it("are kept (again by endpoint, with the user agent), and only their own are forgotten", async () => {
    const ada = await suite.onPlan("Push Build", "Ada Admin");
    const viewer = await suite.viewerOf(ada, "Vi Viewer");
    const adaId = await userIdOf(ada);
    const browser = realBrowser();
    const as = suite.as(ada);

    const saved = await suite.t.app.inject({
      method: "POST",
      url: "/api/notifications/push/subscriptions",
      headers: { cookie: ada.cookie, "user-agent": "Firefox on a phone" },
      payload: { ...browser, expirationTime: null },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ endpoint: browser.endpoint, subscribed: true });
    const [first] = await pushDevicesOf(suite.t.database.db, adaId);
    expect(first).toMatchObject({ endpoint: browser.endpoint, p256dh: browser.keys.p256dh, auth: browser.keys.auth });
    const [kept] = await suite.t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, adaId));
    expect(kept?.userAgent).toBe("Firefox on a phone");
    // The same browser again, with new keys: still one, with the new keys.
    const renewed = realBrowser();
    expect(
      (await as.post("/api/notifications/push/subscriptions", { ...renewed, endpoint: browser.endpoint })).statusCode,
    ).toBe(200);
    const rows = await suite.t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, adaId));
    expect(rows.map((r) => [r.endpoint, r.p256dh, r.auth])).toEqual([
      [browser.endpoint, renewed.keys.p256dh, renewed.keys.auth],
    ]);

    // A viewer keeps their own too.
    const viewers = realBrowser();
    expect((await suite.as(viewer).post("/api/notifications/push/subscriptions", viewers)).statusCode).toBe(200);

    // Another person's browser cannot be forgotten (404), and stays.
    const refused = await unsubscribe(viewer, { endpoint: browser.endpoint });
    expect(refused.statusCode).toBe(404);
    expect(await pushDevicesOf(suite.t.database.db, adaId)).toHaveLength(1);
    const gone = await unsubscribe(ada, { endpoint: browser.endpoint });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({ endpoint: browser.endpoint, deleted: true });
    expect(await pushDevicesOf(suite.t.database.db, adaId)).toEqual([]);
    expect((await unsubscribe(ada, { endpoint: browser.endpoint })).statusCode).toBe(404);
    expect(await pushDevicesOf(suite.t.database.db, await userIdOf(viewer))).toHaveLength(1);
    expect((await unsubscribe(null, { endpoint: viewers.endpoint })).statusCode).toBe(401);
    expect((await suite.as(null).post("/api/notifications/push/subscriptions", viewers)).statusCode).toBe(401);
  });

  it("refuse a subscription that is not one with 400", async () => {
    const good = realBrowser();
    const as = suite.as(suite.owner);
    const bad = [
      {},
      { endpoint: good.endpoint },
      { ...good, endpoint: "http://fcm.googleapis.com/fcm/send/x" },
      { ...good, endpoint: "https://127.0.0.1/push/x" },
      { ...good, endpoint: "https://localhost/push/x" },
      { ...good, endpoint: "https://push.internal/x" },
      { ...good, endpoint: "https://user:pw@fcm.googleapis.com/x" },
      { ...good, endpoint: `https://fcm.googleapis.com/${"x".repeat(1000)}` },
      { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(1) } },
      // 65 bytes, but not a point of the curve: the payload could never be encrypted for it.
      { ...good, keys: { ...good.keys, p256dh: Buffer.alloc(65, 4).toString("base64url") } },
      { ...good, keys: { ...good.keys, auth: "short" } },
      { ...good, keys: { ...good.keys, auth: "not base64!!" } },
    ];
    for (const body of bad) {
      const res = await as.post("/api/notifications/push/subscriptions", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toEqual(expect.any(String));
    }
    expect((await unsubscribe(suite.owner, {})).statusCode).toBe(400);
    expect(await pushDevicesOf(suite.t.database.db, await userIdOf(suite.owner))).toEqual([]);
  });

  it(`keep at most ${MAX_PUSH_DEVICES} browsers a person, forgetting the oldest`, async () => {
    const user = await suite.onPlan("Many Browsers Build");
    const userId = await userIdOf(user);
    const db = suite.t.database.db;
    const endpoints: string[] = [];
    for (let i = 0; i <= MAX_PUSH_DEVICES; i++) {
      const browser = realBrowser(`many-${i}`);
      endpoints.push(browser.endpoint);
      await savePushSubscription(db, userId, browser, "", new Date(Date.UTC(2026, 0, 1, 0, i)));
    }
    const kept = (await pushDevicesOf(db, userId)).map((d) => d.endpoint);
    expect(kept).toEqual(endpoints.slice(1));
  });
});

describe("the push channel", () => {
  it("delivers to each browser of the person, encrypted for it, and forgets a gone one", async () => {
    const user = await suite.onPlan("Deliver Build");
    const userId = await userIdOf(user);
    const db = suite.t.database.db;
    const [phone, laptop, old] = [push.browser(), push.browser(), push.browser()];
    for (const browser of [phone, laptop, old]) if (browser) await savePushSubscription(db, userId, browser);
    if (!phone || !laptop || !old) throw new Error("no browsers");
    push.markGone(old.endpoint);

    const message = outgoing(userId);
    expect(await sender()(message)).toBe("sent");
    const expected = {
      title: "Rebar is below its reorder level",
      body: `7 bar left.\n${PUSH_WHY}`,
      url: "http://localhost:3000/dashboard/procurement",
      tag: pushTopic(message.key),
    };
    for (const browser of [phone, laptop]) {
      const texts = push.textsFor(browser.endpoint);
      expect(texts).toHaveLength(1);
      expect(JSON.parse(texts[0] ?? "null")).toEqual(expected);
    }
    const sent = push.received.filter((r) => r.path === new URL(phone.endpoint).pathname);
    expect(sent[0]).toMatchObject({
      ttl: String(PUSH_TTL_SECONDS),
      topic: pushTopic(message.key),
      contentEncoding: "aes128gcm",
      vapid: { valid: true, audience: push.url, subject: "mailto:no-reply@buildops.local" },
    });
    expect(sent[0]?.vapid.publicKey).toBe((await vapidKeys(db)).publicKey);
    // The gone browser got it too (and answered 410): it is forgotten, the others stay.
    expect(push.textsFor(old.endpoint)).toHaveLength(1);
    expect((await pushDevicesOf(db, userId)).map((d) => d.endpoint).sort()).toEqual(
      [phone.endpoint, laptop.endpoint].sort(),
    );

    // The same delivery sent again (a try cut off): the same Topic and tag, so it replaces rather than repeats.
    expect(await sender()(message)).toBe("sent");
    const topics = push.received.filter((r) => r.path === new URL(laptop.endpoint).pathname).map((r) => r.topic);
    expect(topics).toEqual([pushTopic(message.key), pushTopic(message.key)]);
    expect(pushTopic(message.key)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(pushTopic("another delivery")).not.toBe(pushTopic(message.key));
  });

  it("sends a digest as one message, and fails the try when a push service fails", async () => {
    const user = await suite.onPlan("Digest Build");
    const userId = await userIdOf(user);
    const db = suite.t.database.db;
    const browser = push.browser();
    await savePushSubscription(db, userId, browser);
    const items = [1, 2, 3, 4, 5].map((n) => item({ title: `Event ${n}` }));
    expect(await sender()(outgoing(userId, { items }))).toBe("sent");
    expect(JSON.parse(push.textsFor(browser.endpoint)[0] ?? "null")).toMatchObject({
      title: "5 new notifications",
      body: `Event 1\nEvent 2\nEvent 3\nand 2 more\n${PUSH_WHY}`,
      url: "http://localhost:3000/dashboard",
    });

    push.failWith(browser.endpoint, 503);
    await expect(sender()(outgoing(userId))).rejects.toThrow(/answered 503/);
    // A failing service is not a gone browser: it is kept, to try again.
    expect(await pushDevicesOf(db, userId)).toHaveLength(1);
  });

  it("skips a person with no browser, or none left, and the organization's own channel", async () => {
    const user = await suite.onPlan("Nowhere Build");
    const userId = await userIdOf(user);
    expect(await sender()(outgoing(userId))).toBe("skipped");
    expect(await sender()(outgoing(null))).toBe("skipped");
    const browser = push.browser();
    await savePushSubscription(suite.t.database.db, userId, browser);
    push.markGone(browser.endpoint);
    expect(await sender()(outgoing(userId))).toBe("skipped");
    expect(await pushDevicesOf(suite.t.database.db, userId)).toEqual([]);
  });
});
