import { describe, expect, it } from "vitest";
import { addDays, dayNumber, durationDays, isoFromDay } from "../../shared/calendar.ts";
import {
  describeCycle,
  earliestStartFix,
  findDependencyCycle,
  lateParents,
  type SchedulableTask,
} from "./gantt.rules.ts";

const task = (id: string, startDate: string, endDate: string, dependencies: string[] = []): SchedulableTask => ({
  id,
  name: id.toUpperCase(),
  startDate,
  endDate,
  dependencies,
});
const index = (...tasks: SchedulableTask[]) => new Map(tasks.map((t) => [t.id, t]));

describe("dates", () => {
  it("counts days from 1970 and back again", () => {
    expect(dayNumber("1970-01-01")).toBe(0);
    expect(dayNumber("1969-12-31")).toBe(-1);
    expect(isoFromDay(dayNumber("2026-05-04"))).toBe("2026-05-04");
  });

  it("adds days across month, year and leap-day boundaries", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2026-03-28", 3)).toBe("2026-03-31"); // daylight-saving weekend in Europe: still whole days
    expect(addDays("2026-05-04", 0)).toBe("2026-05-04");
  });

  it("counts a task's length inclusively", () => {
    expect(durationDays("2026-05-04", "2026-05-04")).toBe(1);
    expect(durationDays("2026-05-04", "2026-05-08")).toBe(5);
    expect(durationDays("2026-12-30", "2027-01-02")).toBe(4);
  });
});

describe("findDependencyCycle", () => {
  const graph = new Map<string, string[]>([
    ["b", ["a"]],
    ["c", ["b"]],
    ["d", ["c", "x"]],
  ]);

  it("finds a task depending on itself", () => {
    expect(findDependencyCycle("a", ["a"], graph)).toEqual(["a", "a"]);
  });

  it("finds a direct loop (a → b → a)", () => {
    expect(findDependencyCycle("a", ["b"], graph)).toEqual(["a", "b", "a"]);
  });

  it("finds a loop through several tasks, naming the path", () => {
    expect(findDependencyCycle("a", ["d"], graph)).toEqual(["a", "d", "c", "b", "a"]);
  });

  it("accepts chains and diamonds that do not come back", () => {
    expect(findDependencyCycle("e", ["d", "c"], graph)).toBeNull();
    expect(findDependencyCycle("a", [], graph)).toBeNull();
    expect(findDependencyCycle("a", ["x", "unknown"], graph)).toBeNull();
  });

  it("terminates on a graph that already has a loop elsewhere", () => {
    const looped = new Map<string, string[]>([
      ["p", ["q"]],
      ["q", ["p"]],
    ]);
    expect(findDependencyCycle("z", ["p"], looped)).toBeNull();
  });

  it("describes the loop with names", () => {
    expect(describeCycle(["a", "b", "a"], (id) => id.toUpperCase())).toBe(
      "This dependency would create a loop (A → B → A). A task cannot depend on itself, directly or through other tasks.",
    );
  });
});

describe("lateParents and earliestStartFix", () => {
  const a = task("a", "2026-05-04", "2026-05-08");
  const b = task("b", "2026-05-01", "2026-05-12");

  it("a successor may start the day after its predecessor ends", () => {
    const c = task("c", "2026-05-09", "2026-05-10", ["a"]);
    expect(lateParents(c, index(a, c))).toEqual([]);
    expect(earliestStartFix(c, index(a, c))).toBeNull();
  });

  it("a successor starting on or before its predecessor's end is late", () => {
    const c = task("c", "2026-05-08", "2026-05-10", ["a", "b", "gone"]);
    expect(lateParents(c, index(a, b, c)).map((p) => p.id)).toEqual(["a", "b"]);
  });

  it("fixes by moving to the day after the latest predecessor ends, keeping the length", () => {
    const c = task("c", "2026-05-05", "2026-05-07", ["a", "b"]);
    expect(earliestStartFix(c, index(a, b, c))).toEqual({ startDate: "2026-05-13", endDate: "2026-05-15" });
  });

  it("fixes across a month and a year end", () => {
    const p = task("p", "2026-12-20", "2026-12-31");
    const s = task("s", "2026-12-30", "2027-01-04", ["p"]);
    expect(earliestStartFix(s, index(p, s))).toEqual({ startDate: "2027-01-01", endDate: "2027-01-06" });
  });
});
