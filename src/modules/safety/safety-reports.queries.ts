import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { safetyIncidents, safetyReports } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest } from "../../server/platform/errors.ts";
import { savedReportStore } from "../saved-reports/saved-reports.queries.ts";
import type { SavedReportSnapshot } from "../saved-reports/saved-reports.contract.ts";
import { INCIDENT_STATUSES, INCIDENT_TYPES, SEVERITIES } from "./safety.constants.ts";
import { complianceRate, daysWithoutIncident } from "./safety.rules.ts";
import { safetyScore } from "./safety-score.rules.ts";
import { getChecklist } from "./safety-checklist.queries.ts";
import { incidentFigures } from "./safety-incidents.queries.ts";
import { safetyReportData, type SafetyReportData } from "./safety-report.contract.ts";
import { REPORT_MAX_INCIDENTS, SAFETY_REPORT_MSG } from "./safety-report.constants.ts";

/** What a safety report holds (Generate Safety Report): a period's incidents with the checklist and stat cards; saving, reading and the certifications are the platform's (decision 0030). */

const i = safetyIncidents;

/** The period's incidents (inclusive), oldest first; at most REPORT_MAX_INCIDENTS, past that a 400. */
async function periodIncidents(db: Db, scope: Scope, from: string, to: string): Promise<SafetyReportData["incidents"]> {
  const rows = await db
    .select({
      date: i.incidentDate,
      time: i.incidentTime,
      type: i.type,
      severity: i.severity,
      status: i.status,
      location: i.location,
    })
    .from(i)
    .where(and(eq(i.organizationId, scope.organizationId), gte(i.incidentDate, from), lte(i.incidentDate, to)))
    .orderBy(asc(i.incidentDate), asc(i.incidentTime), asc(i.createdAt), asc(i.id))
    .limit(REPORT_MAX_INCIDENTS + 1);
  if (rows.length > REPORT_MAX_INCIDENTS)
    throw badRequest(SAFETY_REPORT_MSG.tooManyIncidents, { from: SAFETY_REPORT_MSG.tooManyIncidents });
  return rows;
}

/** How many of `rows` have each of `values` (every value listed, zero included, in the list's order). */
function countBy<V extends string>(values: readonly V[], rows: readonly { value: V }[]): { value: V; count: number }[] {
  return values.map((value) => ({ value, count: rows.filter((r) => r.value === value).length }));
}

/**
 * The period's incidents and their counts by severity, status and type, the compliance checklist, and the stat
 * cards with the Safety Score (decision 0027) as of the report's day, read in the report's transaction.
 */
async function gatherSafetyReport(trx: Db, scope: Scope, common: SavedReportSnapshot): Promise<SafetyReportData> {
  const incidents = await periodIncidents(trx, scope, common.from, common.to);
  const checklist = await getChecklist(trx, scope);
  const figures = await incidentFigures(trx, scope);
  const days = daysWithoutIncident(figures.lastIncidentDate, common.reportDate);
  const rate = complianceRate(checklist.compliant, checklist.total);
  const score = safetyScore({
    complianceRate: rate,
    openBySeverity: figures.openBySeverity,
    daysWithoutIncident: days,
  });
  return {
    ...common,
    incidents,
    bySeverity: countBy(
      SEVERITIES,
      incidents.map((x) => ({ value: x.severity })),
    ),
    byStatus: countBy(
      INCIDENT_STATUSES,
      incidents.map((x) => ({ value: x.status })),
    ),
    byType: countBy(
      INCIDENT_TYPES,
      incidents.map((x) => ({ value: x.type })),
    ),
    checklist: {
      items: checklist.items.map((x) => ({ item: x.item, compliant: x.compliant, lastCheckedAt: x.lastCheckedAt })),
      compliant: checklist.compliant,
      total: checklist.total,
      complianceRate: rate,
    },
    summary: {
      openIncidents: SEVERITIES.reduce((sum, s) => sum + figures.openBySeverity[s], 0),
      daysWithoutIncident: days,
      lastIncidentDate: figures.lastIncidentDate,
      complianceRate: rate,
      safetyScore: score.score,
      scoreCalculation: score.calculation,
    },
  };
}

/** Safety's saved reports: `generate` and `record` (another organization's report is a 404). */
export const safetyReportStore = savedReportStore({
  area: "safety",
  table: safetyReports,
  parse: (data) => safetyReportData.parse(data),
  gather: gatherSafetyReport,
  figures: (d: SafetyReportData) => ({
    incidentCount: d.incidents.length,
    bySeverity: d.bySeverity,
    checklistItems: d.checklist.total,
    summary: d.summary,
  }),
});

export type StoredSafetyReport = Awaited<ReturnType<typeof safetyReportStore.record>>;
