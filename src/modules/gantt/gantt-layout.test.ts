import { describe, expect, it } from "vitest";
import {
  arrowPath,
  barColumns,
  clampDragDays,
  barLabel,
  columnWidth,
  dayBackground,
  dependentsOf,
  draggedDates,
  findConflicts,
  snapDays,
  visibleRows,
} from "./gantt-layout.ts";
import { localToday } from "../../web/lib/format.ts";
import {
  addMonths,
  isWeekend,
  overlaps,
  shiftView,
  viewAt,
  viewFromParams,
  viewTitle,
  weekdayIndex,
  writeViewParams,
  zoomView,
} from "./gantt-view.ts";

const params = (q: string) => new URLSearchParams(q);

describe("the window", () => {
  it("knows weekdays and weekends", () => {
    expect(weekdayIndex("2026-05-04")).toBe(0); // a Monday
    expect(weekdayIndex("1970-01-01")).toBe(3); // a Thursday
    expect(weekdayIndex("1969-12-28")).toBe(6); // a Sunday before the epoch
    expect([isWeekend("2026-05-09"), isWeekend("2026-05-10"), isWeekend("2026-05-11")]).toEqual([true, true, false]);
  });

  it("adds months across year ends, either way", () => {
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-01");
    expect(addMonths("2026-01-31", -1)).toBe("2025-12-01");
    expect(addMonths("2026-05-01", -17)).toBe("2024-12-01");
    expect(addMonths("2026-05-20", 0)).toBe("2026-05-01");
  });

  it("shows a month, a calendar quarter, or two weeks from a Monday", () => {
    expect(viewAt("month", "2026-02-14")).toEqual({ zoom: "month", from: "2026-02-01", to: "2026-02-28", days: 28 });
    expect(viewAt("month", "2028-02-01").days).toBe(29);
    expect(viewAt("quarter", "2026-05-20")).toEqual({
      zoom: "quarter",
      from: "2026-04-01",
      to: "2026-06-30",
      days: 91,
    });
    expect(viewAt("quarter", "2026-12-01")).toMatchObject({ from: "2026-10-01", to: "2026-12-31" });
    expect(viewAt("two-week", "2026-05-07")).toEqual({
      zoom: "two-week",
      from: "2026-05-04",
      to: "2026-05-17",
      days: 14,
    });
    expect(viewAt("two-week", "2026-12-31")).toMatchObject({ from: "2026-12-28", to: "2027-01-10" });
  });

  it("reads the URL, falling back to today for anything malformed", () => {
    const today = "2026-05-20";
    expect(viewFromParams(params(""), today)).toMatchObject({ zoom: "month", from: "2026-05-01" });
    expect(viewFromParams(params("month=2031-03"), today)).toMatchObject({
      zoom: "month",
      from: "2031-03-01",
      to: "2031-03-31",
    });
    expect(viewFromParams(params("month=2031-13"), today)).toMatchObject({ from: "2026-05-01" });
    expect(viewFromParams(params("zoom=quarter&month=2031-02"), today)).toMatchObject({
      from: "2031-01-01",
      to: "2031-03-31",
    });
    expect(viewFromParams(params("zoom=two-week&week=2026-02-30"), today)).toMatchObject({ from: "2026-05-18" });
    expect(viewFromParams(params("zoom=two-week&week=2026-06-03"), today)).toMatchObject({ from: "2026-06-01" });
    expect(viewFromParams(params("zoom=year"), today)).toMatchObject({ zoom: "month" });
  });

  it("writes the URL, keeping other parameters and leaving the default zoom out", () => {
    const base = params("project=p1&zoom=quarter&month=2026-04");
    expect(writeViewParams(base, viewAt("month", "2026-06-01")).toString()).toBe("project=p1&month=2026-06");
    expect(writeViewParams(base, viewAt("two-week", "2026-06-03")).toString()).toBe(
      "project=p1&zoom=two-week&week=2026-06-01",
    );
    expect(writeViewParams(params("week=2026-06-01"), viewAt("quarter", "2026-06-01")).toString()).toBe(
      "zoom=quarter&month=2026-04",
    );
  });

  it("moves back and forth by a window", () => {
    expect(shiftView(viewAt("month", "2026-12-01"), 1).from).toBe("2027-01-01");
    expect(shiftView(viewAt("month", "2026-01-01"), -1).from).toBe("2025-12-01");
    expect(shiftView(viewAt("quarter", "2026-11-01"), 1)).toMatchObject({ from: "2027-01-01", to: "2027-03-31" });
    expect(shiftView(viewAt("two-week", "2026-12-28"), 1).from).toBe("2027-01-11");
  });

  it("changes zoom around today when it is shown, else around the window's start", () => {
    expect(zoomView(viewAt("month", "2026-05-01"), "two-week", "2026-05-20").from).toBe("2026-05-18");
    expect(zoomView(viewAt("month", "2026-07-01"), "two-week", "2026-05-20").from).toBe("2026-06-29");
    expect(zoomView(viewAt("two-week", "2026-06-29"), "month", "2026-05-20").from).toBe("2026-06-01");
  });

  it("hides tasks outside the window", () => {
    const may = viewAt("month", "2026-05-01");
    expect(overlaps({ startDate: "2026-04-20", endDate: "2026-05-01" }, may)).toBe(true);
    expect(overlaps({ startDate: "2026-05-31", endDate: "2026-06-10" }, may)).toBe(true);
    expect(overlaps({ startDate: "2026-04-01", endDate: "2026-04-30" }, may)).toBe(false);
    expect(overlaps({ startDate: "2026-06-01", endDate: "2026-06-02" }, may)).toBe(false);
  });

  it("titles the window", () => {
    expect(viewTitle(viewAt("month", "2026-05-01"), "en-US")).toBe("May 2026");
    // Intl puts thin spaces around the range's dash.
    const plain = (s: string) => s.replace(/\s/g, " ");
    expect(plain(viewTitle(viewAt("quarter", "2026-05-01"), "en-US"))).toBe("Q2 2026 (Apr – Jun)");
    expect(plain(viewTitle(viewAt("two-week", "2026-05-04"), "en-US"))).toBe("May 4 – 17, 2026");
  });

  it("takes today from the local calendar", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe("2026-01-05");
  });
});

describe("geometry", () => {
  const may = viewAt("month", "2026-05-01");

  it("widens columns to fill the room, down to the zoom's minimum", () => {
    expect(columnWidth("month", 31, 1240)).toBe(40);
    expect(columnWidth("month", 31, 300)).toBe(22);
    expect(columnWidth("quarter", 91, 0)).toBe(10);
  });

  it("places bars and cuts them at the window's edges", () => {
    expect(barColumns({ startDate: "2026-05-04", endDate: "2026-05-08" }, may)).toEqual({
      first: 3,
      span: 5,
      cutStart: false,
      cutEnd: false,
    });
    expect(barColumns({ startDate: "2026-04-28", endDate: "2026-05-02" }, may)).toEqual({
      first: 0,
      span: 2,
      cutStart: true,
      cutEnd: false,
    });
    expect(barColumns({ startDate: "2026-05-30", endDate: "2026-06-09" }, may)).toEqual({
      first: 29,
      span: 2,
      cutStart: false,
      cutEnd: true,
    });
    expect(barColumns({ startDate: "2026-06-01", endDate: "2026-06-09" }, may)).toBeNull();
  });

  it("renders only the rows in view, with overscan, within the list", () => {
    expect(visibleRows(0, 400, 5000, 40, 6)).toEqual({ first: 0, last: 15 });
    expect(visibleRows(4000, 400, 5000, 40, 6)).toEqual({ first: 94, last: 115 });
    expect(visibleRows(199_600, 400, 5000, 40, 6)).toEqual({ first: 4984, last: 4999 });
    expect(visibleRows(-50, 400, 3, 40, 6)).toEqual({ first: 0, last: 2 });
    expect(visibleRows(0, 400, 0)).toEqual({ first: 0, last: -1 });
  });

  it("draws arrows around the bars they join", () => {
    expect(arrowPath(100, 20, 160, 60)).toBe("M100 20H108V60H160");
    expect(arrowPath(100, 20, 104, 60, 40)).toBe("M100 20H108V40H96V60H104");
    expect(arrowPath(100, 100, 60, 20, 40)).toBe("M100 100H108V40H52V20H60");
  });

  it("snaps drags to whole days and never lets one end pass the other", () => {
    expect(snapDays(61, 40)).toBe(2);
    expect(snapDays(-19, 40)).toBe(0);
    expect(snapDays(-21, 40)).toBe(-1);
    expect(snapDays(10, 0)).toBe(0);
    const dates = { startDate: "2026-05-04", endDate: "2026-05-08" };
    expect(draggedDates(dates, "move", 27)).toEqual({ startDate: "2026-05-31", endDate: "2026-06-04" });
    expect(draggedDates(dates, "start", -5)).toEqual({ startDate: "2026-04-29", endDate: "2026-05-08" });
    expect(draggedDates(dates, "start", 9)).toEqual({ startDate: "2026-05-08", endDate: "2026-05-08" });
    expect(draggedDates(dates, "end", -9)).toEqual({ startDate: "2026-05-04", endDate: "2026-05-04" });
    expect(draggedDates(dates, "end", 1)).toEqual({ startDate: "2026-05-04", endDate: "2026-05-09" });
  });

  it("keeps a dragged bar at least partly inside the window", () => {
    const dates = { startDate: "2026-05-04", endDate: "2026-05-08" };
    expect(clampDragDays(dates, "move", 40, may)).toBe(27); // starts on May 31
    expect(clampDragDays(dates, "move", -40, may)).toBe(-7); // ends on May 1
    expect(clampDragDays(dates, "move", 3, may)).toBe(3);
    expect(clampDragDays({ startDate: "2026-05-20", endDate: "2026-06-20" }, "start", 40, may)).toBe(11);
    expect(clampDragDays({ startDate: "2026-04-20", endDate: "2026-05-03" }, "end", -40, may)).toBe(-2);
    expect(clampDragDays(dates, "end", 40, may)).toBe(40);
  });

  it("shades weekends from the window's first weekday", () => {
    // May 2026 starts on a Friday (index 4): the weekly pattern is shifted left by four columns.
    const bg = dayBackground("2026-05-01", 30, "month");
    expect(bg.backgroundPosition).toBe("0px 0, -120px 0");
    expect(bg.backgroundImage).toContain("transparent 1px 30px");
    expect(bg.backgroundImage).toContain("transparent 0 150px, #eef2f7 150px 210px");
    expect(dayBackground("2026-05-01", 10, "quarter").backgroundImage).toContain("transparent 1px 70px");
  });
});

describe("scheduling on screen", () => {
  const tasks = [
    { id: "a", name: "Dig", startDate: "2026-05-04", endDate: "2026-05-08", dependencies: [] },
    { id: "b", name: "Pour", startDate: "2026-05-08", endDate: "2026-05-09", dependencies: ["a"] },
    { id: "c", name: "Frame", startDate: "2026-05-20", endDate: "2026-05-22", dependencies: ["b"] },
    { id: "d", name: "Roof", startDate: "2026-05-21", endDate: "2026-05-23", dependencies: ["c", "a"] },
  ];
  const byId = new Map(tasks.map((t) => [t.id, t]));

  it("finds the tasks that start too early, with the fix", () => {
    const conflicts = findConflicts(tasks, byId);
    expect([...conflicts.keys()]).toEqual(["b", "d"]);
    expect(conflicts.get("b")).toEqual({ parents: ["Dig"], fix: { startDate: "2026-05-09", endDate: "2026-05-10" } });
    expect(conflicts.get("d")).toEqual({ parents: ["Frame"], fix: { startDate: "2026-05-23", endDate: "2026-05-25" } });
  });

  it("lists every task downstream of one, which cannot become its dependency", () => {
    expect([...dependentsOf("a", tasks)].sort()).toEqual(["b", "c", "d"]);
    expect([...dependentsOf("c", tasks)]).toEqual(["d"]);
    expect(dependentsOf("d", tasks).size).toBe(0);
  });

  it("labels a bar with its name, dates and progress", () => {
    expect(barLabel({ name: "Dig", startDate: "2026-05-04", endDate: "2026-05-08", progress: 40 }, "en-US")).toBe(
      "Dig: May 4, 2026 to May 8, 2026, 40% complete",
    );
  });
});
