import { describe, expect, it } from "vitest";
import { idsOf, type TestUser } from "../../server/testing/test-app.ts";
import { moduleSuite } from "../../server/testing/module-suite.ts";
import { payApplicationLines, payApplications } from "../../server/db/schema/index.ts";
import type { ScheduleOfValues } from "./job-finance.contract.ts";
import { JOB_FINANCE_MSG } from "./job-finance.constants.ts";

// A project's schedule of values (issue 29): the original contract's lines, kept, added and removed in one save;
// a billed line stays; approved change orders' lines follow.

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

const four = [
  { itemNo: "1", description: "Sitework", scheduledValue: "25,000" },
  { itemNo: "2", description: "Foundations", scheduledValue: "25,000", retainagePercent: "5" },
  { itemNo: "3", description: "Framing", scheduledValue: "25,000" },
  { itemNo: "4", description: "Roofing", scheduledValue: "25,000" },
];

describe("the schedule of values", () => {
  it("sums the original contract at the project's retainage; keeps, adds and removes lines in one save", async () => {
    const user = await suite.onPlan("Schedule Co");
    const projectId = await newProject(user);
    const url = `/api/job-finance/projects/${projectId}/schedule-of-values`;
    expect((await suite.as(user).get(url)).json()).toEqual({
      lines: [],
      originalContractSumCents: 0,
      netChangeByChangeOrdersCents: 0,
      contractSumToDateCents: 0,
    });
    const saved = await suite.as(user).put(url, { lines: four });
    expect(saved.statusCode, saved.body).toBe(200);
    const sov: ScheduleOfValues = saved.json();
    expect(sov.contractSumToDateCents).toBe(10_000_000);
    expect(sov.lines.map((l) => [l.itemNo, l.scheduledValueCents, l.retainageBps, l.billedCents])).toEqual([
      ["1", 2_500_000, 1000, 0],
      ["2", 2_500_000, 500, 0],
      ["3", 2_500_000, 1000, 0],
      ["4", 2_500_000, 1000, 0],
    ]);
    const [first, second] = sov.lines;
    const again = await suite.as(user).put(url, {
      lines: [
        { id: second?.id, itemNo: "2", description: "Foundations", scheduledValue: "30,000" },
        { id: first?.id, itemNo: "1", description: "Sitework and grading", scheduledValue: "25,000" },
        { itemNo: "5", description: "Finishes", scheduledValue: "10,000" },
      ],
    });
    expect(again.statusCode, again.body).toBe(200);
    const next: ScheduleOfValues = again.json();
    expect(next.lines.map((l) => [l.itemNo, l.description, l.scheduledValueCents])).toEqual([
      ["2", "Foundations", 3_000_000],
      ["1", "Sitework and grading", 2_500_000],
      ["5", "Finishes", 1_000_000],
    ]);
    expect(next.lines[0]?.id).toBe(second?.id);
    const twice = await suite.as(user).put(url, {
      lines: [
        { itemNo: "7", description: "A", scheduledValue: 1 },
        { itemNo: "7", description: "B", scheduledValue: 1 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe(JOB_FINANCE_MSG.sovItemTwice("7"));
    expect((await suite.as(suite.stranger).get(url)).statusCode).toBe(404);
    const viewer = await suite.viewerOf(user);
    expect((await suite.as(viewer).put(url, { lines: [] })).statusCode).toBe(403);
  });

  it("keeps a billed line: it cannot be removed or set below what was billed", async () => {
    const user = await suite.onPlan("Billed Co");
    const { organizationId } = await idsOf(suite.t, user);
    const projectId = await newProject(user);
    const url = `/api/job-finance/projects/${projectId}/schedule-of-values`;
    const sov: ScheduleOfValues = (await suite.as(user).put(url, { lines: four })).json();
    const line = sov.lines[0];
    if (!line) throw new Error("no line");
    const db = suite.t.database.db;
    const [application] = await db
      .insert(payApplications)
      .values({ organizationId, projectId, number: 1, periodTo: "2026-03-31" })
      .returning({ id: payApplications.id });
    if (!application) throw new Error("no application");
    await db.insert(payApplicationLines).values({
      organizationId,
      payApplicationId: application.id,
      sovLineId: line.id,
      scheduledValueCents: line.scheduledValueCents,
      workThisPeriodCents: 750_000,
      retainageBps: 1000,
    });
    const billed: ScheduleOfValues = (await suite.as(user).get(url)).json();
    expect(billed.lines[0]?.billedCents).toBe(750_000);
    const removed = await suite.as(user).put(url, { lines: four.slice(1) });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error.message).toBe(JOB_FINANCE_MSG.sovLineBilled("1"));
    const below = await suite.as(user).put(url, {
      lines: [{ id: line.id, itemNo: "1", description: "Sitework", scheduledValue: "7,000" }],
    });
    expect(below.statusCode).toBe(400);
    expect(below.json().error.message).toBe(JOB_FINANCE_MSG.sovBelowBilled("1"));
    expect((await suite.as(user).get(url)).json().contractSumToDateCents).toBe(10_000_000);
  });
});
