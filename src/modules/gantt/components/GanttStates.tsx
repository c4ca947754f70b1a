import { CalendarRange, Plus } from "lucide-react";
import { Button } from "../../../web/ui/button.tsx";
import { Card } from "../../../web/ui/card.tsx";
import { Skeleton } from "../../../web/ui/skeleton.tsx";
import { GANTT_MSG } from "../gantt.constants.ts";

/** Loading: the chart's outline, not a spinner over a blank page. */
export function ChartSkeleton() {
  return (
    <div className="space-y-3 rounded-xl border border-border bg-white p-4" aria-label="Loading tasks" role="status">
      <Skeleton className="h-8 w-full" />
      {[60, 45, 70, 35, 55, 40].map((w, i) => (
        <div key={i} className="flex items-center gap-4">
          <Skeleton className="h-5 w-28 shrink-0 sm:w-48" />
          <Skeleton className="h-5" style={{ width: `${w}%`, marginLeft: `${(i * 7) % 25}%` }} />
        </div>
      ))}
    </div>
  );
}

/** Empty: what this is and the first action (spec: No Tasks Yet). */
export function EmptyTimeline({
  period,
  filtered,
  onAdd,
}: {
  period: string;
  filtered: boolean;
  onAdd: (() => void) | null;
}) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <CalendarRange aria-hidden="true" className="size-10 text-brand" />
      <h2 className="text-lg font-semibold text-ink">{GANTT_MSG.noTasks}</h2>
      <p className="max-w-md text-sm text-muted">
        No tasks {filtered ? "of this project " : ""}fall in {period}. Add a task with its dates, or look at another
        period.
      </p>
      {onAdd ? (
        <Button type="button" onClick={onAdd}>
          <Plus aria-hidden="true" />
          Add Task
        </Button>
      ) : null}
    </Card>
  );
}
