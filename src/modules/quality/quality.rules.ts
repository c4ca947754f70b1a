/** The quality module's business rules, as pure functions (both sides use them). Dates are `YYYY-MM-DD`. */
import { DEFECT_ITEM_STATUSES, type InspectionStatus, type ItemStatus } from "./quality.constants.ts";

type Item = { status: ItemStatus };

/**
 * An inspection's status from its items: none recorded or any still pending → Pending; else any failed →
 * Failed; else any warning → Needs Review; all passed → Passed.
 */
export function inspectionStatus(items: readonly Item[]): InspectionStatus {
  if (items.length === 0 || items.some((i) => i.status === "pending")) return "Pending";
  if (items.some((i) => i.status === "failed")) return "Failed";
  if (items.some((i) => i.status === "warning")) return "Needs Review";
  return "Passed";
}

/** The defects an inspection found: its failed and warning items. */
export const defectsCount = (items: readonly Item[]): number =>
  items.filter((i) => DEFECT_ITEM_STATUSES.includes(i.status)).length;

/** `part` of `total` as a rounded percent (half up); null when the total is 0. Spec: Pass Rate = passed / total inspections. */
export function percentOf(part: number, total: number): number | null {
  if (total <= 0) return null;
  return Math.round((Math.min(Math.max(0, part), total) * 100) / total);
}

/** `sum / count` to one decimal; null when the count is 0. */
export function averageOf(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum * 10) / count) / 10;
}

/** What Quality Metrics is computed from: the inspections by status and their items by result. */
export type MetricFigures = {
  inspections: number;
  passed: number;
  /** Inspections with every item decided (not Pending). */
  decided: number;
  items: number;
  passedItems: number;
  /** Failed and warning items. */
  defects: number;
};

export type QualityMetric = {
  key: "passRate" | "decidedPassRate" | "itemPassRate" | "itemsPerInspection" | "defectsPerInspection";
  label: string;
  value: number | null;
  unit: "%" | "";
};

/**
 * Quality Metrics, computed: Pass Rate (passed of all inspections), Pass Rate of Completed Inspections
 * (passed of those not Pending), Item Pass Rate (passed items of all items), Items per Inspection and Defects
 * per Inspection (averages to one decimal). A figure without data is null.
 */
export function qualityMetrics(f: MetricFigures): QualityMetric[] {
  return [
    { key: "passRate", label: "Pass Rate", value: percentOf(f.passed, f.inspections), unit: "%" },
    {
      key: "decidedPassRate",
      label: "Pass Rate of Completed Inspections",
      value: percentOf(f.passed, f.decided),
      unit: "%",
    },
    { key: "itemPassRate", label: "Item Pass Rate", value: percentOf(f.passedItems, f.items), unit: "%" },
    { key: "itemsPerInspection", label: "Items per Inspection", value: averageOf(f.items, f.inspections), unit: "" },
    {
      key: "defectsPerInspection",
      label: "Defects per Inspection",
      value: averageOf(f.defects, f.inspections),
      unit: "",
    },
  ];
}

type RecordedInspection = { status: InspectionStatus; items: readonly { name: string; status: ItemStatus }[] };

/** The figures of a set of inspections (a report's period): counts by status, defects, items, for the stat cards and metrics. */
export function figuresOf(inspections: readonly RecordedInspection[]) {
  const count = (s: InspectionStatus) => inspections.filter((i) => i.status === s).length;
  const allItems = inspections.flatMap((i) => i.items);
  const passed = count("Passed");
  const pending = count("Pending");
  const metrics: MetricFigures = {
    inspections: inspections.length,
    passed,
    decided: inspections.length - pending,
    items: allItems.length,
    passedItems: allItems.filter((i) => i.status === "passed").length,
    defects: defectsCount(allItems),
  };
  return {
    byStatus: {
      Passed: passed,
      Failed: count("Failed"),
      Pending: pending,
      "Needs Review": count("Needs Review"),
    } satisfies Record<InspectionStatus, number>,
    openDefects: inspections.filter((i) => i.status !== "Passed").reduce((sum, i) => sum + defectsCount(i.items), 0),
    passRate: percentOf(passed, inspections.length),
    pendingReviews: pending + count("Needs Review"),
    metrics,
  };
}

/** Common Defects: item names (trimmed, case-insensitive) failed or warned about, most first (ties by name), at most `limit`. */
export function rankDefects(
  inspections: readonly RecordedInspection[],
  limit: number,
): { name: string; count: number }[] {
  const byKey = new Map<string, { name: string; count: number }>();
  for (const item of inspections.flatMap((i) => i.items)) {
    if (!DEFECT_ITEM_STATUSES.includes(item.status)) continue;
    const name = item.name.trim();
    const key = name.toLowerCase();
    const known = byKey.get(key);
    if (known) {
      known.count += 1;
      if (name < known.name) known.name = name;
    } else byKey.set(key, { name, count: 1 });
  }
  return [...byKey.entries()]
    .sort(([ka, a], [kb, b]) => b.count - a.count || (ka < kb ? -1 : ka > kb ? 1 : 0))
    .slice(0, limit)
    .map(([, v]) => v);
}
