import { addDays, dayNumber } from "../../shared/calendar.ts";
import { earliestStartFix, lateParents, type SchedulableTask } from "./gantt.rules.ts";
import { formatDay, weekdayIndex, type GanttView, type Zoom } from "./gantt-view.ts";

/** Pure geometry of the timeline: columns, bars, visible rows, arrows, drags. No React, no DOM. */

export const ROW_HEIGHT = 40;
export const BAR_HEIGHT = 24;
export const OVERSCAN_ROWS = 6;
/** Narrowest day column per zoom; wider when the screen has room. */
export const MIN_COLUMN_PX: Record<Zoom, number> = { "two-week": 44, month: 22, quarter: 10 };
/** The task-name column, narrower on a phone. */
export const nameColumnWidth = (containerWidth: number): number => (containerWidth < 640 ? 160 : 240);

/** Day columns fill the room beside the names, never narrower than the zoom's minimum (then the timeline scrolls). */
export function columnWidth(zoom: Zoom, days: number, timelineRoom: number): number {
  return Math.max(MIN_COLUMN_PX[zoom], Math.floor(timelineRoom / Math.max(1, days)));
}

/** The columns a task's bar covers in the window, cut at its edges; null when the task is outside it. */
export function barColumns(task: { startDate: string; endDate: string }, view: Pick<GanttView, "from" | "to">) {
  if (task.startDate > view.to || task.endDate < view.from) return null;
  const origin = dayNumber(view.from);
  const first = Math.max(dayNumber(task.startDate), origin) - origin;
  const last = Math.min(dayNumber(task.endDate), dayNumber(view.to)) - origin;
  return { first, span: last - first + 1, cutStart: task.startDate < view.from, cutEnd: task.endDate > view.to };
}

/** Rows to render for a scroll position: those in view plus a few either side (inclusive indexes; empty when last < first). */
export function visibleRows(
  scrollTop: number,
  viewportHeight: number,
  rowCount: number,
  rowHeight = ROW_HEIGHT,
  overscan = OVERSCAN_ROWS,
) {
  if (rowCount === 0) return { first: 0, last: -1 };
  const top = Math.max(0, scrollTop);
  const first = Math.max(0, Math.floor(top / rowHeight) - overscan);
  const last = Math.min(rowCount - 1, Math.ceil((top + Math.max(0, viewportHeight)) / rowHeight) - 1 + overscan);
  return { first: Math.min(first, rowCount - 1), last };
}

/**
 * An arrow from a predecessor's bar end (x1, y1) to its successor's bar start (x2, y2): out to the right, along
 * the gap between rows, and in from the left, so it never runs through the bars it joins.
 */
export function arrowPath(x1: number, y1: number, x2: number, y2: number, rowHeight = ROW_HEIGHT): string {
  const gap = 8;
  if (x2 - x1 >= gap * 2) {
    const mid = x1 + gap;
    return `M${x1} ${y1}H${mid}V${y2}H${x2}`;
  }
  const between = y2 > y1 ? y2 - rowHeight / 2 : y2 + rowHeight / 2;
  return `M${x1} ${y1}H${x1 + gap}V${between}H${x2 - gap}V${y2}H${x2}`;
}

export type DragMode = "move" | "start" | "end";

/** A bar's dates after dragging `days` columns: moved whole, or one end changed (never past the other end). */
export function draggedDates(
  dates: { startDate: string; endDate: string },
  mode: DragMode,
  days: number,
): { startDate: string; endDate: string } {
  if (mode === "move") return { startDate: addDays(dates.startDate, days), endDate: addDays(dates.endDate, days) };
  if (mode === "start") {
    const startDate = addDays(dates.startDate, days);
    return { startDate: startDate > dates.endDate ? dates.endDate : startDate, endDate: dates.endDate };
  }
  const endDate = addDays(dates.endDate, days);
  return { startDate: dates.startDate, endDate: endDate < dates.startDate ? dates.startDate : endDate };
}

/** Limits a drag so that the bar keeps at least one day inside the window (it would vanish under the pointer otherwise). */
export function clampDragDays(
  dates: { startDate: string; endDate: string },
  mode: DragMode,
  days: number,
  view: Pick<GanttView, "from" | "to">,
): number {
  const fromLimit = dayNumber(view.from) - dayNumber(dates.endDate);
  const toLimit = dayNumber(view.to) - dayNumber(dates.startDate);
  if (mode === "move") return Math.min(Math.max(days, fromLimit), toLimit);
  if (mode === "start") return Math.min(days, toLimit);
  return Math.max(days, fromLimit);
}

/** Whole days a pointer moved, snapped to the nearest column. */
export const snapDays = (dx: number, columnPx: number): number => (columnPx > 0 ? Math.round(dx / columnPx) || 0 : 0);

export type Conflict = { parents: string[]; fix: { startDate: string; endDate: string } };

/** Tasks that start before a predecessor ends, with the names of those predecessors and the dates that fix it. */
export function findConflicts<T extends SchedulableTask>(
  tasks: readonly T[],
  byId: ReadonlyMap<string, SchedulableTask>,
): Map<string, Conflict> {
  const out = new Map<string, Conflict>();
  for (const task of tasks) {
    if (task.dependencies.length === 0) continue;
    const late = lateParents(task, byId);
    if (late.length === 0) continue;
    const fix = earliestStartFix(task, byId);
    if (fix) out.set(task.id, { parents: late.map((p) => p.name), fix });
  }
  return out;
}

/** Every task that depends on `taskId`, directly or through others: choosing one of them as its dependency would close a loop. */
export function dependentsOf(
  taskId: string,
  tasks: readonly { id: string; dependencies: readonly string[] }[],
): Set<string> {
  const successors = new Map<string, string[]>();
  for (const t of tasks) {
    for (const dep of t.dependencies) {
      const list = successors.get(dep);
      if (list) list.push(t.id);
      else successors.set(dep, [t.id]);
    }
  }
  const found = new Set<string>();
  const stack = [taskId];
  while (stack.length > 0) {
    const id = stack.pop();
    if (id === undefined) break;
    for (const next of successors.get(id) ?? []) {
      if (next !== taskId && !found.has(next)) {
        found.add(next);
        stack.push(next);
      }
    }
  }
  return found;
}

/** The bar's accessible name: what it is and when. */
export function barLabel(
  task: { name: string; startDate: string; endDate: string; progress: number },
  locale?: string,
): string {
  return `${task.name}: ${formatDay(task.startDate, locale)} to ${formatDay(task.endDate, locale)}, ${task.progress}% complete`;
}

const GRID_LINE = "#e2e8f0";
const WEEKEND_SHADE = "#eef2f7";

/**
 * The day grid and weekend shading as one CSS background (two repeating gradients) instead of a DOM cell per day
 * per row. The weekly pattern starts on Monday, shifted left by the window's first weekday.
 */
export function dayBackground(
  from: string,
  columnPx: number,
  zoom: Zoom,
): { backgroundImage: string; backgroundPosition: string } {
  const week = columnPx * 7;
  const lineEvery = zoom === "quarter" ? week : columnPx;
  const shift = -weekdayIndex(from) * columnPx;
  return {
    backgroundImage: [
      `repeating-linear-gradient(to right, ${GRID_LINE} 0 1px, transparent 1px ${lineEvery}px)`,
      `repeating-linear-gradient(to right, transparent 0 ${columnPx * 5}px, ${WEEKEND_SHADE} ${columnPx * 5}px ${week}px)`,
    ].join(", "),
    backgroundPosition: `${zoom === "quarter" ? shift : 0}px 0, ${shift}px 0`,
  };
}
