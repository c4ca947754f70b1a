import type { FastifyReply } from "fastify";
import type { Db } from "../../server/db/client.ts";
import type { Scope } from "../../server/platform/access.ts";
import { toCsv } from "../../server/platform/csv.ts";
import type { Limits } from "../../server/platform/limits.ts";
import { countReportPdf, sendCsvFile, sendPdfFile } from "../../server/platform/report-download.ts";
import { addDays } from "../../shared/calendar.ts";
import type { CertifiedPayrollQuery, PayrollQuery } from "./time-clock.contract.ts";
import { certifiedPayrollFileName, certifiedPayrollPdf } from "./certified-payroll-pdf.server.ts";
import { certifiedPayrollSheet, payrollRows, type PayrollRow } from "./payroll.queries.ts";
import { hoursOf as hours } from "./time-clock.constants.ts";

const dollars = (cents: number) => (cents / 100).toFixed(2);

const PAYROLL_HEADER = [
  "Week Starting",
  "Week Ending",
  "Employee",
  "Employee ID",
  "Classification",
  "Hourly Rate",
  "Straight Hours",
  "Overtime Hours",
  "Double Time Hours",
  "Total Hours",
  "Gross Pay",
  "Approved At",
  "Approved By",
] as const;

/** The payroll CSV's rows: one per worker and approved week, amounts in dollars with two decimals. */
export function payrollCsv(rows: readonly PayrollRow[]): string {
  return toCsv(
    PAYROLL_HEADER,
    rows.map((r) => [
      r.weekStart,
      addDays(r.weekStart, 6),
      r.workerName,
      r.employeeId ?? "",
      r.classification,
      dollars(r.hourlyRateCents),
      hours(r.straightMinutes),
      hours(r.overtimeMinutes),
      hours(r.doubleMinutes),
      hours(r.straightMinutes + r.overtimeMinutes + r.doubleMinutes),
      dollars(r.payCents),
      r.approvedAt.toISOString(),
      r.approvedBy ?? "",
    ]),
  );
}

/** Sends a period's approved payroll as `payroll-{from}-{to}.csv`. */
export async function sendPayrollCsv(reply: FastifyReply, db: Db, scope: Scope, period: PayrollQuery) {
  const csv = payrollCsv(await payrollRows(db, scope, period));
  return sendCsvFile(reply, `payroll-${period.from}-${period.to}.csv`, csv);
}

/** Sends a project's certified payroll (WH-347) for a week, counted against the account's PDF budget. */
export async function sendCertifiedPayroll(
  reply: FastifyReply,
  db: Db,
  limits: Limits,
  scope: Scope,
  query: CertifiedPayrollQuery,
) {
  const sheet = await certifiedPayrollSheet(db, scope, query);
  await countReportPdf(db, scope.userId, limits);
  return sendPdfFile(
    reply,
    certifiedPayrollFileName(sheet.projectName, sheet.weekStart),
    await certifiedPayrollPdf(sheet),
  );
}
