import type { FastifyReply } from "fastify";
import { toCsv } from "../../server/platform/csv.ts";
import { formatReportDate, formatReportTime, type ReportDocument } from "../../server/platform/report-document.ts";
import { sendReportFile, type ReportFormat } from "../../server/platform/report-download.ts";
import type { ReportCertification, ReportData } from "./hr.contract.ts";
import { EVENT_WINDOW_DAYS, hrReportFileName } from "./hr.constants.ts";
import type { StoredHrReport } from "./hr-reports.queries.ts";

/** "Expired 3 days ago", "Expires today", "Expires in 12 days". */
export function certificationStanding(c: Pick<ReportCertification, "daysAway" | "expired">): string {
  const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;
  if (c.expired) return `Expired ${days(-c.daysAway)} ago`;
  return c.daysAway === 0 ? "Expires today" : `Expires in ${days(c.daysAway)}`;
}

/**
 * A saved HR report as the shared renderer's document (decision 24): the headcount figures, headcount by
 * department and by employment type, the certifications to renew, and the employee list (no personal details).
 */
export function hrReportDocument({ report, data, organizationName }: StoredHrReport): ReportDocument {
  const createdAt = new Date(report.createdAt);
  const author = report.generatedBy ? ` by ${report.generatedBy.fullName}` : "";
  const h = data.headcount;
  return {
    title: "HR Report",
    organizationName,
    byline: `As of ${formatReportDate(data.reportDate)} · generated${author} on ${formatReportTime(createdAt)}`,
    createdAt,
    figures: [
      { label: "Headcount", value: h.total, kind: "count", accent: true },
      { label: "Active", value: h.active, kind: "count" },
      { label: "On Leave", value: h.onLeave, kind: "count" },
      { label: "Certifications Expiring", value: report.expiringCertifications, kind: "count" },
      { label: "Certifications Expired", value: report.expiredCertifications, kind: "count" },
    ],
    note: `Headcount counts Active and On Leave employees (${h.inactive} inactive ${h.inactive === 1 ? "employee is" : "employees are"} listed but not counted). Certifications are those of current employees expired or expiring within ${EVENT_WINDOW_DAYS} days of the report date.`,
    tables: [
      {
        title: "By Department",
        columns: [
          { header: "Department" },
          { header: "Headcount", kind: "count", width: 120 },
          { header: "Active", kind: "count", width: 120 },
          { header: "On Leave", kind: "count", width: 120 },
        ],
        rows: h.byDepartment.map((d) => [d.department, d.headcount, d.active, d.onLeave]),
        empty: "No employees.",
      },
      {
        title: "By Employment Type",
        columns: [{ header: "Employment Type" }, { header: "Headcount", kind: "count", width: 120 }],
        rows: h.byType.map((t) => [t.employmentType, t.headcount]),
        empty: "No employees.",
      },
      {
        title: "Certifications Expiring",
        columns: [
          { header: "Employee", width: 150 },
          { header: "Department", width: 100 },
          { header: "Certification" },
          { header: "Issuer", width: 130 },
          { header: "Expires", kind: "date", width: 90 },
          { header: "Standing", width: 120 },
        ],
        rows: data.certifications.map((c) => [
          c.employeeName,
          c.department,
          c.name,
          c.issuer,
          c.expires,
          certificationStanding(c),
        ]),
        empty: `No certification has expired or expires within ${EVENT_WINDOW_DAYS} days.`,
      },
      {
        title: "Employees",
        columns: [
          { header: "Last Name", width: 100 },
          { header: "First Name", width: 90 },
          { header: "Position" },
          { header: "Department", width: 90 },
          { header: "Employment Type", width: 90 },
          { header: "Status", width: 60 },
          { header: "Start Date", kind: "date", width: 80 },
          { header: "Supervisor", width: 100 },
        ],
        rows: data.employees.map((x) => [
          x.lastName,
          x.firstName,
          x.position,
          x.department,
          x.employmentType,
          x.status,
          x.startDate,
          x.supervisor,
        ]),
        empty: "No employees yet.",
      },
    ],
  };
}

export const HR_CSV_HEADER = [
  "Last Name",
  "First Name",
  "Position",
  "Department",
  "Employment Type",
  "Status",
  "Start Date",
  "Supervisor",
] as const;

/** The report's employee list as CSV, one line each (the headcount adds up from it), without personal details. */
export function hrReportCsv(data: ReportData): string {
  return toCsv(
    HR_CSV_HEADER,
    data.employees.map((x) => [
      x.lastName,
      x.firstName,
      x.position,
      x.department,
      x.employmentType,
      x.status,
      x.startDate,
      x.supervisor,
    ]),
  );
}

export function sendHrReport(reply: FastifyReply, stored: StoredHrReport, format: ReportFormat): Promise<FastifyReply> {
  return sendReportFile(reply, format, hrReportFileName(stored.data.reportDate, format), {
    document: () => hrReportDocument(stored),
    csv: () => hrReportCsv(stored.data),
  });
}
