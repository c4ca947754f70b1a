import { z } from "zod";
import { happenedDateAllowed, reporterToday } from "../../shared/calendar.ts";
import { blankableDay, personRef } from "../../shared/contracts/common.ts";
import { photoIds, photoRef } from "../../shared/contracts/photos.ts";
import {
  DEFAULT_SEVERITY,
  INCIDENT_PAGE_SIZE,
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
  MAX_INVOLVED_PERSONS,
  SAFETY_MSG,
  SCORE_PART_KEYS,
  SEVERITIES,
} from "./safety.constants.ts";

const MISSING = SAFETY_MSG.missingFields;
const tooLong = (max: number) => `Keep it under ${max} characters.`;
const required = (max: number) => z.string({ error: MISSING }).trim().min(1, MISSING).max(max, tooLong(max));
const optionalText = (max: number) => z.string().trim().max(max, tooLong(max)).optional().default("");
/** A choice from a list: missing is the spec's required-fields message, anything else names the list. */
const choice = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ""
        ? MISSING
        : `Choose ${what}: ${values.join(", ")}.`,
  });
const isoDateText = z.iso.date(SAFETY_MSG.invalidDate);

/** HH:MM on a 24-hour clock. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The caller's calendar date (stat cards, certification standing); the server's when absent. */
export const todayQuery = z.object({ today: isoDateText.optional() });
export type TodayQuery = z.input<typeof todayQuery>;

// Incidents

/** A person involved (spec: name, role, injury, treatment). */
export const involvedPerson = z.object({
  name: z.string({ error: SAFETY_MSG.personName }).trim().min(1, SAFETY_MSG.personName).max(120, tooLong(120)),
  role: optionalText(120),
  injury: optionalText(500),
  treatment: optionalText(500),
});
export type InvolvedPerson = z.output<typeof involvedPerson>;

/**
 * Report Incident (spec: type, location, date, time, severity, description, involved persons, witnesses,
 * immediate actions, photos); type, location and description required. `clientKey` is the report's idempotency
 * key: sending the same key again answers the incident already reported.
 */
export const incidentInput = z
  .object({
    clientKey: z.uuid(SAFETY_MSG.clientKey),
    type: choice(INCIDENT_TYPES, "an incident type"),
    location: required(200),
    /** The day it happened; the reporter's today when absent or blank. Not after the reporter's tomorrow (below). */
    date: blankableDay(SAFETY_MSG.invalidDate),
    /** The reporter's calendar date, which `date` is checked against (shared/calendar.ts); UTC's when absent. */
    today: isoDateText.describe("YYYY-MM-DD").optional(),
    /** HH:MM on a 24-hour clock; null (or blank) when not known. */
    time: z
      .string()
      .trim()
      .refine((t) => t === "" || TIME_PATTERN.test(t), SAFETY_MSG.invalidTime)
      .describe("HH:MM")
      .nullable()
      .optional()
      .transform((t) => t || null),
    severity: z
      .enum(SEVERITIES, { error: `Choose a severity: ${SEVERITIES.join(", ")}.` })
      .optional()
      .default(DEFAULT_SEVERITY),
    description: required(4000),
    involvedPersons: z
      .array(involvedPerson)
      .max(MAX_INVOLVED_PERSONS, `Keep it to ${MAX_INVOLVED_PERSONS} people.`)
      .optional()
      .default([]),
    witnesses: optionalText(2000),
    immediateActions: optionalText(4000),
    /** Photos uploaded beforehand (`POST /api/photos`), by id: the organization's own, each once, at most 20. */
    photoIds: photoIds.optional().default([]),
  })
  .refine((r) => r.date === undefined || happenedDateAllowed(r.date, reporterToday(r.today)), {
    path: ["date"],
    message: SAFETY_MSG.futureDate,
  });
export type IncidentInput = z.input<typeof incidentInput>;
export type IncidentInputParsed = z.output<typeof incidentInput>;

export const incident = z.object({
  id: z.string(),
  clientKey: z.string(),
  type: z.enum(INCIDENT_TYPES),
  location: z.string(),
  date: z.string(),
  time: z.string().nullable(),
  severity: z.enum(SEVERITIES),
  status: z.enum(INCIDENT_STATUSES),
  description: z.string(),
  involvedPersons: z.array(z.object({ name: z.string(), role: z.string(), injury: z.string(), treatment: z.string() })),
  witnesses: z.string(),
  immediateActions: z.string(),
  /** The photo ids as reported, and those photos that still exist, with their addresses. */
  photoIds: z.array(z.string()),
  photos: z.array(photoRef),
  reportedBy: personRef.nullable(),
  /** When it was last Resolved (kept when Closed), and when Closed. */
  resolvedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Incident = z.infer<typeof incident>;

export const incidentListQuery = z.object({
  /** Location, description or immediate actions, case-insensitive. */
  q: z.string().trim().max(200).optional(),
  status: z.enum(INCIDENT_STATUSES).optional(),
  severity: z.enum(SEVERITIES).optional(),
  type: z.enum(INCIDENT_TYPES).optional(),
  /** Opaque cursor from the previous page's `nextCursor`. */
  cursor: z.string().max(1000).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional().default(INCIDENT_PAGE_SIZE),
});
export type IncidentListQuery = z.input<typeof incidentListQuery>;
export type IncidentFilters = z.output<typeof incidentListQuery>;

export const incidentList = z.object({ incidents: z.array(incident), nextCursor: z.string().nullable() });
export type IncidentList = z.infer<typeof incidentList>;

export const incidentStatusInput = z.object({
  status: z.enum(INCIDENT_STATUSES, { error: `Choose a status: ${INCIDENT_STATUSES.join(", ")}.` }),
});
export type IncidentStatusInput = z.infer<typeof incidentStatusInput>;

// Compliance checklist

const itemText = z
  .string({ error: SAFETY_MSG.itemRequired })
  .trim()
  .min(1, SAFETY_MSG.itemRequired)
  .max(300, tooLong(300));

export const checklistItemInput = z.object({ item: itemText });
export type ChecklistItemInput = z.infer<typeof checklistItemInput>;

export const checklistCheckInput = z.object({
  compliant: z.boolean({ error: "Say whether the item is compliant (true or false)." }),
});
export type ChecklistCheckInput = z.infer<typeof checklistCheckInput>;

export const checklistItem = z.object({
  id: z.string(),
  item: z.string(),
  compliant: z.boolean(),
  /** When the item was last checked or unchecked, and by whom; null until then. */
  lastCheckedAt: z.string().nullable(),
  lastCheckedBy: personRef.nullable(),
  createdAt: z.string(),
});
export type ChecklistItem = z.infer<typeof checklistItem>;

export const checklist = z.object({
  items: z.array(checklistItem),
  compliant: z.number().int(),
  total: z.number().int(),
  /** Compliant items of all, as a rounded percent; null without items. */
  complianceRate: z.number().int().nullable(),
});
export type Checklist = z.infer<typeof checklist>;

// Stat cards

export const scorePart = z.object({
  key: z.enum(SCORE_PART_KEYS),
  label: z.string(),
  /** The part's weight in percent as counted now (the parts present share 100). */
  weight: z.number().int(),
  /** What the part scores, 0–100. */
  points: z.number().int(),
});

export const safetyScore = z.object({
  /** 0–100; null while nothing is recorded (no checklist items and no incidents). */
  score: z.number().int().nullable(),
  parts: z.array(scorePart),
  /** How the score is made (the hover text), and the sum with today's figures. */
  explanation: z.string(),
  calculation: z.string(),
});
export type SafetyScore = z.infer<typeof safetyScore>;

export const safetySummary = z.object({
  today: z.string(),
  /** Not Resolved or Closed, in all and by severity. */
  openIncidents: z.number().int(),
  openBySeverity: z.object({
    minor: z.number().int(),
    moderate: z.number().int(),
    major: z.number().int(),
    critical: z.number().int(),
  }),
  /** Days since the newest incident's date; null when none is recorded. */
  daysWithoutIncident: z.number().int().nullable(),
  lastIncidentDate: z.string().nullable(),
  complianceRate: z.number().int().nullable(),
  compliantItems: z.number().int(),
  checklistItems: z.number().int(),
  safetyScore,
  /** Recent Safety Records: the 5 newest incidents. */
  recentIncidents: z.array(incident),
});
export type SafetySummary = z.infer<typeof safetySummary>;
