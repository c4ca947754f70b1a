import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { subscriptionFeatures, subscriptions } from "../db/schema/index.ts";
import {
  as,
  createTestApp,
  idsOf,
  joinOrganizationOf,
  signedInUser,
  type TestApp,
  type TestUser,
} from "../testing/test-app.ts";
import { FEATURE_NAMES, PLAN_FEATURES } from "../../shared/plan-features.ts";
import { SUBSCRIPTION_MSG, type SubscriptionResponse } from "../../shared/contracts/subscription.ts";
import { tooManySeatsForPlanMessage } from "../../shared/plan-limits.ts";
import { setOperatorPlan } from "./operator-plan.queries.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const GB = 1024 ** 3;

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
/** An Enterprise organization with an admin, a member and a viewer. */
let teamAdmin: TestUser;
let member: TestUser;
let viewer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t, { companyName: "Owner Builders", plan: "basic" });
  stranger = await signedInUser(t, { companyName: "Stranger Co", plan: "basic" });
  teamAdmin = await signedInUser(t, { companyName: "Team Co", plan: "enterprise" });
  member = await signedInUser(t, { companyName: "Member's own" });
  viewer = await signedInUser(t, { companyName: "Viewer's own" });
  await joinOrganizationOf(t, member, teamAdmin, "member");
  await joinOrganizationOf(t, viewer, teamAdmin, "viewer");
});
afterAll(async () => {
  await t.close();
});

async function subscriptionOf(user: TestUser): Promise<SubscriptionResponse> {
  const res = await as(t, user).get("/api/subscription");
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function featureRowsOf(user: TestUser) {
  const { organizationId } = await idsOf(t, user);
  const [sub] = await t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, organizationId));
  if (!sub) throw new Error("no subscription");
  return t.database.db.select().from(subscriptionFeatures).where(eq(subscriptionFeatures.subscriptionId, sub.id));
}

async function sessionOrganization(user: TestUser) {
  const res = await as(t, user).get("/api/auth/session");
  expect(res.statusCode).toBe(200);
  return res.json().organization;
}

describe("reading the subscription", () => {
  it("shows the sign-up trial: plan, status, trial end, period, every feature, seats and storage", async () => {
    const s = await subscriptionOf(owner);
    expect(s).toMatchObject({
      planName: "basic",
      status: "trialing",
      cancelAtPeriodEnd: false,
      canceledAt: null,
      canManage: true,
    });
    const start = Date.parse(s.currentPeriodStart);
    expect(Date.parse(s.trialEnd ?? "")).toBe(start + 14 * DAY_MS);
    expect(Date.parse(s.currentPeriodEnd)).toBe(start + 30 * DAY_MS);
    expect(s.features.map((f) => f.name).sort()).toEqual([...FEATURE_NAMES].sort());
    expect(s.features.filter((f) => f.isEnabled).map((f) => f.name)).toEqual([...PLAN_FEATURES.basic]);
    expect(s.features.find((f) => f.name === "projects")?.label).toBe("Project management");
    expect(s.seats).toEqual({ used: 1, limit: 1 });
    expect(s.storage).toEqual({ limitBytes: 10 * GB });
  });

  it("lets a member and a viewer read it, without the right to change it", async () => {
    for (const user of [member, viewer]) {
      const s = await subscriptionOf(user);
      expect(s).toMatchObject({
        planName: "enterprise",
        canManage: false,
        seats: { used: 3, limit: 3 },
        storage: { limitBytes: null },
      });
    }
    expect((await subscriptionOf(teamAdmin)).canManage).toBe(true);
  });

  it("answers 401 signed out, on every route", async () => {
    for (const res of [
      await as(t, null).get("/api/subscription"),
      await as(t, null).post("/api/subscription/plan", { plan: "professional" }),
      await as(t, null).post("/api/subscription/cancel", {}),
      await as(t, null).post("/api/subscription/reactivate", {}),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe("UNAUTHORIZED");
    }
  });
});

describe("switching plan without a payment provider (decision 0048)", () => {
  it("lets a trial go on with the chosen plan: still a trial, same end, the plan's feature rows", async () => {
    const before = await subscriptionOf(owner);
    const res = await as(t, owner).post("/api/subscription/plan", { plan: "professional" });
    expect(res.statusCode, res.body).toBe(200);
    const { subscription: s, checkoutUrl } = res.json();
    expect(checkoutUrl).toBeNull();
    expect(s).toMatchObject({
      planName: "professional",
      status: "trialing",
      trialEnd: before.trialEnd,
      currentPeriodEnd: before.currentPeriodEnd,
      billing: { provider: false, paid: false, card: null, nextBillingDate: null },
      standing: { readOnly: false, warning: "trial", writesStopAt: before.trialEnd },
    });
    expect(s.storage.limitBytes).toBe(50 * GB);
    const rows = await featureRowsOf(owner);
    expect(rows).toHaveLength(FEATURE_NAMES.length);
    expect(
      rows
        .filter((r) => r.isEnabled)
        .map((r) => r.featureName)
        .sort(),
    ).toEqual([...PLAN_FEATURES.professional].sort());
    expect(await subscriptionOf(owner)).toEqual(s);
    expect(await sessionOrganization(owner)).toMatchObject({ plan: "professional", subscriptionStatus: "trialing" });
  });

  it("refuses once the trial has ended: the operator sets paid plans (409), and nothing changes", async () => {
    const user = await signedInUser(t, { plan: "basic" });
    const { organizationId } = await idsOf(t, user);
    await t.database.db
      .update(subscriptions)
      .set({ trialEnd: new Date(Date.now() - DAY_MS) })
      .where(eq(subscriptions.organizationId, organizationId));
    const before = await subscriptionOf(user);
    expect(before.standing).toMatchObject({ readOnly: true, reason: "trial_ended" });
    for (const plan of ["basic", "enterprise"] as const) {
      const res = await as(t, user).post("/api/subscription/plan", { plan });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(SUBSCRIPTION_MSG.noProvider);
    }
    expect(await subscriptionOf(user)).toEqual(before);
  });

  it("is for admins only: 403 for a member and a viewer, and nothing changes", async () => {
    const before = await subscriptionOf(teamAdmin);
    for (const user of [member, viewer]) {
      for (const [url, body] of [
        ["/api/subscription/plan", { plan: "professional" }],
        ["/api/subscription/cancel", {}],
        ["/api/subscription/reactivate", {}],
        ["/api/subscription/portal", {}],
      ] as const) {
        const res = await as(t, user).post(url, body);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().error).toMatchObject({ code: "FORBIDDEN", message: "Only an admin can do this." });
      }
    }
    expect(await subscriptionOf(teamAdmin)).toEqual(before);
  });

  it("refuses a plan with fewer seats than the organization's members (409), and changes nothing", async () => {
    const before = await subscriptionOf(teamAdmin);
    for (const plan of ["basic", "professional"] as const) {
      const res = await as(t, teamAdmin).post("/api/subscription/plan", { plan });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: "CONFLICT", message: tooManySeatsForPlanMessage(plan, 3) });
    }
    expect(await subscriptionOf(teamAdmin)).toEqual(before);
  });

  it("refuses an unknown or missing plan with 400", async () => {
    for (const body of [{ plan: "platinum" }, { plan: "Professional" }, {}, { plan: 3 }]) {
      const res = await as(t, owner).post("/api/subscription/plan", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_ERROR");
    }
    expect((await as(t, owner).post("/api/subscription/plan", { plan: "platinum" })).json().error.message).toBe(
      SUBSCRIPTION_MSG.unknownPlan,
    );
  });

  it("changes only the caller's organization", async () => {
    expect(await subscriptionOf(stranger)).toMatchObject({ planName: "basic", status: "trialing" });
    expect(await sessionOrganization(stranger)).toMatchObject({ plan: "basic", subscriptionStatus: "trialing" });
  });

  it("has no portal and no checkout to come back from without a provider", async () => {
    expect((await as(t, owner).post("/api/subscription/portal", {})).statusCode).toBe(409);
    const back = await as(t, owner).post("/api/subscription/checkout-return", { sessionId: "cs_anything" });
    expect(back.statusCode).toBe(404);
  });
});

describe("cancelling and reactivating a plan the operator set", () => {
  it("has nothing to cancel on a trial: it ends by itself (409)", async () => {
    const res = await as(t, owner).post("/api/subscription/cancel", {});
    expect(res.statusCode).toBe(409);
    expect((await subscriptionOf(owner)).status).toBe("trialing");
  });

  it("cancel sets status canceled, cancel_at_period_end and canceled_at, keeping the period", async () => {
    const { organizationId } = await idsOf(t, owner);
    await setOperatorPlan(t.database.db, organizationId, "professional", null);
    const before = await subscriptionOf(owner);
    expect(before).toMatchObject({ status: "active", standing: { readOnly: false, warning: null } });
    const t0 = Date.now();
    const res = await as(t, owner).post("/api/subscription/cancel", {});
    expect(res.statusCode, res.body).toBe(200);
    const s: SubscriptionResponse = res.json();
    expect(s).toMatchObject({ status: "canceled", cancelAtPeriodEnd: true, planName: before.planName });
    expect(Date.parse(s.canceledAt ?? "")).toBeGreaterThanOrEqual(t0 - 1000);
    expect(s.currentPeriodEnd).toBe(before.currentPeriodEnd);
    expect(s.standing).toMatchObject({ readOnly: false, warning: "canceling", writesStopAt: s.currentPeriodEnd });
    expect(await sessionOrganization(owner)).toMatchObject({ subscriptionStatus: "canceled" });

    const again = (await as(t, owner).post("/api/subscription/cancel", {})).json();
    expect(again.canceledAt).toBe(s.canceledAt);
  });

  it("reactivate restores active and clears the cancellation, keeping the period", async () => {
    const canceled = await subscriptionOf(owner);
    const res = await as(t, owner).post("/api/subscription/reactivate", {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: false,
      canceledAt: null,
      currentPeriodStart: canceled.currentPeriodStart,
      currentPeriodEnd: canceled.currentPeriodEnd,
    });
    expect(await sessionOrganization(owner)).toMatchObject({ subscriptionStatus: "active" });
    // Nothing to undo: unchanged.
    expect((await as(t, owner).post("/api/subscription/reactivate", {})).json()).toEqual(res.json());
  });

  it("refuses to reactivate once the canceled period has ended: that takes a payment (409)", async () => {
    await as(t, owner).post("/api/subscription/cancel", {});
    const { organizationId } = await idsOf(t, owner);
    const past = new Date(Date.now() - 40 * DAY_MS);
    await t.database.db
      .update(subscriptions)
      .set({ currentPeriodStart: past, currentPeriodEnd: new Date(past.getTime() + 30 * DAY_MS) })
      .where(eq(subscriptions.organizationId, organizationId));
    const res = await as(t, owner).post("/api/subscription/reactivate", {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(SUBSCRIPTION_MSG.noProvider);
    expect(await subscriptionOf(owner)).toMatchObject({ status: "canceled", standing: { readOnly: true } });
  });
});
