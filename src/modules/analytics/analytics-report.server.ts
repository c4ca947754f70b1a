/**
 * Export Analytics Report (decision 0035): the page's answer for the same filters, drawn by the one report
 * renderer (decision 24) as a PDF or workbook, or written as one CSV of every figure.
 */
import type { FastifyReply } from "fastify";
import { toCsv, type CsvCell } from "../../server/platform/csv.ts";
import {
  formatReportDate,
  formatReportTime,
  type ReportDocument,
  type ReportFigure,
} from "../../server/platform/report-document.ts";
import { sendReportFile, type ReportFormat } from "../../server/platform/report-download.ts";
import type { AnalyticsAnswer } from "./analytics.contract.ts";
import { ANALYTICS_SECTION_LABELS, type AnalyticsExportFormat } from "./analytics.constants.ts";

/** The file's format as the renderer names it: "excel" is a workbook (.xlsx). */
export const reportFormatOf = (format: AnalyticsExportFormat): ReportFormat => (format === "excel" ? "xlsx" : format);

/** `analytics-report-2026-06-02-to-2026-07-01.pdf` (or .xlsx, .csv). */
export const analyticsReportFileName = (range: { from: string; to: string }, format: ReportFormat) =>
  `analytics-report-${range.from}-to-${range.to}.${format}`;

/** What the report covers, in words. */
function coverage(answer: AnalyticsAnswer, projectsNamed: number): string {
  const period = `${formatReportDate(answer.range.from)} – ${formatReportDate(answer.range.to)}`;
  return projectsNamed > 0
    ? `${period} · ${projectsNamed === 1 ? "1 project" : `${projectsNamed} projects`} chosen`
    : `${period} · All projects`;
}

/** A card's percent as a figure; none when the card has nothing to measure. */
const percentFigure = (label: string, percent: number | null, accent = false): ReportFigure[] =>
  percent === null ? [] : [{ label, value: percent, kind: "count", accent }];
const pct = (n: number | null) => (n === null ? null : `${n}%`);
const signedPoints = (n: number) => `${n > 0 ? "+" : ""}${n} pts`;
const RISK_KIND_LABELS: Record<AnalyticsAnswer["risks"][number]["kind"], string> = {
  late_task: "Late task",
  over_budget: "Over budget",
  serious_incident: "Serious incident",
  expiring_certification: "Certification",
  low_stock: "Low stock",
};

/** The answer as the renderer's document: the four cards as figures, then each section's tables. */
export function analyticsReportDocument(
  answer: AnalyticsAnswer,
  opts: { organizationName: string; projectsNamed: number; now?: Date },
): ReportDocument {
  const now = opts.now ?? new Date();
  const { cards } = answer;
  const cost = answer.costAnalysis;
  const q = answer.qualityMetrics;
  return {
    title: "Analytics Report",
    organizationName: opts.organizationName,
    byline: `${coverage(answer, opts.projectsNamed)} · exported ${formatReportTime(now)}`,
    createdAt: now,
    figures: [
      ...percentFigure("Project Progress (%)", cards.projectProgress.percent, true),
      ...percentFigure("Budget Utilization (%)", cards.budgetUtilization.percent),
      ...percentFigure("Resource Efficiency (%)", cards.resourceEfficiency.percent),
      ...percentFigure("Quality Score (%)", cards.qualityScore.percent),
      { label: "Spent on Budgeted Projects", value: cards.budgetUtilization.spentCents, kind: "money" },
      { label: "Their Budgets", value: cards.budgetUtilization.budgetCents, kind: "money" },
      { label: "Spent in Period", value: cost.totalCents, kind: "money" },
    ],
    note:
      `Project Progress is weighted by budget over ${cards.projectProgress.projects} projects; Budget Utilization is what those with a budget have spent to date (pending and cleared payments); ` +
      `Resource Efficiency is crew assigned (${cards.resourceEfficiency.crewAssigned}) against required (${cards.resourceEfficiency.crewRequired}) on the sites active today; ` +
      `Quality Score is ${cards.qualityScore.passed} passed of ${cards.qualityScore.inspections} inspections in the period. A card with nothing to measure is left out.`,
    tables: [
      {
        title: ANALYTICS_SECTION_LABELS.projectPerformance,
        columns: [
          { header: "Project" },
          { header: "Status", width: 70 },
          { header: "Progress", width: 55 },
          { header: "Expected", width: 55 },
          { header: "Schedule", width: 60 },
          { header: "Budget", kind: "money", width: 85 },
          { header: "Spent", kind: "money", width: 85 },
          { header: "Budget Left", kind: "money", width: 85 },
          { header: "Late Tasks", kind: "count", width: 55 },
        ],
        rows: answer.projectPerformance.map((r) => [
          r.name,
          r.status,
          pct(r.progress),
          pct(r.expectedProgress),
          signedPoints(r.scheduleVariance),
          r.budgetCents,
          r.spentCents,
          r.budgetVarianceCents,
          r.lateTasks,
        ]),
        empty: "No projects in view.",
      },
      {
        title: "Crew by Site",
        columns: [
          { header: "Site" },
          { header: "Crew Required", kind: "count", width: 110 },
          { header: "Crew Assigned", kind: "count", width: 110 },
        ],
        rows: answer.resourceAllocation.sites.map((s) => [s.name, s.crewRequired, s.crewAssigned]),
        empty: "No sites active today.",
      },
      {
        title: "People by Department",
        columns: [{ header: "Department" }, { header: "Employees", kind: "count", width: 110 }],
        rows: answer.resourceAllocation.people.map((p) => [p.department, p.employees]),
        empty: "No employees.",
      },
      {
        title: "Cost by Category",
        columns: [{ header: "Category" }, { header: "Spent", kind: "money", width: 130 }],
        rows: cost.byCategory.map((c) => [c.category, c.cents]),
        empty: "No spending in this period.",
      },
      {
        title: "Cost by Project",
        columns: [{ header: "Project" }, { header: "Spent", kind: "money", width: 130 }],
        rows: cost.byProject.map((p) => [p.name, p.cents]),
        empty: "No spending in this period.",
      },
      {
        title: `Cost by ${cost.bucket === "day" ? "Day" : cost.bucket === "week" ? "Week" : "Month"}`,
        columns: [
          { header: cost.bucket === "day" ? "Day" : cost.bucket === "week" ? "Week of" : "Month of", kind: "date" },
          { header: "Spent", kind: "money", width: 130 },
        ],
        rows: cost.overTime.map((b) => [b.start, b.cents]),
        empty: "No spending in this period.",
      },
      {
        title: ANALYTICS_SECTION_LABELS.qualityMetrics,
        columns: [{ header: "Inspections" }, { header: "Count", kind: "count", width: 110 }],
        rows: [
          ["Inspections", q.inspections],
          ["Passed", q.passed],
          ["Failed", q.failed],
          ["Pending", q.pending],
          ["Needs Review", q.needsReview],
          ["Open Defects", q.openDefects],
        ],
        empty: "No inspections in this period.",
      },
      {
        title: "Common Defects",
        columns: [{ header: "Item" }, { header: "Times", kind: "count", width: 110 }],
        rows: q.commonDefects.map((d) => [d.name, d.count]),
        empty: "No defects recorded in this period.",
      },
      {
        title: ANALYTICS_SECTION_LABELS.riskAssessment,
        columns: [
          { header: "Level", width: 55 },
          { header: "Kind", width: 100 },
          { header: "Risk" },
          { header: "Detail" },
          { header: "Date", kind: "date", width: 80 },
        ],
        rows: answer.risks.map((r) => [
          r.level === "high" ? "High" : "Medium",
          RISK_KIND_LABELS[r.kind],
          r.title,
          r.detail,
          r.date,
        ]),
        empty: "No risks found.",
      },
    ],
  };
}

export const ANALYTICS_CSV_HEADER = ["Section", "Item", "Measure", "Value"] as const;

/**
 * Every figure of the answer as one CSV, a line each: the section, what it is about, the measure and its value
 * (money in dollars to the cent, percents and counts as whole numbers, an empty value where nothing was measured).
 */
export function analyticsReportCsv(answer: AnalyticsAnswer): string {
  const rows: CsvCell[][] = [];
  const money = (cents: number | null) => (cents === null ? null : cents / 100);
  const add = (section: string, item: string, measure: string, value: CsvCell) =>
    rows.push([section, item, measure, value]);
  const { cards } = answer;
  add("Range", "", "From", answer.range.from);
  add("Range", "", "To", answer.range.to);
  add("Cards", "Project Progress", "Percent", cards.projectProgress.percent);
  add("Cards", "Project Progress", "Projects", cards.projectProgress.projects);
  add("Cards", "Budget Utilization", "Percent", cards.budgetUtilization.percent);
  add("Cards", "Budget Utilization", "Spent (USD)", money(cards.budgetUtilization.spentCents));
  add("Cards", "Budget Utilization", "Budget (USD)", money(cards.budgetUtilization.budgetCents));
  add("Cards", "Resource Efficiency", "Percent", cards.resourceEfficiency.percent);
  add("Cards", "Resource Efficiency", "Crew Assigned", cards.resourceEfficiency.crewAssigned);
  add("Cards", "Resource Efficiency", "Crew Required", cards.resourceEfficiency.crewRequired);
  add("Cards", "Quality Score", "Percent", cards.qualityScore.percent);
  add("Cards", "Quality Score", "Passed", cards.qualityScore.passed);
  add("Cards", "Quality Score", "Inspections", cards.qualityScore.inspections);
  const perf = ANALYTICS_SECTION_LABELS.projectPerformance;
  for (const r of answer.projectPerformance) {
    add(perf, r.name, "Status", r.status);
    add(perf, r.name, "Progress (%)", r.progress);
    add(perf, r.name, "Expected Progress (%)", r.expectedProgress);
    add(perf, r.name, "Schedule Variance (pts)", r.scheduleVariance);
    add(perf, r.name, "Budget (USD)", money(r.budgetCents));
    add(perf, r.name, "Spent (USD)", money(r.spentCents));
    add(perf, r.name, "Budget Variance (USD)", money(r.budgetVarianceCents));
    add(perf, r.name, "Late Tasks", r.lateTasks);
  }
  const res = ANALYTICS_SECTION_LABELS.resourceAllocation;
  for (const s of answer.resourceAllocation.sites) {
    add(res, s.name, "Crew Required", s.crewRequired);
    add(res, s.name, "Crew Assigned", s.crewAssigned);
  }
  for (const p of answer.resourceAllocation.people) add(res, p.department, "Employees", p.employees);
  const cost = ANALYTICS_SECTION_LABELS.costAnalysis;
  add(cost, "Total", "Spent (USD)", money(answer.costAnalysis.totalCents));
  for (const c of answer.costAnalysis.byCategory) add(cost, `Category: ${c.category}`, "Spent (USD)", money(c.cents));
  for (const p of answer.costAnalysis.byProject) add(cost, `Project: ${p.name}`, "Spent (USD)", money(p.cents));
  for (const b of answer.costAnalysis.overTime)
    add(
      cost,
      `${answer.costAnalysis.bucket === "day" ? "Day" : answer.costAnalysis.bucket === "week" ? "Week of" : "Month of"} ${b.start}`,
      "Spent (USD)",
      money(b.cents),
    );
  const quality = ANALYTICS_SECTION_LABELS.qualityMetrics;
  const q = answer.qualityMetrics;
  for (const [measure, value] of [
    ["Inspections", q.inspections],
    ["Passed", q.passed],
    ["Failed", q.failed],
    ["Pending", q.pending],
    ["Needs Review", q.needsReview],
    ["Open Defects", q.openDefects],
  ] as const)
    add(quality, "Inspections", measure, value);
  for (const d of q.commonDefects) add(quality, `Defect: ${d.name}`, "Times", d.count);
  for (const r of answer.risks)
    add(
      ANALYTICS_SECTION_LABELS.riskAssessment,
      r.title,
      `${RISK_KIND_LABELS[r.kind]} (${r.level})${r.date ? ` ${r.date}` : ""}`,
      r.detail,
    );
  // Whole numbers as they are (counts, percents, whole dollars); dollars with cents to two decimals.
  return toCsv(ANALYTICS_CSV_HEADER, rows, { number: (n) => (Number.isInteger(n) ? String(n) : n.toFixed(2)) });
}

/** Sends the answer as the format asked for, named by its range. */
export function sendAnalyticsReport(
  reply: FastifyReply,
  answer: AnalyticsAnswer,
  format: AnalyticsExportFormat,
  opts: { organizationName: string; projectsNamed: number },
): Promise<FastifyReply> {
  const fileFormat = reportFormatOf(format);
  return sendReportFile(reply, fileFormat, analyticsReportFileName(answer.range, fileFormat), {
    document: () => analyticsReportDocument(answer, opts),
    csv: () => analyticsReportCsv(answer),
  });
}
