import type { Db } from "../../server/db/client.ts";
import type { Scope } from "../../server/platform/access.ts";
import { certificationsExpiringBetween } from "../certifications/certifications.queries.ts";
import type { SafetySummary } from "./safety.contract.ts";
import { RECENT_INCIDENTS, SEVERITIES } from "./safety.constants.ts";
import { complianceRate, daysWithoutIncident } from "./safety.rules.ts";
import { safetyScore } from "./safety-score.rules.ts";
import { checklistCounts } from "./safety-checklist.queries.ts";
import { incidentFigures, listIncidents } from "./safety-incidents.queries.ts";

/** What other modules may ask of safety (the overview's deadlines): its certifications expiring between two dates. */
export const safetyCertificationsExpiringBetween = (db: Db, scope: Scope, from: string, to: string, limit: number) =>
  certificationsExpiringBetween(db, scope, "safety", from, to, limit);

/**
 * The stat cards as of the caller's `today`, computed from the records: Open Incidents (not Resolved or
 * Closed), Days Without Incident, Compliance Rate and the Safety Score made of them (decision 0027); and Recent
 * Safety Records, the 5 newest incidents.
 */
export async function safetySummary(db: Db, scope: Scope, today: string): Promise<SafetySummary> {
  const [figures, counts, recent] = await Promise.all([
    incidentFigures(db, scope),
    checklistCounts(db, scope),
    listIncidents(db, scope, { limit: RECENT_INCIDENTS }),
  ]);
  const days = daysWithoutIncident(figures.lastIncidentDate, today);
  const rate = complianceRate(counts.compliant, counts.total);
  return {
    today,
    openIncidents: SEVERITIES.reduce((sum, s) => sum + figures.openBySeverity[s], 0),
    openBySeverity: figures.openBySeverity,
    daysWithoutIncident: days,
    lastIncidentDate: figures.lastIncidentDate,
    complianceRate: rate,
    compliantItems: counts.compliant,
    checklistItems: counts.total,
    safetyScore: safetyScore({
      complianceRate: rate,
      openBySeverity: figures.openBySeverity,
      daysWithoutIncident: days,
    }),
    recentIncidents: recent.incidents,
  };
}
