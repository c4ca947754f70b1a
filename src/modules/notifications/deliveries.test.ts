import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { idsOf, joinOrganizationOf, signedInUser, type TestUser } from "../../server/testing/test-app.ts";
import { moduleSuite } from "../../server/testing/module-suite.ts";
import { recordEvent, type NotificationEvent } from "../../server/platform/notify.ts";
import { QUEUES } from "../../server/platform/queues.ts";
import { mailOutbox, notificationDeliveries, notificationRates, users } from "../../server/db/schema/index.ts";
import { DEFAULT_SETTINGS, type UserSettings } from "../../shared/contracts/settings.ts";
import type { ChannelSender } from "./channels/channel.ts";
import { HOURLY_CAPS, hourOf, nextDailyDigest, nextHour } from "./delivery-rules.ts";
import { notificationSenders, notificationWork } from "./notifications.public.server.ts";
import type { DigestJob } from "./deliveries.queries.ts";

// Deliveries (issue 30) on the engine under test: each event reaches exactly the people it concerns on the
// channels they chose, once; a switch turned off stops its channel; the daily digest gathers a day; past the
// hour's cap deliveries wait for one digest; a try cut off mid-send is tried again and delivered once; after the
// last try a delivery is dead and its admins see it; an e-mail's one-click unsubscribe works signed out.

const suite = moduleSuite({ plan: "professional" });

async function team(name: string) {
  const admin = await suite.onPlan(name, "Ada Admin");
  const member = await signedInUser(suite.t, { fullName: "Mo Member" });
  const viewer = await signedInUser(suite.t, { fullName: "Vi Viewer" });
  await joinOrganizationOf(suite.t, member, admin, "member");
  await joinOrganizationOf(suite.t, viewer, admin, "viewer");
  return { admin, member, viewer, orgId: (await idsOf(suite.t, admin)).organizationId };
}

let n = 0;
const event = (organizationId: string, over: Partial<NotificationEvent> = {}): NotificationEvent => ({
  organizationId,
  kind: "stock_low",
  key: `k-${++n}`,
  audience: { type: "members" },
  title: `Rebar is low (${n})`,
  link: "/dashboard/procurement",
  ...over,
});

async function setSettings(user: TestUser, notifications: Partial<UserSettings["notifications"]>) {
  const res = await suite.as(user).put("/api/settings", {
    ...DEFAULT_SETTINGS,
    notifications: { ...DEFAULT_SETTINGS.notifications, ...notifications },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const emailOf = async (user: TestUser) => {
  const { userId } = await idsOf(suite.t, user);
  const [row] = await suite.t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? "";
};
/** The notification e-mails (they carry List-Unsubscribe) written for a person, oldest first. */
const mailsTo = async (user: TestUser) =>
  (
    await suite.t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, await emailOf(user)))
      .orderBy(mailOutbox.createdAt)
  ).filter((m) => m.headers?.["List-Unsubscribe"] !== undefined);
const deliveriesOf = (organizationId: string) =>
  suite.t.database.db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.organizationId, organizationId));

/** The server's notification work, its senders replaced where a test says. */
const workWith = (senders: Partial<ReturnType<typeof notificationSenders>> = {}) =>
  notificationWork(suite.t.app.deps, { ...notificationSenders(suite.t.app.deps), ...senders });

/** Fans out, then works the deliveries due (retries at once with `asIfLater`). */
async function deliverAll(work = workWith(), asIfLater = false) {
  await work.fanOut();
  return suite.t.jobs.runDue<{ id: string }>(QUEUES.delivery.name, (job) => work.deliver(job), { asIfLater });
}

describe("notification deliveries", () => {
  it("reach exactly the people an event concerns, by e-mail as each chose, never anyone elsewhere, once", async () => {
    const a = await team("Delta Build");
    const b = await team("Epsilon Build");
    await setSettings(a.member, { email: false });
    await recordEvent(suite.t.database.db, event(a.orgId, { title: "Rebar is below its reorder level" }));
    await recordEvent(suite.t.database.db, event(b.orgId, { audience: { type: "admins" }, title: "Elsewhere" }));
    await deliverAll();
    // Worked again (a second process, a retried job): nothing more.
    await deliverAll();

    const [adminMail, ...more] = await mailsTo(a.admin);
    expect(more).toEqual([]);
    expect(adminMail?.subject).toBe("Rebar is below its reorder level");
    expect(adminMail?.text).toContain(`${suite.t.config.appUrl}/dashboard/procurement`);
    // Why it came, and where to change that.
    expect(adminMail?.text).toContain("Email Notifications are on in your settings");
    expect(adminMail?.text).toContain(`${suite.t.config.appUrl}/dashboard/settings`);
    expect(adminMail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(await mailsTo(a.viewer)).toHaveLength(1);
    expect(await mailsTo(a.member)).toEqual([]);
    expect((await mailsTo(b.admin)).map((m) => m.subject)).toEqual(["Elsewhere"]);
    const rows = await deliveriesOf(a.orgId);
    expect(rows.map((r) => [r.channel, r.status])).toEqual([
      ["email", "sent"],
      ["email", "sent"],
    ]);
  });

  it("leave out the work on projects for those who turned Project Updates off, not the rest", async () => {
    const a = await team("Zeta Build");
    await setSettings(a.viewer, { projectUpdates: false });
    await recordEvent(suite.t.database.db, event(a.orgId, { kind: "task_assigned", title: "Task for all" }));
    await recordEvent(suite.t.database.db, event(a.orgId, { kind: "website_message", title: "A message" }));
    await deliverAll();
    expect((await mailsTo(a.viewer)).map((m) => m.subject)).toEqual(["A message"]);
    expect((await mailsTo(a.member)).map((m) => m.subject).sort()).toEqual(["A message", "Task for all"]);
  });

  it("gather a day's e-mails in one digest for those who chose it", async () => {
    const a = await team("Eta Build");
    await setSettings(a.member, { emailDigest: true });
    for (const title of ["First", "Second", "Third"]) await recordEvent(suite.t.database.db, event(a.orgId, { title }));
    const work = workWith();
    await deliverAll(work);
    expect(await mailsTo(a.member)).toEqual([]);
    expect(await mailsTo(a.admin)).toHaveLength(3);

    // Not before its time; then one e-mail of the three, once however often the sweep runs.
    expect(await work.sweep(new Date(Date.now() + 60_000)).then(() => runDigests(work))).toBe(0);
    const due = new Date(nextDailyDigest(new Date()).getTime() + 60_000);
    await work.sweep(due);
    await work.sweep(due);
    expect(await runDigests(work)).toBe(1);
    const [digest, ...more] = await mailsTo(a.member);
    expect(more).toEqual([]);
    expect(digest?.subject).toBe("3 notifications from Eta Build");
    for (const title of ["First", "Second", "Third"]) expect(digest?.text).toContain(title);
    await work.sweep(new Date(due.getTime() + 60_000));
    expect(await runDigests(work)).toBe(0);
  });

  it("send an urgent event (a major incident) at once, past the daily digest and the hour's cap", async () => {
    const a = await team("Omicron Build");
    await setSettings(a.admin, { emailDigest: true });
    await suite.t.database.db
      .insert(notificationRates)
      .values({ organizationId: a.orgId, channel: "email", hour: hourOf(new Date()), count: HOURLY_CAPS.email });
    await recordEvent(
      suite.t.database.db,
      event(a.orgId, {
        kind: "incident_reported",
        audience: { type: "admins" },
        title: "Critical incident",
        urgent: true,
      }),
    );
    await deliverAll();
    expect((await mailsTo(a.admin)).map((m) => m.subject)).toEqual(["Critical incident"]);
  });

  it("hold what passes an organization's hourly cap and send it as one digest the next hour", async () => {
    const a = await team("Theta Build");
    // The hour's e-mails nearly used up: two more fit.
    await suite.t.database.db
      .insert(notificationRates)
      .values({ organizationId: a.orgId, channel: "email", hour: hourOf(new Date()), count: HOURLY_CAPS.email - 2 });
    for (const title of ["One", "Two", "Three"])
      await recordEvent(suite.t.database.db, event(a.orgId, { audience: { type: "admins" }, title }));
    const work = workWith();
    await deliverAll(work);
    expect((await mailsTo(a.admin)).map((m) => m.subject).sort()).toEqual(["One", "Two"]);
    await work.sweep(new Date(nextHour(new Date()).getTime() + 1000));
    expect(await runDigests(work)).toBe(1);
    expect((await mailsTo(a.admin)).map((m) => m.subject).sort()).toEqual(["One", "Three", "Two"]);
  });

  it("try again a delivery cut off mid-send, and deliver it once", async () => {
    const a = await team("Iota Build");
    const real = notificationSenders(suite.t.app.deps).email;
    let cut = 0;
    // The first try hands the message over and then its process dies before recording it.
    const cutOff: ChannelSender = async (outgoing) => {
      const sent = await real(outgoing);
      if (cut++ === 0) throw new Error("killed mid-send");
      return sent;
    };
    await recordEvent(suite.t.database.db, event(a.orgId, { audience: { type: "admins" }, title: "Once only" }));
    await deliverAll(workWith({ email: cutOff }), true);
    expect((await mailsTo(a.admin)).map((m) => m.subject)).toEqual(["Once only"]);
    const [row] = await deliveriesOf(a.orgId);
    expect(row?.status).toBe("sent");
    expect(row?.attempts).toBe(2);
  });

  it("after the last try, a delivery is dead and its organization's admins see it, with its error", async () => {
    const a = await team("Kappa Build");
    const b = await team("Lambda Build");
    const failing: ChannelSender = async () => {
      throw new Error("the mail relay refused us");
    };
    await recordEvent(suite.t.database.db, event(a.orgId, { audience: { type: "admins" }, title: "Never arrives" }));
    expect(await deliverAll(workWith({ email: failing }), true)).toBe(1 + QUEUES.delivery.retryLimit);
    const [row] = await deliveriesOf(a.orgId);
    expect(row?.status).toBe("dead");
    expect(row?.lastError).toBe("the mail relay refused us");

    const seen = await suite.as(a.admin).get("/api/notifications/undelivered");
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().deliveries).toEqual([
      expect.objectContaining({
        channel: "email",
        title: "Never arrives",
        recipient: "Ada Admin",
        error: "the mail relay refused us",
      }),
    ]);
    expect((await suite.as(a.member).get("/api/notifications/undelivered")).statusCode).toBe(403);
    expect((await suite.as(b.admin).get("/api/notifications/undelivered")).json().deliveries).toEqual([]);
  });

  it("give up at once on a refusal no retry can change", async () => {
    const a = await team("Xi Build");
    const refused: ChannelSender = async () => {
      throw Object.assign(new Error("no_service"), { permanent: true });
    };
    await recordEvent(suite.t.database.db, event(a.orgId, { audience: { type: "admins" }, title: "Refused" }));
    expect(await deliverAll(workWith({ email: refused }), true)).toBe(1);
    const [row] = await deliveriesOf(a.orgId);
    expect([row?.status, row?.attempts, row?.lastError]).toEqual(["dead", 1, "no_service"]);
  });

  it("unsubscribe in one click, signed out, from the link every e-mail carries", async () => {
    const a = await team("Mu Build");
    await recordEvent(suite.t.database.db, event(a.orgId, { audience: { type: "admins" }, title: "With a link" }));
    await deliverAll();
    const [mail] = await mailsTo(a.admin);
    const link = /^<(.+)>$/.exec(mail?.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? "";
    const path = link.replace(suite.t.config.appUrl, "");
    expect(path).toMatch(/^\/unsubscribe\//);
    expect(mail?.text).toContain(link);

    // Opening it (a link scanner too) changes nothing.
    const page = await suite.t.app.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Unsubscribe from notification e-mails?");
    expect((await suite.as(a.admin).get("/api/settings")).json().notifications.email).toBe(true);
    // The mail client's one-click POST (RFC 8058).
    const done = await suite.t.app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("You are unsubscribed");
    expect((await suite.as(a.admin).get("/api/settings")).json().notifications.email).toBe(false);
    await recordEvent(suite.t.database.db, event(a.orgId, { audience: { type: "admins" }, title: "Not e-mailed" }));
    await deliverAll();
    expect((await mailsTo(a.admin)).map((m) => m.subject)).toEqual(["With a link"]);
    // A forged or broken link.
    const forged = await suite.t.app.inject({ method: "POST", url: `${path.slice(0, -3)}abc` });
    expect(forged.statusCode).toBe(404);
  });
});

async function runDigests(work: ReturnType<typeof workWith>) {
  return suite.t.jobs.runDue<DigestJob>(QUEUES.digest.name, (job) => work.digest(job));
}
