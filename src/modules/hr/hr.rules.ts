/** The HR module's business rules, as pure functions (both sides use them). Dates are `YYYY-MM-DD`. */
import { addDays, dayNumber } from "../../shared/calendar.ts";
import type { HrEvent, ReportHeadcount } from "./hr.contract.ts";
import { DEPARTMENTS, EMPLOYMENT_TYPES, EVENT_WINDOW_DAYS, type EmployeeStatus } from "./hr.constants.ts";

/** Whole days from `today` to `date` (negative when it is past). */
export const daysFrom = (today: string, date: string): number => dayNumber(date) - dayNumber(today);

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** A certification's standing on `today`: past its expiry, expiring within the window (30 days), valid; null without an expiry date. */
export type CertificationState = "expired" | "expiring" | "valid";

export function certificationState(
  expires: string | null,
  today: string,
  windowDays = EVENT_WINDOW_DAYS,
): CertificationState | null {
  if (!expires) return null;
  if (expires < today) return "expired";
  return expires <= addDays(today, windowDays) ? "expiring" : "valid";
}

/** A certification's dates are in order when either is missing or it expires on or after its issue date. */
export const certificationDatesInOrder = (
  issued: string | null | undefined,
  expires: string | null | undefined,
): boolean => !issued || !expires || expires >= issued;

/** The anniversary of a start date in a given year; someone who started on Feb 29 has it on Feb 28 in a common year. */
export function anniversaryIn(startDate: string, year: number): string {
  const monthDay = startDate.slice(5);
  const shown = monthDay === "02-29" && !isLeapYear(year) ? "02-28" : monthDay;
  return `${String(year).padStart(4, "0")}-${shown}`;
}

/** Whole years of service completed on `today` (0 before the first anniversary or before the start). */
export function yearsOfService(startDate: string, today: string): number {
  if (startDate > today) return 0;
  const startYear = Number(startDate.slice(0, 4));
  const year = Number(today.slice(0, 4));
  const years = year - startYear - (anniversaryIn(startDate, year) > today ? 1 : 0);
  return Math.max(0, years);
}

/**
 * The next work anniversary from `today` (inclusive) within the window: its date and the years of service it
 * marks (1 or more; the start date itself is no anniversary). Null when none falls in the window.
 */
export function upcomingAnniversary(
  startDate: string,
  today: string,
  windowDays = EVENT_WINDOW_DAYS,
): { date: string; years: number } | null {
  return anniversaryBetween(startDate, today, addDays(today, windowDays));
}

/** upcomingAnniversary with the window's last day already worked out (upcomingEvents asks for hundreds). */
function anniversaryBetween(startDate: string, today: string, end: string): { date: string; years: number } | null {
  const startYear = Number(startDate.slice(0, 4));
  const year = Number(today.slice(0, 4));
  // A 30-day window crosses at most one new year.
  for (const y of [year, year + 1]) {
    if (y <= startYear) continue;
    const date = anniversaryIn(startDate, y);
    if (date >= today && date <= end) return { date, years: y - startYear };
  }
  return null;
}

export type EventPerson = {
  id: string;
  firstName: string;
  lastName: string;
  startDate: string;
  status: EmployeeStatus;
};
/** A certification with an expiry date, of an employee who has not left (the query keeps Inactive ones out). */
export type EventCertification = { id: string; name: string; expires: string; employee: { id: string; name: string } };

const nameOf = (p: EventPerson) => `${p.firstName} ${p.lastName}`.trim();
const KIND_ORDER: Record<HrEvent["kind"], number> = { certification: 0, start: 1, anniversary: 2 };

/**
 * Upcoming events (spec: HR, upcoming events) from real dates: certifications expiring within the window or
 * already expired (flagged), and, for employees who have not left (Inactive), work anniversaries and start
 * dates in the window. Soonest first (expired certifications lead), at most `limit`.
 */
export function upcomingEvents(
  people: readonly EventPerson[],
  certifications: readonly EventCertification[],
  today: string,
  limit: number,
  windowDays = EVENT_WINDOW_DAYS,
): HrEvent[] {
  const end = addDays(today, windowDays);
  const todayNumber = dayNumber(today);
  const daysAway = (date: string) => dayNumber(date) - todayNumber;
  const events: HrEvent[] = [];
  for (const c of certifications) {
    if (c.expires > end) continue;
    events.push({
      kind: "certification",
      date: c.expires,
      daysAway: daysAway(c.expires),
      employee: c.employee,
      certification: { id: c.id, name: c.name },
      years: null,
      expired: c.expires < today,
    });
  }
  for (const p of people) {
    if (p.status === "Inactive") continue;
    const employee = { id: p.id, name: nameOf(p) };
    if (p.startDate >= today && p.startDate <= end) {
      events.push({
        kind: "start",
        date: p.startDate,
        daysAway: daysAway(p.startDate),
        employee,
        certification: null,
        years: null,
        expired: false,
      });
    }
    const anniversary = anniversaryBetween(p.startDate, today, end);
    if (anniversary) {
      events.push({
        kind: "anniversary",
        date: anniversary.date,
        daysAway: daysAway(anniversary.date),
        employee,
        certification: null,
        years: anniversary.years,
        expired: false,
      });
    }
  }
  events.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      a.employee.name.localeCompare(b.employee.name),
  );
  return events.slice(0, limit);
}

/** A date's day of the year as month × 100 + day (Jul 4 is 704): what the anniversary index of the employees holds. */
export const monthDayNumber = (isoDate: string): number =>
  Number(isoDate.slice(5, 7)) * 100 + Number(isoDate.slice(8, 10));

/** A day of the window on which an anniversary can fall: its monthDayNumber and how many days from today. */
export type AnniversaryDay = { monthDay: number; daysAway: number };

/**
 * The days of the window on which an anniversary can fall, soonest first, for the query to sieve and order the
 * employees by (upcomingAnniversary still decides). A Feb 29 start has its anniversary on Feb 28 in a common
 * year, so Feb 29 comes with Feb 28's distance then; in a leap year only when Feb 29 itself is in the window.
 */
export function anniversaryDays(today: string, windowDays = EVENT_WINDOW_DAYS): AnniversaryDay[] {
  const days: AnniversaryDay[] = [];
  for (let daysAway = 0; daysAway <= windowDays; daysAway++) {
    const date = addDays(today, daysAway);
    const monthDay = monthDayNumber(date);
    days.push({ monthDay, daysAway });
    if (monthDay === 228 && !isLeapYear(Number(date.slice(0, 4)))) days.push({ monthDay: 229, daysAway });
  }
  return days;
}

type Counted = { department: string; employmentType: string; status: string };

/**
 * The report's headcount: employees who have not left (Active and On Leave) by department and by employment
 * type, every department and type listed (zero included); Inactive ones are counted apart.
 */
export function headcount(employees: readonly Counted[]): ReportHeadcount {
  const current = employees.filter((e) => e.status !== "Inactive");
  const count = (list: readonly Counted[], keep: (e: Counted) => boolean) => list.filter(keep).length;
  return {
    total: current.length,
    active: count(current, (e) => e.status === "Active"),
    onLeave: count(current, (e) => e.status === "On Leave"),
    inactive: employees.length - current.length,
    byDepartment: DEPARTMENTS.map((department) => ({
      department,
      headcount: count(current, (e) => e.department === department),
      active: count(current, (e) => e.department === department && e.status === "Active"),
      onLeave: count(current, (e) => e.department === department && e.status === "On Leave"),
    })),
    byType: EMPLOYMENT_TYPES.map((employmentType) => ({
      employmentType,
      headcount: count(current, (e) => e.employmentType === employmentType),
    })),
  };
}

/** Skills as typed, comma-separated: trimmed, empties dropped, each once (case-insensitively, the first spelling kept). */
export function splitSkills(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(",")) {
    const skill = part.trim();
    if (!skill || seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    out.push(skill);
  }
  return out;
}
