import type { FastifyReply } from "fastify";
import { toCsv } from "../../server/platform/csv.ts";
import {
  cellText,
  formatReportTime,
  type ReportCell,
  type ReportDocument,
  type ReportTable,
} from "../../server/platform/report-document.ts";
import { sendReportFile } from "../../server/platform/report-download.ts";
import type { JobCostReport, WipReport } from "./job-finance.contract.ts";
import { COST_TYPE_LABELS } from "./job-finance.constants.ts";
import { percentCompleteBps } from "./wip.rules.ts";

/**
 * The job cost and work-in-progress reports as the shared renderer's documents (decision 24), for their PDF and
 * XLSX downloads: the API's own figures (the same query functions), a row per line and a totals row.
 */

/** The formats these reports download in (as finance's saved reports: a route per format). */
export type JobFinanceFileFormat = "pdf" | "xlsx";

/** A rate in basis points as a percent with two decimals: 5000 → "50.00%". */
export const percentText = (bps: number) => `${(bps / 100).toFixed(2)}%`;

/** `job-cost-report-2026-03-15.pdf`. */
export const jobCostFileName = (today: string, format: JobFinanceFileFormat) => `job-cost-report-${today}.${format}`;
/** `wip-report-2026-03-15.xlsx`. */
export const wipFileName = (today: string, format: JobFinanceFileFormat) => `wip-report-${today}.${format}`;

export function jobCostDocument(report: JobCostReport, organizationName: string, now = new Date()): ReportDocument {
  const t = report.totals;
  const over = report.lines.filter((l) => l.overBudget).length;
  const figuresOf = (f: JobCostReport["totals"]): ReportCell[] => [
    f.budgetCents,
    f.approvedChangesCents,
    f.revisedBudgetCents,
    f.committedCents,
    f.actualCents,
    f.projectedCents,
    f.varianceCents,
    f.overBudget ? "Yes" : "No",
  ];
  return {
    title: "Job Cost Report",
    organizationName,
    byline: `Project: ${report.project.name} · ${report.lines.length} cost lines, ${over} over budget · made ${formatReportTime(now)}`,
    createdAt: now,
    figures: [
      { label: "Revised Budget", value: t.revisedBudgetCents, kind: "money" },
      { label: "Committed", value: t.committedCents, kind: "money" },
      { label: "Actual", value: t.actualCents, kind: "money" },
      { label: "Projected", value: t.projectedCents, kind: "money" },
      { label: "Variance", value: t.varianceCents, kind: "money", accent: true },
    ],
    note: "Revised budget is the budget with approved change orders. Committed is purchase orders sent and not yet received; actual is payments, pending and cleared. Projected is the larger of the revised budget and actual plus committed; variance is the revised budget less actual and committed (below zero: over budget).",
    tables: [
      {
        title: "Cost Codes",
        columns: [
          { header: "Cost Code", width: 58 },
          { header: "Name" },
          { header: "Type", width: 62 },
          { header: "Budget", kind: "money", width: 62 },
          { header: "Approved Changes", kind: "money", width: 62 },
          { header: "Revised Budget", kind: "money", width: 62 },
          { header: "Committed", kind: "money", width: 62 },
          { header: "Actual", kind: "money", width: 62 },
          { header: "Projected", kind: "money", width: 62 },
          { header: "Variance", kind: "money", width: 62 },
          { header: "Over Budget", width: 44 },
        ],
        rows: [
          ...report.lines.map((l): ReportCell[] => [
            l.costCode,
            l.costCodeName,
            COST_TYPE_LABELS[l.costType],
            ...figuresOf(l),
          ]),
          // No totals row under no lines: the table says it is empty instead.
          ...(report.lines.length > 0 ? [["Total", "All cost codes", "", ...figuresOf(t)]] : []),
        ],
        empty: "This project has no budget or costs yet.",
      },
    ],
  };
}

export function wipDocument(report: WipReport, organizationName: string, now = new Date()): ReportDocument {
  const t = report.totals;
  return {
    title: "Work in Progress Report",
    organizationName,
    byline: `${report.rows.length} projects with a schedule of values · made ${formatReportTime(now)}`,
    createdAt: now,
    figures: [
      { label: "Contract", value: t.contractCents, kind: "money" },
      { label: "Earned Revenue", value: t.earnedRevenueCents, kind: "money" },
      { label: "Billed to Date", value: t.billedToDateCents, kind: "money" },
      { label: "Over-billed", value: t.overBilledCents, kind: "money", accent: true },
      { label: "Under-billed", value: t.underBilledCents, kind: "money" },
    ],
    note: "% complete is cost to date ÷ estimated cost; earned revenue is the contract × % complete; billed to date is completed and stored to date on the latest approved pay application. Over-billed is billing beyond earned revenue, under-billed earned revenue beyond billing.",
    tables: [
      {
        title: "Projects",
        columns: [
          { header: "Project" },
          { header: "Contract", kind: "money", width: 70 },
          { header: "Estimated Cost", kind: "money", width: 70 },
          { header: "Cost to Date", kind: "money", width: 70 },
          { header: "% Complete", kind: "count", width: 60 },
          { header: "Earned Revenue", kind: "money", width: 70 },
          { header: "Billed to Date", kind: "money", width: 70 },
          { header: "Over-billed", kind: "money", width: 70 },
          { header: "Under-billed", kind: "money", width: 70 },
        ],
        rows: [
          ...report.rows.map((r): ReportCell[] => [
            r.projectName,
            r.contractCents,
            r.estimatedCostCents,
            r.costToDateCents,
            percentText(r.percentCompleteBps),
            r.earnedRevenueCents,
            r.billedToDateCents,
            r.overBilledCents,
            r.underBilledCents,
          ]),
          ...(report.rows.length === 0
            ? []
            : [
                [
                  "Total",
                  t.contractCents,
                  t.estimatedCostCents,
                  t.costToDateCents,
                  // The totals' own percent (a percent is no sum), as the report's rules compute it.
                  percentText(percentCompleteBps(t.costToDateCents, t.estimatedCostCents)),
                  t.earnedRevenueCents,
                  t.billedToDateCents,
                  t.overBilledCents,
                  t.underBilledCents,
                ],
              ]),
        ],
        empty: "No project has a schedule of values yet.",
      },
    ],
  };
}

/** A table as CSV text, money in dollars to the cent (the renderer's other formats; these routes offer none). */
function tableCsv(table: ReportTable | undefined): string {
  if (!table) return toCsv([], []);
  return toCsv(
    table.columns.map((c) => c.header),
    table.rows.map((row) =>
      table.columns.map((c, i) => {
        const cell = row[i] ?? null;
        return typeof cell === "number" && c.kind === "money" ? cell / 100 : cellText(cell, "text");
      }),
    ),
    { number: (n) => n.toFixed(2) },
  );
}

/** Sends a report document as the PDF or the workbook, a download named `fileName`. */
export const sendJobFinanceReport = (
  reply: FastifyReply,
  format: JobFinanceFileFormat,
  fileName: string,
  document: ReportDocument,
): Promise<FastifyReply> =>
  sendReportFile(reply, format, fileName, { document: () => document, csv: () => tableCsv(document.tables[0]) });
