import { z } from "zod";
import { personRef } from "../../shared/contracts/common.ts";
import { CERTIFICATION_STATUSES } from "../../shared/certifications.ts";
import { INCIDENT_STATUSES, INCIDENT_TYPES, SEVERITIES } from "./safety.constants.ts";
import { SAFETY_REPORT_MSG } from "./safety-report.constants.ts";

const MISSING = SAFETY_REPORT_MSG.missingFields;
const isoDate = z.iso.date(SAFETY_REPORT_MSG.invalidDate);
/** A required date: missing or blank is the spec's required-fields message, anything else must be YYYY-MM-DD. */
const requiredDate = z.string({ error: MISSING }).trim().min(1, MISSING).pipe(isoDate);

/** POST /api/safety/reports (Generate Safety Report): a title and the period it covers, all required; the caller's today dates it. */
export const safetyReportInput = z
  .object({
    title: z.string({ error: MISSING }).trim().min(1, MISSING).max(200, "Keep it under 200 characters."),
    from: requiredDate,
    to: requiredDate,
    today: isoDate.optional(),
  })
  .refine((r) => r.from <= r.to, { path: ["to"], message: SAFETY_REPORT_MSG.periodOrder });
export type SafetyReportInput = z.input<typeof safetyReportInput>;
export type SafetyReportInputParsed = z.output<typeof safetyReportInput>;

const counts = <T extends readonly [string, ...string[]]>(values: T) => z.array(z.object({ value: z.enum(values), count: z.number().int() }));

/** safety_reports.data: what the report covered and its rows and figures, as they were when generated. */
export const safetyReportData = z.object({
  title: z.string(),
  from: z.string(),
  to: z.string(),
  /** The caller's today when generated: certification standing and the stat cards are as of this day. */
  reportDate: z.string(),
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
  certifications: z.array(
    z.object({ name: z.string(), number: z.string(), issuingAuthority: z.string(), issueDate: z.string().nullable(), expiryDate: z.string(), status: z.enum(CERTIFICATION_STATUSES) }),
  ),
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

/** A saved safety report as the API answers it (its rows are in the files). */
export const safetyReport = z.object({
  id: z.string(),
  title: z.string(),
  from: z.string(),
  to: z.string(),
  reportDate: z.string(),
  incidentCount: z.number().int(),
  bySeverity: safetyReportData.shape.bySeverity,
  checklistItems: z.number().int(),
  certifications: z.object({ valid: z.number().int(), expiring: z.number().int(), expired: z.number().int() }),
  summary: safetyReportData.shape.summary,
  generatedBy: personRef.nullable(),
  createdAt: z.string(),
});
export type SafetyReport = z.infer<typeof safetyReport>;
