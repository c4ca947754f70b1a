import type { FastifyReply } from "fastify";
import { toCsv } from "../../server/platform/csv.ts";
import { formatReportDate, formatReportTime, type ReportDocument } from "../../server/platform/report-document.ts";
import { sendReportFile, type ReportFormat } from "../../server/platform/report-download.ts";
import type { ReportData } from "./finance.contract.ts";
import { financeReportFileName } from "./finance.constants.ts";
import type { StoredFinanceReport } from "./finance-reports.queries.ts";

/** What the report covers, in words: "Mar 1, 2026 – Mar 31, 2026 · Project: Dockside". */
export function reportCoverage(data: Pick<ReportData, "from" | "to" | "project">): string {
  const period =
    data.from && data.to
      ? `${formatReportDate(data.from)} – ${formatReportDate(data.to)}`
      : data.from
        ? `From ${formatReportDate(data.from)}`
        : data.to
          ? `Until ${formatReportDate(data.to)}`
          : "All dates";
  return data.project ? `${period} · Project: ${data.project.name}` : `${period} · All projects`;
}

/**
 * A saved finance report as the shared renderer's document (decision 24): the summary cards, the figures by
 * category and by project, and every transaction of the period.
 */
export function financeReportDocument({ report, data, organizationName }: StoredFinanceReport): ReportDocument {
  const createdAt = new Date(report.createdAt);
  const author = report.generatedBy ? ` by ${report.generatedBy.fullName}` : "";
  const s = data.summary;
  return {
    title: "Finance Report",
    organizationName,
    byline: `${reportCoverage(data)} · generated${author} on ${formatReportTime(createdAt)}`,
    createdAt,
    figures: [
      { label: "Income", value: s.incomeCents, kind: "money" },
      { label: "Expenses", value: s.expensesCents, kind: "money" },
      { label: "Net", value: s.netCents, kind: "money", accent: true },
      { label: `Pending (${s.pendingCount})`, value: s.pendingCents, kind: "money" },
    ],
    note: "Income and expenses are cleared receipts and payments; pending transactions are shown apart, void ones count for nothing, transfers count in neither.",
    tables: [
      {
        title: "By Category",
        columns: [
          { header: "Category" },
          { header: "Expenses", kind: "money", width: 150 },
          { header: "Income", kind: "money", width: 150 },
          { header: "Pending", kind: "money", width: 150 },
        ],
        rows: data.categories.map((c) => [c.category, c.expensesCents, c.incomeCents, c.pendingCents]),
        empty: "No transactions in this period.",
      },
      {
        title: "By Project",
        columns: [
          { header: "Project" },
          { header: "Spent in Period", kind: "money", width: 100 },
          { header: "Received in Period", kind: "money", width: 110 },
          { header: "Budget", kind: "money", width: 100 },
          { header: "Spent to Date", kind: "money", width: 100 },
          { header: "Budget Used", width: 80 },
        ],
        rows: data.projects.map((p) => [
          p.project.name,
          p.spentCents,
          p.receivedCents,
          p.budgetCents,
          p.spentToDateCents,
          p.percentUsed === null ? null : `${p.percentUsed}%`,
        ]),
        empty: "No transaction in this period is tied to a project.",
      },
      {
        title: "Transactions",
        columns: [
          { header: "Date", kind: "date", width: 70 },
          { header: "Type", width: 58 },
          { header: "Category", width: 64 },
          { header: "Status", width: 52 },
          { header: "Vendor", width: 90 },
          { header: "Description" },
          { header: "Reference", width: 70 },
          { header: "Project", width: 80 },
          { header: "Amount", kind: "money", width: 80 },
        ],
        rows: data.transactions.map((t) => [
          t.date,
          t.type,
          t.category,
          t.status,
          t.vendor,
          t.description,
          t.reference,
          t.projectName,
          t.amountCents,
        ]),
        empty: "No transactions in this period.",
      },
    ],
  };
}

export const FINANCE_CSV_HEADER = [
  "Date",
  "Type",
  "Category",
  "Status",
  "Vendor",
  "Description",
  "Reference",
  "Project",
  "Amount (USD)",
] as const;

/** The report's transactions as CSV, one line each (the figures add up from them), amounts to the cent. */
export function financeReportCsv(data: ReportData): string {
  const rows = data.transactions.map((t) => [
    t.date,
    t.type,
    t.category,
    t.status,
    t.vendor,
    t.description,
    t.reference,
    t.projectName,
    t.amountCents / 100,
  ]);
  return toCsv(FINANCE_CSV_HEADER, rows, { number: (n) => n.toFixed(2) });
}

export function sendFinanceReport(
  reply: FastifyReply,
  stored: StoredFinanceReport,
  format: ReportFormat,
): Promise<FastifyReply> {
  return sendReportFile(reply, format, financeReportFileName(stored.data.reportDate, format), {
    document: () => financeReportDocument(stored),
    csv: () => financeReportCsv(stored.data),
  });
}
