import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setOperatorPlan } from "../account/operator-plan.queries.ts";
import { READ_ONLY, READ_ONLY_MSG } from "../../shared/read-only.ts";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { subscriptions } from "../db/schema/index.ts";
import {
  as,
  createTestApp,
  idsOf,
  joinOrganizationOf,
  signedInUser,
  type TestApp,
  type TestUser,
} from "../testing/test-app.ts";
import { PLAN_FEATURES } from "../../shared/plan-features.ts";
import type { SessionResponse } from "../../shared/contracts/account.ts";
import { organizationContext } from "../account/session.queries.ts";
import { requireScope } from "./access.ts";
import { requireFeature } from "./plan-gate.ts";
import { PLAN_REQUIRED } from "../../shared/plan-required.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A module no plan below Professional has (finance is not built yet): one gated route and its role check. */
const financeLike: FastifyPluginAsync = async (app) => {
  requireFeature(app, "finance_procurement_hr", "Finance");
  app.get("/api/test/finance", async (request) => ({
    organizationId: (await requireScope(request, "read")).organizationId,
  }));
  app.post("/api/test/finance", async (request) => ({
    organizationId: (await requireScope(request, "write")).organizationId,
  }));
};
/** A sibling plugin without a declaration: the gate must not reach it. */
const ungated: FastifyPluginAsync = async (app) => {
  app.get("/api/test/ungated", async (request) => ({
    organizationId: (await requireScope(request, "read")).organizationId,
  }));
};

let t: TestApp;
let basic: TestUser;
let professional: TestUser;

beforeAll(async () => {
  t = await createTestApp({}, async (app) => {
    await app.register(financeLike);
    await app.register(ungated);
  });
  basic = await signedInUser(t, { companyName: "Basic Builders", plan: "basic" });
  professional = await signedInUser(t, { companyName: "Pro Builders", plan: "professional" });
});
afterAll(async () => {
  await t.close();
});

const sessionOf = async (user: TestUser): Promise<SessionResponse> =>
  (await as(t, user).get("/api/auth/session")).json();
const endTrial = async (user: TestUser) => {
  const { organizationId } = await idsOf(t, user);
  await t.database.db
    .update(subscriptions)
    .set({ trialEnd: new Date(Date.now() - DAY_MS) })
    .where(eq(subscriptions.organizationId, organizationId));
};

describe("a module's declared plan feature", () => {
  it("refuses a Basic organization with 403 PLAN_REQUIRED naming the plans that include it", async () => {
    for (const res of [await as(t, basic).get("/api/test/finance"), await as(t, basic).post("/api/test/finance", {})]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: { code: PLAN_REQUIRED, message: "Finance is part of the Professional and Enterprise plans." },
      });
    }
  });

  it("lets an organization on a plan that includes it through, trial or not", async () => {
    const res = await as(t, professional).get("/api/test/finance");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ organizationId: (await idsOf(t, professional)).organizationId });
  });

  it("opens as soon as the Basic organization switches to Professional", async () => {
    const switcher = await signedInUser(t, { plan: "basic" });
    expect((await as(t, switcher).get("/api/test/finance")).statusCode).toBe(403);
    expect((await as(t, switcher).post("/api/subscription/plan", { plan: "professional" })).statusCode).toBe(200);
    expect((await as(t, switcher).get("/api/test/finance")).statusCode).toBe(200);
    expect((await as(t, switcher).post("/api/subscription/plan", { plan: "basic" })).statusCode).toBe(200);
    expect((await as(t, switcher).get("/api/test/finance")).statusCode).toBe(403);
  });

  it("applies to every member of the organization, and the role check still follows for those it lets through", async () => {
    const basicViewer = await signedInUser(t);
    await joinOrganizationOf(t, basicViewer, basic, "viewer");
    expect((await as(t, basicViewer).get("/api/test/finance")).json()).toMatchObject({
      error: { code: PLAN_REQUIRED },
    });

    const proViewer = await signedInUser(t);
    await joinOrganizationOf(t, proViewer, professional, "viewer");
    expect((await as(t, proViewer).get("/api/test/finance")).statusCode).toBe(200);
    expect((await as(t, proViewer).post("/api/test/finance", {})).json()).toEqual({
      error: { code: "FORBIDDEN", message: "Your role is read-only." },
    });
  });

  it("leaves a signed-out request to the route's own check (401), and other plugins' routes alone", async () => {
    expect((await as(t, null).get("/api/test/finance")).statusCode).toBe(401);
    expect((await as(t, basic).get("/api/test/ungated")).statusCode).toBe(200);
  });

  it("gates the built modules by their features: every plan has projects, Gantt, contracts and documents", async () => {
    for (const url of [
      "/api/projects",
      "/api/gantt/tasks",
      "/api/contracts",
      "/api/documents",
      "/api/overview",
      "/api/clients",
    ]) {
      const res = await as(t, basic).get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
  });

  it("keeps every module readable once the trial has ended, refusing writes with 402 until a plan is set", async () => {
    const lapsed = await signedInUser(t, { plan: "basic" });
    const before = await as(t, lapsed).post("/api/projects", {
      name: "Before the end",
      startDate: "2026-12-01",
      endDate: "2027-03-01",
    });
    expect(before.statusCode, before.body).toBe(201);
    await endTrial(lapsed);
    expect((await as(t, lapsed).get("/api/projects")).statusCode).toBe(200);
    expect((await sessionOf(lapsed)).organization).toMatchObject({
      features: [...PLAN_FEATURES.basic],
      standing: { readOnly: true, reason: "trial_ended" },
    });
    const refused = await as(t, lapsed).post("/api/projects", {
      name: "After the end",
      startDate: "2026-12-01",
      endDate: "2027-03-01",
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ error: { code: READ_ONLY, message: READ_ONLY_MSG.trial_ended } });
    const list = (await as(t, lapsed).get("/api/projects")).json();
    expect(JSON.stringify(list)).toContain("Before the end");
    expect(JSON.stringify(list)).not.toContain("After the end");

    const { organizationId } = await idsOf(t, lapsed);
    await setOperatorPlan(t.database.db, organizationId, "basic", null);
    expect(
      (
        await as(t, lapsed).post("/api/projects", {
          name: "After the plan",
          startDate: "2026-12-01",
          endDate: "2027-03-01",
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe("the session tells the browser the organization's features", () => {
  it("lists the features in force, following a plan switch", async () => {
    const user = await signedInUser(t, { plan: "basic" });
    expect((await sessionOf(user)).organization?.features).toEqual([...PLAN_FEATURES.basic]);
    await as(t, user).post("/api/subscription/plan", { plan: "enterprise" });
    expect((await sessionOf(user)).organization?.features).toEqual([...PLAN_FEATURES.enterprise]);
    await endTrial(user);
    expect((await sessionOf(user)).organization?.features).toEqual([...PLAN_FEATURES.enterprise]);
  });

  it("reads the same features when better-auth refreshes the session (the query beside the quick path)", async () => {
    const { userId, organizationId } = await idsOf(t, basic);
    expect((await organizationContext(t.database.db, userId, organizationId))?.features).toEqual([
      ...PLAN_FEATURES.basic,
    ]);
  });

  it("gives a trial the plan chosen at sign-up", async () => {
    const trial = await signedInUser(t, { plan: "Professional" });
    const { organization } = await sessionOf(trial);
    expect(organization).toMatchObject({ plan: "professional", subscriptionStatus: "trialing" });
    expect(organization?.features).toEqual([...PLAN_FEATURES.professional]);
    expect((await as(t, trial).get("/api/test/finance")).statusCode).toBe(200);
  });
});
