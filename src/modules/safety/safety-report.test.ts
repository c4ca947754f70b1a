import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { as, createTestApp, idsOf, signedInUser, type TestApp, type TestUser } from "../../server/testing/test-app.ts";
import { docxText, pdfText, xlsxSheets } from "../../server/testing/report-files.ts";
import type { Incident, SafetySummary } from "./safety.contract.ts";
import type { SafetyReport } from "./safety-report.contract.ts";
import { REPORT_MAX_INCIDENTS, SAFETY_REPORT_MSG } from "./safety-report.constants.ts";

let t: TestApp;

/** Safety comes with the Professional plan (decision 17). */
const professional = (companyName: string, fullName?: string) =>
  signedInUser(t, { companyName, fullName, plan: "professional" });

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const TODAY = "2026-11-20";
const period = { title: "October Safety Review", from: "2026-10-01", to: "2026-10-31", today: TODAY };

async function reported(user: TestUser, body: object): Promise<Incident> {
  const res = await as(t, user).post("/api/safety/incidents", {
    clientKey: crypto.randomUUID(),
    description: "Described.",
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function generated(user: TestUser, body: object = period): Promise<SafetyReport> {
  const res = await as(t, user).post("/api/safety/reports", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** What a safety report holds and its CSV; the form's checks, files, roles and walls are the shared piece's (src/modules/saved-reports/saved-reports.test.ts). */
describe("Generate Safety Report", () => {
  it("saves the period's incidents, counts, checklist, certifications and Safety Score, and the PDF, XLSX, Word and CSV hold the same figures", async () => {
    const user = await professional("Report Safety Co", "Rita Reporter");
    const slip = await reported(user, {
      type: "injury",
      location: "Level 3 stair",
      date: "2026-10-05",
      time: "09:15",
      severity: "major",
    });
    await reported(user, { type: "near-miss", location: "Crane pad", date: "2026-10-12", severity: "minor" });
    const spill = await reported(user, {
      type: "environmental",
      location: "=cmd|' /C calc'!A0",
      date: "2026-10-31",
      severity: "critical",
    });
    await reported(user, { type: "security", location: "Before the period", date: "2026-09-30" });
    await reported(user, {
      type: "property-damage",
      location: "After the period",
      date: "2026-11-10",
      severity: "moderate",
    });
    expect((await as(t, user).post(`/api/safety/incidents/${slip.id}/status`, { status: "Resolved" })).statusCode).toBe(
      200,
    );
    expect(
      (await as(t, user).post(`/api/safety/incidents/${spill.id}/status`, { status: "Resolved" })).statusCode,
    ).toBe(200);
    expect((await as(t, user).post(`/api/safety/incidents/${spill.id}/status`, { status: "Closed" })).statusCode).toBe(
      200,
    );
    for (const [item, compliant] of [
      ["Hard hats on site", true],
      ["Guard rails on level 3", true],
      ["Fire extinguishers inspected", false],
    ] as const) {
      const added = await as(t, user).post("/api/safety/checklist", { item });
      if (compliant) await as(t, user).put(`/api/safety/checklist/${added.json().id}/check`, { compliant: true });
    }
    for (const [name, expiryDate] of [
      ["Crane Operator Licence", "2026-11-01"],
      ["First Aid Station", "2026-12-10"],
      ["Scaffold Permit", "2027-06-30"],
    ]) {
      expect(
        (
          await as(t, user).post("/api/safety/certifications", {
            name,
            expiryDate,
            issuingAuthority: "City Building Dept",
          })
        ).statusCode,
      ).toBe(201);
    }
    const summary: SafetySummary = (await as(t, user).get(`/api/safety/summary?today=${TODAY}`)).json();

    const report = await generated(user);
    expect(report).toMatchObject({
      title: "October Safety Review",
      from: "2026-10-01",
      to: "2026-10-31",
      reportDate: TODAY,
      incidentCount: 3,
      checklistItems: 3,
      certifications: { valid: 1, expiring: 1, expired: 1 },
      summary: {
        openIncidents: summary.openIncidents,
        daysWithoutIncident: summary.daysWithoutIncident,
        complianceRate: summary.complianceRate,
        safetyScore: summary.safetyScore.score,
        scoreCalculation: summary.safetyScore.calculation,
      },
      generatedBy: { fullName: "Rita Reporter" },
    });
    expect(summary).toMatchObject({ openIncidents: 3, daysWithoutIncident: 10, complianceRate: 67 });
    expect(report.bySeverity).toEqual([
      { value: "minor", count: 1 },
      { value: "moderate", count: 0 },
      { value: "major", count: 1 },
      { value: "critical", count: 1 },
    ]);
    const score = summary.safetyScore.score;
    if (score === null) throw new Error("expected a Safety Score");
    expect((await as(t, user).get(`/api/safety/reports/${report.id}`)).json()).toEqual(report);
    // Later changes do not change a saved report.
    await reported(user, { type: "injury", location: "Later incident", date: "2026-10-20" });

    const pdf = await as(t, user).get(`/api/safety/reports/${report.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="safety-report-${TODAY}.pdf"`);
    const docx = await as(t, user).get(`/api/safety/reports/${report.id}/docx`);
    expect(docx.statusCode).toBe(200);
    expect(docx.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(docx.headers["content-disposition"]).toBe(`attachment; filename="safety-report-${TODAY}.docx"`);
    const expected = [
      "October Safety Review",
      "Report Safety Co",
      "Oct 1, 2026 – Oct 31, 2026",
      "Rita Reporter",
      "Incidents in Period",
      "Safety Score (%)",
      String(score),
      summary.safetyScore.calculation,
      "By Severity",
      "By Status",
      "By Type",
      "Near Miss",
      "Level 3 stair",
      "Crane pad",
      "Hard hats on site",
      "Fire extinguishers inspected",
      "Crane Operator Licence",
      "Expiring",
    ];
    const texts = {
      pdf: (await pdfText(pdf.rawPayload)).replace(/\s+/g, " "),
      docx: docxText(docx.rawPayload).replace(/\s+/g, " "),
    };
    for (const [format, text] of Object.entries(texts)) {
      for (const e of expected) expect(text, `${format}: ${e}`).toContain(e);
      for (const absent of ["Later incident", "Before the period", "After the period"])
        expect(text, `${format}: ${absent}`).not.toContain(absent);
    }

    // The Word document's page numbers are fields in its foot, not body text.
    expect(texts.pdf).toContain("Page 1 of");

    const xlsx = await as(t, user).get(`/api/safety/reports/${report.id}/xlsx`);
    expect(xlsx.headers["content-disposition"]).toBe(`attachment; filename="safety-report-${TODAY}.xlsx"`);
    const sheets = xlsxSheets(xlsx.rawPayload);
    expect(Object.keys(sheets)).toEqual([
      "Summary",
      "By Severity",
      "By Status",
      "By Type",
      "Incidents",
      "Compliance Checklist",
      "Certifications",
    ]);
    expect(sheets.Summary).toEqual(
      expect.arrayContaining([
        ["Incidents in Period", 3],
        ["Open Incidents", summary.openIncidents],
        ["Days Without Incident", 10],
        ["Compliance Rate (%)", 67],
        ["Safety Score (%)", score],
      ]),
    );
    expect(sheets["By Severity"]).toEqual([
      ["Severity", "Incidents"],
      ["Minor", 1],
      ["Moderate", 0],
      ["Major", 1],
      ["Critical", 1],
    ]);
    expect(sheets["By Status"]).toEqual([
      ["Status", "Incidents"],
      ["Under Investigation", 1],
      ["Resolved", 1],
      ["Closed", 1],
    ]);
    expect(sheets["By Type"]).toContainEqual(["Near Miss", 1]);
    expect(sheets.Incidents?.map((r) => r.slice(1))).toEqual([
      ["Time", "Type", "Severity", "Status", "Location"],
      ["09:15", "Injury", "Major", "Resolved", "Level 3 stair"],
      [null, "Near Miss", "Minor", "Under Investigation", "Crane pad"],
      [null, "Environmental", "Critical", "Closed", "=cmd|' /C calc'!A0"],
    ]);
    expect(sheets["Compliance Checklist"]?.map((r) => r.slice(0, 2))).toEqual([
      ["Item", "Compliant"],
      ["Hard hats on site", "Yes"],
      ["Guard rails on level 3", "Yes"],
      ["Fire extinguishers inspected", "No"],
    ]);
    expect(sheets.Certifications?.map((r) => [r[0], r[5]])).toEqual([
      ["Certification", "Status"],
      ["Crane Operator Licence", "Expired"],
      ["First Aid Station", "Expiring"],
      ["Scaffold Permit", "Valid"],
    ]);

    const csv = await as(t, user).get(`/api/safety/reports/${report.id}/csv`);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe(`attachment; filename="safety-report-${TODAY}.csv"`);
    const lines = csv.body.slice(1).split("\r\n").filter(Boolean);
    expect(lines).toEqual([
      '"Date","Time","Type","Severity","Status","Location"',
      '"2026-10-05","09:15","Injury","Major","Resolved","Level 3 stair"',
      '"2026-10-12","","Near Miss","Minor","Under Investigation","Crane pad"',
      `"2026-10-31","","Environmental","Critical","Closed","'=cmd|' /C calc'!A0"`,
    ]);
  });

  it("says so when there is nothing; refuses a period with too many incidents with a clear 400", async () => {
    const user = await professional("Empty Safety Co");
    const empty = await generated(user, { title: "Quiet month", from: "2026-01-01", to: "2026-01-31" });
    expect(empty).toMatchObject({
      incidentCount: 0,
      checklistItems: 0,
      summary: { safetyScore: null, openIncidents: 0 },
    });
    const text = await pdfText((await as(t, user).get(`/api/safety/reports/${empty.id}/pdf`)).rawPayload);
    for (const e of ["No incident in this period.", "No checklist items.", "No certifications."])
      expect(text).toContain(e);

    const { organizationId } = await idsOf(t, user);
    await t.database.db.execute(
      sql`insert into safety_incidents (id, organization_id, client_key, type, location, incident_date, description)
          select gen_random_uuid()::text, ${organizationId}, gen_random_uuid()::text, 'injury', 'Yard', date '2026-03-01', 'Bulk'
          from generate_series(1, ${REPORT_MAX_INCIDENTS + 1})`,
    );
    const tooMany = await as(t, user).post("/api/safety/reports", {
      title: "Busy month",
      from: "2026-03-01",
      to: "2026-03-31",
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe(SAFETY_REPORT_MSG.tooManyIncidents);
    expect(
      (await as(t, user).post("/api/safety/reports", { title: "Before", from: "2026-02-01", to: "2026-02-28" }))
        .statusCode,
    ).toBe(201);
  });
});
