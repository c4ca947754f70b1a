import { describe, expect, it } from "vitest";
import type { RiskItem } from "./analytics.contract.ts";
import {
  bucketFor,
  bucketStart,
  budgetWeightedProgress,
  byAttention,
  capped,
  certificationRisk,
  expectedProgress,
  fillBuckets,
  lateTaskRisk,
  lowStockRisk,
  orderRisks,
  overBudgetRisk,
  percentOf,
  performanceRow,
  rangeOf,
} from "./analytics.rules.ts";

describe("the range", () => {
  it("is the period's last N days up to today, both ends included", () => {
    expect(rangeOf({ period: "7days", today: "2026-07-01" })).toEqual({ from: "2026-06-25", to: "2026-07-01" });
    expect(rangeOf({ period: "30days", today: "2026-03-01" })).toEqual({ from: "2026-01-31", to: "2026-03-01" });
    expect(rangeOf({ period: "90days", today: "2026-07-01" })).toEqual({ from: "2026-04-03", to: "2026-07-01" });
  });

  it("is the custom range as given", () => {
    expect(rangeOf({ period: "custom", from: "2025-12-15", to: "2026-01-10", today: "2026-07-01" })).toEqual({
      from: "2025-12-15",
      to: "2026-01-10",
    });
  });
});

describe("the cost chart's buckets", () => {
  it("are days up to 31 days, weeks up to 180, months beyond", () => {
    expect(bucketFor({ from: "2026-01-01", to: "2026-01-31" })).toBe("day"); // 31 days
    expect(bucketFor({ from: "2026-01-01", to: "2026-02-01" })).toBe("week"); // 32
    expect(bucketFor({ from: "2026-01-01", to: "2026-06-29" })).toBe("week"); // 180
    expect(bucketFor({ from: "2026-01-01", to: "2026-06-30" })).toBe("month"); // 181
  });

  it("start on the day, the week's Monday or the month's 1st", () => {
    // 2026-07-01 is a Wednesday; 2026-06-29 the Monday before; a Monday and a Sunday.
    expect(bucketStart("2026-07-01", "week")).toBe("2026-06-29");
    expect(bucketStart("2026-06-29", "week")).toBe("2026-06-29");
    expect(bucketStart("2026-07-05", "week")).toBe("2026-06-29");
    expect(bucketStart("2026-07-06", "week")).toBe("2026-07-06");
    expect(bucketStart("2026-07-17", "month")).toBe("2026-07-01");
    expect(bucketStart("2026-07-17", "day")).toBe("2026-07-17");
  });

  it("are all present, the empty ones at 0, summing only the range's days", () => {
    const days = [
      { date: "2026-06-28", cents: 999 }, // before the range
      { date: "2026-07-01", cents: 100 },
      { date: "2026-07-03", cents: 250 },
      { date: "2026-07-03", cents: 50 },
    ];
    expect(fillBuckets({ from: "2026-06-30", to: "2026-07-03" }, "day", days)).toEqual([
      { start: "2026-06-30", cents: 0 },
      { start: "2026-07-01", cents: 100 },
      { start: "2026-07-02", cents: 0 },
      { start: "2026-07-03", cents: 300 },
    ]);
    // Weeks from the Monday of the first day: 2026-06-29 (100 + 300), 2026-07-06 (empty), 2026-07-13 (7).
    expect(
      fillBuckets({ from: "2026-06-30", to: "2026-07-13" }, "week", [...days, { date: "2026-07-13", cents: 7 }]),
    ).toEqual([
      { start: "2026-06-29", cents: 400 },
      { start: "2026-07-06", cents: 0 },
      { start: "2026-07-13", cents: 7 },
    ]);
    // Months across a year's end.
    expect(
      fillBuckets({ from: "2025-11-20", to: "2026-02-02" }, "month", [
        { date: "2025-11-20", cents: 1 },
        { date: "2026-02-02", cents: 2 },
      ]),
    ).toEqual([
      { start: "2025-11-01", cents: 1 },
      { start: "2025-12-01", cents: 0 },
      { start: "2026-01-01", cents: 0 },
      { start: "2026-02-01", cents: 2 },
    ]);
  });
});

describe("the cards' percents", () => {
  it("round half up, are null with nothing to measure, and are capped where the card says", () => {
    expect(percentOf(1, 8)).toBe(13); // 12.5
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(5, 0)).toBeNull();
    expect(percentOf(150, 100)).toBe(150);
    expect(capped(150)).toBe(100);
    expect(capped(null)).toBeNull();
  });

  it("weighs project progress by budget, ignoring unbudgeted projects, else a simple average", () => {
    // (50 × $1,000 + 100 × $3,000) / $4,000 = 87.5 → 88; the unbudgeted project at 0 % counts for nothing.
    expect(
      budgetWeightedProgress([
        { progress: 50, budgetCents: 100_000 },
        { progress: 100, budgetCents: 300_000 },
        { progress: 0, budgetCents: null },
      ]),
    ).toBe(88);
    // None budgeted: (10 + 20 + 31) / 3 = 20.33 → 20.
    expect(
      budgetWeightedProgress([
        { progress: 10, budgetCents: null },
        { progress: 20, budgetCents: 0 },
        { progress: 31, budgetCents: null },
      ]),
    ).toBe(20);
    expect(budgetWeightedProgress([])).toBeNull();
  });
});

describe("schedule and budget", () => {
  it("expects the share of a project's days passed by the end of today", () => {
    // Ten days, 2026-07-01 to 2026-07-10.
    expect(expectedProgress("2026-07-01", "2026-07-10", "2026-06-30")).toBe(0);
    expect(expectedProgress("2026-07-01", "2026-07-10", "2026-07-01")).toBe(10);
    expect(expectedProgress("2026-07-01", "2026-07-10", "2026-07-05")).toBe(50);
    expect(expectedProgress("2026-07-01", "2026-07-10", "2026-07-10")).toBe(100);
    expect(expectedProgress("2026-07-01", "2026-07-10", "2026-08-01")).toBe(100);
    // Three days: one passed is 33.3 → 33, two 66.7 → 67.
    expect(expectedProgress("2026-07-01", "2026-07-03", "2026-07-02")).toBe(67);
    // A one-day project.
    expect(expectedProgress("2026-07-01", "2026-07-01", "2026-07-01")).toBe(100);
  });

  it("gives a project's variances: progress − expected, budget − spent", () => {
    const row = performanceRow(
      {
        id: "p",
        name: "Pier",
        status: "In Progress",
        progress: 30,
        startDate: "2026-07-01",
        endDate: "2026-07-10",
        budgetCents: 500_000,
      },
      650_000,
      2,
      "2026-07-05",
    );
    expect(row).toEqual({
      id: "p",
      name: "Pier",
      status: "In Progress",
      progress: 30,
      expectedProgress: 50,
      scheduleVariance: -20,
      budgetCents: 500_000,
      spentCents: 650_000,
      budgetVarianceCents: -150_000,
      lateTasks: 2,
    });
    expect(
      performanceRow({ ...row, startDate: "2026-07-01", endDate: "2026-07-10", budgetCents: null }, 1, 0, "2026-07-05")
        .budgetVarianceCents,
    ).toBeNull();
  });

  it("orders the furthest behind first, then the furthest over budget, then by name", () => {
    const base = {
      status: "In Progress",
      progress: 0,
      expectedProgress: 0,
      budgetCents: null,
      spentCents: 0,
      lateTasks: 0,
    };
    const rows = [
      { ...base, id: "1", name: "B", scheduleVariance: -5, budgetVarianceCents: 10 },
      { ...base, id: "2", name: "A", scheduleVariance: -5, budgetVarianceCents: 10 },
      { ...base, id: "3", name: "C", scheduleVariance: -5, budgetVarianceCents: -10 },
      { ...base, id: "4", name: "D", scheduleVariance: -30, budgetVarianceCents: null },
      { ...base, id: "5", name: "E", scheduleVariance: 12, budgetVarianceCents: null },
    ];
    expect(rows.sort(byAttention).map((r) => r.name)).toEqual(["D", "C", "A", "B", "E"]);
  });
});

describe("the risks", () => {
  it("describe each kind, the level by its rule", () => {
    expect(
      lateTaskRisk(
        { name: "Framing", endDate: "2026-06-17", progress: 40, projectId: "p1", projectName: "Pier" },
        "2026-07-01",
      ),
    ).toEqual({
      kind: "late_task",
      id: "p1",
      module: "gantt",
      title: "Framing",
      detail: "14 days late · 40% done · Pier",
      level: "high",
      date: "2026-06-17",
    });
    expect(
      lateTaskRisk(
        { name: "Roof", endDate: "2026-06-30", progress: 0, projectId: "p1", projectName: "Pier" },
        "2026-07-01",
      ),
    ).toMatchObject({ detail: "1 day late · 0% done · Pier", level: "medium" });
    expect(
      lateTaskRisk(
        { name: "Yard cleanup", endDate: "2026-06-30", progress: 10, projectId: null, projectName: null },
        "2026-07-01",
      ),
    ).toMatchObject({ id: "", module: "gantt", detail: "1 day late · 10% done" });
    expect(
      overBudgetRisk({ id: "p2", name: "Dock", endDate: "2026-12-31", budgetCents: 1_000_000 }, 1_234_567),
    ).toEqual({
      kind: "over_budget",
      id: "p2",
      module: "projects",
      title: "Dock",
      detail: "Spent $12,345.67 of $10,000.00 (123%), $2,345.67 over",
      level: "high",
      date: "2026-12-31",
    });
    expect(
      certificationRisk(
        { id: "c", name: "First Aid", expires: "2026-06-21", holder: "Dana Ruiz", module: "hr" },
        "2026-07-01",
      ),
    ).toMatchObject({ module: "hr", detail: "Expired 10 days ago · Dana Ruiz", level: "high" });
    expect(
      certificationRisk(
        { id: "c", name: "ISO 9001", expires: "2026-07-01", holder: "", module: "quality" },
        "2026-07-01",
      ),
    ).toMatchObject({ detail: "Expires today", level: "medium" });
    expect(
      certificationRisk(
        { id: "c", name: "Crane", expires: "2026-07-31", holder: "OSHA", module: "safety" },
        "2026-07-01",
      ),
    ).toMatchObject({ detail: "Expires in 30 days · OSHA", level: "medium" });
    expect(lowStockRisk({ id: "i", name: "Sand", quantity: 0, unit: "bags", quantityText: "0" })).toMatchObject({
      detail: "Out of stock",
      level: "high",
      date: null,
      module: "procurement",
    });
    expect(lowStockRisk({ id: "i", name: "Cement", quantity: 4.5, unit: "bags", quantityText: "4.5" })).toMatchObject({
      detail: "Low stock · 4.5 bags left",
      level: "medium",
    });
  });

  it("are ordered high first, then by date (undated last), then by title, and cut to the limit", () => {
    const risk = (title: string, level: RiskItem["level"], date: string | null): RiskItem => ({
      kind: "low_stock",
      id: title,
      module: "procurement",
      title,
      detail: "",
      level,
      date,
    });
    const ordered = orderRisks(
      [
        risk("m-late", "medium", "2026-07-09"),
        risk("h-undated", "high", null),
        risk("h-b", "high", "2026-06-01"),
        risk("m-early", "medium", "2026-06-01"),
        risk("h-a", "high", "2026-06-01"),
        risk("h-first", "high", "2026-05-01"),
      ],
      5,
    );
    expect(ordered.map((r) => r.title)).toEqual(["h-first", "h-a", "h-b", "h-undated", "m-early"]);
  });
});
