// The analytics figures' rules (decision 0035): pure functions from the other modules' aggregates to the page's
// answer. Dates are `YYYY-MM-DD` calendar days, money whole cents (decision 23).
import { addDays, dayNumber, durationDays, isoFromDay } from "../../shared/calendar.ts";
import type { AnalyticsAnswer, AnalyticsQuery, RiskItem } from "./analytics.contract.ts";
import { PERIOD_DAYS } from "./analytics.constants.ts";

export type Range = { from: string; to: string };
export type Bucket = AnalyticsAnswer["costAnalysis"]["bucket"];

/** Buckets of the cost chart: days for a range of up to this many days, weeks up to WEEK_BUCKET_MAX_DAYS, months beyond. */
export const DAY_BUCKET_MAX_DAYS = 31;
export const WEEK_BUCKET_MAX_DAYS = 180;
/** Certifications expired up to this many days before today or expiring up to this many after it are risks. */
export const CERTIFICATION_WINDOW_DAYS = 30;
/** Common defects the answer lists. */
export const COMMON_DEFECTS_SHOWN = 10;
/** A late task this many days past its end date or more is a high risk (a medium one before). */
export const LATE_TASK_HIGH_DAYS = 14;

/** The days the figures cover: the period's last N days up to `today` (both ends included), or the custom range. */
export function rangeOf(q: Pick<AnalyticsQuery, "period" | "from" | "to" | "today">): Range {
  if (q.period === "custom" && q.from && q.to) return { from: q.from, to: q.to };
  const days = q.period === "custom" ? PERIOD_DAYS["30days"] : PERIOD_DAYS[q.period];
  return { from: addDays(q.today, -(days - 1)), to: q.today };
}

/** How the cost chart groups a range: by day up to 31 days, by week (Monday) up to 180, else by month (the 1st). */
export function bucketFor(range: Range): Bucket {
  const days = durationDays(range.from, range.to);
  if (days <= DAY_BUCKET_MAX_DAYS) return "day";
  if (days <= WEEK_BUCKET_MAX_DAYS) return "week";
  return "month";
}

/** The first day of the bucket a date falls in: the date itself, its week's Monday, or its month's 1st. */
export function bucketStart(date: string, bucket: Bucket): string {
  if (bucket === "day") return date;
  if (bucket === "month") return `${date.slice(0, 7)}-01`;
  const day = dayNumber(date);
  // Day 0 (1970-01-01) was a Thursday: (day + 3) mod 7 counts the days since Monday.
  return isoFromDay(day - ((((day + 3) % 7) + 7) % 7));
}

/** The start of the bucket after the one starting on `start`. */
function nextBucket(start: string, bucket: Bucket): string {
  if (bucket === "day") return addDays(start, 1);
  if (bucket === "week") return addDays(start, 7);
  const year = Number(start.slice(0, 4));
  const month = Number(start.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
}

/**
 * Sums per day into the range's buckets, every bucket from the one holding `from` to the one holding `to`
 * present (an empty one at 0); days outside the range count for nothing.
 */
export function fillBuckets(
  range: Range,
  bucket: Bucket,
  byDay: readonly { date: string; cents: number }[],
): { start: string; cents: number }[] {
  const sums = new Map<string, number>();
  for (const d of byDay) {
    if (d.date < range.from || d.date > range.to) continue;
    const start = bucketStart(d.date, bucket);
    sums.set(start, (sums.get(start) ?? 0) + d.cents);
  }
  const out: { start: string; cents: number }[] = [];
  for (let start = bucketStart(range.from, bucket); start <= range.to; start = nextBucket(start, bucket))
    out.push({ start, cents: sums.get(start) ?? 0 });
  return out;
}

/** `part` of `whole` as a rounded percent (half up); null when the whole is 0 or less. Not capped. */
export function percentOf(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((Math.max(0, part) * 100) / whole);
}

/** A percent capped at 100 (null stays null). */
export const capped = (percent: number | null): number | null => (percent === null ? null : Math.min(100, percent));

/**
 * Project Progress: the projects' progress weighted by their budgets (those with a budget above 0; the others
 * count for nothing), or the simple average when none has one; null without projects. Rounded.
 */
export function budgetWeightedProgress(
  projects: readonly { progress: number; budgetCents: number | null }[],
): number | null {
  if (projects.length === 0) return null;
  const budgeted = projects.filter(
    (p): p is { progress: number; budgetCents: number } => p.budgetCents !== null && p.budgetCents > 0,
  );
  if (budgeted.length === 0) return Math.round(projects.reduce((sum, p) => sum + p.progress, 0) / projects.length);
  const weight = budgeted.reduce((sum, p) => sum + p.budgetCents, 0);
  return Math.round(budgeted.reduce((sum, p) => sum + p.progress * p.budgetCents, 0) / weight);
}

/**
 * Where a project's progress would be on `today` if its work were spread evenly over its days: the share of its
 * days (start and end included) that have passed by the end of `today`, rounded; 0 before it starts, 100 from its
 * last day on.
 */
export function expectedProgress(startDate: string, endDate: string, today: string): number {
  const days = durationDays(startDate, endDate);
  if (days <= 0) return today >= startDate ? 100 : 0;
  const elapsed = Math.min(days, Math.max(0, durationDays(startDate, today)));
  return Math.round((elapsed * 100) / days);
}

/** The project's row of Project Performance. */
export function performanceRow(
  p: {
    id: string;
    name: string;
    status: string;
    progress: number;
    startDate: string;
    endDate: string;
    budgetCents: number | null;
  },
  spentCents: number,
  lateTasks: number,
  today: string,
): AnalyticsAnswer["projectPerformance"][number] {
  const expected = expectedProgress(p.startDate, p.endDate, today);
  return {
    id: p.id,
    name: p.name,
    status: p.status,
    progress: p.progress,
    expectedProgress: expected,
    scheduleVariance: p.progress - expected,
    budgetCents: p.budgetCents,
    spentCents,
    budgetVarianceCents: p.budgetCents === null ? null : p.budgetCents - spentCents,
    lateTasks,
  };
}

/** Project Performance's order: the furthest behind schedule first, then the furthest over budget, then by name. */
export function byAttention(
  a: AnalyticsAnswer["projectPerformance"][number],
  b: AnalyticsAnswer["projectPerformance"][number],
): number {
  return (
    a.scheduleVariance - b.scheduleVariance ||
    (a.budgetVarianceCents ?? 0) - (b.budgetVarianceCents ?? 0) ||
    a.name.localeCompare(b.name) ||
    (a.id < b.id ? -1 : 1)
  );
}

/** Days between a date and `today` (positive when the date is before today). */
export const daysBefore = (date: string, today: string): number => dayNumber(today) - dayNumber(date);

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

// The risks, one builder per kind (issue 17: late tasks, projects over budget, open serious incidents, expiring
// certifications, low stock), each naming the record its link opens.

/** A task past its end date and not finished, linked to its project's chart (the whole chart without one): high from LATE_TASK_HIGH_DAYS days late. */
export function lateTaskRisk(
  t: { name: string; endDate: string; progress: number; projectId: string | null; projectName: string | null },
  today: string,
): RiskItem {
  const late = daysBefore(t.endDate, today);
  return {
    kind: "late_task",
    id: t.projectId ?? "",
    module: "gantt",
    title: t.name,
    detail: `${plural(late, "day")} late · ${t.progress}% done${t.projectName ? ` · ${t.projectName}` : ""}`,
    level: late >= LATE_TASK_HIGH_DAYS ? "high" : "medium",
    date: t.endDate,
  };
}

/** A project whose spending passed its budget: always high, dated by its end. */
export function overBudgetRisk(
  p: { id: string; name: string; endDate: string; budgetCents: number },
  spentCents: number,
): RiskItem {
  return {
    kind: "over_budget",
    id: p.id,
    module: "projects",
    title: p.name,
    detail: `Spent ${dollars(spentCents)} of ${dollars(p.budgetCents)} (${percentOf(spentCents, p.budgetCents) ?? 0}%), ${dollars(spentCents - p.budgetCents)} over`,
    level: "high",
    date: p.endDate,
  };
}

/** An open incident of a serious severity (major or critical): always high, dated by the incident. */
export function incidentRisk(i: {
  id: string;
  typeLabel: string;
  severityLabel: string;
  location: string;
  status: string;
  incidentDate: string;
}): RiskItem {
  return {
    kind: "serious_incident",
    id: i.id,
    module: "safety",
    title: `${i.severityLabel} ${i.typeLabel.toLowerCase()} at ${i.location}`,
    detail: i.status,
    level: "high",
    date: i.incidentDate,
  };
}

/** A certification expired (high) or expiring (medium) near `today`, of the module that keeps it. */
export function certificationRisk(
  c: { id: string; name: string; expires: string; holder: string; module: "hr" | "safety" | "quality" },
  today: string,
): RiskItem {
  const expired = c.expires < today;
  const days = Math.abs(daysBefore(c.expires, today));
  const when = expired
    ? `Expired ${plural(days, "day")} ago`
    : days === 0
      ? "Expires today"
      : `Expires in ${plural(days, "day")}`;
  return {
    kind: "expiring_certification",
    id: c.id,
    module: c.module,
    title: c.name,
    detail: c.holder ? `${when} · ${c.holder}` : when,
    level: expired ? "high" : "medium",
    date: c.expires,
  };
}

/** An inventory item at or below its reorder point: high when out of stock, medium when low; no date. */
export function lowStockRisk(item: {
  id: string;
  name: string;
  quantity: number;
  unit: string;
  quantityText: string;
}): RiskItem {
  const out = item.quantity <= 0;
  return {
    kind: "low_stock",
    id: item.id,
    module: "procurement",
    title: item.name,
    detail: out ? "Out of stock" : `Low stock · ${item.quantityText} ${item.unit} left`,
    level: out ? "high" : "medium",
    date: null,
  };
}

const LEVEL_ORDER: Record<RiskItem["level"], number> = { high: 0, medium: 1 };

/** Risks in the order shown: high first, then by date (the oldest first; undated last), then by title; at most `limit`. */
export function orderRisks(risks: readonly RiskItem[], limit: number): RiskItem[] {
  return [...risks]
    .sort(
      (a, b) =>
        LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level] ||
        (a.date === b.date ? 0 : a.date === null ? 1 : b.date === null ? -1 : a.date < b.date ? -1 : 1) ||
        a.title.localeCompare(b.title) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .slice(0, limit);
}
