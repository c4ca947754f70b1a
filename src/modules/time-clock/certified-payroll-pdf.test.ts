import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { pdfText } from "../../server/testing/report-files.ts";
import { certifiedPayrollFileName, certifiedPayrollPdf } from "./certified-payroll-pdf.server.ts";
import type { CertifiedPayrollSheet, CertifiedPayrollWorker } from "./certified-payroll.types.ts";

const DAYS = ["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06", "2026-11-07", "2026-11-08"];

type Day = CertifiedPayrollWorker["days"][number];
const day = (straightHours: number, overtimeHours = 0, doubleHours = 0): Day => ({
  straightHours,
  overtimeHours,
  doubleHours,
});
const OFF = day(0);

/** A worker from their week's days, the totals added up and the gross worked out as the pay rules do. */
function worker(
  name: string,
  classification: string,
  days: Day[],
  rateCents: number,
  extra: Partial<CertifiedPayrollWorker> = {},
): CertifiedPayrollWorker {
  const sum = (pick: (d: Day) => number) => days.reduce((s, d) => s + pick(d), 0);
  const straight = sum((d) => d.straightHours);
  const overtime = sum((d) => d.overtimeHours);
  const double = sum((d) => d.doubleHours);
  const gross = Math.round(rateCents * (straight + (overtime - double) * 1.5 + double * 2));
  return {
    name,
    identifier: "A1B2",
    classification,
    days,
    totalStraightHours: straight,
    totalOvertimeHours: overtime,
    totalDoubleHours: double,
    rateCents,
    overtimePercent: 150,
    projectGrossCents: gross,
    allWorkGrossCents: gross,
    ...extra,
  };
}

const sheet = (workers: CertifiedPayrollWorker[]): CertifiedPayrollSheet => ({
  contractorName: "Harbor Builders LLC",
  contractorAddress: "55 Market St\nSan Francisco, CA 94105",
  projectName: "Harbor Tower",
  projectLocation: "1200 Harbor Blvd, Oakland, CA",
  payrollNumber: 3,
  weekStart: "2026-11-02",
  weekEnd: "2026-11-08",
  days: DAYS,
  workers,
  now: new Date("2026-11-09T15:00:00Z"),
});

/** The number of pages and each page's text (runs joined by spaces). */
async function pages(pdf: Buffer): Promise<{ count: number; texts: string[] }> {
  const doc = await getDocument({
    data: new Uint8Array(pdf),
    useWorkerFetch: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const count = doc.numPages;
  await doc.destroy();
  return { count, texts: (await pdfText(pdf)).split("\n").map((text) => text.replace(/\s+/g, " ")) };
}

describe("certifiedPayrollPdf: the WH-347", () => {
  it("draws the header, a block per worker (O over S, D only with double time), then the Statement of Compliance", async () => {
    const alvarez = worker(
      "Alvarez, Maria",
      "Carpenter",
      [day(8), day(8, 2), day(8), day(7.5), day(8, 4, 1.5), OFF, OFF],
      4850,
      { allWorkGrossCents: 250_000 },
    );
    const chen = worker(
      "Chen, Wei",
      "Electrician - Journeyman",
      [day(8), day(8), day(8), day(8), day(8), OFF, OFF],
      6210,
    );
    const pdf = await certifiedPayrollPdf(sheet([alvarez, chen]));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { count, texts } = await pages(pdf);
    expect(count).toBe(2);
    const [table = "", statement = ""] = texts;

    // The header.
    expect(table).toContain("PAYROLL");
    expect(table).toContain("NAME OF CONTRACTOR");
    expect(table).toContain("Harbor Builders LLC");
    expect(table).toContain("55 Market St, San Francisco, CA 94105");
    expect(table).toContain("PAYROLL NO.");
    expect(table).toContain("FOR WEEK ENDING");
    expect(table).toContain("11/08/2026");
    expect(table).toContain("Harbor Tower, 1200 Harbor Blvd, Oakland, CA");
    expect(table).toContain("PROJECT OR CONTRACT NO.");
    // The columns, the days (weekday letter and day of month).
    expect(table).toContain("WORK CLASSIFICATION");
    expect(table).toContain("DEDUCTIONS");
    expect(table).toContain("NET WAGES PAID FOR WEEK");
    expect(table).toMatch(/M 2 T 3 W 4 T 5 F 6 S 7 S 8 HOURS WORKED EACH DAY/);

    // The workers, their identifiers and classifications.
    expect(table).toContain("Alvarez, Maria");
    expect(table).toContain("Chen, Wei");
    expect(table).toContain("ID A1B2");
    expect(table).toContain("Carpenter");
    expect(table).toContain("Electrician - Journeyman");
    // Rates: straight, overtime at 150 %, double at 2 ×.
    expect(table).toContain("$48.50");
    expect(table).toContain("$72.75");
    expect(table).toContain("$97.00");
    expect(table).toContain("$62.10");
    expect(table).toContain("$93.15");
    expect(table).not.toContain("$124.20");
    // Alvarez: O row (overtime less its double time) 2, 2.5 = 4.5; S 8 8 8 7.5 8 = 39.5; D 1.5.
    expect(table).toMatch(/O 2 2\.5 4\.5 \$72\.75/);
    expect(table).toMatch(/S 8 8 8 7\.5 8 39\.5 \$48\.50/);
    expect(table).toMatch(/D 1\.5 1\.5 \$97\.00/);
    // Chen: no overtime, no D row.
    expect(table).toMatch(/O \$93\.15 S 8 8 8 8 8 40 \$62\.10/);
    expect(table.match(/\bD\b/g)).toHaveLength(1);
    // Gross: this project over all work.
    expect(table).toContain(`$2,388.63`);
    expect(table).toContain("$2,500.00");
    expect(table).toContain("$2,484.00");
    expect(table).toContain("Deductions and net wages are completed by the payroll processor.");
    expect(table).toContain("Page 1 of 2");

    expect(statement).toContain("STATEMENT OF COMPLIANCE");
    expect(statement).toContain("employed by Harbor Builders LLC on the Harbor Tower");
    expect(statement).toContain(
      "commencing on the 2nd day of November, 2026, and ending the 8th day of November, 2026",
    );
    expect(statement).toContain("(a) WHERE FRINGE BENEFITS ARE PAID TO APPROVED PLANS, FUNDS, OR PROGRAMS");
    expect(statement).toContain("(b) WHERE FRINGE BENEFITS ARE PAID IN CASH");
    expect(statement).toContain("EXCEPTION (CRAFT)");
    expect(statement).toContain("EXPLANATION");
    expect(statement).toContain("REMARKS");
    expect(statement).toContain("NAME AND TITLE");
    expect(statement).toContain("SIGNATURE");
    expect(statement).toContain(
      "THE WILLFUL FALSIFICATION OF ANY OF THE ABOVE STATEMENTS MAY SUBJECT THE CONTRACTOR OR SUBCONTRACTOR TO CIVIL OR CRIMINAL PROSECUTION.",
    );
    expect(statement).toContain("Page 2 of 2");
  });

  it("runs 40 workers over several pages, the column headings on each, every worker once", async () => {
    const workers = Array.from({ length: 40 }, (_, i) =>
      worker(
        `Worker ${String(i + 1).padStart(2, "0")}, Pat`,
        i % 2 ? "Laborer" : "Ironworker",
        [day(8), day(8), day(8), day(8), day(8, 2, i % 5 === 0 ? 1 : 0), OFF, OFF],
        3500 + i * 10,
      ),
    );
    const { count, texts } = await pages(await certifiedPayrollPdf(sheet(workers)));
    expect(count).toBeGreaterThan(3);
    expect(texts).toHaveLength(count);
    texts.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${count}`));
    const tables = texts.slice(0, -1);
    for (const text of tables) {
      expect(text.match(/\(3\) WORK CLASSIFICATION/g)).toHaveLength(1);
      expect(text.match(/HOURS WORKED EACH DAY/g)).toHaveLength(1);
    }
    expect(tables.slice(1).every((text) => text.includes("PAYROLL (continued)"))).toBe(true);
    const all = texts.join("\n");
    for (let i = 1; i <= 40; i++)
      expect(all.match(new RegExp(`Worker ${String(i).padStart(2, "0")}, Pat`, "g"))).toHaveLength(1);
    expect(tables.at(-1)).toContain("Deductions and net wages are completed by the payroll processor.");
    expect(texts.at(-1)).toContain("STATEMENT OF COMPLIANCE");
  });

  it("says so when no one has approved hours, and keeps names Helvetica lacks readable", async () => {
    const { count, texts } = await pages(
      await certifiedPayrollPdf({ ...sheet([]), contractorName: "Łódź Builders", projectName: "Harbor Tower" }),
    );
    expect(count).toBe(2);
    expect(texts[0]).toContain("No approved hours on this project for this week.");
    expect(texts[0]).toContain("Lódz Builders");
    expect(texts[1]).toContain("employed by Lódz Builders on the Harbor Tower");
  });
});

describe("certifiedPayrollFileName", () => {
  it("names the file by project and week", () => {
    expect(certifiedPayrollFileName("Harbor Tower", "2026-11-02")).toBe(
      "certified-payroll-harbor-tower-2026-11-02.pdf",
    );
    expect(certifiedPayrollFileName("  Café / Pier #9 ", "2026-11-02")).toBe(
      "certified-payroll-cafe-pier-9-2026-11-02.pdf",
    );
    expect(certifiedPayrollFileName("", "2026-11-02")).toBe("certified-payroll-project-2026-11-02.pdf");
  });
});
