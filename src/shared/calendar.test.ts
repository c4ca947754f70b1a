import { describe, expect, it } from "vitest";
import { happenedDateAllowed, latestHappenedDate, reporterToday } from "./calendar.ts";

describe("what has happened is dated up to the reporter's tomorrow (daily reports, incidents)", () => {
  it("allows today and tomorrow of the reporter's calendar, not the day after (across a month and a year)", () => {
    expect(happenedDateAllowed("2026-11-29", "2026-11-29")).toBe(true);
    expect(happenedDateAllowed("2026-11-30", "2026-11-29")).toBe(true);
    expect(happenedDateAllowed("2026-12-01", "2026-11-29")).toBe(false);
    expect(happenedDateAllowed("2027-01-01", "2026-12-31")).toBe(true);
    expect(happenedDateAllowed("2027-01-02", "2026-12-31")).toBe(false);
    expect(happenedDateAllowed("2020-01-01", "2026-11-29")).toBe(true);
    expect(latestHappenedDate("2026-12-31")).toBe("2027-01-01");
  });

  it("takes the reporter's today from the request, never after UTC's tomorrow; UTC's today when not said", () => {
    // 11:57 UTC on 28 November: already 29 November in Auckland (UTC+13), still 28th in New York.
    const now = new Date("2026-11-28T11:57:00Z");
    expect(reporterToday("2026-11-29", now)).toBe("2026-11-29");
    expect(reporterToday("2026-11-28", now)).toBe("2026-11-28");
    expect(reporterToday(undefined, now)).toBe("2026-11-28");
    // No time zone is two days ahead: a later "today" counts as UTC's tomorrow.
    expect(reporterToday("2026-12-25", now)).toBe("2026-11-29");
    // Auckland's tomorrow is allowed as the server checks it, the day after is not.
    expect(happenedDateAllowed("2026-11-30", reporterToday("2026-11-29", now))).toBe(true);
    expect(happenedDateAllowed("2026-12-01", reporterToday("2026-12-25", now))).toBe(false);
  });
});
