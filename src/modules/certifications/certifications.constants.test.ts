import { describe, expect, it } from "vitest";
import { certificateFileName, certificationStatus, expiryRangeOf } from "./certifications.constants.ts";

describe("certificationStatus", () => {
  it("is expired before today, expiring up to 30 days ahead (both ends inclusive), valid after", () => {
    expect(certificationStatus("2026-03-14", "2026-03-15")).toBe("expired");
    expect(certificationStatus("2026-03-15", "2026-03-15")).toBe("expiring");
    expect(certificationStatus("2026-04-14", "2026-03-15")).toBe("expiring");
    expect(certificationStatus("2026-04-15", "2026-03-15")).toBe("valid");
    expect(certificationStatus("2027-01-10", "2026-12-20")).toBe("expiring");
    expect(certificationStatus("2026-12-31", "2027-01-01")).toBe("expired");
  });

  it("gives each status the expiry range a query filters by, matching the rule day by day", () => {
    expect(expiryRangeOf("expiring", "2026-11-20")).toEqual({ from: "2026-11-20", to: "2026-12-20" });
    expect(expiryRangeOf("valid", "2026-11-20")).toEqual({ from: "2026-12-21", to: null });
    expect(expiryRangeOf("expired", "2026-11-20")).toEqual({ from: null, to: "2026-11-19" });
    const today = "2026-12-20";
    for (const status of ["expired", "expiring", "valid"] as const) {
      const { from, to } = expiryRangeOf(status, today);
      for (let d = -40; d <= 40; d++) {
        const date = new Date(Date.UTC(2026, 11, 20 + d)).toISOString().slice(0, 10);
        const inRange = (from === null || date >= from) && (to === null || date <= to);
        expect(inRange, `${status} ${date}`).toBe(certificationStatus(date, today) === status);
      }
    }
  });
});

describe("certificateFileName", () => {
  it("names the area and the number in header-safe characters, the id without a number", () => {
    expect(certificateFileName("quality", "QMS-2041", "abc")).toBe("quality-certification-QMS-2041.pdf");
    expect(certificateFileName("safety", " SSP/2026 #114 ", "abc")).toBe("safety-certification-SSP-2026-114.pdf");
    expect(certificateFileName("safety", "", "abc")).toBe("safety-certification-abc.pdf");
    expect(certificateFileName("safety", "///", "abc")).toBe("safety-certification-abc.pdf");
  });
});
