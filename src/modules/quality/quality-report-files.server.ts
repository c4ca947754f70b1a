import type { FastifyReply } from "fastify";
import { formatReportDate, formatReportTime, type ReportDocument, type ReportFigure } from "../../server/platform/report-document.ts";
import { sendReportFile } from "../../server/platform/report-download.ts";
import { EXPIRING_WINDOW_DAYS, type CertificationStatus } from "../../shared/certifications.ts";
import type { QualityReportData } from "./quality-report.contract.ts";
import { qualityReportFileName, type QualityReportFormat } from "./quality-report.constants.ts";
import type { StoredQualityReport } from "./quality-reports.queries.ts";

const CERTIFICATION_LABELS: Record<CertificationStatus, string> = { valid: "Valid", expiring: "Expiring", expired: "Expired" };

const periodText = (d: Pick<QualityReportData, "from" | "to">) => `${formatReportDate(d.from)} – ${formatReportDate(d.to)}`;

const metricText = (m: QualityReportData["metrics"][number]) => (m.value === null ? "—" : `${m.value}${m.unit}`);

/**
 * A saved quality report as the shared renderer's document (decision 24): the period's stat cards (Total
 * Inspections, Open Defects, Pass Rate, Pending Reviews), the inspections by status, Quality Metrics, Common
 * Defects, the inspections themselves and the certifications with their standing.
 */
export function qualityReportDocument({ report, data, organizationName }: StoredQualityReport): ReportDocument {
  const createdAt = new Date(report.createdAt);
  const author = report.generatedBy ? ` by ${report.generatedBy.fullName}` : "";
  const s = data.summary;
  const figures: ReportFigure[] = [
    { label: "Total Inspections", value: s.totalInspections, kind: "count", accent: true },
    { label: "Open Defects", value: s.openDefects, kind: "count" },
  ];
  if (s.passRate !== null) figures.push({ label: "Pass Rate (%)", value: s.passRate, kind: "count" });
  figures.push({ label: "Pending Reviews", value: s.pendingReviews, kind: "count" });
  const c = report.certifications;
  return {
    title: data.title,
    organizationName,
    byline: `Quality Report · ${periodText(data)} · as of ${formatReportDate(data.reportDate)} · generated${author} on ${formatReportTime(createdAt)}`,
    createdAt,
    figures,
    note:
      `Figures cover the inspections dated ${periodText(data)}. Pass Rate = passed / total inspections, rounded. Open Defects counts the failed and warning items of inspections not Passed. ` +
      `Certifications as of ${formatReportDate(data.reportDate)}: ${c.valid} valid, ${c.expiring} expiring within ${EXPIRING_WINDOW_DAYS} days, ${c.expired} expired.`,
    tables: [
      {
        title: "By Status",
        columns: [{ header: "Status" }, { header: "Inspections", kind: "count", width: 120 }],
        rows: data.byStatus.map((x) => [x.value, x.count]),
        empty: "No inspections.",
      },
      {
        title: "Quality Metrics",
        columns: [{ header: "Metric" }, { header: "Value", width: 120 }],
        rows: data.metrics.map((m) => [m.label, metricText(m)]),
        empty: "No metrics.",
      },
      {
        title: "Common Defects",
        columns: [{ header: "Item" }, { header: "Times Failed or Warned", kind: "count", width: 160 }],
        rows: data.commonDefects.map((d) => [d.name, d.count]),
        empty: "No defects recorded in this period.",
      },
      {
        title: "Inspections",
        columns: [
          { header: "Date", kind: "date", width: 90 },
          { header: "Title" },
          { header: "Location", width: 130 },
          { header: "Inspector", width: 110 },
          { header: "Status", width: 90 },
          { header: "Items", kind: "count", width: 50 },
          { header: "Defects", kind: "count", width: 55 },
        ],
        rows: data.inspections.map((x) => [x.date, x.title, x.location, x.inspector, x.status, x.items, x.defects]),
        empty: "No inspection in this period.",
      },
      {
        title: "Certifications",
        columns: [
          { header: "Certification" },
          { header: "Number", width: 90 },
          { header: "Issuing Authority", width: 130 },
          { header: "Issued", kind: "date", width: 85 },
          { header: "Expires", kind: "date", width: 85 },
          { header: "Status", width: 70 },
        ],
        rows: data.certifications.map((x) => [x.name, x.number, x.issuingAuthority, x.issueDate, x.expiryDate, CERTIFICATION_LABELS[x.status]]),
        empty: "No certifications.",
      },
    ],
  };
}

/** The renderer asks every report for its CSV; quality registers no CSV route (spec: pdf, excel, word), so it is never asked. */
const csvOf = () => "";

export function sendQualityReport(reply: FastifyReply, stored: StoredQualityReport, format: QualityReportFormat): Promise<FastifyReply> {
  return sendReportFile(reply, format, qualityReportFileName(stored.data.reportDate, format), { document: () => qualityReportDocument(stored), csv: csvOf });
}
