import { href, route } from "../../shared/route.ts";
import type {
  ApproveInput,
  CertifiedPayrollQuery,
  ClockStatus,
  Punch,
  PunchCorrectionInput,
  PunchInput,
  PunchRemoveInput,
  PayrollQuery,
  ReopenInput,
  TimeClockSettings,
  Timesheet,
  TimesheetWeek,
  WeekQuery,
} from "./time-clock.contract.ts";

/** The time clock's routes (decision 0047): the server registers them, the browser calls them. Strings only. */
export const timeClockEndpoints = {
  /** The caller's clock: where they stand, their latest punches, the sites and cost codes to clock in for. */
  clock: route("GET", "/api/time-clock/clock").with<{ answer: ClockStatus }>(),
  /** 201 with the punch, or 200 with the one already stored under the same clientKey (sent again offline). */
  punch: route("POST", "/api/time-clock/punches").with<{ body: PunchInput; answer: Punch }>(),
  /** A week's timesheets: every worker's for an admin, one's own otherwise. */
  week: route("GET", "/api/time-clock/timesheets").with<{ query: WeekQuery; answer: TimesheetWeek }>(),
  /** One worker's week in full (an admin, or the worker). */
  sheet: route("GET", "/api/time-clock/timesheets/:userId").with<{ query: WeekQuery; answer: Timesheet }>(),
  /** An admin adds a punch to a worker's timesheet, with the reason. */
  addPunch: route("POST", "/api/time-clock/timesheets/:userId/punches").with<{
    body: PunchCorrectionInput;
    answer: Punch;
  }>(),
  /** An admin changes a punch, with the reason. */
  changePunch: route("PUT", "/api/time-clock/punches/:id").with<{ body: PunchCorrectionInput; answer: Punch }>(),
  /** An admin removes a punch, with the reason (kept in the history). */
  removePunch: route("POST", "/api/time-clock/punches/:id/remove").with<{ body: PunchRemoveInput; answer: Punch }>(),
  /** An admin approves a worker's ended week: its hours are locked and become labour cost. */
  approve: route("POST", "/api/time-clock/timesheets/:userId/approve").with<{
    body: ApproveInput;
    answer: Timesheet;
  }>(),
  /** An admin reopens an approved week, with the reason: its labour cost is withdrawn. */
  reopen: route("POST", "/api/time-clock/timesheets/:userId/reopen").with<{ body: ReopenInput; answer: Timesheet }>(),
  settings: route("GET", "/api/time-clock/settings").with<{ answer: TimeClockSettings }>(),
  saveSettings: route("PUT", "/api/time-clock/settings").with<{ body: TimeClockSettings; answer: TimeClockSettings }>(),
  /** Approved hours and pay per worker and week of a period, as CSV (admins). */
  payrollCsv: route("GET", "/api/time-clock/payroll/csv").with<{ query: PayrollQuery; answer: void }>(),
  /** A project's week in the WH-347 layout, as PDF (admins). */
  certifiedPayrollPdf: route("GET", "/api/time-clock/certified-payroll/pdf").with<{
    query: CertifiedPayrollQuery;
    answer: void;
  }>(),
};

/** What /dashboard/time-clock asks for first: the caller's clock. */
export function timeClockFirstRequests(): string[] {
  return [href(timeClockEndpoints.clock, {})];
}
