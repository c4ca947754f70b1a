import { AlertTriangle, Pencil, Trash2 } from "lucide-react";
import { memo } from "react";
import { ActionsMenu } from "../../../web/ui/actions-menu.tsx";
import { cn } from "../../../web/ui/cn.ts";
import type { TaskListRow } from "../gantt.contract.ts";
import { ROW_HEIGHT, type Conflict } from "../gantt-layout.ts";
import type { GanttView } from "../gantt-view.ts";
import { GanttBar, type Dates } from "./GanttBar.tsx";

export type RowActions = {
  onEdit: (task: TaskListRow) => void;
  onDelete: (task: TaskListRow) => void;
  onMove: (task: TaskListRow, dates: Dates) => void;
  onFix: (task: TaskListRow, dates: Dates) => void;
};

type Props = {
  task: TaskListRow;
  index: number;
  conflict: Conflict | undefined;
  view: GanttView;
  nameWidth: number;
  columnPx: number;
  canWrite: boolean;
  actions: RowActions;
};

const ICON_BUTTON = "inline-flex size-7 items-center justify-center rounded-md text-ink hover:bg-slate-200";

const joinNames = (names: string[]) =>
  names.length === 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}`;

/**
 * One task: its name (with a warning and a Fix when it starts before a predecessor ends, and Edit/Delete on hover
 * or keyboard focus; on a phone or a touch screen, an always-shown menu with Edit and Delete) and its bar. Memoized: scrolling mounts the rows coming into view and leaves the others alone.
 */
export const GanttRow = memo(function GanttRow({
  task,
  index,
  conflict,
  view,
  nameWidth,
  columnPx,
  canWrite,
  actions,
}: Props) {
  const warning = conflict
    ? `Starts before ${joinNames(conflict.parents)} ${conflict.parents.length === 1 ? "ends" : "end"}.`
    : "";
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className="group absolute left-0 flex border-b border-slate-100 hover:bg-blue-50/40"
      style={{ top: index * ROW_HEIGHT, height: ROW_HEIGHT, width: nameWidth + view.days * columnPx }}
    >
      <div
        role="rowheader"
        className="sticky left-0 z-10 flex shrink-0 items-center gap-1 border-r border-border bg-white pl-2 pr-1 group-hover:bg-blue-50"
        style={{ width: nameWidth }}
      >
        {conflict ? <span className="sr-only">Warning: {warning}</span> : null}
        {conflict && !canWrite ? (
          <AlertTriangle aria-hidden="true" className="size-4 shrink-0 text-amber-600">
            <title>{warning}</title>
          </AlertTriangle>
        ) : null}
        <span className="min-w-0 flex-1 truncate text-sm text-ink" title={task.name}>
          {task.name}
        </span>
        {conflict && canWrite ? (
          <button
            type="button"
            title={warning}
            className="inline-flex h-7 shrink-0 items-center gap-1 rounded-md border border-amber-600 bg-white px-1.5 text-xs font-medium text-amber-800 hover:bg-amber-50"
            aria-label={`Fix ${task.name}: start the day after ${joinNames(conflict.parents)}`}
            onClick={() => actions.onFix(task, conflict.fix)}
          >
            <AlertTriangle aria-hidden="true" className="size-3.5 text-amber-600" />
            {/* On a phone the name needs the room: the icon alone (its name and tooltip still say Fix). */}
            <span className="max-sm:sr-only">Fix</span>
          </button>
        ) : null}
        {canWrite ? (
          <>
            <div className="flex shrink-0 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 max-sm:hidden pointer-coarse:hidden">
              <button
                type="button"
                className={ICON_BUTTON}
                aria-label={`Edit ${task.name}`}
                onClick={() => actions.onEdit(task)}
              >
                <Pencil aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className={cn(ICON_BUTTON, "text-destructive")}
                aria-label={`Delete ${task.name}`}
                onClick={() => actions.onDelete(task)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </div>
            {/* A phone has no hover: Edit and Delete in a menu that is always there. */}
            <ActionsMenu
              label={`Actions for ${task.name}`}
              className="hidden shrink-0 max-sm:inline-flex pointer-coarse:inline-flex"
              actions={[
                {
                  label: "Edit",
                  icon: <Pencil aria-hidden="true" className="size-4" />,
                  onSelect: () => actions.onEdit(task),
                },
                {
                  label: "Delete",
                  icon: <Trash2 aria-hidden="true" className="size-4" />,
                  destructive: true,
                  onSelect: () => actions.onDelete(task),
                },
              ]}
            />
          </>
        ) : null}
      </div>
      <div role="cell" className="relative shrink-0" style={{ width: view.days * columnPx }}>
        <GanttBar
          task={task}
          view={view}
          columnPx={columnPx}
          canWrite={canWrite}
          conflict={Boolean(conflict)}
          onMove={actions.onMove}
          onOpen={actions.onEdit}
        />
      </div>
    </div>
  );
});
