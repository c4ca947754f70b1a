import { sql } from "drizzle-orm";
import { boolean, check, date, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { INCIDENT_STATUSES, INCIDENT_TYPES, SEVERITIES } from "../../../shared/column-values.ts";
import { createdAt, id, oneOf, organizationId, updatedAt } from "./columns.ts";

/**
 * The safety module's incidents (spec: safety_incidents and the incident form). `client_key` is the report's
 * idempotency key, made once on the device: a re-sent report finds the one already stored (unique per
 * organization). Status Under Investigation → Resolved → Closed; the timestamps say when it got there.
 */
export const safetyIncidents = pgTable(
  "safety_incidents",
  {
    id: id(),
    organizationId: organizationId(),
    clientKey: text("client_key").notNull(),
    type: text("type", { enum: INCIDENT_TYPES }).notNull(),
    location: text("location").notNull(),
    incidentDate: date("incident_date", { mode: "string" }).notNull(),
    /** HH:MM, or null when not known. */
    incidentTime: text("incident_time"),
    severity: text("severity", { enum: SEVERITIES }).notNull().default("minor"),
    /** One of the statuses: safety_incidents_status below names each with the timestamps it keeps. */
    status: text("status", { enum: INCIDENT_STATUSES }).notNull().default("Under Investigation"),
    description: text("description").notNull(),
    /** [{name, role, injury, treatment}]. */
    involvedPersons: jsonb("involved_persons")
      .$type<{ name: string; role: string; injury: string; treatment: string }[]>()
      .notNull()
      .default([]),
    witnesses: text("witnesses").notNull().default(""),
    immediateActions: text("immediate_actions").notNull().default(""),
    /** The ids of the incident's photos (the photos table), in the order given. */
    photoIds: jsonb("photo_ids").$type<string[]>().notNull().default([]),
    reportedBy: text("reported_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("safety_incidents_org_client_key_idx").on(t.organizationId, t.clientKey),
    // The list and Recent Safety Records (newest date first), and the newest date for Days Without Incident.
    index("safety_incidents_org_date_idx").on(t.organizationId, t.incidentDate.desc(), t.createdAt.desc(), t.id.desc()),
    index("safety_incidents_org_status_idx").on(t.organizationId, t.status, t.severity),
    check("safety_incidents_type", oneOf(t.type, INCIDENT_TYPES)),
    check("safety_incidents_severity", oneOf(t.severity, SEVERITIES)),
    check(
      "safety_incidents_required",
      sql`btrim(${t.location}) <> '' and btrim(${t.description}) <> '' and btrim(${t.clientKey}) <> ''`,
    ),
    check(
      "safety_incidents_time",
      sql`${t.incidentTime} is null or ${t.incidentTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    check(
      "safety_incidents_lists",
      sql`jsonb_typeof(${t.involvedPersons}) = 'array' and jsonb_typeof(${t.photoIds}) = 'array'`,
    ),
    // The status and its timestamps agree: Resolved keeps resolved_at, Closed both.
    check(
      "safety_incidents_status",
      sql`(${t.status} = 'Under Investigation' and ${t.resolvedAt} is null and ${t.closedAt} is null)
        or (${t.status} = 'Resolved' and ${t.resolvedAt} is not null and ${t.closedAt} is null)
        or (${t.status} = 'Closed' and ${t.resolvedAt} is not null and ${t.closedAt} is not null)`,
    ),
  ],
);

/** An item of the organization's compliance checklist: compliant or not, and who checked it last and when. */
export const safetyChecklistItems = pgTable(
  "safety_checklist_items",
  {
    id: id(),
    organizationId: organizationId(),
    item: text("item").notNull(),
    compliant: boolean("compliant").notNull().default(false),
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
    lastCheckedBy: text("last_checked_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("safety_checklist_org_created_idx").on(t.organizationId, t.createdAt, t.id),
    check("safety_checklist_item", sql`btrim(${t.item}) <> ''`),
    // Compliant only once checked; a checker only with a time (the checker may later be deleted: set null).
    check(
      "safety_checklist_checked",
      sql`(not ${t.compliant} or ${t.lastCheckedAt} is not null) and (${t.lastCheckedBy} is null or ${t.lastCheckedAt} is not null)`,
    ),
  ],
);

/**
 * The safety module's saved reports (Generate Safety Report): the period's incidents, the checklist, the
 * certifications and the stat cards as they were when generated, kept as JSON (decision 24's shape).
 */
export const safetyReports = pgTable(
  "safety_reports",
  {
    id: id(),
    organizationId: organizationId(),
    generatedBy: text("generated_by").references(() => users.id, { onDelete: "set null" }),
    data: jsonb("data").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("safety_reports_org_created_idx").on(t.organizationId, t.createdAt.desc())],
);
