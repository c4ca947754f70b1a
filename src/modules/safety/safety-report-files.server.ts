import { toCsv } from "../../server/platform/csv.ts";
import { formatReportDate, type ReportDocument, type ReportFigure } from "../../server/platform/report-document.ts";
import {
  certificationStandingText,
  certificationsTable,
  reportPeriodText,
  savedReportHeading,
} from "../saved-reports/saved-reports.public.server.ts";
import { INCIDENT_TYPE_LABELS, SEVERITY_LABELS } from "./safety.constants.ts";
import type { SafetyReportData } from "./safety-report.contract.ts";
import type { StoredSafetyReport } from "./safety-reports.queries.ts";

/**
 * A saved safety report as the shared renderer's document (decisions 24 and 30): the period's incident figures
 * and the stat cards as of the report's day (Safety Score included), the incidents counted by severity, status
 * and type, the incidents themselves, the compliance checklist and the certifications with their standing.
 */
export function safetyReportDocument(stored: StoredSafetyReport): ReportDocument {
  const { report, data } = stored;
  const s = data.summary;
  const figures: ReportFigure[] = [
    { label: "Incidents in Period", value: data.incidents.length, kind: "count", accent: true },
  ];
  figures.push({ label: "Open Incidents", value: s.openIncidents, kind: "count" });
  if (s.daysWithoutIncident !== null)
    figures.push({ label: "Days Without Incident", value: s.daysWithoutIncident, kind: "count" });
  if (s.complianceRate !== null) figures.push({ label: "Compliance Rate (%)", value: s.complianceRate, kind: "count" });
  if (s.safetyScore !== null) figures.push({ label: "Safety Score (%)", value: s.safetyScore, kind: "count" });
  return {
    ...savedReportHeading("safety", stored),
    figures,
    note:
      `Incidents in Period are those dated ${reportPeriodText(data)}. Open Incidents, Days Without Incident, Compliance Rate and the Safety Score are as of ${formatReportDate(data.reportDate)}, over all incidents. ` +
      `Safety Score: ${s.safetyScore === null ? "none yet (no checklist items or incidents recorded)" : s.scoreCalculation}. ` +
      `Certifications: ${certificationStandingText(report.certifications)}.`,
    tables: [
      {
        title: "By Severity",
        columns: [{ header: "Severity" }, { header: "Incidents", kind: "count", width: 120 }],
        rows: data.bySeverity.map((x) => [SEVERITY_LABELS[x.value], x.count]),
        empty: "No incidents.",
      },
      {
        title: "By Status",
        columns: [{ header: "Status" }, { header: "Incidents", kind: "count", width: 120 }],
        rows: data.byStatus.map((x) => [x.value, x.count]),
        empty: "No incidents.",
      },
      {
        title: "By Type",
        columns: [{ header: "Type" }, { header: "Incidents", kind: "count", width: 120 }],
        rows: data.byType.map((x) => [INCIDENT_TYPE_LABELS[x.value], x.count]),
        empty: "No incidents.",
      },
      {
        title: "Incidents",
        columns: [
          { header: "Date", kind: "date", width: 90 },
          { header: "Time", width: 50 },
          { header: "Type", width: 110 },
          { header: "Severity", width: 80 },
          { header: "Status", width: 120 },
          { header: "Location" },
        ],
        rows: data.incidents.map((x) => [
          x.date,
          x.time,
          INCIDENT_TYPE_LABELS[x.type],
          SEVERITY_LABELS[x.severity],
          x.status,
          x.location,
        ]),
        empty: "No incident in this period.",
      },
      {
        title: "Compliance Checklist",
        columns: [
          { header: "Item" },
          { header: "Compliant", width: 80 },
          { header: "Last Checked", kind: "date", width: 100 },
        ],
        rows: data.checklist.items.map((x) => [
          x.item,
          x.compliant ? "Yes" : "No",
          x.lastCheckedAt ? x.lastCheckedAt.slice(0, 10) : null,
        ]),
        empty: "No checklist items.",
      },
      certificationsTable(data.certifications),
    ],
  };
}

export const SAFETY_CSV_HEADER = ["Date", "Time", "Type", "Severity", "Status", "Location"] as const;

/** The report's incidents as CSV, one line each (the counts by severity, status and type add up from it). */
export function safetyReportCsv(data: SafetyReportData): string {
  return toCsv(
    SAFETY_CSV_HEADER,
    data.incidents.map((x) => [
      x.date,
      x.time ?? "",
      INCIDENT_TYPE_LABELS[x.type],
      SEVERITY_LABELS[x.severity],
      x.status,
      x.location,
    ]),
  );
}
