import { describe, expect, it } from "vitest";
import type { ItemStatus } from "./quality.constants.ts";
import {
  averageOf,
  defectsCount,
  figuresOf,
  inspectionStatus,
  percentOf,
  qualityMetrics,
  rankDefects,
} from "./quality.rules.ts";

const items = (...statuses: ItemStatus[]) => statuses.map((status, i) => ({ name: `Item ${i}`, status }));

describe("an inspection's status from its items", () => {
  it("is Pending without items or while any item is pending", () => {
    expect(inspectionStatus([])).toBe("Pending");
    expect(inspectionStatus(items("passed", "pending"))).toBe("Pending");
    expect(inspectionStatus(items("failed", "pending"))).toBe("Pending");
  });
  it("is Failed when any item failed, Needs Review with a warning and no failure, Passed when all passed", () => {
    expect(inspectionStatus(items("passed", "failed", "warning"))).toBe("Failed");
    expect(inspectionStatus(items("passed", "warning"))).toBe("Needs Review");
    expect(inspectionStatus(items("passed", "passed"))).toBe("Passed");
  });
  it("counts failed and warning items as defects", () => {
    expect(defectsCount(items("passed", "failed", "warning", "pending", "failed"))).toBe(3);
    expect(defectsCount([])).toBe(0);
  });
});

describe("figures", () => {
  it("rounds a percent half up and has none of nothing", () => {
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(1, 8)).toBe(13);
    expect(percentOf(0, 0)).toBeNull();
    expect(averageOf(7, 3)).toBe(2.3);
    expect(averageOf(1, 0)).toBeNull();
  });

  it("computes the stat cards and metrics of a set of inspections (worked out by hand)", () => {
    const set = [
      { status: "Passed" as const, items: items("passed", "passed") },
      { status: "Failed" as const, items: items("failed", "warning", "passed") },
      { status: "Needs Review" as const, items: items("warning") },
      { status: "Pending" as const, items: [] },
    ];
    const f = figuresOf(set);
    // 1 passed of 4 = 25%; open defects 2 + 1 = 3; pending reviews: Pending + Needs Review = 2.
    expect(f).toMatchObject({
      passRate: 25,
      openDefects: 3,
      pendingReviews: 2,
      byStatus: { Passed: 1, Failed: 1, Pending: 1, "Needs Review": 1 },
    });
    expect(f.metrics).toEqual({ inspections: 4, passed: 1, decided: 3, items: 6, passedItems: 3, defects: 3 });
    // Pass 25%, of completed 1/3 = 33%, items 3/6 = 50%, 6/4 = 1.5 items, 3/4 = 0.8 defects (0.75 rounded half up).
    expect(qualityMetrics(f.metrics).map((m) => m.value)).toEqual([25, 33, 50, 1.5, 0.8]);
    expect(
      qualityMetrics({ inspections: 0, passed: 0, decided: 0, items: 0, passedItems: 0, defects: 0 }).every(
        (m) => m.value === null,
      ),
    ).toBe(true);
  });

  it("ranks the defects by item name, case and spaces aside, most first, ties by name", () => {
    const set = [
      {
        status: "Failed" as const,
        items: [
          { name: "Rebar spacing", status: "failed" as const },
          { name: "Formwork", status: "warning" as const },
          { name: "Slab level", status: "passed" as const },
        ],
      },
      {
        status: "Failed" as const,
        items: [
          { name: " rebar spacing ", status: "warning" as const },
          { name: "Cover", status: "failed" as const },
        ],
      },
    ];
    expect(rankDefects(set, 5)).toEqual([
      { name: "Rebar spacing", count: 2 },
      { name: "Cover", count: 1 },
      { name: "Formwork", count: 1 },
    ]);
    expect(rankDefects(set, 1)).toHaveLength(1);
  });
});
