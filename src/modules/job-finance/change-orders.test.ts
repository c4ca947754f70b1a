import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { lastMailTo, linkIn, type TestUser } from "../../server/testing/test-app.ts";
import { moduleSuite } from "../../server/testing/module-suite.ts";
import { sovLines } from "../../server/db/schema/index.ts";
import type { ChangeOrder, ClientChangeOrder, CostCode, JobCostReport } from "./job-finance.contract.ts";
import { JOB_FINANCE_MSG } from "./job-finance.constants.ts";

// Change orders (issue 29): drafted, sent to the client by e-mail, approved or rejected there with a typed name
// (once, at the version read); an approval changes the budget, the schedule of values and the project's end.

const suite = moduleSuite({ plan: "professional" });

async function newProject(user: TestUser): Promise<string> {
  const res = await suite.as(user).post("/api/projects", {
    name: "Harbor Tower",
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

async function concreteOf(user: TestUser): Promise<CostCode> {
  const codes: CostCode[] = (await suite.as(user).get("/api/job-finance/cost-codes")).json().costCodes;
  const found = codes.find((c) => c.code === "03 00 00");
  if (!found) throw new Error("no concrete code");
  return found;
}

async function draft(user: TestUser, projectId: string, costCodeId: string, over: object = {}): Promise<ChangeOrder> {
  const res = await suite.as(user).post(`/api/job-finance/projects/${projectId}/change-orders`, {
    title: "Extra footing",
    reason: "Soil report",
    lines: [
      { costCodeId, costType: "material", description: "Footing", amount: "3,000.00", days: 5 },
      { costCodeId, costType: "labor", description: "Credit: smaller slab", amount: "-500", days: 0 },
    ],
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function sentTo(user: TestUser, id: string, to: string): Promise<string> {
  const res = await suite.as(user).post(`/api/job-finance/change-orders/${id}/send`, { to });
  expect(res.statusCode, res.body).toBe(200);
  const mail = await lastMailTo(suite.t.database, to);
  if (!mail) throw new Error("no mail");
  return new URL(linkIn(mail.text)).pathname.replace("/view/change-orders/", "");
}

const client = () => suite.as(null);

describe("drafting", () => {
  it("numbers the project's change orders, sums their lines, and refuses a bad one with its message", async () => {
    const user = await suite.onPlan("Draft Co");
    const projectId = await newProject(user);
    const concrete = await concreteOf(user);
    const first = await draft(user, projectId, concrete.id);
    expect(first).toMatchObject({ number: "CO-001", status: "draft", amountCents: 250_000, days: 5, version: 1 });
    expect(first.lines.map((l) => [l.costType, l.amountCents, l.days])).toEqual([
      ["material", 300_000, 5],
      ["labor", -50_000, 0],
    ]);
    expect((await draft(user, projectId, concrete.id)).number).toBe("CO-002");
    const taken = await suite.as(user).post(`/api/job-finance/projects/${projectId}/change-orders`, {
      number: "CO-001",
      title: "Again",
      lines: [{ costCodeId: concrete.id, costType: "other", amount: 1 }],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(JOB_FINANCE_MSG.changeOrderNumberTaken("CO-001"));
    for (const bad of [
      { title: " ", lines: [{ costCodeId: concrete.id, costType: "other", amount: 1 }] },
      { title: "No lines", lines: [] },
      { title: "Bad amount", lines: [{ costCodeId: concrete.id, costType: "other", amount: "1.5k" }] },
      { title: "Bad days", lines: [{ costCodeId: concrete.id, costType: "other", amount: 1, days: 1.5 }] },
    ]) {
      const res = await suite.as(user).post(`/api/job-finance/projects/${projectId}/change-orders`, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const list = (await suite.as(user).get(`/api/job-finance/projects/${projectId}/change-orders`)).json();
    expect(list.changeOrders.map((c: ChangeOrder) => c.number)).toEqual(["CO-002", "CO-001"]);
    expect(list).toMatchObject({ approvedCents: 0, pendingCents: 0 });
  });

  it("is another organization's business: its change orders are not found; a viewer only reads", async () => {
    const user = await suite.onPlan("Walls Co");
    const projectId = await newProject(user);
    const order = await draft(user, projectId, (await concreteOf(user)).id);
    expect((await suite.as(suite.stranger).get(`/api/job-finance/change-orders/${order.id}`)).statusCode).toBe(404);
    expect(
      (await suite.as(suite.stranger).post(`/api/job-finance/change-orders/${order.id}/void`, {})).statusCode,
    ).toBe(404);
    expect(
      (await suite.as(suite.stranger).get(`/api/job-finance/projects/${projectId}/change-orders`)).statusCode,
    ).toBe(404);
    const viewer = await suite.viewerOf(user);
    expect((await suite.as(viewer).get(`/api/job-finance/change-orders/${order.id}`)).statusCode).toBe(200);
    expect((await suite.as(viewer).delete(`/api/job-finance/change-orders/${order.id}`)).statusCode).toBe(403);
  });
});

describe("the client's answer", () => {
  it("approves once, at the version read: the budget, the schedule of values and the project's end follow; the sender is told", async () => {
    const user = await suite.onPlan("Approve Co");
    const projectId = await newProject(user);
    await suite.as(user).put(`/api/job-finance/projects/${projectId}/contract`, { retainagePercent: 5 });
    const concrete = await concreteOf(user);
    const order = await draft(user, projectId, concrete.id);
    const to = "owner-rep@client.example";
    const first = await sentTo(user, order.id, to);
    const mail = await lastMailTo(suite.t.database, to);
    expect(mail?.subject).toBe("Change order CO-001 for Harbor Tower from Approve Co");

    // Edited after sending: back to draft, the link says it changed; sent again, a new link.
    const edited = await suite.as(user).put(`/api/job-finance/change-orders/${order.id}`, {
      title: "Extra footing",
      lines: [{ costCodeId: concrete.id, costType: "material", amount: "3,000", days: 5 }],
    });
    expect(edited.json()).toMatchObject({ status: "draft", version: 2, amountCents: 300_000 });
    const stale = await client().get(`/api/client-change-orders/${first}`);
    expect(stale.statusCode).toBe(410);
    expect(stale.json().error.code).toBe("CHANGE_ORDER_CHANGED");
    const token = await sentTo(user, order.id, to);
    const view: ClientChangeOrder = (await client().get(`/api/client-change-orders/${token}`)).json();
    expect(view).toMatchObject({
      number: "CO-001",
      status: "sent",
      version: 2,
      amountCents: 300_000,
      days: 5,
      answerable: true,
      company: { name: "Approve Co" },
      project: { name: "Harbor Tower" },
      answer: null,
    });

    const unnamed = await client().post(`/api/client-change-orders/${token}/answer`, {
      name: " ",
      approve: true,
      version: 2,
    });
    expect(unnamed.statusCode).toBe(400);
    const old = await client().post(`/api/client-change-orders/${token}/answer`, {
      name: "Pat",
      approve: true,
      version: 1,
    });
    expect(old.statusCode).toBe(409);
    expect(old.json().error.code).toBe("CHANGE_ORDER_CHANGED");
    const approved = await client().post(`/api/client-change-orders/${token}/answer`, {
      name: "Pat Owner",
      approve: true,
      version: 2,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: "approved",
      answerable: false,
      answer: { name: "Pat Owner", approved: true },
    });
    const again = await client().post(`/api/client-change-orders/${token}/answer`, {
      name: "Pat Owner",
      approve: false,
      version: 2,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(JOB_FINANCE_MSG.alreadyAnswered);
    expect((await lastMailTo(suite.t.database, user.email))?.subject).toBe("Change order CO-001 approved by Pat Owner");

    // Its effects: the schedule of values, the project's end, the job's revised budget.
    const lines = await suite.t.database.db
      .select()
      .from(sovLines)
      .where(and(eq(sovLines.projectId, projectId), eq(sovLines.changeOrderId, order.id)));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ itemNo: "CO-001", scheduledValueCents: 300_000, retainageBps: 500 });
    const project = (await suite.as(user).get(`/api/projects/${projectId}`)).json();
    expect(project.endDate).toBe("2027-01-04");
    const cost: JobCostReport = (await suite.as(user).get(`/api/job-finance/projects/${projectId}/job-cost`)).json();
    expect(cost.totals).toMatchObject({ approvedChangesCents: 300_000, revisedBudgetCents: 300_000 });
    const list = (await suite.as(user).get(`/api/job-finance/projects/${projectId}/change-orders`)).json();
    expect(list).toMatchObject({ approvedCents: 300_000, approvedDays: 5 });

    // Final: neither edited, voided nor deleted.
    expect((await suite.as(user).post(`/api/job-finance/change-orders/${order.id}/void`, {})).statusCode).toBe(409);
    expect((await suite.as(user).delete(`/api/job-finance/change-orders/${order.id}`)).statusCode).toBe(409);
    const locked = await suite.as(user).put(`/api/job-finance/change-orders/${order.id}`, {
      title: "Later",
      lines: [{ costCodeId: concrete.id, costType: "material", amount: 1 }],
    });
    expect(locked.statusCode).toBe(409);
  });

  it("rejects: nothing changes but its status; a voided one's link no longer opens; a wrong link is not found", async () => {
    const user = await suite.onPlan("Reject Co");
    const projectId = await newProject(user);
    const concrete = await concreteOf(user);
    const order = await draft(user, projectId, concrete.id);
    const token = await sentTo(user, order.id, "client-r@client.example");
    const rejected = await client().post(`/api/client-change-orders/${token}/answer`, {
      name: "Riley",
      approve: false,
      version: 1,
    });
    expect(rejected.json()).toMatchObject({ status: "rejected", answer: { approved: false } });
    const rows = await suite.t.database.db.select().from(sovLines).where(eq(sovLines.projectId, projectId));
    expect(rows).toHaveLength(0);
    expect((await suite.as(user).get(`/api/projects/${projectId}`)).json().endDate).toBe("2026-12-30");

    const other = await draft(user, projectId, concrete.id);
    const otherToken = await sentTo(user, other.id, "client-v@client.example");
    expect((await suite.as(user).post(`/api/job-finance/change-orders/${other.id}/void`, {})).json().status).toBe(
      "void",
    );
    expect((await client().get(`/api/client-change-orders/${otherToken}`)).statusCode).toBe(404);
    expect((await client().get(`/api/client-change-orders/not-a-token`)).statusCode).toBe(404);
    const third = await draft(user, projectId, concrete.id);
    expect((await suite.as(user).delete(`/api/job-finance/change-orders/${third.id}`)).statusCode).toBe(200);
  });
});
