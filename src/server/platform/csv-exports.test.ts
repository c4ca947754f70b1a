/**
 * Issue 25, finding 1: every CSV the product exports, read the way a tool that ignores quotes reads it. Records
 * whose text holds a formula trigger after a separator (`a;=1+1;b`) go into every export; each file is then split
 * on comma, semicolon, tab and bar, with its quotes honoured and without, and no cell that came from typed text
 * may start with = + - or @ (decision 22). The list of exports is checked against the OpenAPI document, so a new
 * CSV route fails here until it is added.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { as, createTestApp, idsOf, signedInUser, type TestApp, type TestUser } from "../testing/test-app.ts";
import { operationsOf, type OpenApiDoc } from "../testing/openapi-doc.ts";

const TODAY = "2026-07-01";
/** The review's values: a trigger after each separator a reader may split on. */
const TYPED = ["a;=1+1;b", "x,@SUM(A1)", "t\t+1", "p|-2"] as const;
/** Every one of them in one text, after a word so that the field itself does not start with a trigger. */
const typed = (label: string) => `${label} ${TYPED.join(" ")}`;

let t: TestApp;
let owner: TestUser;

async function created(url: string, body: object): Promise<string> {
  const res = await as(t, owner).post(url, body);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
  return (res.json() as { id: string }).id;
}

/** Each CSV export: how to get it, after the records below exist. */
const EXPORTS: Record<string, () => Promise<string>> = {
  "GET /api/contracts/reports/{id}/csv": async () =>
    `/api/contracts/reports/${await created("/api/contracts/reports", { today: TODAY })}/csv`,
  "GET /api/finance/reports/{id}/csv": async () =>
    `/api/finance/reports/${await created("/api/finance/reports", { today: TODAY })}/csv`,
  "GET /api/procurement/reports/{id}/csv": async () =>
    `/api/procurement/reports/${await created("/api/procurement/reports", { today: TODAY })}/csv`,
  "GET /api/hr/reports/{id}/csv": async () =>
    `/api/hr/reports/${await created("/api/hr/reports", { today: TODAY })}/csv`,
  "GET /api/safety/reports/{id}/csv": async () =>
    `/api/safety/reports/${await created("/api/safety/reports", { title: typed("Review"), from: "2026-06-01", to: "2026-06-30", today: TODAY })}/csv`,
  "POST /api/analytics/export": async () => `/api/analytics/export?today=${TODAY}`,
  "GET /api/time-clock/payroll/csv": approvedPayroll,
};

/**
 * The time clock's payroll of last week (approved weeks only): the owner, an employee whose classification is
 * typed text, clocks a shift at a new site; an admin (the owner) approves it.
 */
async function approvedPayroll(): Promise<string> {
  const { userId } = await idsOf(t, owner);
  const employee = await created("/api/hr/employees", {
    firstName: "Olive",
    lastName: "Owner",
    email: "olive@example.com",
    phone: "555-0102",
    position: "Carpenter",
    department: "Operations",
    startDate: "2020-01-06",
    classification: typed("Carpenter"),
    hourlyRate: "40",
  });
  expect((await as(t, owner).put(`/api/hr/employees/${employee}/user`, { userId })).statusCode).toBe(200);
  const siteId = await created("/api/field/sites", {
    clientKey: crypto.randomUUID(),
    name: "Payroll Yard",
    location: "1 Yard Road",
    supervisor: "Sam",
  });
  const clock = (await as(t, owner).get("/api/time-clock/clock")).json() as { costCodes: { id: string }[] };
  // Last week's Tuesday (weeks from Monday), 8 to 16 UTC.
  const now = new Date();
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7) - 7);
  const at = (hour: number) => new Date(monday.getTime() + 86_400_000 + hour * 3_600_000).toISOString();
  const punch = (kind: string, hour: number, extra: object = {}) =>
    created("/api/time-clock/punches", {
      clientKey: crypto.randomUUID(),
      kind,
      at: at(hour),
      utcOffsetMin: 0,
      ...extra,
    });
  await punch("in", 8, { siteId, costCodeId: clock.costCodes[0]?.id });
  await punch("out", 16);
  const week = monday.toISOString().slice(0, 10);
  const approved = await as(t, owner).post(`/api/time-clock/timesheets/${userId}/approve`, { week });
  expect(approved.statusCode, approved.body).toBe(200);
  const end = new Date(monday.getTime() + 6 * 86_400_000).toISOString().slice(0, 10);
  return `/api/time-clock/payroll/csv?from=${week}&to=${end}`;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t, { companyName: "Quote Builders", plan: "enterprise" });
  const projectId = await created("/api/projects", {
    name: typed("Pier"),
    startDate: "2026-06-01",
    endDate: "2026-06-30",
    budget: "1000",
    progress: 10,
    status: "In Progress",
  });
  await created("/api/contracts", {
    name: typed("Kiosk"),
    clientName: typed("Client"),
    contractType: "Other",
    startDate: "2026-06-01",
    value: typed("250k"),
    projectId,
  });
  await created("/api/finance/transactions", {
    type: "Payment",
    category: "Labor",
    amount: "1200",
    date: "2026-06-05",
    vendor: typed("Vendor"),
    description: typed("Work"),
    reference: typed("Ref"),
    projectId,
  });
  const supplierId = await created("/api/procurement/suppliers", {
    name: typed("Supply"),
    email: "supply@example.com",
  });
  await created("/api/procurement/items", {
    name: typed("Cement"),
    sku: typed("SKU"),
    category: typed("Concrete"),
    quantity: "10",
    unit: "bags;=1",
    unitPrice: "12",
    location: typed("Yard"),
    supplierId,
  });
  await created("/api/hr/employees", {
    firstName: typed("Dana"),
    lastName: typed("Ruiz"),
    email: "dana@example.com",
    phone: "555-0101",
    position: typed("Hand"),
    department: "Operations",
    startDate: "2020-01-06",
    supervisor: typed("Sam"),
  });
  const incident = {
    clientKey: crypto.randomUUID(),
    type: "injury",
    location: typed("Deck"),
    description: typed("Slipped"),
    date: "2026-06-28",
    severity: "critical",
  };
  await created("/api/safety/incidents", incident);
  await created("/api/field/sites", {
    clientKey: crypto.randomUUID(),
    name: typed("North"),
    location: typed("Harbor"),
    supervisor: typed("Foreman"),
    projectId,
    crewRequired: 4,
    crewAssigned: 2,
  });
  const { userId } = await idsOf(t, owner);
  await created("/api/quality/inspections", {
    clientKey: crypto.randomUUID(),
    title: typed("Inspection"),
    location: typed("Harbor"),
    inspectorId: userId,
    date: "2026-06-15",
    items: [{ name: typed("Rebar"), status: "failed" }],
  });
  await created("/api/safety/certifications", {
    name: typed("Crane"),
    issuingAuthority: typed("OSHA"),
    expiryDate: "2026-06-20",
  });
}, 120_000);
afterAll(() => t.close());

/** The file an export answers, checked to be a CSV. */
async function download(operation: string): Promise<string> {
  const make = EXPORTS[operation];
  if (!make) throw new Error(`no way to export ${operation}`);
  const url = await make();
  const res = operation.startsWith("POST ")
    ? await as(t, owner).post(url, { format: "csv" })
    : await as(t, owner).get(url);
  expect(res.statusCode, `${operation}: ${res.body}`).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^text\/csv/);
  return res.body.replace(/^\uFEFF/, "");
}

const TRIGGER = /^[=+\-@]/;
/** A number the writer wrote as one (amounts, counts, percents): never typed text. */
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * The cells a reader finds that start with a formula trigger. With quotes honoured, a cell is a whole field (a
 * genuine number, -12.50, is allowed); without, every line is cut at each separator (a quoted number keeps its
 * quote, so it never counts), and the cell read as a spreadsheet would, leading spaces trimmed.
 */
function formulaCells(csv: string): string[] {
  const found: string[] = [];
  const fields = parse(csv, { delimiter: "," }) as string[][];
  for (const field of fields.flat())
    if (TRIGGER.test(field.trimStart()) && !NUMBER.test(field)) found.push(`quoted: ${JSON.stringify(field)}`);
  for (const separator of [",", ";", "\t", "|", /[,;\t|]/]) {
    for (const line of csv.split(/\r?\n/)) {
      for (const cell of line.split(separator))
        if (TRIGGER.test(cell.trimStart()))
          found.push(`split on ${JSON.stringify(String(separator))}: ${JSON.stringify(cell)}`);
    }
  }
  return found;
}

describe("every CSV export, read by a tool that ignores quotes", () => {
  it("covers every CSV export the OpenAPI document lists", async () => {
    const doc: OpenApiDoc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const raw = doc as unknown as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>>;
    };
    const csvOperations = operationsOf(doc)
      .filter((op) => {
        const responses = raw.paths[op.path]?.[op.method.toLowerCase()]?.responses ?? {};
        const types = Object.values(responses).flatMap((r) => Object.keys(r.content ?? {}));
        return op.path.endsWith("/csv") || types.some((type) => type.startsWith("text/csv"));
      })
      .map((op) => `${op.method} ${op.path}`);
    expect(csvOperations.sort()).toEqual(Object.keys(EXPORTS).sort());
  });

  it.each(Object.keys(EXPORTS))(
    "%s: no cell starting with = + - or @ from typed text, however the file is split",
    async (operation) => {
      const csv = await download(operation);
      // The typed text is in the file (else the check below proves nothing).
      expect(csv).toMatch(/a;'?=1\+1;b/);
      expect(formulaCells(csv)).toEqual([]);
    },
  );
});
