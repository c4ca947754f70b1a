import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { mailOutbox, subscriptions } from "../db/schema/index.ts";
import { createTestApp, idsOf, signedInUser, type TestApp, type TestUser } from "../testing/test-app.ts";
import { sendTrialReminders } from "./trial-reminders.queries.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const trialEndOf = async (user: TestUser) => {
  const { organizationId } = await idsOf(t, user);
  const [row] = await t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, organizationId));
  if (!row?.trialEnd) throw new Error("no trial");
  return { organizationId, trialEnd: row.trialEnd };
};
const remindersTo = async (user: TestUser) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email)))
    .map((m) => m.subject)
    .filter((s) => s.includes("trial"));
const sweep = (at: Date) => sendTrialReminders(t.database.db, t.mailer, t.config.appUrl, at);

describe("trial reminders", () => {
  it("go to the admins 3 days and 1 day before a trial without payment details ends, and at its end, once each", async () => {
    const user = await signedInUser(t, { companyName: "Reminded Builders" });
    const { trialEnd } = await trialEndOf(user);
    const at = (daysBefore: number) => new Date(trialEnd.getTime() - daysBefore * DAY_MS);
    expect(await sweep(at(4))).toBe(0);
    await sweep(at(2.5));
    await sweep(at(2));
    expect(await remindersTo(user)).toEqual(["Reminded Builders's BuildOps trial ends in 3 days"]);
    await sweep(at(0.5));
    await sweep(at(0.25));
    await sweep(new Date(trialEnd.getTime() + DAY_MS));
    await sweep(new Date(trialEnd.getTime() + 2 * DAY_MS));
    expect((await remindersTo(user)).sort()).toEqual(
      [
        "Reminded Builders's BuildOps trial ends in 3 days",
        "Reminded Builders's BuildOps trial ends tomorrow",
        "Reminded Builders's BuildOps trial has ended",
      ].sort(),
    );
    const ended = (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).find((m) =>
      m.subject.endsWith("has ended"),
    );
    expect(ended?.text).toContain(`${t.config.appUrl}/dashboard/profile#subscription`);
  });

  it("send one reminder for two sweeps at once", async () => {
    const user = await signedInUser(t, { companyName: "Raced Builders" });
    const { trialEnd } = await trialEndOf(user);
    const at = new Date(trialEnd.getTime() - 2 * DAY_MS);
    await Promise.all([sweep(at), sweep(at), sweep(at)]);
    expect(await remindersTo(user)).toHaveLength(1);
  });

  it("skip an organization the provider bills", async () => {
    const user = await signedInUser(t, { companyName: "Paying Builders" });
    const { organizationId, trialEnd } = await trialEndOf(user);
    await t.database.db
      .update(subscriptions)
      .set({ providerSubscriptionId: `sub_${organizationId}` })
      .where(eq(subscriptions.organizationId, organizationId));
    await sweep(new Date(trialEnd.getTime() - 2 * DAY_MS));
    expect(await remindersTo(user)).toEqual([]);
  });
});
