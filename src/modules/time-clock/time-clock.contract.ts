import { z } from "zod";
import { costCodeRef, personRef, recordRef } from "../../shared/contracts/common.ts";
import {
  GEOFENCE_POLICIES,
  GEOFENCE_RESULTS,
  PUNCH_KINDS,
  TIMESHEET_EVENT_ACTIONS,
  TIME_CLOCK_LIMITS,
  TIME_CLOCK_MSG,
} from "./time-clock.constants.ts";

const MSG = TIME_CLOCK_MSG;
const optionalId = z
  .string()
  .trim()
  .max(100)
  .nullable()
  .optional()
  .transform((v) => v || null);
const day = (message: string) => z.iso.date(message).describe("YYYY-MM-DD");
const reason = z
  .string({ error: MSG.reasonRequired })
  .trim()
  .min(1, MSG.reasonRequired)
  .max(TIME_CLOCK_LIMITS.reason, `Keep the reason under ${TIME_CLOCK_LIMITS.reason} characters.`);
const punchKind = z.enum(PUNCH_KINDS, { error: `Choose a punch: ${PUNCH_KINDS.join(", ")}.` });
const punchTime = z.iso.datetime({ offset: true, error: MSG.invalidTime }).describe("ISO 8601 date and time");
/** Minutes east of UTC on the device when the punch was made (New York in winter: -300). */
const utcOffsetMin = z.number({ error: "Give the device's offset from UTC in minutes." }).int().min(-840).max(840);
const coordinate = (min: number, max: number) =>
  z.number({ error: MSG.position }).min(min, MSG.position).max(max, MSG.position).nullable().optional().default(null);

/**
 * A punch from the clock screen. `at` is when it was made on the device (a punch kept offline keeps its own), at
 * most 5 minutes ahead of the server and 14 days old. The position is read once, at the punch; none when the
 * device gave none. A clock-in names its site (and a cost code when the organization has any); the other punches
 * belong to the open shift. `clientKey` is made on the device: sent again, the punch answers the one stored.
 */
export const punchInput = z
  .object({
    clientKey: z.uuid(MSG.clientKey),
    kind: punchKind,
    at: punchTime,
    utcOffsetMin,
    siteId: optionalId,
    costCodeId: optionalId,
    latitude: coordinate(-90, 90),
    longitude: coordinate(-180, 180),
    accuracyM: z.number().min(0).max(1_000_000).nullable().optional().default(null),
  })
  .refine((p) => (p.latitude === null) === (p.longitude === null), { path: ["latitude"], message: MSG.position })
  .refine((p) => p.kind !== "in" || p.siteId !== null, { path: ["siteId"], message: MSG.siteRequired });
export type PunchInput = z.input<typeof punchInput>;
export type PunchInputParsed = z.output<typeof punchInput>;

export const punch = z.object({
  id: z.string(),
  clientKey: z.string(),
  worker: personRef,
  kind: z.enum(PUNCH_KINDS),
  at: z.string(),
  utcOffsetMin: z.number().int(),
  /** The worker's calendar day of the punch. */
  day: z.string(),
  site: recordRef.nullable(),
  costCode: costCodeRef.nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  accuracyM: z.number().nullable(),
  distanceM: z.number().nullable(),
  geofence: z.enum(GEOFENCE_RESULTS),
  /** Received more than 5 minutes after it was made: kept on the phone offline, or added by an admin. */
  sentLate: z.boolean(),
  /** Recorded by an admin correcting the timesheet, not the worker's own punch. */
  byAdmin: z.boolean(),
  createdAt: z.string(),
});
export type Punch = z.infer<typeof punch>;

/** The clock screen: where the caller stands, their latest punches, and what they may clock in for. */
export const clockStatus = z.object({
  state: z.enum(["out", "working", "on_break"]),
  /** The open shift's start, site and cost code; and the break's start while on one. */
  shift: z
    .object({
      since: z.string(),
      site: recordRef.nullable(),
      costCode: costCodeRef.nullable(),
      breakSince: z.string().nullable(),
    })
    .nullable(),
  /** The caller's punches of the last two days, newest first. */
  recent: z.array(punch),
  sites: z.array(z.object({ id: z.string(), name: z.string(), geofence: z.boolean() })),
  costCodes: z.array(costCodeRef),
  costCodeRequired: z.boolean(),
  geofencePolicy: z.enum(GEOFENCE_POLICIES),
});
export type ClockStatus = z.infer<typeof clockStatus>;

const split = { straight: z.number().int(), overtime: z.number().int(), double: z.number().int() };
export const minutesSplit = z.object(split);
export type MinutesSplit = z.infer<typeof minutesSplit>;

/** One worker's week as a row of the week's table. Minutes throughout; pay for admins only. */
export const timesheetRow = z.object({
  worker: personRef,
  days: z.array(z.object({ day: z.string(), ...split })),
  total: minutesSplit,
  /** The week's gross pay in cents at the worker's rate (null: no rate, or not an admin). */
  payCents: z.number().int().nullable(),
  status: z.enum(["open", "approved"]),
  approvedAt: z.string().nullable(),
  /** Punches outside the geofence or with no position at a fenced site. */
  flagged: z.number().int(),
  problems: z.array(z.string()),
  /** On the clock right now (a shift still open). */
  onTheClock: z.boolean(),
});
export type TimesheetRow = z.infer<typeof timesheetRow>;

export const weekQuery = z.object({ week: day(MSG.invalidWeek).optional() });
export type WeekQuery = z.input<typeof weekQuery>;

export const timesheetWeek = z.object({
  weekStart: z.string(),
  weekEnd: z.string(),
  rows: z.array(timesheetRow),
});
export type TimesheetWeek = z.infer<typeof timesheetWeek>;

export const timesheetEvent = z.object({
  id: z.string(),
  action: z.enum(TIMESHEET_EVENT_ACTIONS),
  reason: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  by: personRef.nullable(),
  at: z.string(),
});
export type TimesheetEvent = z.infer<typeof timesheetEvent>;

/** One worker's week in full: the row, its punches, its work by day, site and cost code, and its history. */
export const timesheet = z.object({
  weekStart: z.string(),
  weekEnd: z.string(),
  row: timesheetRow,
  punches: z.array(punch),
  lines: z.array(
    z.object({
      day: z.string(),
      site: recordRef.nullable(),
      costCode: costCodeRef.nullable(),
      ...split,
      payCents: z.number().int().nullable(),
    }),
  ),
  hourlyRateCents: z.number().int().nullable(),
  history: z.array(timesheetEvent),
});
export type Timesheet = z.infer<typeof timesheet>;

export const workerParam = z.object({ userId: z.string().min(1).max(100) });

/** An admin's punch added to a worker's timesheet, with the reason. */
export const punchCorrectionInput = z
  .object({
    kind: punchKind,
    at: punchTime,
    utcOffsetMin,
    siteId: optionalId,
    costCodeId: optionalId,
    reason,
  })
  .refine((p) => p.kind !== "in" || p.siteId !== null, { path: ["siteId"], message: MSG.siteRequired });
export type PunchCorrectionInput = z.input<typeof punchCorrectionInput>;
export type PunchCorrectionParsed = z.output<typeof punchCorrectionInput>;

export const punchRemoveInput = z.object({ reason });
export type PunchRemoveInput = z.input<typeof punchRemoveInput>;

export const approveInput = z.object({
  week: day(MSG.invalidWeek),
  /** The admin's calendar date: a week is approved once it is over. UTC's when absent. */
  today: day(MSG.invalidWeek).optional(),
});
export type ApproveInput = z.input<typeof approveInput>;

export const reopenInput = z.object({ week: day(MSG.invalidWeek), reason });
export type ReopenInput = z.input<typeof reopenInput>;

const hours = (max: number, message: string) => z.number({ error: message }).min(1, message).max(max, message);

/** The organization's time clock rules, in hours and a multiplier as an admin types them. */
export const timeClockSettings = z.object({
  geofencePolicy: z.enum(GEOFENCE_POLICIES, { error: `Choose: ${GEOFENCE_POLICIES.join(", ")}.` }),
  weeklyOvertimeHours: hours(168, "Weekly overtime starts after 1 to 168 hours."),
  overtimeMultiplier: z
    .number({ error: "The overtime multiplier is between 1 and 3." })
    .min(1, "The overtime multiplier is between 1 and 3.")
    .max(3, "The overtime multiplier is between 1 and 3."),
  dailyOvertimeHours: hours(24, "Daily overtime starts after 1 to 24 hours.").nullable(),
  dailyDoubleTimeHours: hours(24, "Daily double time starts after 1 to 24 hours.").nullable(),
  weekStartsOn: z.number().int().min(1).max(7),
});
export type TimeClockSettings = z.infer<typeof timeClockSettings>;
export const timeClockSettingsInput = timeClockSettings.refine(
  (s) =>
    s.dailyOvertimeHours === null || s.dailyDoubleTimeHours === null || s.dailyDoubleTimeHours > s.dailyOvertimeHours,
  { path: ["dailyDoubleTimeHours"], message: "Daily double time starts after daily overtime." },
);

export const payrollQuery = z.object({ from: day(MSG.invalidPeriod), to: day(MSG.invalidPeriod) });
export type PayrollQuery = z.input<typeof payrollQuery>;

export const certifiedPayrollQuery = z.object({
  projectId: z.string().trim().min(1).max(100),
  week: day(MSG.invalidWeek),
});
export type CertifiedPayrollQuery = z.input<typeof certifiedPayrollQuery>;
