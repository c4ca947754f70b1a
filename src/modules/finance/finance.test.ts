import { describe, expect, it } from "vitest";
import { COST_CODE_MSG } from "../../shared/cost-code-messages.ts";
import { signedInUser, type TestUser } from "../../server/testing/test-app.ts";
import { moduleSuite } from "../../server/testing/module-suite.ts";
import { PLAN_REQUIRED } from "../../shared/plan-required.ts";
import type {
  FinanceReport,
  FinanceSummary,
  ProjectFinancials,
  ProjectFinancialsList,
  Transaction,
  TransactionList,
} from "./finance.contract.ts";
import { pdfText, xlsxSheets } from "../../server/testing/report-files.ts";
import { FINANCE_MSG } from "./finance.constants.ts";

/** Finance comes with the Professional plan (decision 17). */
const suite = moduleSuite({ plan: "professional" });

const base = {
  type: "Payment",
  category: "Materials",
  amount: "1,250.50",
  date: "2026-03-02",
  vendor: "Harbor Lumber",
  description: "Framing lumber",
};

async function record(user: TestUser, body: object = base): Promise<Transaction> {
  const res = await suite.as(user).post("/api/finance/transactions", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function move(user: TestUser, id: string, status: string) {
  return suite.as(user).post(`/api/finance/transactions/${id}/status`, { status });
}

async function project(user: TestUser, name: string, budget: string | null): Promise<string> {
  const res = await suite
    .as(user)
    .post("/api/projects", { name, startDate: "2026-01-01", endDate: "2026-12-31", budget });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

describe("recording a transaction", () => {
  it("starts Pending, keeps every field and reads the amount as typed, in cents", async () => {
    const tx = await record(suite.owner, { ...base, reference: "INV-88" });
    expect(tx).toMatchObject({
      type: "Payment",
      category: "Materials",
      amountCents: 125_050,
      date: "2026-03-02",
      vendor: "Harbor Lumber",
      description: "Framing lumber",
      reference: "INV-88",
      status: "Pending",
      project: null,
    });
    expect(tx.createdBy?.fullName).toBe("Olivia Owner");
    expect((await suite.as(suite.owner).get(`/api/finance/transactions/${tx.id}`)).json()).toEqual(tx);
    expect((await record(suite.owner, { ...base, amount: "$2.5k" })).amountCents).toBe(250_000);
    expect((await record(suite.owner, { ...base, amount: 99.99 })).amountCents).toBe(9_999);
  });

  it("answers the spec's required-fields message for each missing field, on that field", async () => {
    for (const missing of ["type", "category", "amount", "date", "vendor", "description"] as const) {
      const body: Record<string, string> = { ...base };
      delete body[missing];
      const res = await suite.as(suite.owner).post("/api/finance/transactions", body);
      expect(res.statusCode, missing).toBe(400);
      expect(res.json().error.fields[missing]).toBe(FINANCE_MSG.missingFields);
    }
    const blank = await suite.as(suite.owner).post("/api/finance/transactions", { ...base, vendor: "  ", amount: "" });
    expect(blank.json().error.fields).toMatchObject({
      vendor: FINANCE_MSG.missingFields,
      amount: FINANCE_MSG.missingFields,
    });
  });

  it("refuses an amount that is not money above zero, an unknown type or category, and another organization's project", async () => {
    for (const amount of ["0", "-5", "about 300", "abc", 0, 100_000_000_000]) {
      const res = await suite.as(suite.owner).post("/api/finance/transactions", { ...base, amount });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().error.fields.amount).toBe(FINANCE_MSG.amountInvalid);
    }
    const type = await suite.as(suite.owner).post("/api/finance/transactions", { ...base, type: "Gift" });
    expect(type.json().error.fields.type).toMatch(/^Choose a type/);
    const category = await suite.as(suite.owner).post("/api/finance/transactions", { ...base, category: "Snacks" });
    expect(category.json().error.fields.category).toMatch(/^Choose a category/);
    const theirs = await project(suite.stranger, "Their Tower", "100000");
    const foreign = await suite.as(suite.owner).post("/api/finance/transactions", { ...base, projectId: theirs });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields.projectId).toBe(FINANCE_MSG.unknownProject);
  });
});

describe("status, editing and deleting", () => {
  it("moves Pending to Cleared and Cleared to Void, and refuses any other move with 409", async () => {
    const tx = await record(suite.owner);
    expect((await move(suite.owner, tx.id, "Cleared")).json().status).toBe("Cleared");
    const back = await move(suite.owner, tx.id, "Pending");
    expect(back.statusCode).toBe(409);
    expect(back.json().error.message).toBe(FINANCE_MSG.statusMove("Cleared", "Pending"));
    expect((await move(suite.owner, tx.id, "Void")).json().status).toBe("Void");
    expect((await move(suite.owner, tx.id, "Cleared")).statusCode).toBe(409);
    expect((await move(suite.owner, (await record(suite.owner)).id, "Void")).json().status).toBe("Void");
    expect((await move(suite.owner, tx.id, "Lost")).statusCode).toBe(400);
  });

  it("edits and deletes only pending transactions; a cleared or void one stays as recorded", async () => {
    const tx = await record(suite.owner);
    const edited = await suite
      .as(suite.owner)
      .put(`/api/finance/transactions/${tx.id}`, { ...base, amount: "300", vendor: "Bay Steel" });
    expect(edited.json()).toMatchObject({ amountCents: 30_000, vendor: "Bay Steel", status: "Pending" });
    await move(suite.owner, tx.id, "Cleared");
    const locked = await suite.as(suite.owner).put(`/api/finance/transactions/${tx.id}`, { ...base, amount: "1" });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toBe(FINANCE_MSG.lockedEdit);
    const kept = await suite.as(suite.owner).delete(`/api/finance/transactions/${tx.id}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().error.message).toBe(FINANCE_MSG.lockedDelete);
    expect((await suite.as(suite.owner).get(`/api/finance/transactions/${tx.id}`)).json().amountCents).toBe(30_000);

    const pending = await record(suite.owner);
    expect((await suite.as(suite.owner).delete(`/api/finance/transactions/${pending.id}`)).json()).toEqual({
      id: pending.id,
      deleted: true,
    });
    expect((await suite.as(suite.owner).get(`/api/finance/transactions/${pending.id}`)).statusCode).toBe(404);
  });

  it("a bad edit changes nothing", async () => {
    const tx = await record(suite.owner);
    expect(
      (
        await suite
          .as(suite.owner)
          .put(`/api/finance/transactions/${tx.id}`, { ...base, amount: "nope", vendor: "Changed" })
      ).statusCode,
    ).toBe(400);
    expect((await suite.as(suite.owner).get(`/api/finance/transactions/${tx.id}`)).json()).toEqual(tx);
  });
});

describe("cost code and cost type (job costing)", () => {
  type Code = { id: string; code: string; name: string; active: boolean };
  const codesOf = async (user: TestUser): Promise<Code[]> =>
    (await suite.as(user).get("/api/job-finance/cost-codes")).json().costCodes;
  const named = (codes: Code[], code: string): Code => {
    const found = codes.find((c) => c.code === code);
    if (!found) throw new Error(`no cost code ${code}`);
    return found;
  };

  it("are set, changed and cleared with the transaction, and answered with the code's text and name", async () => {
    const user = await suite.onPlan("Cost Code Books");
    const codes = await codesOf(user);
    const concrete = named(codes, "03 00 00");
    const metals = named(codes, "05 00 00");
    const created = await record(user, { ...base, costCodeId: concrete.id, costType: "material" });
    expect(created).toMatchObject({
      costCode: { id: concrete.id, code: "03 00 00", name: "Concrete" },
      costType: "material",
    });
    expect((await suite.as(user).get(`/api/finance/transactions/${created.id}`)).json()).toEqual(created);
    const listed: TransactionList = (await suite.as(user).get("/api/finance/transactions")).json();
    expect(listed.transactions.find((t) => t.id === created.id)?.costCode?.code).toBe("03 00 00");

    const url = `/api/finance/transactions/${created.id}`;
    const changed = await suite.as(user).put(url, { ...base, costCodeId: metals.id, costType: "subcontract" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ costCode: { code: "05 00 00", name: "Metals" }, costType: "subcontract" });
    // A type without a code, and a code without a type.
    expect((await suite.as(user).put(url, { ...base, costType: "labor" })).json()).toMatchObject({
      costCode: null,
      costType: "labor",
    });
    expect((await suite.as(user).put(url, { ...base, costCodeId: metals.id, costType: null })).json()).toMatchObject({
      costCode: { id: metals.id },
      costType: null,
    });
    const cleared = await suite.as(user).put(url, { ...base, costCodeId: null, costType: null });
    expect(cleared.json()).toMatchObject({ costCode: null, costType: null });
    expect((await record(user)).costCode).toBeNull();
  });

  it("refuses another organization's code, an unknown one, a code out of use on a new transaction and an unknown type, with 400 on the field", async () => {
    const user = await suite.onPlan("Cost Code Walls");
    const [theirs] = await codesOf(suite.stranger);
    const foreign = await suite.as(user).post("/api/finance/transactions", { ...base, costCodeId: theirs?.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toMatchObject({
      message: COST_CODE_MSG.unknown,
      fields: { costCodeId: COST_CODE_MSG.unknown },
    });
    const unknown = await suite.as(user).post("/api/finance/transactions", { ...base, costCodeId: "no-such-code" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.costCodeId).toBe(COST_CODE_MSG.unknown);
    const badType = await suite.as(user).post("/api/finance/transactions", { ...base, costType: "snacks" });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error.fields.costType).toBe(COST_CODE_MSG.typeInvalid);

    // A code taken out of use stays on the transaction that has it, and is refused on a new one.
    const concrete = named(await codesOf(user), "03 00 00");
    const kept = await record(user, { ...base, costCodeId: concrete.id });
    await suite.as(user).patch(`/api/job-finance/cost-codes/${concrete.id}`, { active: false });
    const edited = await suite
      .as(user)
      .put(`/api/finance/transactions/${kept.id}`, { ...base, vendor: "Still Concrete", costCodeId: concrete.id });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().costCode).toMatchObject({ code: "03 00 00" });
    const refused = await suite.as(user).post("/api/finance/transactions", { ...base, costCodeId: concrete.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.costCodeId).toBe(COST_CODE_MSG.inactive("03 00 00"));
    // Another organization's transaction with a code is not found, whatever the code.
    expect((await suite.as(suite.stranger).put(`/api/finance/transactions/${kept.id}`, base)).statusCode).toBe(404);
  });
});

describe("the list", () => {
  it("is newest date first, filtered by text, type, category, status, project and period, and paged", async () => {
    const user = await suite.onPlan("List Co");
    const tower = await project(user, "Tower", null);
    const made: Transaction[] = [];
    for (let day = 1; day <= 7; day++) {
      made.push(
        await record(user, {
          ...base,
          date: `2026-04-0${day}`,
          type: day % 2 ? "Payment" : "Receipt",
          category: day <= 3 ? "Labor" : "Equipment",
          vendor: day === 5 ? "Crane Hire Ltd" : "Vendor",
          reference: day === 6 ? "PO-6%" : "",
          projectId: day >= 6 ? tower : null,
        }),
      );
    }
    await move(user, made[0]?.id ?? "", "Cleared");
    const list = async (query: string): Promise<TransactionList> => {
      const res = await suite.as(user).get(`/api/finance/transactions${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const dates = (l: TransactionList) => l.transactions.map((x) => x.date.slice(-2));
    expect(dates(await list(""))).toEqual(["07", "06", "05", "04", "03", "02", "01"]);
    expect(dates(await list("?q=crane"))).toEqual(["05"]);
    expect(dates(await list("?q=6%25"))).toEqual(["06"]);
    expect(dates(await list("?type=Receipt"))).toEqual(["06", "04", "02"]);
    expect(dates(await list("?category=Labor&status=Pending"))).toEqual(["03", "02"]);
    expect(dates(await list(`?projectId=${tower}`))).toEqual(["07", "06"]);
    expect(dates(await list("?from=2026-04-03&to=2026-04-05"))).toEqual(["05", "04", "03"]);

    const first = await list("?limit=3");
    expect(dates(first)).toEqual(["07", "06", "05"]);
    const second = await list(`?limit=3&cursor=${first.nextCursor}`);
    const third = await list(`?limit=3&cursor=${second.nextCursor}`);
    expect([...dates(second), ...dates(third)]).toEqual(["04", "03", "02", "01"]);
    expect(third.nextCursor).toBeNull();

    const backwards = await suite.as(user).get("/api/finance/transactions?from=2026-05-01&to=2026-04-01");
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields.to).toBe(FINANCE_MSG.periodOrder);
    expect((await suite.as(user).get("/api/finance/transactions?cursor=garbage")).statusCode).toBe(400);
  });
});

describe("the summary cards and project financials", () => {
  it("count cleared income and expenses, net and pending; a void transaction counts for nothing", async () => {
    const user = await suite.onPlan("Summary Co");
    const paid = await record(user, { ...base, amount: "400" });
    const received = await record(user, { ...base, type: "Receipt", amount: "1000" });
    const voided = await record(user, { ...base, type: "Receipt", amount: "5000" });
    await record(user, { ...base, amount: "75", date: "2026-05-01" });
    await record(user, { ...base, type: "Transfer", amount: "20" });
    for (const id of [paid.id, received.id, voided.id]) await move(user, id, "Cleared");
    await move(user, voided.id, "Void");
    const summary: FinanceSummary = (await suite.as(user).get("/api/finance/summary")).json();
    expect(summary).toEqual({
      incomeCents: 100_000,
      expensesCents: 40_000,
      netCents: 60_000,
      pendingCents: 9_500,
      pendingCount: 2,
    });
    const march: FinanceSummary = (
      await suite.as(user).get("/api/finance/summary?from=2026-03-01&to=2026-03-31")
    ).json();
    expect(march).toMatchObject({ pendingCents: 2_000, pendingCount: 1 });
    expect((await suite.as(user).get("/api/overview?today=2026-03-02")).json().totalRevenue).toBe(1000);
  });

  it("give each project its budget, spent, received, remaining and share used, flagged at 90 % and over 100 %", async () => {
    const user = await suite.onPlan("Projects Co");
    const [alpha, beta, gamma] = [
      await project(user, "Alpha", "10000"),
      await project(user, "Beta", "1000"),
      await project(user, "Gamma", null),
    ];
    await record(user, { ...base, amount: "9000", projectId: alpha });
    const voided = await record(user, { ...base, amount: "5000", projectId: alpha });
    await move(user, voided.id, "Void");
    await record(user, { ...base, type: "Receipt", amount: "2500", projectId: alpha });
    await record(user, { ...base, amount: "1000.01", projectId: beta });
    await record(user, { ...base, amount: "50", projectId: gamma });
    const all: ProjectFinancialsList = (await suite.as(user).get("/api/finance/projects")).json();
    expect(all.truncated).toBe(false);
    expect(
      all.projects.map((p) => [
        p.project.name,
        p.budgetCents,
        p.spentCents,
        p.receivedCents,
        p.remainingCents,
        p.percentUsed,
        p.flag,
      ]),
    ).toEqual([
      ["Alpha", 1_000_000, 900_000, 250_000, 100_000, 90, "warning"],
      ["Beta", 100_000, 100_001, 0, -1, 100, "over"],
      ["Gamma", null, 5_000, 0, null, null, "none"],
    ]);
    const one: ProjectFinancials = (await suite.as(user).get(`/api/finance/projects/${alpha}`)).json();
    expect(one).toEqual(all.projects[0]);
    expect((await suite.as(suite.stranger).get(`/api/finance/projects/${alpha}`)).statusCode).toBe(404);
  });
});

describe("project totals kept with every write", () => {
  it("follow edits, moves between projects, voids, deletes and a burst of concurrent records", async () => {
    const user = await suite.onPlan("Totals Co");
    const [a, b] = [await project(user, "A", "1000"), await project(user, "B", "1000")];
    const figures = async (id: string) => {
      const f: ProjectFinancials = (await suite.as(user).get(`/api/finance/projects/${id}`)).json();
      return [f.spentCents, f.receivedCents];
    };
    const paid = await record(user, { ...base, amount: "100", projectId: a });
    await suite.as(user).put(`/api/finance/transactions/${paid.id}`, { ...base, amount: "150", projectId: b });
    const got = await record(user, { ...base, type: "Receipt", amount: "50", projectId: a });
    await move(user, got.id, "Cleared");
    expect(await figures(a)).toEqual([0, 5_000]);
    await move(user, got.id, "Void");
    const gone = await record(user, { ...base, amount: "30", projectId: a });
    await suite.as(user).delete(`/api/finance/transactions/${gone.id}`);
    const moved = await record(user, { ...base, type: "Transfer", amount: "70", projectId: a });
    await suite
      .as(user)
      .put(`/api/finance/transactions/${moved.id}`, { ...base, type: "Payment", amount: "70", projectId: a });
    expect(await figures(a)).toEqual([7_000, 0]);
    expect(await figures(b)).toEqual([15_000, 0]);
    await Promise.all(Array.from({ length: 20 }, () => record(user, { ...base, amount: "1", projectId: b })));
    expect(await figures(b)).toEqual([17_000, 0]);
  });
});

describe("importing a bank export", () => {
  const csv = (lines: string[]) => lines.join("\n");

  it("previews what it would create and refuses bad rows with their line and reason; importing creates all of them or none", async () => {
    const user = await suite.onPlan("Import Co");
    await project(user, "Harbor Tower", "50000");
    const file = csv([
      "Date,Description,Amount,Project",
      "03/05/2026,HOME DEPOT #123,-84.20,Harbor Tower",
      "03/06/2026,DEPOSIT CITY OF HARBOR,5000.00,",
      "03/07/2026,MYSTERY,12.00,Atlantis",
      "not a date,FEE,-1.00,",
    ]);
    const preview = await suite
      .as(user)
      .post("/api/finance/imports/preview", { csv: file, defaultCategory: "Materials" });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(
      preview
        .json()
        .rows.map((r: { line: number; type: string; amountCents: number; project: { name: string } | null }) => [
          r.line,
          r.type,
          r.amountCents,
          r.project?.name ?? null,
        ]),
    ).toEqual([
      [2, "Payment", 8_420, "Harbor Tower"],
      [3, "Receipt", 500_000, null],
    ]);
    expect(preview.json().refused).toEqual([
      { line: 4, reason: 'No project is named "Atlantis".' },
      { line: 5, reason: expect.stringMatching(/not a date/) },
    ]);
    expect(
      ((await suite.as(user).get("/api/finance/transactions")).json() as TransactionList).transactions,
    ).toHaveLength(0);

    const done = await suite.as(user).post("/api/finance/imports", { csv: file, defaultCategory: "Materials" });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({ imported: 2, refused: [{ line: 4 }, { line: 5 }] });
    const listed: TransactionList = (await suite.as(user).get("/api/finance/transactions")).json();
    expect(listed.transactions.map((x) => [x.vendor, x.status, x.category])).toEqual([
      ["DEPOSIT CITY OF HARBOR", "Pending", "Materials"],
      ["HOME DEPOT #123", "Pending", "Materials"],
    ]);
  });

  it("refuses a file it cannot read, one without Date and Amount, and one where every row is refused, storing nothing", async () => {
    const user = await suite.onPlan("Import Refusals Co");
    for (const [body, pattern] of [
      [{ csv: 'Date,Amount\n"2026-01-01,5' }, /could not be read as CSV/],
      [{ csv: "When,How much\n2026-01-01,5" }, /Date and an Amount/],
      [{ csv: "Date,Amount,Payee\n2026-01-01,-5,A" }, /Nothing to import/],
      [{ csv: "" }, /Choose a CSV file/],
    ] as const) {
      const res = await suite.as(user).post("/api/finance/imports", body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toMatch(pattern);
    }
    expect(
      ((await suite.as(user).get("/api/finance/transactions")).json() as TransactionList).transactions,
    ).toHaveLength(0);
  });

  it("is a write: a viewer is refused", async () => {
    const viewer = await suite.viewerOf(suite.owner, "Ivan Viewer");
    expect(
      (await suite.as(viewer).post("/api/finance/imports/preview", { csv: "Date,Amount\n2026-01-01,5" })).statusCode,
    ).toBe(403);
    expect((await suite.as(viewer).post("/api/finance/imports", { csv: "Date,Amount\n2026-01-01,5" })).statusCode).toBe(
      403,
    );
  });
});

describe("reports", () => {
  it("saves a period and project's figures and transactions, and downloads them as PDF, XLSX and CSV with the same figures", async () => {
    const user = await suite.onPlan("Report Co", "Rita Reporter");
    const dock = await project(user, "Dockside", "10000");
    const other = await project(user, "Hillcrest", null);
    const paid = await record(user, { ...base, amount: "4,000", projectId: dock, reference: "INV-1" });
    const received = await record(user, {
      ...base,
      type: "Receipt",
      category: "Labor",
      amount: "9,000",
      vendor: "City of Harbor",
      description: "Progress payment",
      projectId: dock,
    });
    const voided = await record(user, { ...base, amount: "500", projectId: dock, description: "Returned lumber" });
    await record(user, {
      ...base,
      amount: "250",
      date: "2026-03-20",
      category: "Equipment",
      vendor: "=cmd|' /C calc'!A0",
      projectId: dock,
    });
    await record(user, { ...base, amount: "999", projectId: other });
    await record(user, { ...base, amount: "111", date: "2026-04-02", projectId: dock });
    for (const id of [paid.id, received.id]) await move(user, id, "Cleared");
    await move(user, voided.id, "Void");

    const res = await suite
      .as(user)
      .post("/api/finance/reports", { from: "2026-03-01", to: "2026-03-31", projectId: dock, today: "2026-04-05" });
    expect(res.statusCode, res.body).toBe(201);
    const report: FinanceReport = res.json();
    expect(report).toMatchObject({
      reportDate: "2026-04-05",
      from: "2026-03-01",
      to: "2026-03-31",
      project: { id: dock, name: "Dockside" },
      summary: {
        incomeCents: 900_000,
        expensesCents: 400_000,
        netCents: 500_000,
        pendingCents: 25_000,
        pendingCount: 1,
      },
      transactionCount: 4,
      generatedBy: { fullName: "Rita Reporter" },
    });
    expect((await suite.as(user).get(`/api/finance/reports/${report.id}`)).json()).toEqual(report);
    // Later changes do not change a saved report.
    await suite.as(user).put(`/api/finance/transactions/${(await record(user, { ...base, projectId: dock })).id}`, {
      ...base,
      vendor: "Added later",
      projectId: dock,
    });

    const pdf = await suite.as(user).get(`/api/finance/reports/${report.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe('attachment; filename="finance-report-2026-04-05.pdf"');
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      "Finance Report",
      "Report Co",
      "Mar 1, 2026 – Mar 31, 2026 · Project: Dockside",
      "Rita Reporter",
      "$9,000.00",
      "$4,000.00",
      "$5,000.00",
      "$250.00",
      "Returned lumber",
      "Void",
      "INV-1",
      "Page 1 of",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Added later");
    expect(text).not.toContain("$999.00");

    const xlsx = await suite.as(user).get(`/api/finance/reports/${report.id}/xlsx`);
    expect(xlsx.headers["content-disposition"]).toBe('attachment; filename="finance-report-2026-04-05.xlsx"');
    const sheets = xlsxSheets(xlsx.rawPayload);
    expect(Object.keys(sheets)).toEqual(["Summary", "By Category", "By Project", "Transactions"]);
    expect(sheets.Summary).toEqual(
      expect.arrayContaining([
        ["Income", 9000],
        ["Expenses", 4000],
        ["Net", 5000],
        ["Pending (1)", 250],
      ]),
    );
    expect(sheets["By Category"]).toContainEqual(["Materials", 4000, 0, 0]);
    expect(sheets["By Category"]).toContainEqual(["Labor", 0, 9000, 0]);
    // Spent in the period counts pending and cleared payments (not the void one); to date, April's too (as it was then).
    expect(sheets["By Project"]).toEqual([
      ["Project", "Spent in Period", "Received in Period", "Budget", "Spent to Date", "Budget Used"],
      ["Dockside", 4250, 9000, 10000, 4361, "43%"],
    ]);
    expect(sheets.Transactions).toHaveLength(5);
    expect(sheets.Transactions?.[4]).toEqual([
      expect.any(Number),
      "Payment",
      "Equipment",
      "Pending",
      "=cmd|' /C calc'!A0",
      "Framing lumber",
      null,
      "Dockside",
      250,
    ]);

    const csv = await suite.as(user).get(`/api/finance/reports/${report.id}/csv`);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = csv.body.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      '"Date","Type","Category","Status","Vendor","Description","Reference","Project","Amount (USD)"',
    );
    expect(lines).toContain(
      '"2026-03-02","Payment","Materials","Cleared","Harbor Lumber","Framing lumber","INV-1","Dockside","4000.00"',
    );
    expect(lines).toContain(
      `"2026-03-20","Payment","Equipment","Pending","'=cmd|' /C calc'!A0","Framing lumber","","Dockside","250.00"`,
    );
    expect(lines).toHaveLength(6);
  });

  it("covers every date and project when none is chosen, and says so when there is nothing", async () => {
    const user = await suite.onPlan("Empty Report Co");
    const empty: FinanceReport = (await suite.as(user).post("/api/finance/reports", {})).json();
    expect(empty).toMatchObject({
      from: null,
      to: null,
      project: null,
      transactionCount: 0,
      summary: { incomeCents: 0, pendingCount: 0 },
    });
    const text = await pdfText((await suite.as(user).get(`/api/finance/reports/${empty.id}/pdf`)).rawPayload);
    expect(text).toContain("All dates · All projects");
    expect(text).toContain("No transactions in this period.");
  });

  it("refuses a period out of order and another organization's project; a viewer reads reports but cannot generate one; others' answer 404", async () => {
    const theirProject = await project(suite.stranger, "Not yours", null);
    const order = await suite.as(suite.owner).post("/api/finance/reports", { from: "2026-03-31", to: "2026-03-01" });
    expect(order.statusCode).toBe(400);
    expect(order.json().error.fields.to).toBe(FINANCE_MSG.periodOrder);
    const foreign = await suite.as(suite.owner).post("/api/finance/reports", { projectId: theirProject });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields.projectId).toBe(FINANCE_MSG.unknownProject);

    const viewer = await suite.viewerOf(suite.owner, "Rhea Viewer");
    expect((await suite.as(viewer).post("/api/finance/reports", {})).statusCode).toBe(403);
    const report: FinanceReport = (await suite.as(suite.owner).post("/api/finance/reports", {})).json();
    for (const path of ["", "/pdf", "/xlsx", "/csv"]) {
      expect((await suite.as(viewer).get(`/api/finance/reports/${report.id}${path}`)).statusCode, path).toBe(200);
      const res = await suite.as(suite.stranger).get(`/api/finance/reports/${report.id}${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().error.message).toBe(FINANCE_MSG.reportNotFound);
    }
  });
});

describe("walls", () => {
  it("another organization's transaction answers 404 to every verb, and its list is its own", async () => {
    const tx = await record(suite.owner);
    for (const res of [
      await suite.as(suite.stranger).get(`/api/finance/transactions/${tx.id}`),
      await suite.as(suite.stranger).put(`/api/finance/transactions/${tx.id}`, base),
      await move(suite.stranger, tx.id, "Cleared"),
      await suite.as(suite.stranger).delete(`/api/finance/transactions/${tx.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(FINANCE_MSG.notFound);
    }
    const theirs: TransactionList = (await suite.as(suite.stranger).get("/api/finance/transactions")).json();
    expect(theirs.transactions.some((x) => x.id === tx.id)).toBe(false);
    expect((await suite.as(suite.owner).get(`/api/finance/transactions/${tx.id}`)).json().status).toBe("Pending");
  });

  it("a viewer reads but cannot record, change, clear or delete", async () => {
    const viewer = await suite.viewerOf(suite.owner);
    const tx = await record(suite.owner);
    expect((await suite.as(viewer).get(`/api/finance/transactions/${tx.id}`)).statusCode).toBe(200);
    expect((await suite.as(viewer).get("/api/finance/summary")).statusCode).toBe(200);
    for (const res of [
      await suite.as(viewer).post("/api/finance/transactions", base),
      await suite.as(viewer).put(`/api/finance/transactions/${tx.id}`, base),
      await move(viewer, tx.id, "Cleared"),
      await suite.as(viewer).delete(`/api/finance/transactions/${tx.id}`),
    ]) {
      expect(res.statusCode).toBe(403);
    }
  });

  it("a Basic organization is refused with 403 PLAN_REQUIRED naming the plans with finance", async () => {
    const basic = await signedInUser(suite.t, { companyName: "Basic Builders", plan: "basic" });
    for (const res of [
      await suite.as(basic).get("/api/finance/transactions"),
      await suite.as(basic).post("/api/finance/transactions", base),
      await suite.as(basic).get("/api/finance/projects"),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: PLAN_REQUIRED,
        message: "Finance is part of the Professional and Enterprise plans.",
      });
    }
  });
});
