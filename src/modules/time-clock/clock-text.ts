import { addDays } from "../../shared/calendar.ts";
import { hoursOf } from "./time-clock.constants.ts";

/** How the time clock's screens write times and hours (browser only, pure but for the user's locale). */

const pad = (n: number) => String(n).padStart(2, "0");

/** A running time as "2:05:13" (hours, minutes, seconds); never negative (a phone's clock behind the punch). */
export function elapsedText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** Minutes as hours the way a timesheet writes them: "8.5", "7.33", "0". */
export const hoursText = (minutes: number): string => String(hoursOf(minutes));

let timeFormat: Intl.DateTimeFormat | null = null;
let dayTimeFormat: Intl.DateTimeFormat | null = null;

/** A moment as the worker reads it: "7:02 AM" today, "Nov 28, 7:02 AM" on another day. */
export function clockTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  if (at.toDateString() === now.toDateString())
    return (timeFormat ??= new Intl.DateTimeFormat(undefined, { timeStyle: "short" })).format(at);
  return (dayTimeFormat ??= new Intl.DateTimeFormat(undefined, {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  })).format(at);
}

const WEEK_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The week in the address (`?week=YYYY-MM-DD`, any day of it), or "" (the server's current week). */
export function readWeek(params: URLSearchParams): { week: string } {
  const week = params.get("week") ?? "";
  return { week: WEEK_PATTERN.test(week) && !Number.isNaN(Date.parse(`${week}T00:00:00Z`)) ? week : "" };
}

/** The first day of the week before (-1) or after (+1) the one that starts on `weekStart`. */
export const otherWeek = (weekStart: string, step: -1 | 1): string => addDays(weekStart, 7 * step);

/** A date and time typed in a `datetime-local` field, as the contract's `at` and `utcOffsetMin` at that moment. */
export function typedMoment(local: string): { at: string; utcOffsetMin: number } | null {
  const at = new Date(local);
  if (!local || Number.isNaN(at.getTime())) return null;
  return { at: at.toISOString(), utcOffsetMin: -at.getTimezoneOffset() };
}

/** A moment for a `datetime-local` field, in this browser's time (as `typedMoment` reads it back): "2026-11-23T07:02". */
export function momentField(iso: string): string {
  const t = new Date(iso);
  if (Number.isNaN(t.getTime())) return "";
  return `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}T${pad(t.getHours())}:${pad(t.getMinutes())}`;
}
