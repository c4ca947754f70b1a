import { sql } from "drizzle-orm";
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import {
  GEOFENCE_POLICIES,
  GEOFENCE_RESULTS,
  PUNCH_KINDS,
  TIMESHEET_EVENT_ACTIONS,
} from "../../../shared/time-clock-values.ts";
import { createdAt, id, oneOf, organizationId, updatedAt } from "./columns.ts";
import { costCodes } from "./cost-codes.ts";
import { fieldSites } from "./field.ts";
import { organizations } from "./organizations.ts";
import { projects } from "./projects.ts";

/**
 * A time clock punch (issue 31): a member clocking in for a site (and a cost code), a break begun or ended,
 * clocking out. `at` is when it was made on the device (offline punches keep theirs), `utc_offset_min` the
 * device's offset then, which places it on the worker's calendar day. The position is the one read at the punch,
 * and `geofence` what it was against the site's fence. `client_key` is the device's idempotency key (unique per
 * organization), so a punch sent again from the outbox is stored once. A punch an admin removed keeps its row
 * (`removed_at`) for the timesheet's history.
 */
export const timePunches = pgTable(
  "time_punches",
  {
    id: id(),
    organizationId: organizationId(),
    clientKey: text("client_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: PUNCH_KINDS }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    utcOffsetMin: integer("utc_offset_min").notNull().default(0),
    siteId: text("site_id").references(() => fieldSites.id, { onDelete: "set null" }),
    costCodeId: text("cost_code_id").references(() => costCodes.id, { onDelete: "set null" }),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    accuracyM: integer("accuracy_m"),
    /** Metres from the site's position, when both were known. */
    distanceM: integer("distance_m"),
    geofence: text("geofence", { enum: GEOFENCE_RESULTS }).notNull(),
    /** Who recorded it: the worker, or an admin correcting the timesheet. */
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("time_punches_org_client_key_idx").on(t.organizationId, t.clientKey),
    // A week's punches of everyone, and one worker's in order.
    index("time_punches_org_at_idx").on(t.organizationId, t.at, t.userId),
    index("time_punches_org_user_at_idx").on(t.organizationId, t.userId, t.at),
    check("time_punches_kind", oneOf(t.kind, PUNCH_KINDS, ", ")),
    check("time_punches_geofence", oneOf(t.geofence, GEOFENCE_RESULTS, ", ")),
    check("time_punches_position", sql`(${t.latitude} is null) = (${t.longitude} is null)`),
    check("time_punches_offset", sql`${t.utcOffsetMin} between -840 and 840`),
    check("time_punches_required", sql`btrim(${t.clientKey}) <> ''`),
  ],
);

/**
 * A worker's week, approved by an admin: its figures as approved (hours and pay), after which its punches are
 * locked until an admin reopens it. `week_start` is the week's first day in the worker's calendar.
 */
export const timesheetApprovals = pgTable(
  "timesheet_approvals",
  {
    id: id(),
    organizationId: organizationId(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    weekStart: date("week_start", { mode: "string" }).notNull(),
    /** Minutes of straight, overtime and double time, and the pay at the rate then, as approved. */
    figures: jsonb("figures").$type<Record<string, number>>().notNull(),
    hourlyRateCents: integer("hourly_rate_cents").notNull(),
    approvedBy: text("approved_by").references(() => users.id, { onDelete: "set null" }),
    approvedAt: timestamp("approved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("timesheet_approvals_org_user_week_idx").on(t.organizationId, t.userId, t.weekStart),
    index("timesheet_approvals_org_week_idx").on(t.organizationId, t.weekStart),
  ],
);

/**
 * An approved week's labour cost on a project, by day, site and cost code: hours × the worker's rate, overtime at
 * its multiplier. Job costing adds these to the project's actual cost (cost type labour).
 */
export const laborCosts = pgTable(
  "labor_costs",
  {
    id: id(),
    organizationId: organizationId(),
    approvalId: text("approval_id")
      .notNull()
      .references(() => timesheetApprovals.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    projectId: text("project_id").references(() => projects.id, { onDelete: "set null" }),
    siteId: text("site_id").references(() => fieldSites.id, { onDelete: "set null" }),
    costCodeId: text("cost_code_id").references(() => costCodes.id, { onDelete: "set null" }),
    workDate: date("work_date", { mode: "string" }).notNull(),
    straightMinutes: integer("straight_minutes").notNull().default(0),
    overtimeMinutes: integer("overtime_minutes").notNull().default(0),
    doubleMinutes: integer("double_minutes").notNull().default(0),
    amountCents: integer("amount_cents").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("labor_costs_org_project_idx").on(t.organizationId, t.projectId, t.costCodeId),
    index("labor_costs_approval_idx").on(t.approvalId),
  ],
);

/**
 * A timesheet's history: each punch an admin added, changed or removed (with the reason, and the punch before
 * and after), each approval and each reopening, per worker and week.
 */
export const timesheetEvents = pgTable(
  "timesheet_events",
  {
    id: id(),
    organizationId: organizationId(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    weekStart: date("week_start", { mode: "string" }).notNull(),
    action: text("action", { enum: TIMESHEET_EVENT_ACTIONS }).notNull(),
    punchId: text("punch_id").references(() => timePunches.id, { onDelete: "set null" }),
    reason: text("reason").notNull().default(""),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("timesheet_events_org_user_week_idx").on(t.organizationId, t.userId, t.weekStart, t.at),
    check("timesheet_events_action", oneOf(t.action, TIMESHEET_EVENT_ACTIONS, ", ")),
  ],
);

/**
 * An organization's time clock rules: what a punch outside a geofence does, and overtime (weekly after
 * `weekly_overtime_minutes` at `overtime_percent`; daily after `daily_overtime_minutes`, and double time after
 * `daily_double_time_minutes`, where set). Absent: flag, 40 h, 1.5×, no daily rules, weeks from Monday.
 */
export const timeClockSettings = pgTable(
  "time_clock_settings",
  {
    organizationId: text("organization_id")
      .primaryKey()
      .references(() => organizations.id, { onDelete: "cascade" }),
    geofencePolicy: text("geofence_policy", { enum: GEOFENCE_POLICIES }).notNull().default("flag"),
    weeklyOvertimeMinutes: integer("weekly_overtime_minutes").notNull().default(2400),
    /** Overtime's pay as a percentage of the straight rate (150 = 1.5×); double time is 200. */
    overtimePercent: integer("overtime_percent").notNull().default(150),
    dailyOvertimeMinutes: integer("daily_overtime_minutes"),
    dailyDoubleTimeMinutes: integer("daily_double_time_minutes"),
    /** 1 = Monday … 7 = Sunday (ISO). */
    weekStartsOn: integer("week_starts_on").notNull().default(1),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("time_clock_settings_policy", oneOf(t.geofencePolicy, GEOFENCE_POLICIES, ", ")),
    check("time_clock_settings_week_start", sql`${t.weekStartsOn} between 1 and 7`),
    check(
      "time_clock_settings_overtime",
      sql`${t.weeklyOvertimeMinutes} between 60 and 10080 and ${t.overtimePercent} between 100 and 300 and (${t.dailyOvertimeMinutes} is null or ${t.dailyOvertimeMinutes} between 60 and 1440) and (${t.dailyDoubleTimeMinutes} is null or ${t.dailyDoubleTimeMinutes} between 60 and 1440)`,
    ),
  ],
);

/**
 * A worker's week as last counted (decision 0056): the counted segments, problems and flags, with the overtime
 * lines and the fingerprint of the punches they were counted from (how many in the span, and their latest change).
 * Written when a punch or a correction changes the week, and when a read finds it stale; read instead of the
 * punches while the fingerprint still holds. Derived data: deleting every row loses nothing but time.
 */
export const timesheetCounts = pgTable(
  "timesheet_counts",
  {
    organizationId: organizationId(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    weekStart: date("week_start", { mode: "string" }).notNull(),
    rulesKey: text("rules_key").notNull(),
    fingerprint: text("fingerprint").notNull(),
    /** The counted week (segments, problems, on the clock, flagged), or null when nothing of it is in the week. */
    counted: jsonb("counted").$type<unknown>(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId, t.weekStart] })],
);
