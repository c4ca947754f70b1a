import { dayNumber, durationDays } from "../../../shared/calendar.ts";
import type { TaskListRow } from "../../gantt/gantt.contract.ts";
import { Skeleton } from "../../../web/ui/skeleton.tsx";
import { cn } from "../../../web/ui/cn.ts";
import { formatShortDate } from "../../../web/lib/format.ts";

/** The span the timeline draws: the project's dates, widened to any task that runs outside them. */
export function timelineSpan(
  project: { startDate: string; endDate: string },
  tasks: readonly TaskListRow[],
): { start: string; end: string } {
  let start = project.startDate;
  let end = project.endDate < project.startDate ? project.startDate : project.endDate;
  for (const t of tasks) {
    if (t.startDate < start) start = t.startDate;
    if (t.endDate > end) end = t.endDate;
  }
  return { start, end };
}

/** Where a task's bar sits, as percentages of the span's width. */
function barPosition(task: TaskListRow, span: { start: string; end: string }): { left: number; width: number } {
  const total = durationDays(span.start, span.end);
  const left = ((dayNumber(task.startDate) - dayNumber(span.start)) / total) * 100;
  const width = (Math.max(1, durationDays(task.startDate, task.endDate)) / total) * 100;
  return { left, width: Math.min(width, 100 - left) };
}

/** A read-only timeline of the project's tasks: one row per task, its bar placed by date, filled by progress. */
export function TaskTimeline({
  project,
  tasks,
}: {
  project: { startDate: string; endDate: string };
  tasks: readonly TaskListRow[];
}) {
  if (tasks.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-md border border-dashed border-border p-4">
        <p className="font-medium text-ink">No Tasks Yet</p>
        <p className="text-sm text-slate-700">
          Plan this project's work on the Gantt chart; its tasks then show here by date.
        </p>
      </div>
    );
  }
  const span = timelineSpan(project, tasks);
  const sorted = [...tasks].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.name.localeCompare(b.name));
  return (
    <div className="space-y-3">
      <div aria-hidden="true" className="grid text-xs text-muted sm:grid-cols-[40%_1fr] sm:gap-3">
        <span className="hidden sm:block" />
        <div className="flex justify-between">
          <span>{formatShortDate(span.start)}</span>
          <span>{formatShortDate(span.end)}</span>
        </div>
      </div>
      <ol aria-label="Tasks by start date" className="space-y-3">
        {sorted.map((task) => {
          const { left, width } = barPosition(task, span);
          const done = task.progress >= 100;
          return (
            <li key={task.id} className="grid gap-1 sm:grid-cols-[40%_1fr] sm:items-center sm:gap-3">
              <div className="min-w-0 text-sm">
                <p className="truncate font-medium text-ink">{task.name}</p>
                <p className="tabular text-muted">
                  {formatShortDate(task.startDate)} – {formatShortDate(task.endDate)} · {task.progress}% complete
                  {task.assignee ? ` · ${task.assignee}` : ""}
                </p>
              </div>
              <div aria-hidden="true" className="relative h-6 rounded bg-slate-100">
                <div
                  className={cn("absolute inset-y-0 overflow-hidden rounded", done ? "bg-success/80" : "bg-blue-200")}
                  style={{ left: `${left}%`, width: `${width}%` }}
                >
                  {done ? null : <div className="h-full bg-brand" style={{ width: `${task.progress}%` }} />}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export function TaskTimelineSkeleton() {
  return (
    <div role="status" aria-label="Loading tasks" className="space-y-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="grid gap-1 sm:grid-cols-[40%_1fr] sm:items-center sm:gap-3">
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-6 w-full" />
        </div>
      ))}
    </div>
  );
}
