import { describe, expect, it } from "vitest";
import { certificationStanding, savedReportFileName } from "./saved-reports.constants.ts";
import { savedReportFileUrl } from "./saved-reports.routes.ts";

describe("saved reports' shared rules", () => {
  it("counts the certifications by standing, every standing listed", () => {
    expect(certificationStanding([])).toEqual({ valid: 0, expiring: 0, expired: 0 });
    expect(certificationStanding([{ status: "expired" }, { status: "valid" }, { status: "expired" }])).toEqual({
      valid: 1,
      expiring: 0,
      expired: 2,
    });
  });

  it("names a report's files by area and day, and escapes the id in its address", () => {
    expect(savedReportFileName("quality", "2026-11-20", "docx")).toBe("quality-report-2026-11-20.docx");
    expect(savedReportFileUrl("safety", "a/b", "csv")).toBe("/api/safety/reports/a%2Fb/csv");
  });
});
