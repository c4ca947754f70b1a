import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setOperatorPlan } from "./operator-plan.queries.ts";
import { eq } from "drizzle-orm";
import { invitations, subscriptions } from "../db/schema/index.ts";
import {
  as,
  createTestApp,
  idsOf,
  joinOrganizationOf,
  signedInUser,
  type TestApp,
  type TestUser,
} from "../testing/test-app.ts";
import { HttpError } from "../platform/errors.ts";
import { FEATURE_NAMES, PLAN_FEATURES } from "../../shared/plan-features.ts";
import { seatLimitMessage } from "../../shared/plan-limits.ts";
import type { PlanId } from "../../shared/plans.ts";
import { hasFeature, mayStore, maySeat, planOf, requireSeat, seatsLeft, seatsUsed } from "./entitlements.queries.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const GB = 1024 ** 3;

let t: TestApp;
const users: Partial<Record<PlanId, TestUser>> = {};
const orgs: Partial<Record<PlanId, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const plan of ["basic", "professional", "enterprise"] as const) {
    users[plan] = await signedInUser(t, { companyName: `${plan} Co`, plan });
    orgs[plan] = (await idsOf(t, users[plan])).organizationId;
  }
});
afterAll(async () => {
  await t.close();
});

const org = (plan: PlanId): string => {
  const id = orgs[plan];
  if (!id) throw new Error(`no ${plan} organization`);
  return id;
};
const db = () => t.database.db;
const setSubscription = (organizationId: string, values: Partial<typeof subscriptions.$inferInsert>) =>
  db().update(subscriptions).set(values).where(eq(subscriptions.organizationId, organizationId));

describe("hasFeature: the one place modules ask", () => {
  it("answers each plan's features during the trial, and no others", async () => {
    for (const plan of ["basic", "professional", "enterprise"] as const) {
      for (const name of FEATURE_NAMES) {
        expect(await hasFeature(db(), org(plan), name), `${plan}: ${name}`).toBe(PLAN_FEATURES[plan].includes(name));
      }
    }
  });

  it("follows a plan switch", async () => {
    const user = await signedInUser(t, { plan: "basic" });
    const { organizationId } = await idsOf(t, user);
    expect(await hasFeature(db(), organizationId, "ai_assistant")).toBe(false);
    expect((await as(t, user).post("/api/subscription/plan", { plan: "enterprise" })).statusCode).toBe(200);
    expect(await hasFeature(db(), organizationId, "ai_assistant")).toBe(true);
  });

  it("goes on after the trial end and a canceled period: a read-only organization still reads (decision 0048)", async () => {
    const user = await signedInUser(t, { plan: "professional" });
    const { organizationId } = await idsOf(t, user);
    const ended = new Date(Date.now() - DAY_MS);
    await db().update(subscriptions).set({ trialEnd: ended }).where(eq(subscriptions.organizationId, organizationId));
    expect(await hasFeature(db(), organizationId, "quality_safety")).toBe(true);
    await setOperatorPlan(db(), organizationId, "professional", new Date(Date.now() + DAY_MS));
    await db()
      .update(subscriptions)
      .set({ currentPeriodEnd: ended })
      .where(eq(subscriptions.organizationId, organizationId));
    expect(await hasFeature(db(), organizationId, "quality_safety")).toBe(true);
    expect(await hasFeature(db(), organizationId, "ai_assistant")).toBe(false);
  });

  it("answers no for an organization without a subscription, and for another organization's id it knows nothing of", async () => {
    const user = await signedInUser(t, { plan: "enterprise" });
    const { organizationId } = await idsOf(t, user);
    await db().delete(subscriptions).where(eq(subscriptions.organizationId, organizationId));
    expect(await hasFeature(db(), organizationId, "projects")).toBe(false);
    expect(await hasFeature(db(), "no-such-organization", "projects")).toBe(false);
    expect(await planOf(db(), organizationId)).toBe("basic");
  });
});

describe("seats: Basic 1, Professional 1, Enterprise 3", () => {
  it("counts the founder, so Basic and Professional are full and Enterprise has 2 left", async () => {
    expect(await seatsLeft(db(), org("basic"))).toBe(0);
    expect(await maySeat(db(), org("basic"))).toBe(false);
    expect(await seatsLeft(db(), org("professional"))).toBe(0);
    expect(await maySeat(db(), org("professional"))).toBe(false);
    expect(await seatsLeft(db(), org("enterprise"))).toBe(2);
    expect(await maySeat(db(), org("enterprise"))).toBe(true);
    expect(await maySeat(db(), org("enterprise"), 2)).toBe(true);
    expect(await maySeat(db(), org("enterprise"), 3)).toBe(false);
  });

  it("counts pending invitations that have not expired, and members who joined", async () => {
    const owner = await signedInUser(t, { plan: "enterprise" });
    const { organizationId, userId } = await idsOf(t, owner);
    const invite = (email: string, status: string, expiresAt: Date) =>
      db().insert(invitations).values({
        id: crypto.randomUUID(),
        organizationId,
        email,
        role: "member",
        status,
        expiresAt,
        inviterId: userId,
      });
    const later = new Date(Date.now() + 2 * DAY_MS);
    await invite("pending@example.com", "pending", later);
    await invite("expired@example.com", "pending", new Date(Date.now() - DAY_MS));
    await invite("declined@example.com", "rejected", later);
    expect(await seatsUsed(db(), organizationId)).toBe(2);
    expect(await seatsLeft(db(), organizationId)).toBe(1);

    const colleague = await signedInUser(t);
    await joinOrganizationOf(t, colleague, owner, "member");
    expect(await seatsUsed(db(), organizationId)).toBe(3);
    expect(await seatsLeft(db(), organizationId)).toBe(0);
    expect(await maySeat(db(), organizationId)).toBe(false);
    await expect(requireSeat(db(), organizationId)).rejects.toMatchObject({
      statusCode: 409,
      message: seatLimitMessage("enterprise"),
    });
  });

  it("requireSeat passes while a seat is free, and says to contact sales when not", async () => {
    await expect(requireSeat(db(), org("enterprise"))).resolves.toBeUndefined();
    const err = await requireSeat(db(), org("basic")).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).message).toMatch(/contact sales/);
  });
});

describe("mayStore: document storage 10 GB, 50 GB, unlimited", () => {
  it("allows each paid plan up to its limit and refuses a byte more", async () => {
    for (const plan of ["basic", "professional", "enterprise"] as const)
      await setSubscription(org(plan), { status: "active" });
    expect(await mayStore(db(), org("basic"), GB, 9 * GB)).toMatchObject({
      allowed: true,
      plan: "basic",
      limitBytes: 10 * GB,
      remainingBytes: GB,
    });
    expect((await mayStore(db(), org("basic"), GB + 1, 9 * GB)).allowed).toBe(false);
    expect((await mayStore(db(), org("professional"), 40 * GB, 10 * GB)).allowed).toBe(true);
    expect((await mayStore(db(), org("professional"), 40 * GB + 1, 10 * GB)).allowed).toBe(false);
    expect(await mayStore(db(), org("enterprise"), 500 * GB, 5000 * GB)).toMatchObject({
      allowed: true,
      limitBytes: null,
      remainingBytes: null,
    });
    // Unlimited stops at the server's cap (MAX_ORGANIZATION_STORAGE_BYTES) when one is given.
    expect(await mayStore(db(), org("enterprise"), GB, 1023 * GB, 1024 * GB)).toMatchObject({
      allowed: true,
      limitBytes: 1024 * GB,
      remainingBytes: GB,
    });
    expect((await mayStore(db(), org("enterprise"), GB + 1, 1023 * GB, 1024 * GB)).allowed).toBe(false);
  });

  it("caps a trial at 5 GB whatever plan it tries, Enterprise's unlimited included", async () => {
    for (const plan of ["basic", "professional", "enterprise"] as const) {
      await setSubscription(org(plan), { status: "trialing" });
      expect(await mayStore(db(), org(plan), GB, 4 * GB, 1024 * GB)).toMatchObject({
        allowed: true,
        limitBytes: 5 * GB,
        terms: { trialing: true },
      });
      expect((await mayStore(db(), org(plan), GB + 1, 4 * GB, 1024 * GB)).allowed).toBe(false);
    }
  });

  // Issue 25, finding 8: a switch used to cost nothing and make the trial active, which lifted its 5 GB cap. Issue 28
  // (payments, decision 0048) closed it: nothing paid, nothing lifted.
  it("keeps a trial's 5 GB cap when an admin switches to Enterprise without paying", async () => {
    const user = await signedInUser(t, { plan: "basic" });
    const { organizationId } = await idsOf(t, user);
    expect((await mayStore(db(), organizationId, 6 * GB, 0, 1024 * GB)).allowed).toBe(false);
    expect((await as(t, user).post("/api/subscription/plan", { plan: "enterprise" })).statusCode).toBeLessThan(500);
    expect(await mayStore(db(), organizationId, 6 * GB, 0, 1024 * GB)).toMatchObject({
      allowed: false,
      limitBytes: 5 * GB,
    });
  });

  it("follows the plan the organization is on now", async () => {
    const user = await signedInUser(t, { plan: "basic" });
    const { organizationId } = await idsOf(t, user);
    expect((await mayStore(db(), organizationId, 20 * GB, 0)).allowed).toBe(false);
    await setOperatorPlan(db(), organizationId, "professional", null);
    expect((await mayStore(db(), organizationId, 20 * GB, 0)).allowed).toBe(true);
    await setSubscription(organizationId, { planName: "enterprise" });
    expect((await mayStore(db(), organizationId, 2000 * GB, 0)).limitBytes).toBeNull();
  });
});
