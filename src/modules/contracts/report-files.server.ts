import type { FastifyReply } from "fastify";
import { formatReportDate, formatReportTime, type ReportDocument } from "../../server/platform/report-document.ts";
import { sendReportFile, type ReportFormat } from "../../server/platform/report-download.ts";
import { reportFileName } from "./contracts.constants.ts";
import type { StoredReport } from "./contract-reports.queries.ts";
import { contractsCsv } from "./report-csv.server.ts";

/**
 * A saved contracts report as the shared report renderer's document (decision 24): the organization, the
 * report's date and author, the spec's three figures, then every contract it covers with its value as typed and
 * the amount counted for it.
 */
export function contractsReportDocument({ report, data, organizationName }: StoredReport): ReportDocument {
  const createdAt = new Date(report.createdAt);
  const author = report.generatedBy ? ` by ${report.generatedBy.fullName}` : "";
  const uncounted = data.contracts.filter((c) => c.amount === null).length;
  return {
    title: "Contracts Report",
    organizationName,
    byline: `Report date ${formatReportDate(data.report_date)} · generated${author} on ${formatReportTime(createdAt)}`,
    createdAt,
    figures: [
      { label: "Contracts", value: data.contracts_count, kind: "count" },
      { label: "Active Contracts", value: data.active_contracts, kind: "count" },
      { label: "Total Value", value: Math.round(data.total_value * 100), kind: "money", accent: true },
    ],
    note:
      uncounted > 0
        ? `Total Value adds the amount read from each contract's value; ${uncounted} value${uncounted === 1 ? "" : "s"} held no amount and ${uncounted === 1 ? "is" : "are"} not counted.`
        : "Total Value adds the amount read from each contract's value (1.5M counts as $1,500,000.00).",
    tables: [
      {
        title: "Contracts",
        columns: [
          { header: "Contract" },
          { header: "Client", width: 110 },
          { header: "Type", width: 80 },
          { header: "Status", width: 70 },
          { header: "Timeline", width: 130 },
          { header: "Value", width: 80 },
          { header: "Counted", width: 80, kind: "money" },
        ],
        rows: data.contracts.map((c) => [
          c.project_name ? `${c.name}\nProject: ${c.project_name}` : c.name,
          c.client_name,
          c.contract_type,
          c.status,
          c.end_date
            ? `${formatReportDate(c.start_date)} – ${formatReportDate(c.end_date)}`
            : `From ${formatReportDate(c.start_date)}`,
          c.value,
          c.amount === null ? "Not counted" : Math.round(c.amount * 100),
        ]),
        empty: "The organization had no contracts when this report was generated.",
      },
    ],
  };
}

export function sendContractsReport(
  reply: FastifyReply,
  stored: StoredReport,
  format: ReportFormat,
): Promise<FastifyReply> {
  return sendReportFile(reply, format, reportFileName(stored.data.report_date, format), {
    document: () => contractsReportDocument(stored),
    csv: () => contractsCsv(stored.data),
  });
}
