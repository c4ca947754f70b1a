/**
 * A punch's rules (issue 31): which punch may follow which, and where a punch stands against its site's geofence.
 * Pure: the queries read the last punch and the site, these decide.
 */
import {
  MAX_ACCURACY_ALLOWANCE_M,
  TIME_CLOCK_MSG,
  type GeofencePolicy,
  type GeofenceResult,
  type PunchKind,
} from "./time-clock.constants.ts";

/** Where a worker stands after a punch: clocked out, working, or on a break. */
export type ClockState = "out" | "working" | "on_break";

export const stateAfter = (kind: PunchKind | null): ClockState =>
  kind === "in" || kind === "break_end" ? "working" : kind === "break_start" ? "on_break" : "out";

/**
 * Why `next` cannot follow a worker's `last` punch, or null when it can: clock in only when out; a break begins
 * while working and ends while on one; clocking out ends a break too.
 */
export function punchRefusal(last: PunchKind | null, next: PunchKind): string | null {
  const state = stateAfter(last);
  switch (next) {
    case "in":
      return state === "out" ? null : TIME_CLOCK_MSG.alreadyClockedIn;
    case "break_start":
      return state === "working" ? null : state === "on_break" ? TIME_CLOCK_MSG.onBreak : TIME_CLOCK_MSG.notClockedIn;
    case "break_end":
      return state === "on_break"
        ? null
        : state === "working"
          ? TIME_CLOCK_MSG.notOnBreak
          : TIME_CLOCK_MSG.notClockedIn;
    case "out":
      return state === "out" ? TIME_CLOCK_MSG.notClockedIn : null;
  }
}

export type Position = { latitude: number; longitude: number; accuracyM?: number | null };
export type Fence = { latitude: number | null; longitude: number | null; geofenceRadiusM: number | null };

const EARTH_RADIUS_M = 6_371_008.8;
const radians = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance in metres (haversine), close enough for a site's fence at any size. */
export function distanceM(a: Position, b: Position): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A punch against its site's fence. A site with no fence: `no_fence`. No position from the device: `no_position`.
 * Otherwise inside when the distance is within the radius plus the reading's stated accuracy (up to 100 m, so a
 * coarse reading at the gate is not flagged, and a very coarse one cannot clear a fence).
 */
export function geofenceOf(
  fence: Fence | null,
  position: Position | null,
): { geofence: GeofenceResult; distanceM: number | null } {
  const hasCentre = fence && fence.latitude !== null && fence.longitude !== null;
  const distance =
    hasCentre && position
      ? Math.round(distanceM({ latitude: fence.latitude ?? 0, longitude: fence.longitude ?? 0 }, position))
      : null;
  if (!fence || fence.geofenceRadiusM === null || !hasCentre) return { geofence: "no_fence", distanceM: distance };
  if (!position || distance === null) return { geofence: "no_position", distanceM: null };
  const allowance = Math.min(Math.max(position.accuracyM ?? 0, 0), MAX_ACCURACY_ALLOWANCE_M);
  return { geofence: distance <= fence.geofenceRadiusM + allowance ? "inside" : "outside", distanceM: distance };
}

/**
 * Whether the organization refuses this punch: under "refuse", a punch outside the fence, or with no position at
 * a fenced site, is refused; under "flag" it is kept and shown flagged on the timesheet.
 */
export const refusedByFence = (policy: GeofencePolicy, result: GeofenceResult): boolean =>
  policy === "refuse" && (result === "outside" || result === "no_position");

const DAY_MS = 86_400_000;
/** Day numbers already written as dates: a week's timesheets place 10,000 punches on a handful of days. */
const dayTexts = new Map<number, string>();

/** The worker's calendar day of a moment, at the device's offset from UTC then (minutes east). */
export function localDay(at: Date, utcOffsetMin: number): string {
  const day = Math.floor((at.getTime() + utcOffsetMin * 60_000) / DAY_MS);
  let text = dayTexts.get(day);
  if (text === undefined) {
    text = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (dayTexts.size > 4096) dayTexts.clear();
    dayTexts.set(day, text);
  }
  return text;
}
