import { formatReportDate, type ReportDocument, type ReportFigure } from "../../server/platform/report-document.ts";
import {
  certificationStandingText,
  certificationsTable,
  reportPeriodText,
  savedReportHeading,
} from "../saved-reports/saved-reports.public.server.ts";
import type { QualityReportData } from "./quality-report.contract.ts";
import type { StoredQualityReport } from "./quality-reports.queries.ts";

const metricText = (m: QualityReportData["metrics"][number]) => (m.value === null ? "—" : `${m.value}${m.unit}`);

/**
 * A saved quality report as the shared renderer's document (decisions 24 and 30): the period's stat cards (Total
 * Inspections, Open Defects, Pass Rate, Pending Reviews), the inspections by status, Quality Metrics, Common
 * Defects, the inspections themselves and the certifications with their standing.
 */
export function qualityReportDocument(stored: StoredQualityReport): ReportDocument {
  const { report, data } = stored;
  const s = data.summary;
  const figures: ReportFigure[] = [
    { label: "Total Inspections", value: s.totalInspections, kind: "count", accent: true },
    { label: "Open Defects", value: s.openDefects, kind: "count" },
  ];
  if (s.passRate !== null) figures.push({ label: "Pass Rate (%)", value: s.passRate, kind: "count" });
  figures.push({ label: "Pending Reviews", value: s.pendingReviews, kind: "count" });
  return {
    ...savedReportHeading("quality", stored),
    figures,
    note:
      `Figures cover the inspections dated ${reportPeriodText(data)}. Pass Rate = passed / total inspections, rounded. Open Defects counts the failed and warning items of inspections not Passed. ` +
      `Certifications as of ${formatReportDate(data.reportDate)}: ${certificationStandingText(report.certifications)}.`,
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
      certificationsTable(data.certifications),
    ],
  };
}
