import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  as,
  createTestApp,
  idsOf,
  joinOrganizationOf,
  signedInUser,
  type TestApp,
  type TestUser,
} from "../../server/testing/test-app.ts";
import { startFakePush, type FakeBrowser, type FakePush } from "../../server/testing/fake-push.ts";
import { smsEnv, startFakeSms, type FakeSms } from "../../server/testing/fake-sms.ts";
import { startFakeSlack, type FakeSlack } from "../../server/testing/fake-slack.ts";
import { recordEvent, type NotificationEvent } from "../../server/platform/notify.ts";
import { startJobs } from "../../server/platform/jobs.ts";
import { QUEUES } from "../../server/platform/queues.ts";
import { mailOutbox, notificationDeliveries, pushSubscriptions, userPhones } from "../../server/db/schema/index.ts";
import { DEFAULT_SETTINGS, type UserSettings } from "../../shared/contracts/settings.ts";
import type { ChannelSender } from "./channels/channel.ts";
import { savePushSubscription } from "./push-subscriptions.queries.ts";
import { notificationSenders, notificationWork } from "./notifications.public.server.ts";

// Every channel through its fake outside service (issue 30), on the engine under test: an event reaches exactly
// the people it concerns on the channels they chose (e-mail, push, SMS) and the organization's Slack, and no one
// elsewhere; a switch turned off stops its channel; a device the push service says is gone is deleted; a text cut
// off mid-send is delivered once; two server processes deliver each once.

let t: TestApp;
let push: FakePush;
let sms: FakeSms;
let slack: FakeSlack;

beforeAll(async () => {
  [push, sms, slack] = await Promise.all([startFakePush(), startFakeSms(), startFakeSlack()]);
  t = await createTestApp({ ...smsEnv(sms), SLACK_WEBHOOK_ORIGIN: slack.url });
}, 60_000);
afterAll(async () => {
  await t.close();
  await Promise.all([push.close(), sms.close(), slack.close()]);
});

type Person = { user: TestUser; userId: string; device: FakeBrowser; phone: string };
let phones = 0;

/** A person with a browser that allowed push and a verified phone. */
async function person(user: TestUser): Promise<Person> {
  const { userId } = await idsOf(t, user);
  const device = push.browser();
  await savePushSubscription(t.database.db, userId, device);
  const phone = `+1555010${String(++phones).padStart(4, "0")}`;
  await t.database.db.insert(userPhones).values({ userId, phone, verifiedAt: new Date() });
  return { user, userId, device, phone };
}

async function team(name: string) {
  const admin = await signedInUser(t, { companyName: name, fullName: "Ada Admin", plan: "professional" });
  const member = await signedInUser(t, { fullName: "Mo Member" });
  await joinOrganizationOf(t, member, admin, "member");
  return {
    admin: await person(admin),
    member: await person(member),
    orgId: (await idsOf(t, admin)).organizationId,
  };
}

async function setSettings(user: TestUser, notifications: Partial<UserSettings["notifications"]>) {
  const res = await as(t, user).put("/api/settings", {
    ...DEFAULT_SETTINGS,
    notifications: { ...DEFAULT_SETTINGS.notifications, ...notifications },
  });
  expect(res.statusCode, res.body).toBe(200);
}

let n = 0;
const event = (organizationId: string, title: string, over: Partial<NotificationEvent> = {}): NotificationEvent => ({
  organizationId,
  kind: "website_message",
  key: `channels-${++n}`,
  audience: { type: "members" },
  title,
  link: "/dashboard/websites",
  ...over,
});

const work = (senders: Partial<ReturnType<typeof notificationSenders>> = {}) =>
  notificationWork(t.app.deps, { ...notificationSenders(t.app.deps), ...senders });

async function deliverAll(w = work(), asIfLater = false) {
  await w.fanOut();
  return t.jobs.runDue<{ id: string }>(QUEUES.delivery.name, (job) => w.deliver(job), { asIfLater });
}

const pushTitles = (p: Person) => push.textsFor(p.device.endpoint).map((x) => JSON.parse(x ?? "{}").title);
const texts = (p: Person) => sms.to(p.phone).map((m) => m.body);
const slackTexts = (hook: string) => slack.postsTo(hook).map((b) => JSON.stringify(b));
const mailSubjects = async (p: Person) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, p.user.email)))
    .filter((m) => m.headers !== null)
    .map((m) => m.subject);

describe("notification channels", () => {
  it("reach exactly the people an event concerns on the channels each chose, and the organization's Slack", async () => {
    const a = await team("Channel Builders");
    const b = await team("Elsewhere Builders");
    await setSettings(a.admin.user, { sms: true });
    await setSettings(a.member.user, { email: false });
    await setSettings(b.admin.user, { sms: true });
    const hook = slack.webhook();
    const connected = await as(t, a.admin.user).put("/api/organization/slack", {
      webhookUrl: hook,
      kinds: ["website_message"],
    });
    expect(connected.statusCode, connected.body).toBe(200);

    await recordEvent(t.database.db, event(a.orgId, "A visitor wrote through the website"));
    await deliverAll();
    await deliverAll();

    expect(pushTitles(a.admin)).toEqual(["A visitor wrote through the website"]);
    expect(pushTitles(a.member)).toEqual(["A visitor wrote through the website"]);
    expect(texts(a.admin)).toEqual([expect.stringContaining("A visitor wrote through the website")]);
    // SMS is off by default: the member has a phone but did not choose texts.
    expect(texts(a.member)).toEqual([]);
    expect(await mailSubjects(a.admin)).toEqual(["A visitor wrote through the website"]);
    expect(await mailSubjects(a.member)).toEqual([]);
    expect(slackTexts(hook)).toEqual([expect.stringContaining("A visitor wrote through the website")]);
    // Nobody of the other organization hears of it.
    expect([pushTitles(b.admin), texts(b.admin), await mailSubjects(b.admin)]).toEqual([[], [], []]);

    // Turned off: that channel stops, the others go on.
    await setSettings(a.admin.user, { sms: true, push: false });
    await recordEvent(t.database.db, event(a.orgId, "A second message"));
    await deliverAll();
    expect(pushTitles(a.admin)).toEqual(["A visitor wrote through the website"]);
    expect(texts(a.admin)).toHaveLength(2);
    expect(pushTitles(a.member)).toHaveLength(2);
  });

  it("delete a device the push service says is gone, and go on with the person's others", async () => {
    const a = await team("Gone Builders");
    const laptop = push.browser();
    await savePushSubscription(t.database.db, a.member.userId, laptop);
    push.markGone(a.member.device.endpoint);
    await recordEvent(t.database.db, event(a.orgId, "After the phone was reset"));
    await deliverAll();
    const left = await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, a.member.userId));
    expect(left.map((r) => r.endpoint)).toEqual([laptop.endpoint]);
    expect(push.textsFor(laptop.endpoint).map((x) => JSON.parse(x ?? "{}").title)).toEqual([
      "After the phone was reset",
    ]);
  });

  it("deliver once a text whose try was cut off after the SMS service took it", async () => {
    const a = await team("Cut Builders");
    await setSettings(a.admin.user, { sms: true, email: false, push: false });
    const real = notificationSenders(t.app.deps).sms;
    let tries = 0;
    const cutOff: ChannelSender = async (outgoing) => {
      const sent = await real(outgoing);
      if (tries++ === 0) throw new Error("killed mid-send");
      return sent;
    };
    const before = sms.requests;
    await recordEvent(t.database.db, event(a.orgId, "Sent once", { audience: { type: "admins" } }));
    await deliverAll(work({ sms: cutOff }), true);
    // Two tries reached the service under one idempotency key: one text.
    expect(sms.requests - before).toBe(2);
    expect(texts(a.admin)).toEqual([expect.stringContaining("Sent once")]);
  });

  it("deliver each once with two server processes fanning out and sending at the same time", async () => {
    const a = await team("Twin Builders");
    const other = await startJobs({ database: t.database, supervise: false, onError: () => undefined });
    try {
      const second = notificationWork({ ...t.app.deps, jobs: other });
      const first = work();
      for (let i = 0; i < 10; i++)
        await recordEvent(t.database.db, event(a.orgId, `Message ${i}`, { audience: { type: "admins" } }));
      await Promise.all([first.fanOut(), second.fanOut()]);
      await Promise.all([
        t.jobs.runDue<{ id: string }>(QUEUES.delivery.name, (job) => first.deliver(job)),
        other.runDue<{ id: string }>(QUEUES.delivery.name, (job) => second.deliver(job)),
      ]);
      expect(pushTitles(a.admin).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `Message ${i}`).sort());
      expect(await mailSubjects(a.admin)).toHaveLength(10);
      const rows = await t.database.db
        .select({ attempts: notificationDeliveries.attempts, status: notificationDeliveries.status })
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.organizationId, a.orgId));
      expect(rows).toHaveLength(20);
      expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
    } finally {
      await other.stop();
    }
  });
});
