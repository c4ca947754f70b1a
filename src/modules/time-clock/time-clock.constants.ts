import {
  GEOFENCE_POLICIES,
  GEOFENCE_RESULTS,
  PUNCH_KINDS,
  TIMESHEET_EVENT_ACTIONS,
} from "../../shared/time-clock-values.ts";

export { GEOFENCE_POLICIES, GEOFENCE_RESULTS, PUNCH_KINDS, TIMESHEET_EVENT_ACTIONS };
export type PunchKind = (typeof PUNCH_KINDS)[number];
export type GeofenceResult = (typeof GEOFENCE_RESULTS)[number];
export type GeofencePolicy = (typeof GEOFENCE_POLICIES)[number];
export type TimesheetEventAction = (typeof TIMESHEET_EVENT_ACTIONS)[number];

export const PUNCH_KIND_LABELS: Record<PunchKind, string> = {
  in: "Clock In",
  break_start: "Start Break",
  break_end: "End Break",
  out: "Clock Out",
};

export const GEOFENCE_LABELS: Record<GeofenceResult, string> = {
  inside: "On site",
  outside: "Outside the geofence",
  no_position: "No position",
  no_fence: "No geofence",
};

export const TIMESHEET_EVENT_LABELS: Record<TimesheetEventAction, string> = {
  punch_added: "Punch added",
  punch_changed: "Punch changed",
  punch_removed: "Punch removed",
  approved: "Approved",
  reopened: "Reopened",
};

/** The organization's rules when it has set none: flag a punch outside, overtime after 40 hours a week at 1.5×. */
export const DEFAULT_TIME_CLOCK_RULES = {
  geofencePolicy: "flag" as GeofencePolicy,
  weeklyOvertimeMinutes: 40 * 60,
  overtimePercent: 150,
  dailyOvertimeMinutes: null as number | null,
  dailyDoubleTimeMinutes: null as number | null,
  weekStartsOn: 1,
};

/** Double time's pay, as a percentage of the straight rate. */
export const DOUBLE_TIME_PERCENT = 200;

/** How far a punch's own time may be ahead of the server's clock (a phone's clock drifts), and how old it may be. */
export const PUNCH_CLOCK_SKEW_MS = 5 * 60_000;
export const PUNCH_MAX_AGE_DAYS = 14;
/** A punch received this long after it was made was made offline; the timesheet says so. */
export const PUNCH_SENT_LATE_MS = 5 * 60_000;
/**
 * A shift longer than this, clock in to clock out, is taken for a missed clock-out: it is counted, and named as a
 * problem that keeps its week from approval until an admin corrects it. The span a week's count reads covers it.
 */
export const MAX_SHIFT_HOURS = 24;
/** A device's stated accuracy counts toward the fence up to this many metres (a worse reading cannot clear it). */
export const MAX_ACCURACY_ALLOWANCE_M = 100;

export const TIME_CLOCK_OUTBOX_KIND = "time-punch";

export const TIME_CLOCK_MSG = {
  clientKey: "The punch needs a key made on the device (a UUID).",
  siteRequired: "Choose the job site.",
  costCodeRequired: "Choose a cost code for this job.",
  unknownSite: "That job site is not one of yours.",
  unknownCostCode: "That cost code is not one of yours.",
  invalidTime: "The punch's time is not a valid date and time.",
  futureTime: "The punch's time is ahead of the server's clock. Check the phone's date and time.",
  tooOld: `A punch older than ${PUNCH_MAX_AGE_DAYS} days cannot be sent; ask an admin to add it to the timesheet.`,
  position: "The position must be a latitude between -90 and 90 and a longitude between -180 and 180.",
  outsideRefused: "You are outside this job site's geofence. Move onto the site and try again.",
  notClockedIn: "You are not clocked in.",
  alreadyClockedIn: "You are already clocked in. Clock out first.",
  onBreak: "You are on a break. End the break first.",
  notOnBreak: "You are not on a break.",
  laterPunch: "A later punch is already recorded; ask an admin to correct the timesheet.",
  locked: "This week's timesheet is approved, so its hours are locked. An admin can reopen it.",
  reasonRequired: "Say why the timesheet is corrected.",
  weekNotOver: "This week is not over yet; approve it once it has ended.",
  notApproved: "This week's timesheet is not approved.",
  alreadyApproved: "This week's timesheet is already approved.",
  punchProblems: "Fix the timesheet's punches first:",
  noRate: "has no hourly rate in HR. Set one (and link the employee to this member) before approving.",
  nothingToApprove: "There are no hours to approve this week.",
  invalidWeek: "Choose a week as a date (YYYY-MM-DD).",
  invalidPeriod: "Choose the period's first and last day, the first not after the last, at most a year apart.",
  settingsSaved: "Time clock settings saved.",
  fetchError: "Failed to load the time clock. Please try again.",
  punched: "Punch recorded.",
  kept: "No connection: the punch is kept on this phone with its time and sent when the connection returns.",
} as const;

/** Limits of what is typed. */
export const TIME_CLOCK_LIMITS = { reason: 500 } as const;

/** Minutes as hours to the hundredth (7 h 30 min is 7.5), as timesheets, settings and payroll show them. */
export const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
