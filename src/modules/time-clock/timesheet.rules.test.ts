import { describe, expect, it } from "vitest";
import {
  costLines,
  dayTotals,
  payCents,
  segmentsOf,
  splitOvertime,
  weekStartOf,
  type OvertimeRules,
  type SheetPunch,
  type WorkSegment,
} from "./timesheet.rules.ts";
import type { PunchKind } from "./time-clock.constants.ts";

const WEEKLY: OvertimeRules = {
  weeklyOvertimeMinutes: 2400,
  overtimePercent: 150,
  dailyOvertimeMinutes: null,
  dailyDoubleTimeMinutes: null,
};
const CALIFORNIA: OvertimeRules = { ...WEEKLY, dailyOvertimeMinutes: 480, dailyDoubleTimeMinutes: 720 };

let n = 0;
const punch = (kind: PunchKind, iso: string, extra: Partial<SheetPunch> = {}): SheetPunch => ({
  id: `p${++n}`,
  kind,
  at: new Date(iso),
  utcOffsetMin: 0,
  siteId: "s1",
  costCodeId: "c1",
  ...extra,
});
/** A day's shift from `from` to `to` o'clock (UTC), with no break. */
const shift = (day: string, from: number, to: number, extra: Partial<WorkSegment> = {}): WorkSegment => ({
  day,
  start: new Date(`${day}T${String(from).padStart(2, "0")}:00:00Z`),
  end: new Date(`${day}T${String(to).padStart(2, "0")}:00:00Z`),
  minutes: (to - from) * 60,
  siteId: "s1",
  costCodeId: "c1",
  ...extra,
});

describe("shifts from punches", () => {
  it("counts clock in to clock out less the breaks", () => {
    const { segments, problems } = segmentsOf(
      [
        punch("in", "2026-11-02T07:00:00Z"),
        punch("break_start", "2026-11-02T12:00:00Z"),
        punch("break_end", "2026-11-02T12:30:00Z"),
        punch("out", "2026-11-02T15:30:00Z"),
      ],
      false,
    );
    expect(problems).toEqual([]);
    expect(segments.map((s) => s.minutes)).toEqual([300, 180]);
  });
  it("places a shift past midnight on the day it began, at the worker's offset", () => {
    const { segments } = segmentsOf(
      [
        punch("in", "2026-11-03T03:00:00Z", { utcOffsetMin: -300 }),
        punch("out", "2026-11-03T07:00:00Z", { utcOffsetMin: -300 }),
      ],
      false,
    );
    expect(segments).toMatchObject([{ day: "2026-11-02", minutes: 240 }]);
  });
  it("names a missing clock-out and leaves that shift uncounted; an open shift now is no problem", () => {
    const punches = [punch("in", "2026-11-02T07:00:00Z"), punch("in", "2026-11-03T07:00:00Z")];
    const closed = segmentsOf([...punches, punch("out", "2026-11-03T15:00:00Z")], false);
    expect(closed.segments.map((s) => s.day)).toEqual(["2026-11-03"]);
    expect(closed.problems.map((p) => p.message)).toEqual(["2026-11-02: no clock-out"]);
    expect(segmentsOf([punch("in", "2026-11-02T07:00:00Z")], true).problems).toEqual([]);
    expect(segmentsOf([punch("in", "2026-11-02T07:00:00Z")], false).problems).toHaveLength(1);
    expect(segmentsOf([punch("out", "2026-11-02T07:00:00Z")], false).problems[0]?.message).toMatch(/no clock-in/);
  });
  it("counts a shift over 24 hours but names it, for an admin to check its clock-out", () => {
    const long = segmentsOf([punch("in", "2026-11-02T07:00:00Z"), punch("out", "2026-11-03T09:30:00Z")], false);
    expect(long.segments).toMatchObject([{ day: "2026-11-02", minutes: 26 * 60 + 30 }]);
    expect(long.problems.map((p) => p.message)).toEqual([
      "2026-11-02: a shift of 26 h, over 24 h: check its clock-out",
    ]);
    const full = segmentsOf([punch("in", "2026-11-02T07:00:00Z"), punch("out", "2026-11-03T07:00:00Z")], false);
    expect(full.problems).toEqual([]);
  });
});

describe("overtime", () => {
  const fiveTens = ["02", "03", "04", "05", "06"].map((d) => shift(`2026-11-${d}`, 6, 16));
  it("is the week's hours past 40 at 1.5× by default", () => {
    const split = splitOvertime(fiveTens, WEEKLY);
    expect(split.map((s) => [s.straight, s.overtime])).toEqual([
      [600, 0],
      [600, 0],
      [600, 0],
      [600, 0],
      [0, 600],
    ]);
  });
  it("under daily rules, a day's hours past 8 are overtime and past 12 double, and do not count toward the 40", () => {
    const split = splitOvertime(fiveTens, CALIFORNIA);
    expect(split.map((s) => [s.straight, s.overtime, s.double])).toEqual([
      [480, 120, 0],
      [480, 120, 0],
      [480, 120, 0],
      [480, 120, 0],
      [480, 120, 0],
    ]);
    const long = splitOvertime([shift("2026-11-02", 4, 18)], CALIFORNIA)[0];
    expect(long).toMatchObject({ straight: 480, overtime: 240, double: 120 });
  });
  it("a sixth day past the week's 40 is overtime, then daily double time still applies", () => {
    const sixth = shift("2026-11-07", 4, 18);
    const split = splitOvertime([...fiveTens.map((s) => ({ ...s, end: s.start, minutes: 480 })), sixth], CALIFORNIA);
    expect(split.at(-1)).toMatchObject({ straight: 0, overtime: 720, double: 120 });
  });
  it("splits a segment where the line falls, in time order whatever the order given", () => {
    const split = splitOvertime(
      [shift("2026-11-03", 6, 16), shift("2026-11-02", 0, 24), shift("2026-11-04", 0, 12)],
      WEEKLY,
    );
    expect(split.map((s) => [s.day, s.straight, s.overtime])).toEqual([
      ["2026-11-02", 1440, 0],
      ["2026-11-03", 600, 0],
      ["2026-11-04", 360, 360],
    ]);
  });
});

describe("pay", () => {
  it("prices straight, overtime and double time at the rate, rounded once", () => {
    expect(payCents({ straight: 60, overtime: 0, double: 0 }, 4250, 150)).toBe(4250);
    expect(payCents({ straight: 2400, overtime: 90, double: 30 }, 4250, 150)).toBe(170000 + 9563 + 4250);
    expect(payCents({ straight: 1, overtime: 0, double: 0 }, 3333, 150)).toBe(56); // 55.55 → 56
  });
  it("gathers lines by day, site and cost code; the week's pay is their sum", () => {
    const segments = splitOvertime(
      [shift("2026-11-02", 6, 10), shift("2026-11-02", 11, 15, { costCodeId: "c2" }), shift("2026-11-02", 16, 18)],
      { ...WEEKLY, weeklyOvertimeMinutes: 420 },
    );
    const lines = costLines(segments, 3000, 150);
    expect(lines).toEqual([
      {
        day: "2026-11-02",
        siteId: "s1",
        costCodeId: "c1",
        straight: 240,
        overtime: 120,
        double: 0,
        amountCents: 21000,
      },
      { day: "2026-11-02", siteId: "s1", costCodeId: "c2", straight: 180, overtime: 60, double: 0, amountCents: 13500 },
    ]);
  });
});

describe("weeks", () => {
  it("begin on the organization's chosen day", () => {
    expect(weekStartOf("2026-11-04", 1)).toBe("2026-11-02"); // a Wednesday; Monday
    expect(weekStartOf("2026-11-02", 1)).toBe("2026-11-02");
    expect(weekStartOf("2026-11-01", 1)).toBe("2026-10-26"); // a Sunday
    expect(weekStartOf("2026-11-04", 7)).toBe("2026-11-01"); // weeks from Sunday
    expect(weekStartOf("2026-11-07", 6)).toBe("2026-11-07"); // a Saturday
  });
  it("total by day, every day of the week shown", () => {
    const { days, total } = dayTotals(splitOvertime([shift("2026-11-03", 7, 15)], WEEKLY), "2026-11-02");
    expect(days).toHaveLength(7);
    expect(days[1]).toMatchObject({ day: "2026-11-03", straight: 480 });
    expect(total).toEqual({ straight: 480, overtime: 0, double: 0 });
  });
});
