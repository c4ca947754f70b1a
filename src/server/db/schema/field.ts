import { sql } from "drizzle-orm";
import { check, date, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { SITE_TYPES } from "../../../shared/column-values.ts";
import { createdAt, id, oneOf, organizationId, updatedAt } from "./columns.ts";
import { projects } from "./projects.ts";

/** An issue noted on a daily report (spec: type, description, priority), with its own id and a resolved flag. */
export type FieldIssueRow = { id: string; type: string; description: string; priority: string; resolved: boolean };

/**
 * The field operations module's sites (spec: the site report form). Its status (planned, active, completed) is
 * not stored: it follows from the expected dates and the caller's today (field.rules.ts). `client_key` is the
 * form's idempotency key, made once on the device (unique per organization).
 */
export const fieldSites = pgTable(
  "field_sites",
  {
    id: id(),
    organizationId: organizationId(),
    clientKey: text("client_key").notNull(),
    projectId: text("project_id").references(() => projects.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    location: text("location").notNull(),
    type: text("type", { enum: SITE_TYPES }).notNull().default("construction"),
    /** The supervisor's name as typed (a foreman may not be a member of the organization). */
    supervisor: text("supervisor").notNull(),
    expectedStartDate: date("expected_start_date", { mode: "string" }),
    expectedEndDate: date("expected_end_date", { mode: "string" }),
    description: text("description").notNull().default(""),
    crewRequired: integer("crew_required").notNull().default(0),
    crewAssigned: integer("crew_assigned").notNull().default(0),
    /** The equipment on site, one text each, in the order given. */
    equipment: jsonb("equipment").$type<string[]>().notNull().default([]),
    /** The time clock's geofence (issue 31): the site's position and a radius in metres, or none. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    geofenceRadiusM: integer("geofence_radius_m"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("field_sites_org_client_key_idx").on(t.organizationId, t.clientKey),
    index("field_sites_org_name_idx").on(t.organizationId, t.name, t.id),
    index("field_sites_org_dates_idx").on(t.organizationId, t.expectedStartDate, t.expectedEndDate),
    check("field_sites_type", oneOf(t.type, SITE_TYPES)),
    check(
      "field_sites_required",
      sql`btrim(${t.name}) <> '' and btrim(${t.location}) <> '' and btrim(${t.supervisor}) <> '' and btrim(${t.clientKey}) <> ''`,
    ),
    check("field_sites_crew", sql`${t.crewRequired} >= 0 and ${t.crewAssigned} >= 0`),
    check(
      "field_sites_geofence",
      sql`(${t.latitude} is null) = (${t.longitude} is null) and (${t.geofenceRadiusM} is null or (${t.latitude} is not null and ${t.geofenceRadiusM} between 10 and 100000))`,
    ),
    check(
      "field_sites_dates_order",
      sql`${t.expectedStartDate} is null or ${t.expectedEndDate} is null or ${t.expectedEndDate} >= ${t.expectedStartDate}`,
    ),
    check("field_sites_equipment", sql`jsonb_typeof(${t.equipment}) = 'array'`),
  ],
);

/**
 * A site's daily report (spec: the site form): the day's weather as entered, crew present and absent,
 * activities, issues, materials and photos; where it was filed from when the device told (latitude, longitude).
 * `client_key` makes a re-sent report (a device that was offline) find the one already stored.
 */
export const fieldDailyReports = pgTable(
  "field_daily_reports",
  {
    id: id(),
    organizationId: organizationId(),
    clientKey: text("client_key").notNull(),
    siteId: text("site_id")
      .notNull()
      .references(() => fieldSites.id, { onDelete: "cascade" }),
    reportDate: date("report_date", { mode: "string" }).notNull(),
    location: text("location").notNull().default(""),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    weatherCondition: text("weather_condition").notNull().default(""),
    temperature: text("temperature").notNull().default(""),
    wind: text("wind").notNull().default(""),
    crewPresent: integer("crew_present").notNull().default(0),
    crewAbsent: integer("crew_absent").notNull().default(0),
    activities: text("activities").notNull().default(""),
    issues: jsonb("issues").$type<FieldIssueRow[]>().notNull().default([]),
    materialsReceived: text("materials_received").notNull().default(""),
    materialsNeeded: text("materials_needed").notNull().default(""),
    /** The ids of the report's photos (the photos table), in the order given. */
    photoIds: jsonb("photo_ids").$type<string[]>().notNull().default([]),
    reportedBy: text("reported_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("field_reports_org_client_key_idx").on(t.organizationId, t.clientKey),
    // A site's reports newest first, and the latest report per site for a day.
    index("field_reports_site_date_idx").on(t.siteId, t.reportDate.desc(), t.createdAt.desc(), t.id.desc()),
    // Reports this week and today's crew.
    index("field_reports_org_date_idx").on(t.organizationId, t.reportDate),
    check("field_reports_crew", sql`${t.crewPresent} >= 0 and ${t.crewAbsent} >= 0`),
    check("field_reports_client_key", sql`btrim(${t.clientKey}) <> ''`),
    check(
      "field_reports_position",
      sql`(${t.latitude} is null and ${t.longitude} is null) or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180)`,
    ),
    check("field_reports_lists", sql`jsonb_typeof(${t.issues}) = 'array' and jsonb_typeof(${t.photoIds}) = 'array'`),
  ],
);
