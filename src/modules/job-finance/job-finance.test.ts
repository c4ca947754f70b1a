import { describe, expect, it } from "vitest";
import { idsOf, signedInUser, type TestUser } from "../../server/testing/test-app.ts";
import { moduleSuite } from "../../server/testing/module-suite.ts";
import {
  changeOrderLines,
  changeOrders,
  financeTransactions,
  purchaseOrders,
  suppliers,
} from "../../server/db/schema/index.ts";
import type { Budget, CostCode, JobCostReport } from "./job-finance.contract.ts";
import { DEFAULT_COST_CODES, JOB_FINANCE_MSG } from "./job-finance.constants.ts";

// Construction finance's first routes (issue 29): cost codes, a project's contract terms and budget, job costing.

const suite = moduleSuite({ plan: "professional" });

async function newProject(user: TestUser, name = "Harbor Tower"): Promise<string> {
  const res = await suite.as(user).post("/api/projects", {
    name,
    status: "In Progress",
    startDate: "2026-01-05",
    endDate: "2026-12-30",
    budget: "1M",
    client: "Port Authority",
    manager: "Dana Lee",
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function codesOf(user: TestUser): Promise<CostCode[]> {
  const res = await suite.as(user).get("/api/job-finance/cost-codes");
  expect(res.statusCode, res.body).toBe(200);
  return res.json().costCodes;
}

const codeNamed = (codes: CostCode[], code: string): CostCode => {
  const found = codes.find((c) => c.code === code);
  if (!found) throw new Error(`no cost code ${code}`);
  return found;
};

describe("cost codes", () => {
  it("start as the CSI MasterFormat divisions, once, and are the organization's own", async () => {
    const user = await suite.onPlan("Codes Co");
    const codes = await codesOf(user);
    expect(codes).toHaveLength(DEFAULT_COST_CODES.length);
    expect(codeNamed(codes, "03 00 00")).toMatchObject({ name: "Concrete", active: true });
    expect(await codesOf(user)).toEqual(codes);
    const theirs = await codesOf(suite.stranger);
    expect(theirs.map((c) => c.id).some((id) => codes.some((c) => c.id === id))).toBe(false);
  });

  it("are added, renamed and taken out of use, never twice the same; another organization's is not found", async () => {
    const user = await suite.onPlan("Edit Codes Co");
    const added = await suite.as(user).post("/api/job-finance/cost-codes", { code: "03 30 00", name: "Cast-in-Place" });
    expect(added.statusCode, added.body).toBe(201);
    const twice = await suite.as(user).post("/api/job-finance/cost-codes", { code: "03 30 00", name: "Again" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(JOB_FINANCE_MSG.costCodeTaken("03 30 00"));
    const blank = await suite.as(user).post("/api/job-finance/cost-codes", { code: " ", name: "Nothing" });
    expect(blank.statusCode).toBe(400);
    const id: string = added.json().id;
    const renamed = await suite.as(user).patch(`/api/job-finance/cost-codes/${id}`, { name: "Cast-in-Place Concrete" });
    expect(renamed.json()).toMatchObject({ code: "03 30 00", name: "Cast-in-Place Concrete", active: true });
    const retired = await suite.as(user).patch(`/api/job-finance/cost-codes/${id}`, { active: false });
    expect(retired.json()).toMatchObject({ active: false });
    const clash = await suite.as(user).patch(`/api/job-finance/cost-codes/${id}`, { code: "03 00 00" });
    expect(clash.statusCode).toBe(409);
    expect(
      (await suite.as(suite.stranger).patch(`/api/job-finance/cost-codes/${id}`, { name: "Mine" })).statusCode,
    ).toBe(404);
  });

  it("are read by a viewer, who may not change them", async () => {
    const user = await suite.onPlan("Viewer Codes Co");
    const viewer = await suite.viewerOf(user);
    expect((await suite.as(viewer).get("/api/job-finance/cost-codes")).statusCode).toBe(200);
    const refused = await suite.as(viewer).post("/api/job-finance/cost-codes", { code: "99", name: "Viewer" });
    expect(refused.statusCode).toBe(403);
  });
});

describe("a project's contract terms and budget", () => {
  it("keep 10 % retainage until set; a percent outside 0–100 is refused; another organization's project is not found", async () => {
    const user = await suite.onPlan("Terms Co");
    const projectId = await newProject(user);
    const url = `/api/job-finance/projects/${projectId}/contract`;
    expect((await suite.as(user).get(url)).json()).toEqual({
      projectId,
      retainageBps: 1000,
      ownerName: "",
      jobLocation: "",
      contractDate: null,
    });
    const saved = await suite.as(user).put(url, {
      retainagePercent: "5",
      ownerName: "Port Authority",
      jobLocation: "1 Harbor Way",
      contractDate: "2026-01-02",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ retainageBps: 500, ownerName: "Port Authority", contractDate: "2026-01-02" });
    const wrong = await suite.as(user).put(url, { retainagePercent: 101 });
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json())).toContain(JOB_FINANCE_MSG.retainageInvalid);
    expect((await suite.as(user).get(url)).json()).toMatchObject({ retainageBps: 500 });
    expect((await suite.as(suite.stranger).get(url)).statusCode).toBe(404);
    expect((await suite.as(suite.stranger).put(url, { retainagePercent: 1 })).statusCode).toBe(404);
  });

  it("replaces the budget's lines in one go; a code twice, a code not in the list or out of use is refused and changes nothing", async () => {
    const user = await suite.onPlan("Budget Co");
    const projectId = await newProject(user);
    const codes = await codesOf(user);
    const concrete = codeNamed(codes, "03 00 00");
    const metals = codeNamed(codes, "05 00 00");
    const url = `/api/job-finance/projects/${projectId}/budget`;
    const saved = await suite.as(user).put(url, {
      lines: [
        { costCodeId: concrete.id, costType: "material", description: "Foundations", amount: "10,000.00" },
        { costCodeId: metals.id, costType: "subcontract", amount: 25000.5 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const budget: Budget = saved.json();
    expect(budget.totalCents).toBe(3_500_050);
    expect(budget.lines.map((l) => [l.costCode, l.costType, l.amountCents])).toEqual([
      ["03 00 00", "material", 1_000_000],
      ["05 00 00", "subcontract", 2_500_050],
    ]);

    const twice = await suite.as(user).put(url, {
      lines: [
        { costCodeId: concrete.id, costType: "material", amount: 1 },
        { costCodeId: concrete.id, costType: "material", amount: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const [foreign] = await codesOf(suite.stranger);
    const notOurs = await suite
      .as(user)
      .put(url, { lines: [{ costCodeId: foreign?.id, costType: "labor", amount: 1 }] });
    expect(notOurs.statusCode).toBe(400);
    expect(notOurs.json().error.message).toBe(JOB_FINANCE_MSG.costCodeUnknown);
    const badAmount = await suite
      .as(user)
      .put(url, { lines: [{ costCodeId: metals.id, costType: "labor", amount: "-5" }] });
    expect(badAmount.statusCode).toBe(400);

    // A code taken out of use stays on the line that has it, and is refused on a new one.
    await suite.as(user).patch(`/api/job-finance/cost-codes/${concrete.id}`, { active: false });
    const kept = await suite.as(user).put(url, {
      lines: [{ costCodeId: concrete.id, costType: "material", amount: "12,000" }],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const other = await newProject(user, "Other Job");
    const refused = await suite.as(user).put(`/api/job-finance/projects/${other}/budget`, {
      lines: [{ costCodeId: concrete.id, costType: "material", amount: 1 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(JOB_FINANCE_MSG.costCodeInactive("03 00 00"));
    expect((await suite.as(user).get(url)).json().totalCents).toBe(1_200_000);

    const viewer = await suite.viewerOf(user);
    expect((await suite.as(viewer).get(url)).statusCode).toBe(200);
    expect((await suite.as(viewer).put(url, { lines: [] })).statusCode).toBe(403);
    expect((await suite.as(suite.stranger).get(url)).statusCode).toBe(404);
  });
});

describe("job costing", () => {
  it("adds approved changes, commitments and payments to the budget by cost code and type, and flags a line over budget", async () => {
    const user = await suite.onPlan("Costing Co");
    const { organizationId } = await idsOf(suite.t, user);
    const projectId = await newProject(user);
    const codes = await codesOf(user);
    const concrete = codeNamed(codes, "03 00 00");
    const electrical = codeNamed(codes, "26 00 00");
    await suite.as(user).put(`/api/job-finance/projects/${projectId}/budget`, {
      lines: [
        { costCodeId: concrete.id, costType: "material", amount: "10,000" },
        { costCodeId: electrical.id, costType: "subcontract", amount: "40,000" },
      ],
    });
    const db = suite.t.database.db;
    // An approved change order adds $5,000 to concrete material; a draft one adds nothing.
    for (const [status, number] of [
      ["approved", "CO-001"],
      ["draft", "CO-002"],
    ] as const) {
      const [order] = await db
        .insert(changeOrders)
        .values({ organizationId, projectId, number, title: "Extra footing", status, amountCents: 500_000 })
        .returning({ id: changeOrders.id });
      if (!order) throw new Error("no change order");
      await db.insert(changeOrderLines).values({
        organizationId,
        changeOrderId: order.id,
        costCodeId: concrete.id,
        costType: "material",
        amountCents: 500_000,
      });
    }
    // Purchase orders: sent commits, a draft and a received one do not.
    const [supplier] = await db
      .insert(suppliers)
      .values({ organizationId, name: "Ready Mix" })
      .returning({ id: suppliers.id });
    if (!supplier) throw new Error("no supplier");
    for (const [status, number, cents] of [
      ["sent", "PO-1", 800_000],
      ["draft", "PO-2", 100_000],
      ["received", "PO-3", 200_000],
    ] as const)
      await db.insert(purchaseOrders).values({
        organizationId,
        number,
        supplierId: supplier.id,
        status,
        totalCents: cents,
        projectId,
        costCodeId: concrete.id,
        costType: "material",
      });
    // Payments: pending and cleared count; void does not; one to a code with no budget line shows with budget 0.
    const payment = (amountCents: number, status: "Pending" | "Cleared" | "Void", costCodeId: string) => ({
      organizationId,
      date: "2026-03-01",
      type: "Payment" as const,
      category: "Materials" as const,
      amountCents,
      vendor: "Ready Mix",
      description: "Concrete",
      status,
      projectId,
      costCodeId,
      costType: "material" as const,
    });
    await db
      .insert(financeTransactions)
      .values([
        payment(600_000, "Cleared", concrete.id),
        payment(300_000, "Pending", concrete.id),
        payment(999_999, "Void", concrete.id),
        payment(150_000, "Cleared", electrical.id),
      ]);

    const res = await suite.as(user).get(`/api/job-finance/projects/${projectId}/job-cost`);
    expect(res.statusCode, res.body).toBe(200);
    const report: JobCostReport = res.json();
    expect(report.project).toEqual({ id: projectId, name: "Harbor Tower" });
    expect(report.lines).toEqual([
      {
        costCode: "03 00 00",
        costCodeName: "Concrete",
        costType: "material",
        budgetCents: 1_000_000,
        approvedChangesCents: 500_000,
        revisedBudgetCents: 1_500_000,
        committedCents: 800_000,
        actualCents: 900_000,
        projectedCents: 1_700_000,
        varianceCents: -200_000,
        overBudget: true,
      },
      {
        costCode: "26 00 00",
        costCodeName: "Electrical",
        costType: "material",
        budgetCents: 0,
        approvedChangesCents: 0,
        revisedBudgetCents: 0,
        committedCents: 0,
        actualCents: 150_000,
        projectedCents: 150_000,
        varianceCents: -150_000,
        overBudget: true,
      },
      {
        costCode: "26 00 00",
        costCodeName: "Electrical",
        costType: "subcontract",
        budgetCents: 4_000_000,
        approvedChangesCents: 0,
        revisedBudgetCents: 4_000_000,
        committedCents: 0,
        actualCents: 0,
        projectedCents: 4_000_000,
        varianceCents: 4_000_000,
        overBudget: false,
      },
    ]);
    expect(report.totals).toMatchObject({ budgetCents: 5_000_000, actualCents: 1_050_000, committedCents: 800_000 });
    expect((await suite.as(suite.stranger).get(`/api/job-finance/projects/${projectId}/job-cost`)).statusCode).toBe(
      404,
    );
  });

  it("is Professional's: a Basic organization is refused with the plans that have it", async () => {
    const basic = await signedInUser(suite.t, { companyName: "Basic Co", plan: "basic" });
    const res = await suite.as(basic).get("/api/job-finance/cost-codes");
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("PLAN_REQUIRED");
    expect(res.json().error.message).toMatch(/Professional/);
  });
});

describe("job costing from finance's and procurement's own APIs", () => {
  it("counts a payment recorded with a cost code as actual, and an order sent with one as committed", async () => {
    const user = await suite.onPlan("Wired Costing Co");
    const projectId = await newProject(user);
    const concrete = codeNamed(await codesOf(user), "03 00 00");
    const payment = await suite.as(user).post("/api/finance/transactions", {
      type: "Payment",
      category: "Materials",
      amount: "1,250.50",
      date: "2026-03-02",
      vendor: "Ready Mix",
      description: "Footings",
      projectId,
      costCodeId: concrete.id,
      costType: "material",
    });
    expect(payment.statusCode, payment.body).toBe(201);

    const supplier = await suite
      .as(user)
      .post("/api/procurement/suppliers", { name: "Rebar Supply", email: `rebar-${Date.now()}@example.com` });
    const item = await suite.as(user).post("/api/procurement/items", {
      name: "Rebar #4",
      category: "Steel",
      quantity: "0",
      unit: "bars",
      unitPrice: "8.00",
      location: "Yard",
    });
    expect(item.statusCode, item.body).toBe(201);
    const order = await suite.as(user).post("/api/procurement/orders", {
      supplierId: supplier.json().id,
      projectId,
      costCodeId: concrete.id,
      costType: "material",
      lines: [{ itemId: item.json().id, quantity: 100 }],
    });
    expect(order.statusCode, order.body).toBe(201);
    const url = `/api/job-finance/projects/${projectId}/job-cost`;
    // A draft commits nothing; sent, it does.
    expect(((await suite.as(user).get(url)).json() as JobCostReport).totals.committedCents).toBe(0);
    const sent = await suite.as(user).post(`/api/procurement/orders/${order.json().id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);

    const report: JobCostReport = (await suite.as(user).get(url)).json();
    expect(report.lines).toEqual([
      expect.objectContaining({
        costCode: "03 00 00",
        costType: "material",
        actualCents: 125_050,
        committedCents: 80_000,
      }),
    ]);
    expect(report.totals).toMatchObject({ actualCents: 125_050, committedCents: 80_000 });
  });
});
