import { asc, eq } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { employees, hrReports } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest } from "../../server/platform/errors.ts";
import { readReport, saveReport, type SavedReport } from "../../server/platform/saved-reports.ts";
import { addDays } from "../../shared/calendar.ts";
import { reportData, type HrReport, type ReportData, type ReportEmployee } from "./hr.contract.ts";
import { EVENT_WINDOW_DAYS, HR_MSG, REPORT_MAX_EMPLOYEES } from "./hr.constants.ts";
import { datedCertifications } from "./hr-calendar.queries.ts";
import { daysFrom, headcount } from "./hr.rules.ts";

/** The HR module's saved reports: headcount, certifications to renew and the employee list, kept as they were. */

const e = employees;

/** Every employee, by name, without personal details; at most REPORT_MAX_EMPLOYEES. */
async function reportEmployees(db: Db, scope: Scope): Promise<ReportEmployee[]> {
  const rows = await db
    .select({
      lastName: e.lastName,
      firstName: e.firstName,
      position: e.position,
      department: e.department,
      employmentType: e.employmentType,
      status: e.status,
      startDate: e.startDate,
      supervisor: e.supervisor,
    })
    .from(e)
    .where(eq(e.organizationId, scope.organizationId))
    .orderBy(asc(e.lastName), asc(e.firstName), asc(e.id))
    .limit(REPORT_MAX_EMPLOYEES + 1);
  if (rows.length > REPORT_MAX_EMPLOYEES) throw badRequest(HR_MSG.reportTooLarge);
  return rows;
}

function toReport(r: SavedReport<ReportData>): HrReport {
  const expired = r.data.certifications.filter((c) => c.expired).length;
  return {
    id: r.id,
    reportDate: r.data.reportDate,
    headcount: r.data.headcount,
    expiringCertifications: r.data.certifications.length - expired,
    expiredCertifications: expired,
    employeeCount: r.data.employees.length,
    generatedBy: r.generatedBy,
    createdAt: r.createdAt,
  };
}

/**
 * Generates and saves the HR report as of `reportDate`: headcount by department and employment type, the
 * certifications expired or expiring within 30 days, and every employee, read in one database transaction so
 * they agree, and kept so the report's files always say what it said when generated.
 */
export async function generateHrReport(db: Db, scope: Scope, reportDate: string): Promise<HrReport> {
  const id = await db.transaction(async (trx) => {
    const list = await reportEmployees(trx, scope);
    const certifications = await datedCertifications(
      trx,
      scope,
      { to: addDays(reportDate, EVENT_WINDOW_DAYS) },
      REPORT_MAX_EMPLOYEES,
    );
    const data: ReportData = {
      reportDate,
      headcount: headcount(list),
      certifications: certifications.map((c) => ({
        employeeName: `${c.firstName} ${c.lastName}`,
        department: c.department,
        name: c.name,
        issuer: c.issuer,
        expires: c.expires,
        daysAway: daysFrom(reportDate, c.expires),
        expired: c.expires < reportDate,
      })),
      employees: list,
    };
    return saveReport(trx, scope, hrReports, data);
  });
  return (await getHrReportRecord(db, scope, id)).report;
}

export type StoredHrReport = { report: HrReport; data: ReportData; organizationName: string };

/** A saved report with its rows and the organization's name (for its files); another organization's is a 404. */
export async function getHrReportRecord(db: Db, scope: Scope, id: string): Promise<StoredHrReport> {
  const saved = await readReport(db, scope, hrReports, id, (data) => reportData.parse(data), HR_MSG.reportNotFound);
  return { report: toReport(saved), data: saved.data, organizationName: saved.organizationName };
}
