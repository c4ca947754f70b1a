import { beforeAll, describe, expect, it } from "vitest";
import { moduleSuite } from "../../server/testing/module-suite.ts";
import { pdfText, xlsxSheets } from "../../server/testing/report-files.ts";
import { members } from "../../server/db/schema/index.ts";
import { idsOf, signedInUser, type TestUser } from "../../server/testing/test-app.ts";
import { fromCsv } from "../../server/platform/csv.ts";
import type { AnalyticsAnswer } from "./analytics.contract.ts";
import { ANALYTICS_MSG, ANALYTICS_SECTIONS } from "./analytics.constants.ts";

const suite = moduleSuite({ plan: "professional" });

/** The caller's today: the 30-day period is 2026-06-02 to 2026-07-01. */
const TODAY = "2026-07-01";
const uuid = () => crypto.randomUUID();

type Ids = {
  alpha: string;
  bravo: string;
  charlie: string;
  delta: string;
  employee: string;
  crane: string;
  weld: string;
  injury: string;
  cement: string;
  sand: string;
};
let ids: Ids;
let strangerProject = "";
let viewer: TestUser;

async function created(user: TestUser, url: string, body: object): Promise<string> {
  const res = await suite.as(user).post(url, body);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
  return (res.json() as { id: string }).id;
}

async function moved(user: TestUser, url: string, status: string): Promise<void> {
  const res = await suite.as(user).post(url, { status });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
}

/**
 * The organization's records, each figure of the answer worked out by hand beside it in the tests below.
 * Projects (today 2026-07-01):
 * - Alpha Pier: 2026-06-01 – 06-30, $10,000, 60 %, In Progress: expected 100 (its last day has passed).
 * - Bravo Dock: 2026-06-22 – 07-21 (30 days), $30,000, 20 %: 10 of its 30 days passed, expected 33.
 * - Charlie Yard: 2026-07-10 – 08-10, no budget, 0 %, Planning: expected 0.
 * - Delta Old: Cancelled, $5,000: out of view unless named.
 */
async function seed(owner: TestUser): Promise<Ids> {
  const project = (body: object) => created(owner, "/api/projects", body);
  const alpha = await project({
    name: "Alpha Pier",
    startDate: "2026-06-01",
    endDate: "2026-06-30",
    budget: "10000",
    progress: 60,
    status: "In Progress",
  });
  const bravo = await project({
    name: "Bravo Dock",
    startDate: "2026-06-22",
    endDate: "2026-07-21",
    budget: "30000",
    progress: 20,
    status: "In Progress",
  });
  const charlie = await project({ name: "Charlie Yard", startDate: "2026-07-10", endDate: "2026-08-10", progress: 0 });
  const delta = await project({
    name: "Delta Old",
    startDate: "2026-01-01",
    endDate: "2026-06-01",
    budget: "5000",
    progress: 90,
    status: "Cancelled",
  });

  // Transactions: new ones are Pending.
  const tx = (body: object) =>
    created(owner, "/api/finance/transactions", { vendor: "Harbor Supply", description: "Work", ...body });
  const t1 = await tx({ type: "Payment", category: "Labor", amount: "1200", date: "2026-06-05", projectId: alpha });
  await moved(owner, `/api/finance/transactions/${t1}/status`, "Cleared");
  await tx({ type: "Payment", category: "Materials", amount: "11000.50", date: "2026-06-20", projectId: alpha });
  const t3 = await tx({ type: "Payment", category: "Equipment", amount: "500", date: "2026-06-20", projectId: bravo });
  await moved(owner, `/api/finance/transactions/${t3}/status`, "Void");
  await tx({ type: "Payment", category: "Overhead", amount: "300", date: "2026-07-01" });
  await tx({ type: "Receipt", category: "Labor", amount: "5000", date: "2026-06-10", projectId: bravo });
  await tx({ type: "Payment", category: "Labor", amount: "700", date: "2026-05-15", projectId: bravo });
  await tx({ type: "Payment", category: "Materials", amount: "250", date: "2026-06-05", projectId: delta });
  await tx({ type: "Transfer", category: "Overhead", amount: "9999", date: "2026-06-06" });

  // Tasks: late is ended before today and under 100 %.
  const task = (body: object) => created(owner, "/api/gantt/tasks", body);
  await task({ name: "Pour footings", startDate: "2026-06-01", endDate: "2026-06-10", progress: 50, projectId: alpha });
  await task({ name: "Frame walls", startDate: "2026-06-22", endDate: "2026-06-25", progress: 0, projectId: bravo });
  await task({ name: "Survey", startDate: "2026-06-01", endDate: "2026-06-15", progress: 100, projectId: alpha });
  await task({ name: "Due today", startDate: "2026-06-22", endDate: "2026-07-01", progress: 10, projectId: bravo });
  await task({ name: "Loose task", startDate: "2026-06-01", endDate: "2026-06-20", progress: 0 });
  await task({ name: "Cancelled work", startDate: "2026-05-01", endDate: "2026-06-01", progress: 0, projectId: delta });

  // Sites: North and South are active today, Future is planned.
  const site = (body: object) =>
    created(owner, "/api/field/sites", { clientKey: uuid(), location: "Harbor", supervisor: "Sam Foreman", ...body });
  await site({
    name: "North Site",
    projectId: alpha,
    expectedStartDate: "2026-06-01",
    expectedEndDate: "2026-08-01",
    crewRequired: 10,
    crewAssigned: 6,
  });
  await site({ name: "South Site", crewRequired: 4, crewAssigned: 5 });
  await site({
    name: "Future Site",
    projectId: bravo,
    expectedStartDate: "2026-08-01",
    crewRequired: 9,
    crewAssigned: 0,
  });

  // People: Operations 2 (one on leave), Engineering 1; the Inactive one has left.
  const person = { phone: "555-0101", position: "Hand", startDate: "2020-01-06" };
  const employee = await created(owner, "/api/hr/employees", {
    ...person,
    firstName: "Dana",
    lastName: "Ruiz",
    email: "dana@example.com",
    department: "Operations",
    certifications: [{ name: "First Aid", issuer: "Red Cross", issued: "2024-07-10", expires: "2026-07-10" }],
  });
  await created(owner, "/api/hr/employees", {
    ...person,
    firstName: "Lee",
    lastName: "Park",
    email: "lee@example.com",
    department: "Operations",
    status: "On Leave",
  });
  await created(owner, "/api/hr/employees", {
    ...person,
    firstName: "Ada",
    lastName: "Stone",
    email: "ada@example.com",
    department: "Engineering",
  });
  await created(owner, "/api/hr/employees", {
    ...person,
    firstName: "Old",
    lastName: "Hand",
    email: "old@example.com",
    department: "Safety",
    status: "Inactive",
  });

  // Inspections in the period: Passed, Failed (Rebar spacing), Pending (a warning and a pending item), Needs Review (Curing); one before it.
  const { userId } = await idsOf(suite.t, owner);
  const inspection = (date: string, items: object[]) =>
    created(owner, "/api/quality/inspections", {
      clientKey: uuid(),
      title: `Inspection ${date}`,
      location: "Harbor",
      inspectorId: userId,
      date,
      items,
    });
  await inspection("2026-06-10", [{ name: "Formwork", status: "passed" }]);
  await inspection("2026-06-15", [
    { name: "Formwork", status: "passed" },
    { name: "Rebar spacing", status: "failed" },
  ]);
  await inspection("2026-06-20", [
    { name: "rebar spacing ", status: "warning" },
    { name: "Cover", status: "pending" },
  ]);
  await inspection("2026-06-25", [{ name: "Curing", status: "warning" }]);
  await inspection("2026-05-01", [{ name: "Old", status: "failed" }]);

  // Incidents: an open critical one; a major one resolved; an open minor one.
  const incident = (body: object) =>
    created(owner, "/api/safety/incidents", { clientKey: uuid(), type: "injury", description: "Slipped", ...body });
  const injury = await incident({ location: "Pier deck", date: "2026-06-28", severity: "critical" });
  const resolved = await incident({ location: "Yard", date: "2026-06-12", severity: "major" });
  await moved(owner, `/api/safety/incidents/${resolved}/status`, "Resolved");
  await incident({ location: "Gate", date: "2026-06-14", severity: "minor" });

  // Certifications: safety's expired 11 days ago; quality's expiring in 30 days, and one far off.
  const crane = await created(owner, "/api/safety/certifications", {
    name: "Crane Operator",
    issuingAuthority: "OSHA",
    expiryDate: "2026-06-20",
  });
  const weld = await created(owner, "/api/quality/certifications", {
    name: "Weld Procedure",
    issuingAuthority: "AWS",
    expiryDate: "2026-07-31",
  });
  await created(owner, "/api/quality/certifications", {
    name: "ISO 9001",
    issuingAuthority: "BV",
    expiryDate: "2026-09-01",
  });

  // Stock: Cement out, Sand low, Gravel plenty.
  const item = (name: string, quantity: string) =>
    created(owner, "/api/procurement/items", {
      name,
      category: "Concrete",
      quantity,
      unit: "bags",
      unitPrice: "10",
      location: "Yard",
      reorderPoint: "10",
    });
  const cement = await item("Cement", "0");
  const sand = await item("Sand", "4");
  await item("Gravel", "50");

  return { alpha, bravo, charlie, delta, employee, crane, weld, injury, cement, sand };
}

/** Another organization's records: none of them may count in the owner's figures. */
async function seedStranger(stranger: TestUser): Promise<string> {
  const project = await created(stranger, "/api/projects", {
    name: "Zulu Secret",
    startDate: "2026-06-01",
    endDate: "2026-06-30",
    budget: "100",
    progress: 5,
    status: "In Progress",
  });
  await created(stranger, "/api/finance/transactions", {
    type: "Payment",
    category: "Labor",
    amount: "77777",
    date: "2026-06-05",
    vendor: "Zulu",
    description: "Zulu",
    projectId: project,
  });
  await created(stranger, "/api/gantt/tasks", {
    name: "Zulu task",
    startDate: "2026-06-01",
    endDate: "2026-06-02",
    progress: 0,
    projectId: project,
  });
  await created(stranger, "/api/field/sites", {
    clientKey: uuid(),
    name: "Zulu Site",
    location: "Z",
    supervisor: "Z",
    projectId: project,
    crewRequired: 50,
    crewAssigned: 1,
  });
  await created(stranger, "/api/safety/incidents", {
    clientKey: uuid(),
    type: "injury",
    location: "Zulu deck",
    description: "Zulu",
    date: "2026-06-28",
    severity: "critical",
  });
  await created(stranger, "/api/safety/certifications", { name: "Zulu Cert", expiryDate: "2026-07-02" });
  await created(stranger, "/api/procurement/items", {
    name: "Zulu Sand",
    category: "Concrete",
    quantity: "0",
    unit: "bags",
    unitPrice: "10",
    location: "Yard",
    reorderPoint: "10",
  });
  return project;
}

beforeAll(async () => {
  ids = await seed(suite.owner);
  strangerProject = await seedStranger(suite.stranger);
  viewer = await suite.viewerOf(suite.owner);
}, 120_000);

async function analytics(user: TestUser, query = ""): Promise<AnalyticsAnswer> {
  const res = await suite.as(user).get(`/api/analytics?today=${TODAY}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** By hand: Alpha spent $1,200 + $11,000.50 (the void, the receipt and the transfer count for nothing); Bravo $700 (before the period, still spent). */
const ALPHA_SPENT = 120_000 + 1_100_050;
const BRAVO_SPENT = 70_000;

describe("the analytics figures", () => {
  it("computes the four cards", async () => {
    const a = await analytics(suite.owner);
    expect(a.range).toEqual({ from: "2026-06-02", to: "2026-07-01" });
    expect(a.cards).toEqual({
      // (60 × $10,000 + 20 × $30,000) / $40,000 = 30; Charlie has no budget, Delta is cancelled.
      projectProgress: { percent: 30, projects: 3 },
      // ($12,200.50 + $700) / $40,000 = 32.25 %.
      budgetUtilization: { percent: 32, spentCents: ALPHA_SPENT + BRAVO_SPENT, budgetCents: 4_000_000 },
      // North 6 of 10 and South 5 of 4: 11 / 14 = 78.6 %; Future is not active yet.
      resourceEfficiency: { percent: 79, crewAssigned: 11, crewRequired: 14 },
      // 1 passed of the 4 inspections dated in the period.
      qualityScore: { percent: 25, passed: 1, inspections: 4 },
    });
  });

  it("lists project performance, the furthest behind first", async () => {
    const a = await analytics(suite.owner);
    expect(a.projectPerformance).toEqual([
      {
        id: ids.alpha,
        name: "Alpha Pier",
        status: "In Progress",
        progress: 60,
        expectedProgress: 100,
        scheduleVariance: -40,
        budgetCents: 1_000_000,
        spentCents: ALPHA_SPENT,
        budgetVarianceCents: 1_000_000 - ALPHA_SPENT,
        lateTasks: 1,
      },
      {
        id: ids.bravo,
        name: "Bravo Dock",
        status: "In Progress",
        progress: 20,
        expectedProgress: 33,
        scheduleVariance: -13,
        budgetCents: 3_000_000,
        spentCents: BRAVO_SPENT,
        budgetVarianceCents: 3_000_000 - BRAVO_SPENT,
        lateTasks: 1,
      },
      {
        id: ids.charlie,
        name: "Charlie Yard",
        status: "Planning",
        progress: 0,
        expectedProgress: 0,
        scheduleVariance: 0,
        budgetCents: null,
        spentCents: 0,
        budgetVarianceCents: null,
        lateTasks: 0,
      },
    ]);
  });

  it("allocates crew on today's active sites and people by department", async () => {
    const a = await analytics(suite.owner);
    expect(a.resourceAllocation.sites.map((s) => [s.name, s.projectId, s.crewRequired, s.crewAssigned])).toEqual([
      ["North Site", ids.alpha, 10, 6],
      ["South Site", null, 4, 5],
    ]);
    expect(a.resourceAllocation.people).toEqual([
      { department: "Operations", employees: 2 },
      { department: "Engineering", employees: 1 },
    ]);
  });

  it("analyses the period's costs by category, project and day", async () => {
    const { costAnalysis: c } = await analytics(suite.owner);
    // In the period: $1,200 Labor (Alpha), $11,000.50 Materials (Alpha), $300 Overhead (no project), $250 Materials (Delta).
    expect(c.totalCents).toBe(120_000 + 1_100_050 + 30_000 + 25_000);
    expect(c.byCategory).toEqual([
      { category: "Materials", cents: 1_125_050 },
      { category: "Labor", cents: 120_000 },
      { category: "Equipment", cents: 0 },
      { category: "Overhead", cents: 30_000 },
    ]);
    expect(c.byProject).toEqual([
      { id: ids.alpha, name: "Alpha Pier", cents: ALPHA_SPENT },
      { id: null, name: "No project", cents: 30_000 },
      { id: ids.delta, name: "Delta Old", cents: 25_000 },
    ]);
    expect(c.bucket).toBe("day");
    expect(c.overTime).toHaveLength(30);
    expect(c.overTime[0]).toEqual({ start: "2026-06-02", cents: 0 });
    expect(c.overTime.filter((b) => b.cents > 0)).toEqual([
      { start: "2026-06-05", cents: 145_000 },
      { start: "2026-06-20", cents: 1_100_050 },
      { start: "2026-07-01", cents: 30_000 },
    ]);
    expect(c.overTime.reduce((sum, b) => sum + b.cents, 0)).toBe(c.totalCents);
  });

  it("buckets 90 days by week from Monday and a year's range by month", async () => {
    const weeks = (await analytics(suite.owner, "&period=90days")).costAnalysis;
    // 2026-04-03 to 2026-07-01: from the Monday 2026-03-30 to the week of 2026-06-29, 14 weeks.
    expect(weeks.bucket).toBe("week");
    expect(weeks.overTime).toHaveLength(14);
    expect(weeks.overTime[0]?.start).toBe("2026-03-30");
    // The $700 of 2026-05-15 is in the period now (the week of 2026-05-11).
    expect(weeks.overTime.find((b) => b.start === "2026-05-11")?.cents).toBe(70_000);
    expect(weeks.totalCents).toBe(1_275_050 + 70_000);
    const months = (await analytics(suite.owner, "&period=custom&from=2026-01-15&to=2026-12-31")).costAnalysis;
    expect(months.bucket).toBe("month");
    expect(months.overTime.map((b) => b.start)).toEqual(
      ["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"].map((m) => `2026-${m}-01`),
    );
    expect(months.overTime.find((b) => b.start === "2026-06-01")?.cents).toBe(1_245_050);
  });

  it("measures quality over the period's inspections", async () => {
    const a = await analytics(suite.owner);
    expect(a.qualityMetrics).toEqual({
      inspections: 4,
      passed: 1,
      failed: 1,
      pending: 1,
      needsReview: 1,
      // The failed item, the pending inspection's warning and the one needing review: 3 (the May one is out of the period).
      openDefects: 3,
      commonDefects: [
        { name: "Rebar spacing", count: 2 },
        { name: "Curing", count: 1 },
      ],
    });
  });

  it("lists the risks, high first and then by date, each naming its record", async () => {
    const a = await analytics(suite.owner);
    expect(a.risks.map((r) => [r.kind, r.level, r.module, r.id, r.title, r.detail, r.date])).toEqual([
      ["late_task", "high", "gantt", ids.alpha, "Pour footings", "21 days late · 50% done · Alpha Pier", "2026-06-10"],
      [
        "expiring_certification",
        "high",
        "safety",
        ids.crane,
        "Crane Operator",
        "Expired 11 days ago · OSHA",
        "2026-06-20",
      ],
      [
        "serious_incident",
        "high",
        "safety",
        ids.injury,
        "Critical injury at Pier deck",
        "Under Investigation",
        "2026-06-28",
      ],
      [
        "over_budget",
        "high",
        "projects",
        ids.alpha,
        "Alpha Pier",
        "Spent $12,200.50 of $10,000.00 (122%), $2,200.50 over",
        "2026-06-30",
      ],
      ["low_stock", "high", "procurement", ids.cement, "Cement", "Out of stock", null],
      ["late_task", "medium", "gantt", "", "Loose task", "11 days late · 0% done", "2026-06-20"],
      ["late_task", "medium", "gantt", ids.bravo, "Frame walls", "6 days late · 0% done · Bravo Dock", "2026-06-25"],
      [
        "expiring_certification",
        "medium",
        "hr",
        expect.any(String),
        "First Aid",
        "Expires in 9 days · Dana Ruiz",
        "2026-07-10",
      ],
      [
        "expiring_certification",
        "medium",
        "quality",
        ids.weld,
        "Weld Procedure",
        "Expires in 30 days · AWS",
        "2026-07-31",
      ],
      ["low_stock", "medium", "procurement", ids.sand, "Sand", "Low stock · 4 bags left", null],
    ]);
  });

  it("narrows to the projects chosen; another organization's ids count for nothing", async () => {
    const bravoOnly = await analytics(suite.owner, `&projects=${ids.bravo}`);
    expect(bravoOnly.cards).toEqual({
      projectProgress: { percent: 20, projects: 1 },
      // $700 / $30,000 = 2.3 %.
      budgetUtilization: { percent: 2, spentCents: BRAVO_SPENT, budgetCents: 3_000_000 },
      // Bravo's only site is not active yet.
      resourceEfficiency: { percent: null, crewAssigned: 0, crewRequired: 0 },
      // Inspections, people, incidents, certifications and stock belong to no project: the organization's.
      qualityScore: { percent: 25, passed: 1, inspections: 4 },
    });
    expect(bravoOnly.projectPerformance.map((p) => p.name)).toEqual(["Bravo Dock"]);
    // Bravo paid nothing in the period (a void payment, a receipt, and $700 in May).
    expect(bravoOnly.costAnalysis).toMatchObject({ totalCents: 0, byProject: [] });
    expect(
      bravoOnly.risks.filter((r) => r.kind === "late_task" || r.kind === "over_budget").map((r) => r.title),
    ).toEqual(["Frame walls"]);

    // A cancelled project is in view when named; the stranger's project finds nothing.
    const named = await analytics(suite.owner, `&projects=${ids.delta},${strangerProject}`);
    expect(named.cards.projectProgress).toEqual({ percent: 90, projects: 1 });
    expect(named.costAnalysis.byProject).toEqual([{ id: ids.delta, name: "Delta Old", cents: 25_000 }]);
    const foreign = await analytics(suite.owner, `&projects=${strangerProject}`);
    expect(foreign.cards).toMatchObject({
      projectProgress: { percent: null, projects: 0 },
      budgetUtilization: { percent: null, spentCents: 0, budgetCents: 0 },
      resourceEfficiency: { crewRequired: 0 },
    });
    expect(foreign.projectPerformance).toEqual([]);
    expect(foreign.costAnalysis.totalCents).toBe(0);
  });

  it("never counts another organization's records, and answers it nothing of the owner's", async () => {
    const a = JSON.stringify(await analytics(suite.owner, "&period=90days"));
    for (const secret of ["Zulu", strangerProject, "7777700"]) expect(a).not.toContain(secret);
    const theirs = await analytics(suite.stranger, `&projects=${ids.alpha},${ids.bravo}`);
    expect(theirs.cards.projectProgress.projects).toBe(0);
    expect(theirs.costAnalysis.totalCents).toBe(0);
    const body = JSON.stringify(theirs);
    for (const secret of ["Alpha", "Bravo", "Pour footings", "Cement", "Crane Operator", ids.alpha, ids.bravo])
      expect(body).not.toContain(secret);
    // The stranger's own figures: its one project, its payment, its site.
    const own = await analytics(suite.stranger);
    expect(own.cards).toMatchObject({
      projectProgress: { percent: 5, projects: 1 },
      budgetUtilization: { spentCents: 7_777_700, budgetCents: 10_000 },
      resourceEfficiency: { percent: 2, crewRequired: 50 },
    });
  });

  it("starts empty for a new organization", async () => {
    const fresh = await suite.onPlan("Fresh Analytics Co");
    const a = await analytics(fresh, "&period=7days");
    expect(a.range).toEqual({ from: "2026-06-25", to: "2026-07-01" });
    expect(a.cards).toEqual({
      projectProgress: { percent: null, projects: 0 },
      budgetUtilization: { percent: null, spentCents: 0, budgetCents: 0 },
      resourceEfficiency: { percent: null, crewAssigned: 0, crewRequired: 0 },
      qualityScore: { percent: null, passed: 0, inspections: 0 },
    });
    expect(a.costAnalysis.overTime).toHaveLength(7);
    expect(a.risks).toEqual([]);
  });
});

describe("the query", () => {
  it("refuses a custom range without both ends, reversed or longer than three years, and a missing today", async () => {
    const error = async (query: string) => {
      const res = await suite.as(suite.owner).get(`/api/analytics?${query}`);
      expect(res.statusCode, res.body).toBe(400);
      return (res.json() as { error: { fields: Record<string, string> } }).error.fields;
    };
    expect((await error(`today=${TODAY}&period=custom&from=2026-06-01`)).from).toBe(ANALYTICS_MSG.rangeRequired);
    expect((await error(`today=${TODAY}&period=custom`)).from).toBe(ANALYTICS_MSG.rangeRequired);
    expect((await error(`today=${TODAY}&period=custom&from=2026-06-10&to=2026-06-01`)).from).toBe(
      ANALYTICS_MSG.rangeReversed,
    );
    expect((await error(`today=${TODAY}&period=custom&from=2023-01-01&to=2026-01-05`)).to).toBe(
      ANALYTICS_MSG.rangeTooLong,
    );
    expect(await error("period=30days")).toHaveProperty("today");
    expect(await error(`today=${TODAY}&period=365days`)).toHaveProperty("period");
    const many = Array.from({ length: 101 }, (_, i) => `p${i}`).join(",");
    expect((await error(`today=${TODAY}&projects=${many}`)).projects).toBe(ANALYTICS_MSG.tooManyProjects);
    // A custom range of exactly three years (1,098 days) is taken.
    expect(
      (await suite.as(suite.owner).get(`/api/analytics?today=${TODAY}&period=custom&from=2023-07-01&to=2026-07-02`))
        .statusCode,
    ).toBe(200);
  });

  it("needs a session and the plan", async () => {
    expect((await suite.as(null).get(`/api/analytics?today=${TODAY}`)).statusCode).toBe(401);
    const basic = await signedInUser(suite.t, { companyName: "Basic Analytics Co", plan: "basic" });
    for (const res of [
      await suite.as(basic).get(`/api/analytics?today=${TODAY}`),
      await suite.as(basic).get("/api/analytics/preferences"),
      await suite.as(basic).put("/api/analytics/preferences", { layout: "list" }),
      await suite.as(basic).post(`/api/analytics/export?today=${TODAY}`, { format: "csv" }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe("PLAN_REQUIRED");
    }
  });
});

describe("Customize Dashboard", () => {
  it("answers the defaults until saved, then what the person saved, per person", async () => {
    const defaults = { refreshMinutes: 5, layout: "grid", sections: [...ANALYTICS_SECTIONS] };
    expect((await suite.as(suite.owner).get("/api/analytics/preferences")).json()).toEqual(defaults);
    const saved = await suite.as(suite.owner).put("/api/analytics/preferences", {
      refreshMinutes: 15,
      layout: "compact",
      sections: ["riskAssessment", "costAnalysis", "riskAssessment"],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      refreshMinutes: 15,
      layout: "compact",
      sections: ["riskAssessment", "costAnalysis"],
    });
    expect((await suite.as(suite.owner).get("/api/analytics/preferences")).json()).toEqual({
      refreshMinutes: 15,
      layout: "compact",
      sections: ["riskAssessment", "costAnalysis"],
    });
    // Saving again replaces it; no section at all is a choice too.
    expect(
      (
        await suite
          .as(suite.owner)
          .put("/api/analytics/preferences", { refreshMinutes: 0, layout: "list", sections: [] })
      ).json(),
    ).toEqual({ refreshMinutes: 0, layout: "list", sections: [] });
    // A viewer of the same organization has their own, and may save it.
    expect((await suite.as(viewer).get("/api/analytics/preferences")).json()).toEqual(defaults);
    expect((await suite.as(viewer).put("/api/analytics/preferences", { refreshMinutes: 1 })).json()).toEqual({
      ...defaults,
      refreshMinutes: 1,
    });
    expect((await suite.as(suite.owner).get("/api/analytics/preferences")).json()).toMatchObject({
      refreshMinutes: 0,
      layout: "list",
    });
    expect((await suite.as(suite.stranger).get("/api/analytics/preferences")).json()).toEqual(defaults);
  });

  it("keeps one per organization for someone in two", async () => {
    const both = await suite.onPlan("Two Hats Co", "Tess Twohats");
    const own = await idsOf(suite.t, both);
    const theirs = await idsOf(suite.t, suite.owner);
    expect((await suite.as(both).put("/api/analytics/preferences", { layout: "list" })).statusCode).toBe(200);
    await suite.t.database.db
      .insert(members)
      .values({ id: uuid(), organizationId: theirs.organizationId, userId: own.userId, role: "viewer" });
    const switchTo = async (organizationId: string) =>
      expect((await suite.as(both).post("/api/organizations/active", { organizationId })).statusCode).toBe(200);
    await switchTo(theirs.organizationId);
    expect((await suite.as(both).get("/api/analytics/preferences")).json()).toMatchObject({ layout: "grid" });
    await suite.as(both).put("/api/analytics/preferences", { layout: "compact" });
    await switchTo(own.organizationId);
    expect((await suite.as(both).get("/api/analytics/preferences")).json()).toMatchObject({ layout: "list" });
  });

  it("refuses values the screen does not offer", async () => {
    for (const body of [
      { refreshMinutes: 2 },
      { layout: "masonry" },
      { sections: ["charts"] },
      { sections: "costAnalysis" },
    ]) {
      expect((await suite.as(suite.owner).put("/api/analytics/preferences", body)).statusCode).toBe(400);
    }
  });
});

describe("Export Analytics Report", () => {
  const exported = (user: TestUser, format: string, query = "") =>
    suite.as(user).post(`/api/analytics/export?today=${TODAY}${query}`, { format });

  it("draws the same figures as a PDF, a workbook and a CSV, named by the range; a viewer may export", async () => {
    const a = await analytics(viewer);
    expect(a).toEqual(await analytics(suite.owner));

    const pdf = await exported(viewer, "pdf");
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(
      'attachment; filename="analytics-report-2026-06-02-to-2026-07-01.pdf"',
    );
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      "Analytics Report",
      "Owner Builders",
      "Jun 2, 2026 – Jul 1, 2026 · All projects",
      "Project Performance",
      "Alpha Pier",
      "$12,200.50",
      "Crane Operator",
      "Critical injury at Pier deck",
      "Rebar spacing",
      "North Site",
      "Operations",
      "Page 1 of",
    ]) {
      expect(text).toContain(expected);
    }
    // The figures side by side: pdf.js may split a large figure's text in two runs.
    const figures = text.replace(/\s+/g, "");
    for (const expected of [
      "ProjectProgress(%)30",
      "BudgetUtilization(%)32",
      "ResourceEfficiency(%)79",
      "QualityScore(%)25",
      "SpentonBudgetedProjects$12,900.50",
      "TheirBudgets$40,000.00",
      "SpentinPeriod$12,750.50",
    ]) {
      expect(figures).toContain(expected);
    }

    const xlsx = await exported(viewer, "excel");
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-disposition"]).toBe(
      'attachment; filename="analytics-report-2026-06-02-to-2026-07-01.xlsx"',
    );
    const sheets = xlsxSheets(xlsx.rawPayload);
    expect(Object.keys(sheets)).toEqual([
      "Summary",
      "Project Performance",
      "Crew by Site",
      "People by Department",
      "Cost by Category",
      "Cost by Project",
      "Cost by Day",
      "Quality Metrics",
      "Common Defects",
      "Risk Assessment",
    ]);
    expect(sheets.Summary).toEqual(
      expect.arrayContaining([
        ["Project Progress (%)", a.cards.projectProgress.percent],
        ["Budget Utilization (%)", a.cards.budgetUtilization.percent],
        ["Resource Efficiency (%)", a.cards.resourceEfficiency.percent],
        ["Quality Score (%)", a.cards.qualityScore.percent],
        ["Spent on Budgeted Projects", a.cards.budgetUtilization.spentCents / 100],
        ["Their Budgets", a.cards.budgetUtilization.budgetCents / 100],
        ["Spent in Period", a.costAnalysis.totalCents / 100],
      ]),
    );
    expect(sheets["Project Performance"]?.slice(1).map((r) => [r[0], r[5], r[6], r[7], r[8]])).toEqual(
      a.projectPerformance.map((p) => [
        p.name,
        p.budgetCents === null ? null : p.budgetCents / 100,
        p.spentCents / 100,
        p.budgetVarianceCents === null ? null : p.budgetVarianceCents / 100,
        p.lateTasks,
      ]),
    );
    expect(sheets["Cost by Category"]?.slice(1)).toEqual(
      a.costAnalysis.byCategory.map((c) => [c.category, c.cents / 100]),
    );
    expect(sheets["Cost by Project"]?.slice(1)).toEqual(a.costAnalysis.byProject.map((p) => [p.name, p.cents / 100]));
    expect(sheets["Cost by Day"]?.slice(1).map((r) => r[1])).toEqual(a.costAnalysis.overTime.map((b) => b.cents / 100));
    expect(sheets["Crew by Site"]?.slice(1)).toEqual(
      a.resourceAllocation.sites.map((s) => [s.name, s.crewRequired, s.crewAssigned]),
    );
    expect(sheets["Risk Assessment"]?.slice(1).map((r) => r[2])).toEqual(a.risks.map((r) => r.title));

    const csv = await exported(viewer, "csv");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe(
      'attachment; filename="analytics-report-2026-06-02-to-2026-07-01.csv"',
    );
    const rows = fromCsv(csv.body);
    const value = (section: string, item: string, measure: string) =>
      rows.find((r) => r[0] === section && r[1] === item && r[2] === measure)?.[3];
    expect(rows[0]).toEqual(["Section", "Item", "Measure", "Value"]);
    expect(value("Cards", "Project Progress", "Percent")).toBe(String(a.cards.projectProgress.percent));
    expect(value("Cards", "Budget Utilization", "Spent (USD)")).toBe("12900.50");
    expect(value("Cards", "Budget Utilization", "Budget (USD)")).toBe("40000");
    expect(value("Cards", "Resource Efficiency", "Percent")).toBe("79");
    expect(value("Cards", "Quality Score", "Percent")).toBe("25");
    expect(value("Project Performance", "Alpha Pier", "Budget Variance (USD)")).toBe("-2200.50");
    expect(value("Project Performance", "Bravo Dock", "Expected Progress (%)")).toBe("33");
    expect(value("Cost Analysis", "Total", "Spent (USD)")).toBe("12750.50");
    expect(value("Cost Analysis", "Category: Materials", "Spent (USD)")).toBe("11250.50");
    expect(value("Cost Analysis", "Day 2026-06-20", "Spent (USD)")).toBe("11000.50");
    expect(value("Quality Metrics", "Inspections", "Open Defects")).toBe("3");
    expect(value("Quality Metrics", "Defect: Rebar spacing", "Times")).toBe("2");
    expect(rows.filter((r) => r[0] === "Risk Assessment").map((r) => r[1])).toEqual(a.risks.map((r) => r.title));
  });

  it("exports the filters asked for, and refuses what the figures refuse", async () => {
    const csv = await exported(
      suite.owner,
      "csv",
      `&period=custom&from=2026-06-01&to=2026-06-30&projects=${ids.bravo}`,
    );
    expect(csv.headers["content-disposition"]).toBe(
      'attachment; filename="analytics-report-2026-06-01-to-2026-06-30.csv"',
    );
    const rows = fromCsv(csv.body);
    expect(rows.filter((r) => r[0] === "Project Performance" && r[2] === "Status").map((r) => r[1])).toEqual([
      "Bravo Dock",
    ]);
    const pdf = await exported(suite.owner, "pdf", `&projects=${ids.bravo}`);
    expect(await pdfText(pdf.rawPayload)).toContain("1 project chosen");
    expect((await exported(suite.owner, "word")).statusCode).toBe(400);
    expect((await exported(suite.owner, "pdf", "&period=custom")).statusCode).toBe(400);
  });
});
