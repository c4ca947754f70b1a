import { memo } from "react";
import type { TaskListRow } from "../gantt.contract.ts";
import { ROW_HEIGHT, arrowPath, barColumns } from "../gantt-layout.ts";
import type { GanttView } from "../gantt-view.ts";

type Props = {
  rows: readonly TaskListRow[];
  rowOf: ReadonlyMap<string, number>;
  /** The rendered rows (inclusive); only arrows with both ends among them are drawn. */
  first: number;
  last: number;
  view: GanttView;
  columnPx: number;
  left: number;
  top: number;
};

/**
 * Finish-to-start arrows, predecessor's bar end to successor's bar start, in one SVG over the rendered rows only.
 * Each arrow has a name ("Dig → Pour") for assistive technology and tests.
 */
export const DependencyArrows = memo(function DependencyArrows({
  rows,
  rowOf,
  first,
  last,
  view,
  columnPx,
  left,
  top,
}: Props) {
  const arrows: { key: string; d: string; label: string }[] = [];
  // Coordinates from the list's top, shifted by one transform: scrolling leaves each arrow's path untouched.
  const y = (row: number) => row * ROW_HEIGHT + ROW_HEIGHT / 2;
  for (let i = first; i <= last; i++) {
    const task = rows[i];
    if (!task || task.dependencies.length === 0) continue;
    const to = barColumns(task, view);
    if (!to) continue;
    for (const depId of task.dependencies) {
      const j = rowOf.get(depId);
      const parent = j === undefined ? undefined : rows[j];
      if (j === undefined || !parent || j < first || j > last) continue;
      const from = barColumns(parent, view);
      if (!from) continue;
      const x1 = (from.first + from.span) * columnPx - 1;
      const x2 = to.first * columnPx;
      arrows.push({
        key: `${parent.id}>${task.id}`,
        d: arrowPath(x1, y(j), x2, y(i)),
        label: `${parent.name} → ${task.name}`,
      });
    }
  }
  const height = Math.max(0, last - first + 1) * ROW_HEIGHT;
  return (
    <svg
      role="group"
      aria-label="Dependencies"
      className="pointer-events-none absolute overflow-visible"
      style={{ left, top, height, width: view.days * columnPx }}
      width={view.days * columnPx}
      height={height}
    >
      <defs>
        <marker id="gantt-arrowhead" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto">
          <path d="M0 0L8 4L0 8z" fill="#475569" />
        </marker>
      </defs>
      <g transform={`translate(0 ${-first * ROW_HEIGHT})`}>
        {arrows.map((a) => (
          <path
            key={a.key}
            role="img"
            aria-label={a.label}
            d={a.d}
            fill="none"
            stroke="#475569"
            strokeWidth={1.5}
            markerEnd="url(#gantt-arrowhead)"
          />
        ))}
      </g>
    </svg>
  );
});
