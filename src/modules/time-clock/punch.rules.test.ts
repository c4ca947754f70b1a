import { describe, expect, it } from "vitest";
import { distanceM, geofenceOf, localDay, punchRefusal, refusedByFence, stateAfter } from "./punch.rules.ts";
import { TIME_CLOCK_MSG } from "./time-clock.constants.ts";

describe("which punch may follow which", () => {
  it("clocks in only when out, and out only when in", () => {
    expect(punchRefusal(null, "in")).toBeNull();
    expect(punchRefusal("out", "in")).toBeNull();
    expect(punchRefusal("in", "in")).toBe(TIME_CLOCK_MSG.alreadyClockedIn);
    expect(punchRefusal(null, "out")).toBe(TIME_CLOCK_MSG.notClockedIn);
    expect(punchRefusal("in", "out")).toBeNull();
  });
  it("takes a break while working, ends it while on it, and clocking out ends a break", () => {
    expect(punchRefusal("in", "break_start")).toBeNull();
    expect(punchRefusal("break_start", "break_start")).toBe(TIME_CLOCK_MSG.onBreak);
    expect(punchRefusal("break_start", "break_end")).toBeNull();
    expect(punchRefusal("in", "break_end")).toBe(TIME_CLOCK_MSG.notOnBreak);
    expect(punchRefusal(null, "break_start")).toBe(TIME_CLOCK_MSG.notClockedIn);
    expect(punchRefusal("break_start", "out")).toBeNull();
    expect(punchRefusal("break_start", "in")).toBe(TIME_CLOCK_MSG.alreadyClockedIn);
    expect(stateAfter("break_end")).toBe("working");
  });
});

describe("the geofence", () => {
  const site = { latitude: 40.7128, longitude: -74.006, geofenceRadiusM: 150 };
  it("measures metres on the earth", () => {
    // One thousandth of a degree of latitude is about 111 m.
    expect(distanceM({ latitude: 40, longitude: -74 }, { latitude: 40.001, longitude: -74 })).toBeCloseTo(111.2, 0);
    expect(distanceM(site, site)).toBe(0);
  });
  it("is inside within the radius, and outside beyond it", () => {
    expect(geofenceOf(site, { latitude: 40.7138, longitude: -74.006 })).toEqual({ geofence: "inside", distanceM: 111 });
    expect(geofenceOf(site, { latitude: 40.7158, longitude: -74.006 })).toEqual({
      geofence: "outside",
      distanceM: 334,
    });
  });
  it("counts the reading's accuracy up to 100 m", () => {
    const gate = { latitude: 40.7146, longitude: -74.006 }; // 200 m away
    expect(geofenceOf(site, { ...gate, accuracyM: 60 }).geofence).toBe("inside");
    expect(geofenceOf(site, { ...gate, accuracyM: 30 }).geofence).toBe("outside");
    expect(geofenceOf(site, { latitude: 40.7218, longitude: -74.006, accuracyM: 5000 }).geofence).toBe("outside");
  });
  it("says when there is no fence or no position", () => {
    expect(geofenceOf({ ...site, geofenceRadiusM: null }, { latitude: 40.8, longitude: -74 }).geofence).toBe(
      "no_fence",
    );
    expect(geofenceOf(null, null)).toEqual({ geofence: "no_fence", distanceM: null });
    expect(geofenceOf(site, null)).toEqual({ geofence: "no_position", distanceM: null });
  });
  it("refuses outside (and without a position) only where the organization chose so", () => {
    expect(refusedByFence("flag", "outside")).toBe(false);
    expect(refusedByFence("refuse", "outside")).toBe(true);
    expect(refusedByFence("refuse", "no_position")).toBe(true);
    expect(refusedByFence("refuse", "no_fence")).toBe(false);
    expect(refusedByFence("refuse", "inside")).toBe(false);
  });
});

it("places a punch on the worker's calendar day", () => {
  const at = new Date("2026-11-03T03:30:00Z");
  expect(localDay(at, -300)).toBe("2026-11-02"); // New York, 22:30 the evening before
  expect(localDay(at, 60)).toBe("2026-11-03");
});
