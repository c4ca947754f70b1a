import { describe, expect, it } from "vitest";
import { byPriority, crewFilled, crewOnSite, openIssuesByPriority, siteStatus, weekOf } from "./field.rules.ts";

describe("a site's status", () => {
  it("is planned before its expected start, active from start to end (inclusive), completed after its end", () => {
    expect(siteStatus("2026-05-10", "2026-05-20", "2026-05-09")).toBe("planned");
    expect(siteStatus("2026-05-10", "2026-05-20", "2026-05-10")).toBe("active");
    expect(siteStatus("2026-05-10", "2026-05-20", "2026-05-20")).toBe("active");
    expect(siteStatus("2026-05-10", "2026-05-20", "2026-05-21")).toBe("completed");
  });

  it("counts a missing start as started and a missing end as still running", () => {
    expect(siteStatus(null, null, "2026-05-09")).toBe("active");
    expect(siteStatus(null, "2026-05-01", "2026-05-09")).toBe("completed");
    expect(siteStatus("2026-06-01", null, "2026-05-09")).toBe("planned");
    expect(siteStatus("2026-05-01", null, "2030-01-01")).toBe("active");
  });
});

describe("the week", () => {
  it("runs Monday to Sunday around today", () => {
    // 2026-05-13 is a Wednesday.
    expect(weekOf("2026-05-13")).toEqual({ start: "2026-05-11", end: "2026-05-17" });
    expect(weekOf("2026-05-11")).toEqual({ start: "2026-05-11", end: "2026-05-17" });
    expect(weekOf("2026-05-17")).toEqual({ start: "2026-05-11", end: "2026-05-17" });
    // Across a year's end: 2027-01-01 is a Friday.
    expect(weekOf("2027-01-01")).toEqual({ start: "2026-12-28", end: "2027-01-03" });
  });
});

describe("the figures", () => {
  it("counts open issues by priority, leaving resolved ones out", () => {
    const counts = openIssuesByPriority([
      [
        { priority: "high", resolved: false },
        { priority: "low", resolved: true },
      ],
      [
        { priority: "medium", resolved: false },
        { priority: "high", resolved: false },
      ],
      [],
    ]);
    expect(counts).toEqual({ low: 0, medium: 1, high: 2, total: 3 });
  });

  it("sums the crew present of each site's latest report of today", () => {
    const reports = [
      { siteId: "a", reportDate: "2026-05-13", createdAt: "2026-05-13T07:00:00.000Z", crewPresent: 8 },
      { siteId: "a", reportDate: "2026-05-13", createdAt: "2026-05-13T16:00:00.000Z", crewPresent: 10 },
      { siteId: "b", reportDate: "2026-05-13", createdAt: "2026-05-13T09:00:00.000Z", crewPresent: 5 },
      { siteId: "c", reportDate: "2026-05-12", createdAt: "2026-05-12T09:00:00.000Z", crewPresent: 30 },
    ];
    expect(crewOnSite(reports, "2026-05-13")).toBe(15);
    expect(crewOnSite(reports, "2026-05-14")).toBe(0);
  });

  it("puts urgent issues first and says how much of the crew is assigned", () => {
    expect(
      byPriority([{ priority: "low" as const }, { priority: "high" as const }, { priority: "medium" as const }]).map(
        (i) => i.priority,
      ),
    ).toEqual(["high", "medium", "low"]);
    expect(crewFilled(10, 7)).toBe(70);
    expect(crewFilled(10, 12)).toBe(100);
    expect(crewFilled(0, 3)).toBeNull();
  });
});
