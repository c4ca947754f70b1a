// The safety module's incident types, severities, statuses, texts and limits: plain values a screen's first render
// may import without loading the zod schemas of safety.contract.ts (decision 0007).
import { CERTIFICATION_MSG } from "../certifications/certifications.constants.ts";
// The values its tables' columns hold: listed in src/shared, where the database schema types those columns with
// them and writes their checks from them.
import { INCIDENT_STATUSES, INCIDENT_TYPES, SEVERITIES } from "../../shared/column-values.ts";

export { INCIDENT_TYPES };
export type IncidentType = (typeof INCIDENT_TYPES)[number];

/** What a screen shows for each type. */
export const INCIDENT_TYPE_LABELS: Record<IncidentType, string> = {
  injury: "Injury",
  "near-miss": "Near Miss",
  "property-damage": "Property Damage",
  environmental: "Environmental",
  security: "Security",
};

export { SEVERITIES };
export type Severity = (typeof SEVERITIES)[number];
export const DEFAULT_SEVERITY: Severity = "minor";

/** Spec §2: shown capitalized (Minor, Moderate, Major, Critical). */
export const SEVERITY_LABELS: Record<Severity, string> = {
  minor: "Minor",
  moderate: "Moderate",
  major: "Major",
  critical: "Critical",
};

/** The severities that make an open incident serious (analytics' Risk Assessment): the ones shown red. */
export const SERIOUS_SEVERITIES: readonly Severity[] = ["major", "critical"];

/** Spec §4: Major and Critical are shown red, Moderate orange, otherwise yellow. */
export const SEVERITY_TONES: Record<Severity, "red" | "orange" | "yellow"> = {
  minor: "yellow",
  moderate: "orange",
  major: "red",
  critical: "red",
};

export { INCIDENT_STATUSES };
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];
export const INITIAL_INCIDENT_STATUS: IncidentStatus = "Under Investigation";

/**
 * The moves a status may make: forward along the flow, and a Resolved incident back to Under Investigation when
 * the fix did not hold. Closed is final.
 */
export const NEXT_INCIDENT_STATUSES: Record<IncidentStatus, readonly IncidentStatus[]> = {
  "Under Investigation": ["Resolved"],
  Resolved: ["Closed", "Under Investigation"],
  Closed: [],
};

/** Spec: open incidents are those not Resolved or Closed. */
export const CLOSED_INCIDENT_STATUSES: readonly IncidentStatus[] = ["Resolved", "Closed"];

/** Spec §9: Recent Safety Records lists this many incidents, newest first. */
export const RECENT_INCIDENTS = 5;

export const INCIDENT_PAGE_SIZE = 50;
/** The most items one organization's checklist holds (it is answered whole). */
export const MAX_CHECKLIST_ITEMS = 200;
/** The most people involved one incident report names. */
export const MAX_INVOLVED_PERSONS = 50;

/** The spec's texts for the safety screen, and the ones this product adds. */
export const SAFETY_MSG = {
  /** Spec §5 (incident: type, location, description required), worded as the site forms' message. */
  missingFields: "Please fill in all required fields",
  invalidDate: "Please enter a valid date (YYYY-MM-DD).",
  invalidTime: "Please enter a valid time (HH:MM).",
  futureDate: "An incident cannot be dated in the future.",
  clientKey:
    "Each report needs its key (clientKey): a UUID the device makes once for the report and sends again with every retry.",
  personName: "Each person involved needs a name.",
  incidentReported: "Incident reported successfully",
  incidentNotFound: "Incident not found.",
  statusMove: (from: IncidentStatus, to: IncidentStatus) =>
    from === to ? `This incident is already ${from}.` : `An incident that is ${from} cannot be moved to ${to}.`,
  certificationNotFound: CERTIFICATION_MSG.notFound,
  certificationOrder: CERTIFICATION_MSG.order,
  itemNotFound: "Checklist item not found.",
  itemRequired: "Please enter the checklist item.",
  checklistFull: `The checklist holds at most ${MAX_CHECKLIST_ITEMS} items.`,
  badCursor: "This page link is no longer valid. Please reload the list.",
  fetchError: "Error fetching safety data",
  noRecords: "No recent safety records found.",
  noCertifications: CERTIFICATION_MSG.none,
  downloadInitiated: CERTIFICATION_MSG.downloadInitiated,
  noIncidentYet: "No incident recorded yet.",
} as const;

/**
 * The Safety Score (decision 0027): three parts, each scored 0–100, weighted. Parts without data (no checklist
 * items) are left out and the others share their weight.
 */
export const SCORE_PART_KEYS = ["compliance", "openIncidents", "daysWithoutIncident"] as const;
export type ScorePartKey = (typeof SCORE_PART_KEYS)[number];
export const SCORE_WEIGHTS: Record<ScorePartKey, number> = {
  compliance: 50,
  openIncidents: 30,
  daysWithoutIncident: 20,
};
export const SCORE_PART_LABELS: Record<ScorePartKey, string> = {
  compliance: "Compliance Rate",
  openIncidents: "Open incidents",
  daysWithoutIncident: "Days without incident",
};
/** Points an open incident takes off the open-incidents part, by severity. */
export const OPEN_INCIDENT_PENALTY: Record<Severity, number> = { minor: 5, moderate: 10, major: 20, critical: 40 };
/** The days without incident at which that part is full. */
export const FULL_SCORE_DAYS = 90;
