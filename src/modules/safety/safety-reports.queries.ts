import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { safetyIncidents, safetyReports } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest } from "../../server/platform/errors.ts";
import { certificationsForReport } from "../../server/platform/certifications.queries.ts";
import { readReport, saveReport, type SavedReport } from "../../server/platform/saved-reports.ts";
import { INCIDENT_STATUSES, INCIDENT_TYPES, isIncidentStatus, isIncidentType, isSeverity, SEVERITIES } from "./safety.constants.ts";
import { complianceRate, daysWithoutIncident } from "./safety.rules.ts";
import { safetyScore } from "./safety-score.rules.ts";
import { getChecklist } from "./safety-checklist.queries.ts";
import { incidentFigures } from "./safety-incidents.queries.ts";
import { safetyReportData, type SafetyReport, type SafetyReportData, type SafetyReportInputParsed } from "./safety-report.contract.ts";
import { REPORT_MAX_CERTIFICATIONS, REPORT_MAX_INCIDENTS, SAFETY_REPORT_MSG } from "./safety-report.constants.ts";

/** The safety module's saved reports (Generate Safety Report): a period's incidents with the checklist, certifications and stat cards, kept as they were. */

const i = safetyIncidents;

/** The period's incidents (inclusive), oldest first; at most REPORT_MAX_INCIDENTS, past that a 400. */
async function periodIncidents(db: Db, scope: Scope, from: string, to: string): Promise<SafetyReportData["incidents"]> {
  const rows = await db
    .select({ date: i.incidentDate, time: i.incidentTime, type: i.type, severity: i.severity, status: i.status, location: i.location })
    .from(i)
    .where(and(eq(i.organizationId, scope.organizationId), gte(i.incidentDate, from), lte(i.incidentDate, to)))
    .orderBy(asc(i.incidentDate), asc(i.incidentTime), asc(i.createdAt), asc(i.id))
    .limit(REPORT_MAX_INCIDENTS + 1);
  if (rows.length > REPORT_MAX_INCIDENTS) throw badRequest(SAFETY_REPORT_MSG.tooManyIncidents, { from: SAFETY_REPORT_MSG.tooManyIncidents });
  return rows.map((r) => ({
    ...r,
    // The table's checks keep these in their lists; the fallbacks only satisfy the type checker.
    type: isIncidentType(r.type) ? r.type : "injury",
    severity: isSeverity(r.severity) ? r.severity : "minor",
    status: isIncidentStatus(r.status) ? r.status : "Under Investigation",
  }));
}

/** How many of `rows` have each of `values` (every value listed, zero included, in the list's order). */
function countBy<V extends string>(values: readonly V[], rows: readonly { value: V }[]): { value: V; count: number }[] {
  return values.map((value) => ({ value, count: rows.filter((r) => r.value === value).length }));
}

function toReport(r: SavedReport<SafetyReportData>): SafetyReport {
  const d = r.data;
  const standing = (s: SafetyReportData["certifications"][number]["status"]) => d.certifications.filter((x) => x.status === s).length;
  return {
    id: r.id,
    title: d.title,
    from: d.from,
    to: d.to,
    reportDate: d.reportDate,
    incidentCount: d.incidents.length,
    bySeverity: d.bySeverity,
    checklistItems: d.checklist.total,
    certifications: { valid: standing("valid"), expiring: standing("expiring"), expired: standing("expired") },
    summary: d.summary,
    generatedBy: r.generatedBy,
    createdAt: r.createdAt,
  };
}

/**
 * Generates and saves a safety report of a period as of `reportDate` (the caller's today): the period's
 * incidents and their counts by severity, status and type, the compliance checklist, the certifications with
 * their standing on that day, and the stat cards with the Safety Score (decision 0027), read in one database
 * transaction so they agree, and kept so the report's files always say what it said when generated.
 */
export async function generateSafetyReport(db: Db, scope: Scope, input: SafetyReportInputParsed, reportDate: string): Promise<SafetyReport> {
  const id = await db.transaction(async (trx) => {
    const incidents = await periodIncidents(trx, scope, input.from, input.to);
    const certifications = await certificationsForReport(trx, scope, "safety", reportDate, REPORT_MAX_CERTIFICATIONS, SAFETY_REPORT_MSG.tooManyCertifications);
    const checklist = await getChecklist(trx, scope);
    const figures = await incidentFigures(trx, scope);
    const days = daysWithoutIncident(figures.lastIncidentDate, reportDate);
    const rate = complianceRate(checklist.compliant, checklist.total);
    const score = safetyScore({ complianceRate: rate, openBySeverity: figures.openBySeverity, daysWithoutIncident: days });
    const data: SafetyReportData = {
      title: input.title,
      from: input.from,
      to: input.to,
      reportDate,
      incidents,
      bySeverity: countBy(SEVERITIES, incidents.map((x) => ({ value: x.severity }))),
      byStatus: countBy(INCIDENT_STATUSES, incidents.map((x) => ({ value: x.status }))),
      byType: countBy(INCIDENT_TYPES, incidents.map((x) => ({ value: x.type }))),
      checklist: {
        items: checklist.items.map((x) => ({ item: x.item, compliant: x.compliant, lastCheckedAt: x.lastCheckedAt })),
        compliant: checklist.compliant,
        total: checklist.total,
        complianceRate: rate,
      },
      certifications,
      summary: {
        openIncidents: SEVERITIES.reduce((sum, s) => sum + figures.openBySeverity[s], 0),
        daysWithoutIncident: days,
        lastIncidentDate: figures.lastIncidentDate,
        complianceRate: rate,
        safetyScore: score.score,
        scoreCalculation: score.calculation,
      },
    };
    return saveReport(trx, scope, safetyReports, data);
  });
  return (await getSafetyReportRecord(db, scope, id)).report;
}

export type StoredSafetyReport = { report: SafetyReport; data: SafetyReportData; organizationName: string };

/** A saved report with its rows and the organization's name (for its files); another organization's is a 404. */
export async function getSafetyReportRecord(db: Db, scope: Scope, id: string): Promise<StoredSafetyReport> {
  const saved = await readReport(db, scope, safetyReports, id, (data) => safetyReportData.parse(data), SAFETY_REPORT_MSG.reportNotFound);
  return { report: toReport(saved), data: saved.data, organizationName: saved.organizationName };
}
