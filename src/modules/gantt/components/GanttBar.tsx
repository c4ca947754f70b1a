import { memo, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { cn } from "../../../web/ui/cn.ts";
import type { TaskListRow } from "../gantt.contract.ts";
import {
  BAR_HEIGHT,
  ROW_HEIGHT,
  barColumns,
  barLabel,
  clampDragDays,
  draggedDates,
  snapDays,
  type DragMode,
} from "../gantt-layout.ts";
import type { GanttView } from "../gantt-view.ts";

export type Dates = { startDate: string; endDate: string };
export const BAR_HELP_ID = "gantt-bar-help";
/** A keyboard move is saved once the keys have rested this long (or the bar loses focus). */
const KEYBOARD_SAVE_DELAY_MS = 700;
/** Pointer travel below this is a click (opens the task), not a drag. */
const DRAG_THRESHOLD_PX = 4;

type Props = {
  task: TaskListRow;
  view: GanttView;
  columnPx: number;
  canWrite: boolean;
  conflict: boolean;
  onMove: (task: TaskListRow, dates: Dates) => void;
  onOpen: (task: TaskListRow) => void;
};

type Drag = { mode: DragMode; pointerId: number; x0: number; moved: boolean; days: number };

/**
 * One task's bar. Drag it to move, drag an end to change that date (snapping to days); arrow keys move it a day,
 * Shift+arrows change its end date; Enter opens it. The dates shown while dragging are this bar's own state, so a
 * drag re-renders one bar; they give way to the task's dates as soon as the saved (or optimistic) task arrives.
 */
export const GanttBar = memo(function GanttBar({ task, view, columnPx, canWrite, conflict, onMove, onOpen }: Props) {
  const [preview, setPreview] = useState<{ base: TaskListRow; dates: Dates } | null>(null);
  const drag = useRef<Drag | null>(null);
  const keys = useRef<{ base: TaskListRow; dates: Dates; timer: number } | null>(null);
  const shown = preview && preview.base === task ? { ...task, ...preview.dates } : task;
  const columns = barColumns(shown, view);

  const commitKeys = () => {
    const pending = keys.current;
    keys.current = null;
    if (!pending) return;
    window.clearTimeout(pending.timer);
    const { dates, base } = pending;
    if (dates.startDate !== base.startDate || dates.endDate !== base.endDate) onMove(base, dates);
  };
  const commitRef = useRef(commitKeys);
  useEffect(() => {
    commitRef.current = commitKeys;
  });
  // A keyboard move still waiting when the row scrolls away is saved, not lost.
  useEffect(() => () => commitRef.current(), []);

  if (!columns) return null;
  const full = shown.progress >= 100;
  const style = {
    left: columns.first * columnPx + 1,
    width: Math.max(columns.span * columnPx - 2, 4),
    top: (ROW_HEIGHT - BAR_HEIGHT) / 2,
    height: BAR_HEIGHT,
  };
  const label = barLabel(shown);

  if (!canWrite) {
    return (
      <div role="img" aria-label={label} title={label} className={barClass(full, conflict)} style={style}>
        <Progress task={shown} />
      </div>
    );
  }

  function onPointerDown(e: PointerEvent<HTMLDivElement>) {
    if (e.button !== 0 || drag.current) return;
    const handle = (e.target as HTMLElement).closest<HTMLElement>("[data-handle]")?.dataset.handle;
    const mode: DragMode = handle === "start" || handle === "end" ? handle : "move";
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { mode, pointerId: e.pointerId, x0: e.clientX, moved: false, days: 0 };
  }

  function onPointerMove(e: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    const dx = e.clientX - d.x0;
    if (!d.moved && Math.abs(dx) < DRAG_THRESHOLD_PX) return;
    d.moved = true;
    const days = clampDragDays(task, d.mode, snapDays(dx, columnPx), view);
    if (days === d.days) return;
    d.days = days;
    setPreview({ base: task, dates: draggedDates(task, d.mode, days) });
  }

  function onPointerUp(e: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    drag.current = null;
    if (!d.moved) onOpen(task);
    else if (d.days !== 0) onMove(task, draggedDates(task, d.mode, d.days));
    else setPreview(null);
  }

  function onPointerCancel() {
    drag.current = null;
    setPreview(null);
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      commitKeys();
      onOpen(task);
      return;
    }
    if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
    e.preventDefault();
    const step = e.key === "ArrowLeft" ? -1 : 1;
    const mode: DragMode = e.shiftKey ? "end" : "move";
    const pending = keys.current;
    const from = pending?.dates ?? task;
    const dates = draggedDates(from, mode, clampDragDays(from, mode, step, view));
    if (pending) window.clearTimeout(pending.timer);
    keys.current = {
      base: pending?.base ?? task,
      dates,
      timer: window.setTimeout(() => commitRef.current(), KEYBOARD_SAVE_DELAY_MS),
    };
    setPreview({ base: task, dates });
  }

  return (
    <div
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-describedby={BAR_HELP_ID}
      title={label}
      data-dragging={preview && preview.base === task ? "" : undefined}
      className={cn(
        barClass(full, conflict),
        "cursor-grab touch-pan-y select-none active:cursor-grabbing data-dragging:ring-2 data-dragging:ring-brand",
      )}
      style={style}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onKeyDown={onKeyDown}
      onBlur={commitKeys}
    >
      <Progress task={shown} />
      {columns.cutStart ? null : (
        <span data-handle="start" aria-hidden="true" className="absolute inset-y-0 left-0 w-2 cursor-ew-resize" />
      )}
      {columns.cutEnd ? null : (
        <span data-handle="end" aria-hidden="true" className="absolute inset-y-0 right-0 w-2 cursor-ew-resize" />
      )}
    </div>
  );
});

/** Spec: a finished task's bar is green at 0.8 opacity; others are blue, filled as far as their progress. */
function barClass(full: boolean, conflict: boolean): string {
  return cn(
    "absolute z-[1] overflow-hidden rounded-md border",
    full ? "border-green-700 bg-green-600 opacity-80" : "border-blue-600 bg-blue-100",
    conflict && "outline-2 outline-offset-1 outline-dashed outline-amber-600",
  );
}

function Progress({ task }: { task: TaskListRow }) {
  if (task.progress >= 100 || task.progress <= 0) return null;
  return (
    <span aria-hidden="true" className="absolute inset-y-0 left-0 bg-blue-600" style={{ width: `${task.progress}%` }} />
  );
}
