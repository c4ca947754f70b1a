/**
 * A worker's week from their punches (issue 31): shifts (clock in to clock out, less breaks) placed on the day
 * they began in the worker's calendar, split into straight time, overtime and double time by the organization's
 * rules, and priced at the worker's rate. Pure, so the timesheet screen, approval, job costing and the payroll
 * exports all count hours one way.
 */
import { addDays, dayNumber } from "../../shared/calendar.ts";
import { shareCents } from "../../shared/line-items.ts";
import { localDay } from "./punch.rules.ts";
import { DOUBLE_TIME_PERCENT, MAX_SHIFT_HOURS, type PunchKind } from "./time-clock.constants.ts";

export type SheetPunch = {
  id: string;
  kind: PunchKind;
  at: Date;
  utcOffsetMin: number;
  siteId: string | null;
  costCodeId: string | null;
};

export type OvertimeRules = {
  weeklyOvertimeMinutes: number;
  overtimePercent: number;
  dailyOvertimeMinutes: number | null;
  dailyDoubleTimeMinutes: number | null;
};

/** Time worked without a break, on the day its shift began, for the shift's site and cost code. */
export type WorkSegment = {
  day: string;
  start: Date;
  end: Date;
  minutes: number;
  siteId: string | null;
  costCodeId: string | null;
};

export type Split = { straight: number; overtime: number; double: number };
export type SplitSegment = WorkSegment & Split;

/**
 * What keeps a week from being approved: a shift with no clock-out, one over MAX_SHIFT_HOURS, or a punch that
 * cannot follow the last.
 */
export type SheetProblem = { day: string; punchId: string; message: string };

const minutesBetween = (a: Date, b: Date) => Math.max(0, Math.round((b.getTime() - a.getTime()) / 60_000));

/**
 * The work segments of a worker's punches (in time order), and what is wrong with them. A shift still open at the
 * end (`openAllowed`: these are the worker's latest punches) is the one they are on now: not counted yet, and
 * answered as `open`; one followed by another clock-in is a missing clock-out and is not counted.
 */
export function segmentsOf(
  punches: readonly SheetPunch[],
  openAllowed: boolean,
): { segments: WorkSegment[]; problems: SheetProblem[]; open: { day: string; punchId: string } | null } {
  const segments: WorkSegment[] = [];
  const problems: SheetProblem[] = [];
  let shift: { in: SheetPunch; day: string; pieces: WorkSegment[]; from: Date | null } | null = null;
  const close = (until: Date) => {
    if (!shift || !shift.from) return;
    const minutes = minutesBetween(shift.from, until);
    if (minutes > 0) {
      shift.pieces.push({
        day: shift.day,
        start: shift.from,
        end: until,
        minutes,
        siteId: shift.in.siteId,
        costCodeId: shift.in.costCodeId,
      });
    }
    shift.from = null;
  };
  for (const p of punches) {
    const day = localDay(p.at, p.utcOffsetMin);
    if (p.kind === "in") {
      if (shift) problems.push({ day: shift.day, punchId: shift.in.id, message: `${shift.day}: no clock-out` });
      shift = { in: p, day, pieces: [], from: p.at };
      continue;
    }
    if (!shift) {
      problems.push({ day, punchId: p.id, message: `${day}: a punch with no clock-in before it` });
      continue;
    }
    if (p.kind === "break_start") {
      if (shift.from) close(p.at);
      else problems.push({ day, punchId: p.id, message: `${day}: a break started twice` });
    } else if (p.kind === "break_end") {
      if (shift.from) problems.push({ day, punchId: p.id, message: `${day}: a break ended that had not started` });
      else shift.from = p.at;
    } else {
      close(p.at);
      const hours = (p.at.getTime() - shift.in.at.getTime()) / 3_600_000;
      if (hours > MAX_SHIFT_HOURS)
        problems.push({
          day: shift.day,
          punchId: shift.in.id,
          message: `${shift.day}: a shift of ${Math.floor(hours)} h, over ${MAX_SHIFT_HOURS} h: check its clock-out`,
        });
      segments.push(...shift.pieces);
      shift = null;
    }
  }
  const open = shift ? { day: shift.day, punchId: shift.in.id } : null;
  if (open && !openAllowed) problems.push({ ...open, message: `${open.day}: no clock-out` });
  return { segments, problems, open: openAllowed ? open : null };
}

/**
 * Each segment split into straight time, overtime and double time, in time order: a day's minutes past the daily
 * double-time line are double; past the daily overtime line, overtime; the rest is straight until the week's
 * straight minutes reach the weekly line, overtime after. Minutes already overtime by the day do not count toward
 * the week's line (no minute is paid overtime twice).
 */
export function splitOvertime(segments: readonly WorkSegment[], rules: OvertimeRules): SplitSegment[] {
  const ordered = [...segments].sort((a, b) => a.start.getTime() - b.start.getTime());
  const dayWorked = new Map<string, number>();
  let weekStraight = 0;
  const infinite = Number.POSITIVE_INFINITY;
  return ordered.map((segment) => {
    const split: Split = { straight: 0, overtime: 0, double: 0 };
    let remaining = segment.minutes;
    while (remaining > 0) {
      const worked = dayWorked.get(segment.day) ?? 0;
      const toDouble = rules.dailyDoubleTimeMinutes === null ? infinite : rules.dailyDoubleTimeMinutes - worked;
      const toDailyOvertime = rules.dailyOvertimeMinutes === null ? infinite : rules.dailyOvertimeMinutes - worked;
      let take: number;
      if (toDouble <= 0) {
        take = remaining;
        split.double += take;
      } else if (toDailyOvertime <= 0) {
        take = Math.min(remaining, toDouble);
        split.overtime += take;
      } else if (weekStraight >= rules.weeklyOvertimeMinutes) {
        take = Math.min(remaining, toDouble, toDailyOvertime);
        split.overtime += take;
      } else {
        take = Math.min(remaining, toDouble, toDailyOvertime, rules.weeklyOvertimeMinutes - weekStraight);
        split.straight += take;
        weekStraight += take;
      }
      remaining -= take;
      dayWorked.set(segment.day, worked + take);
    }
    return { ...segment, ...split };
  });
}

/** The pay for minutes of each kind at an hourly rate in cents: one rounding, half up, for the whole amount. */
export function payCents(split: Split, hourlyRateCents: number, overtimePercent: number): number {
  const percentMinutes = split.straight * 100 + split.overtime * overtimePercent + split.double * DOUBLE_TIME_PERCENT;
  return shareCents(hourlyRateCents, percentMinutes, 60 * 100);
}

export const NO_TIME: Split = { straight: 0, overtime: 0, double: 0 };
export const totalMinutes = (s: Split) => s.straight + s.overtime + s.double;

/** A day's minutes of each kind at one site and cost code. */
export type DayWork = Split & { day: string; siteId: string | null; costCodeId: string | null };

/** A week's labour cost line: one day's minutes at one site and cost code, and their pay. */
export type CostLine = DayWork & { amountCents: number };

/** The split segments (or lines already gathered) gathered by day, site and cost code. */
export function workLines(segments: readonly DayWork[]): DayWork[] {
  const lines = new Map<string, DayWork>();
  for (const s of segments) {
    const key = `${s.day}|${s.siteId ?? ""}|${s.costCodeId ?? ""}`;
    let line = lines.get(key);
    if (!line) {
      line = { day: s.day, siteId: s.siteId, costCodeId: s.costCodeId, ...NO_TIME };
      lines.set(key, line);
    }
    line.straight += s.straight;
    line.overtime += s.overtime;
    line.double += s.double;
  }
  return [...lines.values()];
}

/**
 * The week's cost lines: the split segments gathered by day, site and cost code, each priced once. The week's pay
 * is the sum of its lines, so what job costing adds up is what the timesheet shows.
 */
export function costLines(segments: readonly DayWork[], hourlyRateCents: number, overtimePercent: number): CostLine[] {
  return workLines(segments).map((line) => ({
    ...line,
    amountCents: payCents(line, hourlyRateCents, overtimePercent),
  }));
}

/** The seven days of the week that begins on `weekStart`. */
export const weekDays = (weekStart: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));

/** The first day of the week holding `day`, weeks beginning on `weekStartsOn` (1 = Monday … 7 = Sunday). */
export function weekStartOf(day: string, weekStartsOn: number): string {
  const isoWeekday = ((((dayNumber(day) + 3) % 7) + 7) % 7) + 1; // 1970-01-01 (day 0) was a Thursday (4)
  return addDays(day, -((isoWeekday - weekStartsOn + 7) % 7));
}

/** A week's totals per day (its seven days in order) and in all. */
export function dayTotals(
  segments: readonly DayWork[],
  weekStart: string,
): { days: (Split & { day: string })[]; total: Split } {
  const days = weekDays(weekStart).map((day) => ({ day, ...NO_TIME }));
  const byDay = new Map(days.map((d) => [d.day, d]));
  const total = { ...NO_TIME };
  for (const s of segments) {
    const d = byDay.get(s.day);
    if (!d) continue;
    d.straight += s.straight;
    d.overtime += s.overtime;
    d.double += s.double;
    total.straight += s.straight;
    total.overtime += s.overtime;
    total.double += s.double;
  }
  return { days, total };
}
