import { describe, expect, it } from "vitest";
import { idsOf, signedInUser, type TestUser } from "../../server/testing/test-app.ts";
import { moduleSuite } from "../../server/testing/module-suite.ts";
import { docxText, pdfText, xlsxSheets } from "../../server/testing/report-files.ts";
import type { QualityReport } from "./quality-report.contract.ts";

const suite = moduleSuite({ plan: "professional" });

const TODAY = "2026-11-20";
const period = { title: "October Quality Review", from: "2026-10-01", to: "2026-10-31", today: TODAY };

async function inspected(user: TestUser, date: string, title: string, items: object[]) {
  const { userId } = await idsOf(suite.t, user);
  const res = await suite.as(user).post("/api/quality/inspections", {
    clientKey: crypto.randomUUID(),
    title,
    location: "Block A",
    inspectorId: userId,
    date,
    items,
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** What a quality report holds; the form's checks, files, roles and walls are the shared piece's (src/modules/saved-reports/saved-reports.test.ts). */
describe("Generate Quality Report", () => {
  it("saves the period's inspections and figures, and the PDF, XLSX and Word files hold them; no CSV; another organization's is a 404", async () => {
    const user = await signedInUser(suite.t, {
      companyName: "Report Quality Co",
      fullName: "Quinn Quality",
      plan: "professional",
    });
    await inspected(user, "2026-10-03", "Footings", [
      { name: "Rebar spacing", status: "passed" },
      { name: "Cover", status: "passed" },
    ]);
    await inspected(user, "2026-10-15", "Slab L1", [
      { name: "Rebar spacing", status: "failed" },
      { name: "Cover", status: "warning" },
    ]);
    await inspected(user, "2026-10-31", "Columns L1", [{ name: "Plumbness", status: "pending" }]);
    await inspected(user, "2026-09-30", "Before the period", [{ name: "Rebar spacing", status: "failed" }]);
    await suite
      .as(user)
      .post("/api/quality/certifications", { name: "ISO 9001", number: "QMS-1", expiryDate: "2026-12-01" });

    const res = await suite.as(user).post("/api/quality/reports", period);
    expect(res.statusCode, res.body).toBe(201);
    const report: QualityReport = res.json();
    // 3 in the period: 1 Passed → 33%; open defects 2 (Slab L1); pending reviews 1 (Columns L1).
    expect(report).toMatchObject({
      title: "October Quality Review",
      reportDate: TODAY,
      summary: { totalInspections: 3, openDefects: 2, passRate: 33, pendingReviews: 1 },
      certifications: { valid: 0, expiring: 1, expired: 0 },
      generatedBy: { fullName: "Quinn Quality" },
    });
    expect((await suite.as(user).get(`/api/quality/reports/${report.id}`)).json()).toEqual(report);

    const pdf = await suite.as(user).get(`/api/quality/reports/${report.id}/pdf`);
    expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="quality-report-${TODAY}.pdf"`);
    const docx = await suite.as(user).get(`/api/quality/reports/${report.id}/docx`);
    for (const text of [
      (await pdfText(pdf.rawPayload)).replace(/\s+/g, " "),
      docxText(docx.rawPayload).replace(/\s+/g, " "),
    ]) {
      for (const part of [
        "October Quality Review",
        "Report Quality Co",
        "Total Inspections",
        "Pass Rate",
        "Footings",
        "Slab L1",
        "Columns L1",
        "Rebar spacing",
        "ISO 9001",
        "Expiring",
      ])
        expect(text).toContain(part);
      expect(text).not.toContain("Before the period");
    }
    const sheets = xlsxSheets((await suite.as(user).get(`/api/quality/reports/${report.id}/xlsx`)).rawPayload);
    expect(JSON.stringify(sheets)).toContain("Slab L1");
    expect((await suite.as(user).get(`/api/quality/reports/${report.id}/csv`)).statusCode).toBe(404);
    expect((await suite.as(suite.stranger).get(`/api/quality/reports/${report.id}/pdf`)).statusCode).toBe(404);
  });
});
