// The values the time clock's columns may hold (as src/shared/column-values.ts, kept in a file of the module's
// own): the schema types its columns and writes their checks from these, the module's constants import them.

/** A punch: clocking in (for a site and a cost code), a break begun and ended, clocking out. */
export const PUNCH_KINDS = ["in", "break_start", "break_end", "out"] as const;

/**
 * Where the punch was made against its site's geofence: inside, outside (flagged, or refused where the
 * organization chose so), no position given (the device gave none), or a site with no geofence.
 */
export const GEOFENCE_RESULTS = ["inside", "outside", "no_position", "no_fence"] as const;

/** What the organization does with a punch outside the site's geofence. */
export const GEOFENCE_POLICIES = ["flag", "refuse"] as const;

/** A timesheet's history: a punch added, changed or removed by an admin (with a reason), the week approved, reopened. */
export const TIMESHEET_EVENT_ACTIONS = [
  "punch_added",
  "punch_changed",
  "punch_removed",
  "approved",
  "reopened",
] as const;
