import { describe, expect, it } from "vitest";
import { idsOf, type TestUser } from "../../server/testing/test-app.ts";
import { financeTransactions } from "../../server/db/schema/index.ts";
import { moduleSuite } from "../../server/testing/module-suite.ts";
import { pdfText, xlsxSheets } from "../../server/testing/report-files.ts";
import { formatCents } from "../../server/platform/report-document.ts";
import type { CostCode, JobCostReport, PayApplication, ScheduleOfValues, WipReport } from "./job-finance.contract.ts";

// Job finance's files (issue 29): a pay application's PDF in a G702/G703 layout read back against the API's own
// answer, to the cent (the application 1, and a fifth); the job cost and WIP reports as PDF and XLSX.

const suite = moduleSuite({ plan: "professional" });
const dollars = (n: number) => n * 100;

async function project(user: TestUser, name = "Harbor Tower"): Promise<string> {
  const client = await suite.as(user).post("/api/clients", { name: "Port Authority" });
  const res = await suite.as(user).post("/api/projects", {
    clientId: client.json().id,
    name,
    status: "In Progress",
    startDate: "2026-01-05",
    endDate: "2026-12-30",
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const entries = (sov: ScheduleOfValues, amounts: [string, string][]) =>
  sov.lines.map((l, i) => ({
    sovLineId: l.id,
    workThisPeriod: amounts[i]?.[0] ?? "0",
    storedThisPeriod: amounts[i]?.[1] ?? "0",
  }));

/** Bills `amounts` on a new application, then submits and approves it (unless `open`); answers it as the API does. */
async function bill(
  user: TestUser,
  projectId: string,
  sov: ScheduleOfValues,
  periodTo: string,
  amounts: [string, string][],
  open = false,
): Promise<PayApplication> {
  const created = await suite.as(user).post(`/api/job-finance/projects/${projectId}/pay-applications`, { periodTo });
  expect(created.statusCode, created.body).toBe(201);
  const url = `/api/job-finance/pay-applications/${created.json().id}`;
  const saved = await suite.as(user).put(url, { lines: entries(sov, amounts) });
  expect(saved.json().problems).toEqual([]);
  if (!open) {
    expect((await suite.as(user).post(`${url}/submit`, {})).statusCode).toBe(200);
    expect((await suite.as(user).post(`${url}/approve`, {})).statusCode).toBe(200);
  }
  return (await suite.as(user).get(url)).json();
}

const words = (text: string) => text.replace(/\s+/g, " ");

/** The G702 lines and every G703 row as the PDF must show them, from the API's answer. */
function expectPdfToMatch(text: string, app: PayApplication): void {
  const s = app.summary;
  const shown = words(text);
  for (const [line, cents] of [
    ["1 Original contract sum", s.originalContractSumCents],
    ["2 Net change by change orders", s.netChangeByChangeOrdersCents],
    ["3 Contract sum to date", s.contractSumToDateCents],
    ["4 Total completed and stored to date", s.completedAndStoredToDateCents],
    ["5a Retainage on completed work", s.retainageOnCompletedWorkCents],
    ["5b Retainage on stored material", s.retainageOnStoredMaterialCents],
    ["5 Total retainage", s.totalRetainageCents],
    ["6 Total earned less retainage", s.totalEarnedLessRetainageCents],
    ["7 Less previous certificates for payment", s.previousCertificatesCents],
    ["8 Current payment due", s.currentPaymentDueCents],
    ["9 Balance to finish, including retainage", s.balanceToFinishIncludingRetainageCents],
  ] as const) {
    const at = shown.indexOf(line);
    expect(at, line).toBeGreaterThanOrEqual(0);
    // The amount is the row's last cell: the first money after the label.
    expect(/\$-?[\d,]+\.\d\d|-\$[\d,]+\.\d\d/.exec(shown.slice(at))?.[0], line).toBe(formatCents(cents));
  }
  for (const l of app.lines) {
    const row = [
      l.itemNo,
      l.description,
      ...[l.scheduledCents, l.previousCents, l.thisPeriodCents, l.storedCents, l.completedToDateCents].map(formatCents),
      `${(l.percentBps / 100).toFixed(2)}%`,
      formatCents(l.balanceToFinishCents),
      formatCents(l.retainageCents),
    ].join(" ");
    expect(shown).toContain(row);
  }
}

describe("a pay application's PDF", () => {
  it("shows the issue's application 1 and a fifth application exactly as the API answers them", async () => {
    const user = await suite.onPlan("Billing Co");
    const projectId = await project(user);
    await suite.as(user).put(`/api/job-finance/projects/${projectId}/contract`, {
      retainagePercent: 10,
      ownerName: "Harbor Holdings",
      jobLocation: "1 Pier Way, Oakland",
    });
    const sov: ScheduleOfValues = (
      await suite.as(user).put(`/api/job-finance/projects/${projectId}/schedule-of-values`, {
        lines: [
          { itemNo: "1", description: "Sitework", scheduledValue: "25,000" },
          { itemNo: "2", description: "Concrete", scheduledValue: "25,000" },
          { itemNo: "3", description: "Framing", scheduledValue: "25,000" },
          { itemNo: "4", description: "Roofing", scheduledValue: "25,000" },
        ],
      })
    ).json();

    const one = await bill(user, projectId, sov, "2026-03-31", [
      ["7500", "0"],
      ["7500", "0"],
      ["7500", "0"],
      ["7500", "0"],
    ]);
    const res = await suite.as(user).get(`/api/job-finance/pay-applications/${one.id}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="pay-application-1.pdf"');
    const first = await pdfText(res.rawPayload);
    // The figures: line 4 = 30,000.00, line 5 = 3,000.00, line 8 = 27,000.00.
    expect(one.summary).toMatchObject({
      completedAndStoredToDateCents: dollars(30_000),
      totalRetainageCents: dollars(3_000),
      currentPaymentDueCents: dollars(27_000),
    });
    for (const line of [
      "4 Total completed and stored to date (column G) $30,000.00",
      "5 Total retainage (lines 5a + 5b, column I) $3,000.00",
      "8 Current payment due $27,000.00",
    ])
      expect(words(first)).toContain(line);
    // Page 1 the application and certificate (G702), then the continuation sheet (G703).
    const [page1, page2] = first.split("\n");
    expect(page1).toContain("Application and Certificate for Payment (G702)");
    expect(page1).not.toContain("Continuation Sheet");
    expect(page2).toContain("Continuation Sheet (G703)");
    expect(first).toContain("Application and Certificate for Payment No. 1");
    expect(first).toContain("Billing Co");
    expect(first).toContain("To Port Authority (owner Harbor Holdings) · Project: Harbor Tower, 1 Pier Way, Oakland");
    expectPdfToMatch(first, one);

    // The application 2: 20,000.00 of work and 5,000.00 stored; line 6 = 49,500.00, 7 = 27,000.00, 8 = 22,500.00.
    const two = await bill(user, projectId, sov, "2026-04-30", [
      ["10000", "0"],
      ["10000", "0"],
      ["0", "5000"],
      ["0", "0"],
    ]);
    const second = words(
      await pdfText((await suite.as(user).get(`/api/job-finance/pay-applications/${two.id}/pdf`)).rawPayload),
    );
    for (const line of [
      "6 Total earned less retainage (line 4 less line 5) $49,500.00",
      "7 Less previous certificates for payment (line 6 of the prior application) $27,000.00",
      "8 Current payment due $22,500.00",
    ])
      expect(second).toContain(line);
    expectPdfToMatch(second, two);

    // Three more, with cents that round (10 % of 1,234.55 is 123.455: 123.46) and stored materials.
    await bill(user, projectId, sov, "2026-05-31", [
      ["0.05", "0"],
      ["333.33", "666.67"],
      ["2500", "0"],
      ["0", "0"],
    ]);
    await bill(user, projectId, sov, "2026-06-30", [
      ["1", "0"],
      ["0", "0"],
      ["0", "0"],
      ["1234.55", "0"],
    ]);
    const fifth = await bill(
      user,
      projectId,
      sov,
      "2026-07-31",
      [
        ["2222.22", "0"],
        ["0", "1111.11"],
        ["3.33", "0"],
        ["0", "0"],
      ],
      true,
    );
    expect(fifth.number).toBe(5);
    expect(fifth.summary.previousCertificatesCents).toBeGreaterThan(0);
    const text = await pdfText(
      (await suite.as(user).get(`/api/job-finance/pay-applications/${fifth.id}/pdf`)).rawPayload,
    );
    expect(text).toContain("Application and Certificate for Payment No. 5");
    expectPdfToMatch(text, fifth);
    const total = ["Total Grand total", ...[fifth.summary.contractSumToDateCents].map(formatCents)].join(" ");
    expect(words(text)).toContain(total);

    const viewer = await suite.viewerOf(user);
    expect((await suite.as(viewer).get(`/api/job-finance/pay-applications/${fifth.id}/pdf`)).statusCode).toBe(200);
    expect((await suite.as(suite.stranger).get(`/api/job-finance/pay-applications/${fifth.id}/pdf`)).statusCode).toBe(
      404,
    );
  });

  it("runs a 200-line application over several pages, the column headings on each", async () => {
    const user = await suite.onPlan("Long Schedule Co");
    const projectId = await project(user);
    const lines = Array.from({ length: 200 }, (_, i) => ({
      itemNo: String(i + 1),
      description: `Scope ${i + 1}`,
      scheduledValue: "1,000",
    }));
    const sov: ScheduleOfValues = (
      await suite.as(user).put(`/api/job-finance/projects/${projectId}/schedule-of-values`, { lines })
    ).json();
    const app = await bill(
      user,
      projectId,
      sov,
      "2026-03-31",
      sov.lines.map((_, i) => [String(i % 7 === 0 ? 1000 : 250.5), "0"]),
      true,
    );
    const pages = (
      await pdfText((await suite.as(user).get(`/api/job-finance/pay-applications/${app.id}/pdf`)).rawPayload)
    ).split("\n");
    expect(pages.length).toBeGreaterThanOrEqual(5);
    // Every page the continuation sheet reaches starts with its headings (the first pages hold the G702 too).
    const sheetPages = pages.filter((p) => /Scope \d+/.test(p));
    expect(sheetPages.length).toBeGreaterThanOrEqual(4);
    for (const page of sheetPages) expect(words(page)).toContain("C · Scheduled Value");
    expectPdfToMatch(pages.join("\n"), app);
  });
});

describe("the job cost and WIP reports' files", () => {
  it("hold the API's figures: the job cost report as PDF and XLSX, a row per cost code and type and totals", async () => {
    const user = await suite.onPlan("Cost Files Co");
    const { organizationId } = await idsOf(suite.t, user);
    const projectId = await project(user);
    const codes: CostCode[] = (await suite.as(user).get("/api/job-finance/cost-codes")).json().costCodes;
    const [concrete, metals] = [codes.find((c) => c.code === "03 00 00"), codes.find((c) => c.code === "05 00 00")];
    if (!concrete || !metals) throw new Error("no default cost codes");
    await suite.as(user).put(`/api/job-finance/projects/${projectId}/budget`, {
      lines: [
        { costCodeId: concrete.id, costType: "material", amount: "40,000" },
        { costCodeId: metals.id, costType: "subcontract", amount: "10,000.10" },
      ],
    });
    await suite.t.database.db.insert(financeTransactions).values({
      organizationId,
      date: "2026-03-01",
      type: "Payment",
      category: "Materials",
      amountCents: 1_234_567,
      vendor: "Steel Co",
      description: "Beams",
      status: "Cleared",
      projectId,
      costCodeId: metals.id,
      costType: "subcontract",
    });
    const report: JobCostReport = (await suite.as(user).get(`/api/job-finance/projects/${projectId}/job-cost`)).json();
    expect(report.lines.map((l) => l.overBudget)).toEqual([false, true]);
    expect(report.totals.overBudget).toBe(false);

    const xlsx = await suite.as(user).get(`/api/job-finance/projects/${projectId}/job-cost/xlsx`);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers["content-disposition"]).toMatch(
      /^attachment; filename="job-cost-report-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const sheet = xlsxSheets(xlsx.rawPayload)["Cost Codes"];
    const money = (f: JobCostReport["totals"]) =>
      [
        f.budgetCents,
        f.approvedChangesCents,
        f.revisedBudgetCents,
        f.committedCents,
        f.actualCents,
        f.projectedCents,
        f.varianceCents,
      ].map((c) => c / 100);
    expect(sheet).toEqual([
      [
        "Cost Code",
        "Name",
        "Type",
        "Budget",
        "Approved Changes",
        "Revised Budget",
        "Committed",
        "Actual",
        "Projected",
        "Variance",
        "Over Budget",
      ],
      ["03 00 00", "Concrete", "Material", ...money(report.lines[0] ?? report.totals), "No"],
      ["05 00 00", "Metals", "Subcontract", ...money(report.lines[1] ?? report.totals), "Yes"],
      ["Total", "All cost codes", null, ...money(report.totals), "No"],
    ]);

    const pdf = await suite.as(user).get(`/api/job-finance/projects/${projectId}/job-cost/pdf`);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = words(await pdfText(pdf.rawPayload));
    expect(text).toContain("Job Cost Report");
    expect(text).toContain("Project: Harbor Tower");
    expect(text).toContain(
      "05 00 00 Metals Subcontract $10,000.10 $0.00 $10,000.10 $0.00 $12,345.67 $12,345.67 -$2,345.57 Yes",
    );
    expect(text).toContain(
      "Total All cost codes — $50,000.10 $0.00 $50,000.10 $0.00 $12,345.67 $52,345.67 $37,654.43 No",
    );

    const viewer = await suite.viewerOf(user);
    expect((await suite.as(viewer).get(`/api/job-finance/projects/${projectId}/job-cost/pdf`)).statusCode).toBe(200);
    for (const format of ["pdf", "xlsx"])
      expect(
        (await suite.as(suite.stranger).get(`/api/job-finance/projects/${projectId}/job-cost/${format}`)).statusCode,
      ).toBe(404);
  });

  it("hold the API's figures: the WIP report as PDF and XLSX, checked by hand with the issue's figures", async () => {
    const user = await suite.onPlan("Wip Files Co");
    const { organizationId } = await idsOf(suite.t, user);
    const projectId = await project(user);
    const [code] = (await suite.as(user).get("/api/job-finance/cost-codes")).json().costCodes as CostCode[];
    if (!code) throw new Error("no cost code");
    const sov: ScheduleOfValues = (
      await suite.as(user).put(`/api/job-finance/projects/${projectId}/schedule-of-values`, {
        lines: [{ itemNo: "1", description: "Building", scheduledValue: "1,500,000" }],
      })
    ).json();
    await suite.as(user).put(`/api/job-finance/projects/${projectId}/budget`, {
      lines: [{ costCodeId: code.id, costType: "other", amount: "1,000,000" }],
    });
    await suite.t.database.db.insert(financeTransactions).values({
      organizationId,
      date: "2026-03-01",
      type: "Payment",
      category: "Labor",
      amountCents: dollars(500_000),
      vendor: "Crew",
      description: "Labor to date",
      status: "Cleared",
      projectId,
      costCodeId: code.id,
      costType: "other",
    });
    await bill(user, projectId, sov, "2026-03-31", [["800000", "0"]]);
    const wip: WipReport = (await suite.as(user).get("/api/job-finance/wip")).json();

    const xlsx = await suite.as(user).get("/api/job-finance/wip/xlsx");
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers["content-disposition"]).toMatch(/^attachment; filename="wip-report-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const row = [1_500_000, 1_000_000, 500_000, "50.00%", 750_000, 800_000, 50_000, 0];
    expect(xlsxSheets(xlsx.rawPayload).Projects).toEqual([
      [
        "Project",
        "Contract",
        "Estimated Cost",
        "Cost to Date",
        "% Complete",
        "Earned Revenue",
        "Billed to Date",
        "Over-billed",
        "Under-billed",
      ],
      ["Harbor Tower", ...row],
      ["Total", ...row],
    ]);
    expect(wip.totals.earnedRevenueCents).toBe(dollars(750_000));

    const text = words(await pdfText((await suite.as(user).get("/api/job-finance/wip/pdf")).rawPayload));
    expect(text).toContain("Work in Progress Report");
    expect(text).toContain(
      "Harbor Tower $1,500,000.00 $1,000,000.00 $500,000.00 50.00% $750,000.00 $800,000.00 $50,000.00 $0.00",
    );
    const theirs = words(await pdfText((await suite.as(suite.stranger).get("/api/job-finance/wip/pdf")).rawPayload));
    expect(theirs).not.toContain("Harbor Tower");
    expect(theirs).toContain("No project has a schedule of values yet.");
  });
});
