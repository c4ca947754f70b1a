import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { organizationSlack } from "../../server/db/schema/index.ts";
import { startFakeSlack, type FakeSlack } from "../../server/testing/fake-slack.ts";
import {
  as,
  createTestApp,
  idsOf,
  joinOrganizationOf,
  signedInUser,
  type TestApp,
  type TestUser,
} from "../../server/testing/test-app.ts";
import { SlackError } from "../../server/platform/slack.ts";
import { SLACK_DEFAULT_KINDS, SLACK_MSG, type SlackSettings } from "../../shared/contracts/slack.ts";
import type { Outgoing, OutgoingItem } from "./channels/channel.ts";
import { slackSender } from "./channels/slack.server.ts";

// The organization's Slack channel (issue 30) through the API, against a fake Slack: an admin connects an incoming
// webhook (Slack's only: the server posts to it), members and viewers read what goes there, nobody sees the URL;
// the test message and the channel sender post to the fake; Slack's refusals are 4xx or 502 with its answer.

const URL_PATH = "/api/organization/slack";
const TEST_PATH = "/api/organization/slack/test";

let fake: FakeSlack;
let t: TestApp;
let admin: TestUser;
let member: TestUser;
let viewer: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  fake = await startFakeSlack();
  t = await createTestApp({ SLACK_WEBHOOK_ORIGIN: fake.url });
  admin = await signedInUser(t, { companyName: "Owner Builders", fullName: "Olivia Owner" });
  member = await signedInUser(t, { fullName: "Mo Member" });
  viewer = await signedInUser(t, { fullName: "Vi Viewer" });
  stranger = await signedInUser(t, { companyName: "Other Co" });
  await joinOrganizationOf(t, member, admin, "member");
  await joinOrganizationOf(t, viewer, admin, "viewer");
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const settingsOf = async (user: TestUser): Promise<SlackSettings> => {
  const res = await as(t, user).get(URL_PATH);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const secretOf = (url: string) => url.split("/").at(-1) ?? "";

const textsTo = (url: string) => fake.postsTo(url).map((p) => (p as { text: string }).text);

describe("the organization's Slack channel", () => {
  it("is connected by an admin with Slack's webhook URL only, shown as a hint, kept when not given again", async () => {
    expect(await settingsOf(admin)).toEqual({ connected: false, kinds: [...SLACK_DEFAULT_KINDS], webhookHint: null });
    const a = as(t, admin);
    const kinds = ["invoice_paid", "incident_reported"];

    // Another host (or the origin's look-alikes) is refused: the server would post to it.
    for (const webhookUrl of [
      "https://evil.example/services/T0/B0/abc",
      `${fake.url}.evil.example/services/T0/B0/abc`,
      `${fake.url}@evil.example/services/T0/B0/abc`,
      `${fake.url}/api/chat.postMessage`,
      "https://hooks.slack.com/services/T0/B0/abc",
      "http://169.254.169.254/latest/meta-data/",
      "not a url",
    ]) {
      const res = await a.put(URL_PATH, { webhookUrl, kinds });
      expect(res.statusCode, webhookUrl).toBe(400);
      expect(res.json().error.message).toBe(SLACK_MSG.urlInvalid);
    }
    // Nothing saved to keep yet.
    expect((await a.put(URL_PATH, { kinds })).statusCode).toBe(400);
    // Kinds from the list only, at least one; a person's security alerts never go to a channel.
    expect((await a.put(URL_PATH, { webhookUrl: fake.webhook(), kinds: [] })).statusCode).toBe(400);
    expect((await a.put(URL_PATH, { webhookUrl: fake.webhook(), kinds: ["security_alert"] })).statusCode).toBe(400);
    expect((await a.put(URL_PATH, { webhookUrl: fake.webhook(), kinds: ["nonsense"] })).statusCode).toBe(400);
    expect(await settingsOf(admin)).toMatchObject({ connected: false });

    const hook = fake.webhook();
    const saved = await a.put(URL_PATH, { webhookUrl: hook, kinds: [...kinds, "invoice_paid"] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      connected: true,
      kinds: ["invoice_paid", "incident_reported"],
      webhookHint: `…/${hook.split("/").slice(-3, -1).join("/")}/••••${secretOf(hook).slice(-4)}`,
    });
    expect(saved.body).not.toContain(secretOf(hook));
    // Sealed at rest too.
    const { organizationId } = await idsOf(t, admin);
    const [row] = await t.database.db
      .select({ url: organizationSlack.webhookUrl })
      .from(organizationSlack)
      .where(eq(organizationSlack.organizationId, organizationId));
    expect(row?.url).not.toContain(secretOf(hook));

    // The events change; the URL stays (the test message still goes to it).
    const changed = await a.put(URL_PATH, { kinds: ["stock_low"] });
    expect(changed.json()).toMatchObject({ connected: true, kinds: ["stock_low"] });
    expect((await a.post(TEST_PATH, {})).json()).toEqual({ sent: true });
    expect(textsTo(hook)).toEqual(["Test message from BuildOps: Slack is connected for Owner Builders."]);
  });

  it("is read by members and viewers, changed by admins only, and each organization sees its own", async () => {
    const forA = await settingsOf(admin);
    expect(forA.connected).toBe(true);
    for (const user of [member, viewer]) {
      expect(await settingsOf(user)).toEqual(forA);
      const u = as(t, user);
      expect((await u.put(URL_PATH, { webhookUrl: fake.webhook(), kinds: ["invoice_paid"] })).statusCode).toBe(403);
      expect((await u.put(URL_PATH, { kinds: ["invoice_paid"] })).statusCode).toBe(403);
      expect((await u.post(TEST_PATH, {})).statusCode).toBe(403);
      expect((await u.delete(URL_PATH)).statusCode).toBe(403);
    }
    expect(await settingsOf(admin)).toEqual(forA);

    // Another organization: its own channel, never A's; its changes leave A's alone.
    expect(await settingsOf(stranger)).toMatchObject({ connected: false, webhookHint: null });
    const s = as(t, stranger);
    expect((await s.post(TEST_PATH, {})).json().error.message).toBe(SLACK_MSG.notConnected);
    const theirs = fake.webhook();
    expect((await s.put(URL_PATH, { webhookUrl: theirs, kinds: ["member_joined"] })).statusCode).toBe(200);
    expect((await s.post(TEST_PATH, {})).statusCode).toBe(200);
    expect(textsTo(theirs)).toEqual(["Test message from BuildOps: Slack is connected for Other Co."]);
    expect((await s.delete(URL_PATH)).json()).toMatchObject({ connected: false });
    expect(await settingsOf(admin)).toEqual(forA);
    expect((await as(t, null).get(URL_PATH)).statusCode).toBe(401);
  });

  it("answers Slack's refusals as 400 and its failures as 502, with Slack's answer, never 500; a few tests a minute", async () => {
    const owner = await signedInUser(t, { companyName: "Limit Builders" });
    const o = as(t, owner);
    // A webhook Slack no longer knows (removed): 404 "no_service".
    const removed = `${fake.url}/services/T0REMOVED/B0REMOVED/goneGoneGone1234`;
    expect((await o.put(URL_PATH, { webhookUrl: removed, kinds: ["invoice_paid"] })).statusCode).toBe(200);
    const refused = await o.post(TEST_PATH, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(SLACK_MSG.refused("no_service"));
    expect(refused.body).not.toContain("goneGoneGone");

    const hook = fake.webhook();
    expect((await o.put(URL_PATH, { webhookUrl: hook, kinds: ["invoice_paid"] })).statusCode).toBe(200);
    fake.failNext(500, "rollup_error");
    const failed = await o.post(TEST_PATH, {});
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.message).toBe(SLACK_MSG.unavailable("rollup_error"));
    fake.failNext(429, "rate_limited");
    expect((await o.post(TEST_PATH, {})).statusCode).toBe(502);
    expect((await o.post(TEST_PATH, {})).statusCode).toBe(200);
    // Five tries in the minute were counted (each one, whatever Slack answered); the sixth is refused.
    expect((await o.post(TEST_PATH, {})).statusCode).toBe(200);
    const limited = await o.post(TEST_PATH, {});
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(SLACK_MSG.tooManyTests);
    expect(textsTo(hook)).toHaveLength(2);

    expect((await o.delete(URL_PATH)).json()).toEqual({
      connected: false,
      kinds: [...SLACK_DEFAULT_KINDS],
      webhookHint: null,
    });
    expect(await settingsOf(owner)).toMatchObject({ connected: false });
  });
});

describe("the Slack channel sender", () => {
  const item = (i: number, over: Partial<OutgoingItem> = {}): OutgoingItem => ({
    kind: "invoice_paid",
    title: `Invoice INV-${i} paid`,
    body: "$100.00 received.",
    url: `http://localhost:3000/dashboard/invoices/${i}`,
    at: new Date(),
    ...over,
  });
  const outgoing = (organizationId: string, items: OutgoingItem[]): Outgoing => ({
    key: crypto.randomUUID(),
    organizationId,
    organizationName: "Sender Builders",
    userId: null,
    items,
    settingsUrl: "http://localhost:3000/dashboard/settings",
  });

  it("posts one message for a notification and one for a digest; skips what is not connected or not chosen", async () => {
    const owner = await signedInUser(t, { companyName: "Sender Builders" });
    const { organizationId } = await idsOf(t, owner);
    const send = slackSender(t.app.deps);

    expect(await send(outgoing(organizationId, [item(1)]))).toBe("skipped");

    const hook = fake.webhook();
    const o = as(t, owner);
    expect((await o.put(URL_PATH, { webhookUrl: hook, kinds: ["invoice_paid", "stock_low"] })).statusCode).toBe(200);
    expect(await send(outgoing(organizationId, [item(1)]))).toBe("sent");
    expect(fake.postsTo(hook)).toHaveLength(1);
    expect(JSON.stringify(fake.postsTo(hook)[0])).toContain(
      "*<http://localhost:3000/dashboard/invoices/1|Invoice INV-1 paid>*",
    );
    expect(JSON.stringify(fake.postsTo(hook)[0])).toContain(SLACK_MSG.footer);

    // A digest: one message; only the kinds chosen for the channel.
    const items = [
      ...Array.from({ length: 24 }, (_, i) => item(i + 2)),
      item(99, { kind: "task_assigned", title: "Not for the channel" }),
    ];
    expect(await send(outgoing(organizationId, items))).toBe("sent");
    expect(fake.postsTo(hook)).toHaveLength(2);
    const digest = JSON.stringify(fake.postsTo(hook)[1]);
    expect(digest).toContain("24 notifications for Sender Builders");
    expect(digest).toContain("and 4 more");
    expect(digest).not.toContain("Not for the channel");

    // Nothing of a kind the channel takes: skipped, nothing posted.
    expect(await send(outgoing(organizationId, [item(100, { kind: "task_late" })]))).toBe("skipped");
    expect(fake.postsTo(hook)).toHaveLength(2);

    // Slack's answers say whether another try can help.
    fake.failNext(500);
    await expect(send(outgoing(organizationId, [item(101)]))).rejects.toMatchObject({ permanent: false });
    fake.failNext(404, "no_service");
    const refused = await send(outgoing(organizationId, [item(102)])).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SlackError);
    expect(refused).toMatchObject({ permanent: true, answer: "no_service" });

    expect((await o.delete(URL_PATH)).statusCode).toBe(200);
    expect(await send(outgoing(organizationId, [item(103)]))).toBe("skipped");
    expect(fake.postsTo(hook)).toHaveLength(2);
  });
});
