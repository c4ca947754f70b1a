import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { TaskListRow } from "../gantt.contract.ts";
import {
  ROW_HEIGHT,
  columnWidth,
  dayBackground,
  nameColumnWidth,
  visibleRows,
  type Conflict,
} from "../gantt-layout.ts";
import { dayNumber } from "../../../shared/calendar.ts";
import { viewContains, viewTitle, type GanttView } from "../gantt-view.ts";
import { BAR_HELP_ID } from "./GanttBar.tsx";
import { DayHeader, HEADER_HEIGHT } from "./DayHeader.tsx";
import { DependencyArrows } from "./DependencyArrows.tsx";
import { GanttRow, type RowActions } from "./GanttRow.tsx";

type Props = {
  rows: readonly TaskListRow[];
  view: GanttView;
  today: string;
  conflicts: ReadonlyMap<string, Conflict>;
  canWrite: boolean;
  busy: boolean;
  actions: RowActions;
};

/** Measures the scroll box (content width without the scroll bar, and height) and follows its size. */
function useBoxSize(ref: React.RefObject<HTMLDivElement | null>) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () =>
      setSize((prev) =>
        prev.width === el.clientWidth && prev.height === el.clientHeight
          ? prev
          : { width: el.clientWidth, height: el.clientHeight },
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/**
 * The timeline: one scroll box with a sticky day header and a sticky name column. Only the rows in view (plus a
 * few) are rendered, at fixed heights; the day grid and weekends are one CSS background; arrows are drawn only
 * between rendered rows.
 */
export function GanttChart({ rows, view, today, conflicts, canWrite, busy, actions }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const box = useBoxSize(scrollRef);
  const [topRow, setTopRow] = useState(0);

  const nameWidth = nameColumnWidth(box.width);
  const columnPx = columnWidth(view.zoom, view.days, box.width - nameWidth);
  const timelineWidth = view.days * columnPx;
  const { first, last } = visibleRows(topRow * ROW_HEIGHT, box.height - HEADER_HEIGHT, rows.length);
  const rowOf = useMemo(() => new Map(rows.map((t, i) => [t.id, i])), [rows]);
  const background = useMemo(() => dayBackground(view.from, columnPx, view.zoom), [view.from, view.zoom, columnPx]);
  const title = useMemo(() => viewTitle(view), [view]);
  const todayColumn = viewContains(view, today) ? dayNumber(today) - dayNumber(view.from) : null;

  // Rendered inside the scroll event, so the rows coming into view are in this frame's layout and paint, not the next.
  function onScroll() {
    const el = scrollRef.current;
    if (!el) return;
    const next = Math.floor(el.scrollTop / ROW_HEIGHT);
    if (next !== topRow) flushSync(() => setTopRow(next));
  }

  // Bring today into sight when a window showing it opens and the timeline is wider than the screen (phones).
  const scrolledFor = useRef("");
  useEffect(() => {
    const el = scrollRef.current;
    const key = `${view.zoom}:${view.from}`;
    if (!el || box.width === 0 || scrolledFor.current === key) return;
    scrolledFor.current = key;
    if (todayColumn === null) return;
    const x = nameWidth + todayColumn * columnPx;
    if (x + columnPx > el.scrollLeft + el.clientWidth) el.scrollLeft = x - nameWidth - columnPx;
  }, [view.zoom, view.from, box.width, todayColumn, nameWidth, columnPx]);

  // For the browser benchmark: the first frame painted with rows in it.
  const marked = useRef(false);
  useEffect(() => {
    if (marked.current || rows.length === 0 || box.width === 0) return;
    marked.current = true;
    requestAnimationFrame(() =>
      setTimeout(() => performance.mark("gantt:rendered", { detail: { rows: rows.length } }), 0),
    );
  }, [rows.length, box.width]);

  const rendered: TaskListRow[] = rows.slice(first, last + 1);
  return (
    <div
      ref={scrollRef}
      onScroll={onScroll}
      data-testid="gantt-scroll"
      aria-busy={busy || undefined}
      className="relative max-h-[max(22rem,calc(100dvh-17rem))] overflow-auto rounded-xl border border-border bg-white"
    >
      <div
        aria-hidden="true"
        className="absolute"
        style={{
          top: HEADER_HEIGHT,
          left: nameWidth,
          width: timelineWidth,
          height: rows.length * ROW_HEIGHT,
          ...background,
        }}
      />
      {todayColumn === null ? null : (
        <div
          aria-hidden="true"
          className="absolute w-0.5 bg-brand/60"
          style={{
            top: HEADER_HEIGHT,
            left: nameWidth + todayColumn * columnPx + columnPx / 2,
            height: rows.length * ROW_HEIGHT,
          }}
        />
      )}
      <div
        role="table"
        aria-label={`Project timeline, ${title}`}
        aria-rowcount={rows.length + 1}
        className="relative"
        style={{ width: nameWidth + timelineWidth }}
      >
        <div role="rowgroup" className="sticky top-0 z-20 border-b border-border bg-white">
          <div role="row" aria-rowindex={1} className="flex" style={{ height: HEADER_HEIGHT }}>
            <div
              role="columnheader"
              className="sticky left-0 z-10 flex shrink-0 items-end border-r border-border bg-white px-2 pb-1.5 text-xs font-semibold text-muted"
              style={{ width: nameWidth }}
            >
              Task
            </div>
            <div role="columnheader" className="shrink-0">
              <span className="sr-only">Schedule, {title}</span>
              <DayHeader view={view} columnPx={columnPx} today={today} />
            </div>
          </div>
        </div>
        <div role="rowgroup" className="relative" style={{ height: rows.length * ROW_HEIGHT }}>
          {rendered.map((task, i) => (
            <GanttRow
              key={task.id}
              task={task}
              index={first + i}
              conflict={conflicts.get(task.id)}
              view={view}
              nameWidth={nameWidth}
              columnPx={columnPx}
              canWrite={canWrite}
              actions={actions}
            />
          ))}
        </div>
      </div>
      <DependencyArrows
        rows={rows}
        rowOf={rowOf}
        first={first}
        last={last}
        view={view}
        columnPx={columnPx}
        left={nameWidth}
        top={HEADER_HEIGHT + first * ROW_HEIGHT}
      />
      <p id={BAR_HELP_ID} hidden>
        {canWrite
          ? "Drag to move, or drag an end to change a date. Arrow keys move it by a day; Shift and arrow keys change its end date; Enter opens it."
          : ""}
      </p>
    </div>
  );
}
