import { z } from "zod";
import { savedReportAnswer, savedReportSnapshot } from "../saved-reports/saved-reports.contract.ts";
import { INCIDENT_STATUSES, INCIDENT_TYPES, SEVERITIES } from "./safety.constants.ts";

const counts = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.object({ value: z.enum(values), count: z.number().int() }));

/** safety_reports.data: the common part (title, period, day, certifications) and the period's incidents, checklist and stat cards, as they were when generated. */
export const safetyReportData = savedReportSnapshot.extend({
  /** The period's incidents, oldest first. */
  incidents: z.array(
    z.object({
      date: z.string(),
      time: z.string().nullable(),
      type: z.enum(INCIDENT_TYPES),
      severity: z.enum(SEVERITIES),
      status: z.enum(INCIDENT_STATUSES),
      location: z.string(),
    }),
  ),
  /** The period's incidents counted by severity, status and type (every value, zero included). */
  bySeverity: counts(SEVERITIES),
  byStatus: counts(INCIDENT_STATUSES),
  byType: counts(INCIDENT_TYPES),
  checklist: z.object({
    items: z.array(z.object({ item: z.string(), compliant: z.boolean(), lastCheckedAt: z.string().nullable() })),
    compliant: z.number().int(),
    total: z.number().int(),
    complianceRate: z.number().int().nullable(),
  }),
  /** The stat cards as of the report's day (all incidents, not only the period's). */
  summary: z.object({
    openIncidents: z.number().int(),
    daysWithoutIncident: z.number().int().nullable(),
    lastIncidentDate: z.string().nullable(),
    complianceRate: z.number().int().nullable(),
    safetyScore: z.number().int().nullable(),
    scoreCalculation: z.string(),
  }),
});
export type SafetyReportData = z.infer<typeof safetyReportData>;

/** A saved safety report as the API answers it: the common figures and the safety ones (its rows are in the files). */
export const safetyReport = savedReportAnswer.extend({
  incidentCount: z.number().int(),
  bySeverity: safetyReportData.shape.bySeverity,
  checklistItems: z.number().int(),
  summary: safetyReportData.shape.summary,
});
export type SafetyReport = z.infer<typeof safetyReport>;
