/**
 * The saved-reports piece of safety and quality (decision 0030), tested once through both modules' routes: the
 * form's checks, what every report answers (title, period, day, certification standing, who generated it), its
 * files with their names and types, the formats a module does not offer (404), roles, the organization's wall,
 * the wall between the two modules' reports (each in its own table) and the plan gate. Each module's tests
 * check what its report holds.
 */
import { describe, expect, it } from "vitest";
import type { SavedReportAnswer } from "./saved-reports.contract.ts";
import { PLAN_REQUIRED } from "../../shared/plan-required.ts";
import { SAVED_REPORT_MSG, type SavedReportArea } from "./saved-reports.constants.ts";
import { savedReportFileUrl } from "./saved-reports.routes.ts";
import { joinOrganizationOf, signedInUser, type TestUser } from "../../server/testing/test-app.ts";
import { moduleSuite } from "../../server/testing/module-suite.ts";

const suite = moduleSuite({ plan: "professional" });

const MISSING = SAVED_REPORT_MSG.missingFields;
const TODAY = "2026-11-20";
const period = { title: "October Review", from: "2026-10-01", to: "2026-10-31", today: TODAY };
const AREAS: readonly SavedReportArea[] = ["safety", "quality"];

async function generated(user: TestUser, area: SavedReportArea, body: object = period): Promise<SavedReportAnswer> {
  const res = await suite.as(user).post(`/api/${area}/reports`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe("Generate a report (safety and quality)", () => {
  it.each(AREAS)(
    "%s: needs a title, a start date and an end date, with the spec's message on each field; dates are checked and ordered",
    async (area) => {
      const path = `/api/${area}/reports`;
      const none = await suite.as(suite.owner).post(path, {});
      expect(none.statusCode).toBe(400);
      expect(none.json().error).toMatchObject({
        message: MISSING,
        fields: { title: MISSING, from: MISSING, to: MISSING },
      });
      for (const missing of ["title", "from", "to"] as const) {
        for (const value of [undefined, "", "   "]) {
          const res = await suite.as(suite.owner).post(path, { ...period, [missing]: value });
          expect(res.statusCode, `${missing}=${String(value)}`).toBe(400);
          expect(res.json().error.fields, missing).toEqual({ [missing]: MISSING });
        }
      }
      expect((await suite.as(suite.owner).post(path, { ...period, from: "2026-02-30" })).json().error.fields.from).toBe(
        SAVED_REPORT_MSG.invalidDate,
      );
      expect(
        (await suite.as(suite.owner).post(path, { ...period, title: "x".repeat(201) })).json().error.fields.title,
      ).toBe(SAVED_REPORT_MSG.titleTooLong);
      const order = await suite.as(suite.owner).post(path, { ...period, from: "2026-11-01" });
      expect(order.statusCode).toBe(400);
      expect(order.json().error.fields.to).toBe(SAVED_REPORT_MSG.periodOrder);
    },
  );

  it("saves the period, the day, who generated it and the area's certifications' standing on that day, and reads it back the same", async () => {
    const user = await signedInUser(suite.t, {
      companyName: "Standing Co",
      fullName: "Sam Saver",
      plan: "professional",
    });
    for (const [area, expiryDate] of [
      ["safety", "2026-11-01"],
      ["safety", "2026-12-10"],
      ["safety", "2027-06-30"],
      ["quality", "2027-06-30"],
    ] as const) {
      expect(
        (await suite.as(user).post(`/api/${area}/certifications`, { name: `${area} ${expiryDate}`, expiryDate }))
          .statusCode,
      ).toBe(201);
    }
    const safety = await generated(user, "safety", { ...period, title: "  Trimmed  " });
    expect(safety).toMatchObject({
      title: "Trimmed",
      from: period.from,
      to: period.to,
      reportDate: TODAY,
      certifications: { valid: 1, expiring: 1, expired: 1 },
      generatedBy: { fullName: "Sam Saver" },
    });
    expect((await suite.as(user).get(`/api/safety/reports/${safety.id}`)).json()).toEqual(safety);
    const quality = await generated(user, "quality");
    expect(quality.certifications).toEqual({ valid: 1, expiring: 0, expired: 0 });
    // Without the caller's today, the server's.
    expect(
      (await generated(user, "quality", { title: "Now", from: "2026-01-01", to: "2026-01-31" })).reportDate,
    ).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("serves each format the module offers, named by area and day, with its type; the others are 404", async () => {
    const types = {
      pdf: "application/pdf",
      xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      csv: "text/csv; charset=utf-8",
      docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    } as const;
    const offered = { safety: ["pdf", "xlsx", "csv", "docx"], quality: ["pdf", "xlsx", "docx"] } as const;
    for (const area of AREAS) {
      const report = await generated(suite.owner, area);
      for (const format of ["pdf", "xlsx", "csv", "docx"] as const) {
        const res = await suite.as(suite.owner).get(savedReportFileUrl(area, report.id, format));
        if (!(offered[area] as readonly string[]).includes(format)) {
          expect(res.statusCode, `${area} ${format}`).toBe(404);
          continue;
        }
        expect(res.statusCode, `${area} ${format}`).toBe(200);
        expect(res.headers["content-type"]).toBe(types[format]);
        expect(res.headers["content-disposition"]).toBe(`attachment; filename="${area}-report-${TODAY}.${format}"`);
        expect(res.headers["cache-control"]).toBe("private, no-store");
      }
    }
  });
});

describe("roles, walls and the plan", () => {
  it("a viewer reads a report and its files but generating one answers 403; another organization's report answers 404", async () => {
    const viewer = await signedInUser(suite.t, { fullName: "Vera Viewer" });
    await joinOrganizationOf(suite.t, viewer, suite.owner, "viewer");
    for (const area of AREAS) {
      const report = await generated(suite.owner, area, { ...period, title: "Owner's secret report" });
      for (const body of [period, {}]) {
        const res = await suite.as(viewer).post(`/api/${area}/reports`, body);
        expect(res.statusCode).toBe(403);
        expect(res.json().error.message).toBe("Your role is read-only.");
      }
      for (const path of ["", "/pdf", "/xlsx", "/docx"]) {
        expect((await suite.as(viewer).get(`/api/${area}/reports/${report.id}${path}`)).statusCode, path).toBe(200);
        const res = await suite.as(suite.stranger).get(`/api/${area}/reports/${report.id}${path}`);
        expect(res.statusCode, `${area}${path}`).toBe(404);
        expect(res.json().error.message).toBe(SAVED_REPORT_MSG.reportNotFound);
        expect(res.body).not.toContain("secret");
      }
    }
  });

  it("a safety report is not quality's, and the other way round: 404 on the other module's routes", async () => {
    const safety = await generated(suite.owner, "safety");
    const quality = await generated(suite.owner, "quality");
    for (const [report, other] of [
      [safety, "quality"],
      [quality, "safety"],
    ] as const) {
      for (const path of ["", "/pdf", "/xlsx", "/docx"]) {
        const res = await suite.as(suite.owner).get(`/api/${other}/reports/${report.id}${path}`);
        expect(res.statusCode, `${other}${path}`).toBe(404);
        expect(res.json().error.message).toBe(SAVED_REPORT_MSG.reportNotFound);
      }
    }
  });

  it("a Basic organization is refused with 403 PLAN_REQUIRED naming the plans", async () => {
    const basic = await signedInUser(suite.t, { companyName: "Basic Builders", plan: "basic" });
    const names = { safety: "Safety", quality: "Quality Control" };
    for (const area of AREAS) {
      const report = await generated(suite.owner, area);
      for (const res of [
        await suite.as(basic).post(`/api/${area}/reports`, period),
        await suite.as(basic).post(`/api/${area}/reports`, {}),
        await suite.as(basic).get(`/api/${area}/reports/${report.id}/pdf`),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toEqual({
          code: PLAN_REQUIRED,
          message: `${names[area]} is part of the Professional and Enterprise plans.`,
        });
      }
    }
  });
});
