import { Plus } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { Button } from "../../web/ui/button.tsx";
import { DeleteDialog } from "../../web/ui/delete-dialog.tsx";
import { toast } from "../../web/ui/toast.tsx";
import { useErrorToast } from "../../web/lib/use-error-toast.ts";
import type { TaskListRow } from "./gantt.contract.ts";
import { GANTT_MSG } from "./gantt.constants.ts";
import { useProjectOptions } from "../projects/projects-api.ts";
import { useAllTasks, useDeleteTask, useMoveTask, useWindowTasks } from "./gantt-api.ts";
import { findConflicts } from "./gantt-layout.ts";
import { localToday } from "../../web/lib/format.ts";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { overlaps, viewFromParams, viewTitle, writeViewParams, type GanttView } from "./gantt-view.ts";
import type { Dates } from "./components/GanttBar.tsx";
import { GanttChart } from "./components/GanttChart.tsx";
import type { RowActions } from "./components/GanttRow.tsx";
import { ChartSkeleton, EmptyTimeline } from "./components/GanttStates.tsx";
import { LoadError } from "../../web/ui/load-error.tsx";
import { GanttToolbar } from "./components/GanttToolbar.tsx";
import type { TaskFormTarget } from "./components/TaskFormDialog.tsx";
import { lazyDialog } from "../../web/lib/lazy-dialog.tsx";

// The form loads with its schema when it is first needed (decision 0007).
const TaskFormDialog = lazyDialog(() => import("./components/TaskFormDialog.tsx"), "TaskFormDialog");

const messageOf = (err: unknown) => (err instanceof Error ? err.message : "An unexpected error occurred.");

/** /dashboard/gantt: the Project Timeline (spec §2). Window, zoom and project filter live in the URL. */
export function GanttPage() {
  useDocumentTitle("Project Timeline");
  const canWrite = useCanWrite();
  const [params, setParams] = useSearchParams();
  const [today] = useState(localToday);
  const view = useMemo(() => viewFromParams(params, today), [params, today]);
  const projectId = params.get("project") ?? "";

  const setView = useCallback(
    (next: GanttView) => setParams((prev) => writeViewParams(prev, next), { replace: true }),
    [setParams],
  );
  const setProject = useCallback(
    (id: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (id) next.set("project", id);
          else next.delete("project");
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const windowTasks = useWindowTasks({ projectId: projectId || undefined, from: view.from, to: view.to });
  const projects = useProjectOptions();
  const windowRows = windowTasks.data?.tasks;
  const rows = useMemo(() => (windowRows ?? []).filter((t) => overlaps(t, view)), [windowRows, view]);
  // Predecessors outside the window (or of another project) still count for the warnings: fetch them when needed.
  const needsAll = useMemo(() => {
    const ids = new Set(rows.map((t) => t.id));
    return rows.some((t) => t.dependencies.some((d) => !ids.has(d)));
  }, [rows]);
  const all = useAllTasks(needsAll);
  const byId = useMemo(() => {
    const map = new Map<string, TaskListRow>();
    for (const t of all.data ?? []) map.set(t.id, t);
    for (const t of windowRows ?? []) map.set(t.id, t);
    return map;
  }, [all.data, windowRows]);
  const conflicts = useMemo(() => findConflicts(rows, byId), [rows, byId]);

  useErrorToast(windowTasks.error, GANTT_MSG.fetchError);

  const [form, setForm] = useState<TaskFormTarget | null>(null);
  const [deleting, setDeleting] = useState<TaskListRow | null>(null);
  const removal = useDeleteTask();
  const { mutateAsync: move } = useMoveTask();

  /** Saves new dates at once (optimistic), then offers to put the old ones back. */
  const moveTask = useCallback(
    (task: TaskListRow, dates: Dates) => {
      const previous = { startDate: task.startDate, endDate: task.endDate };
      const undo = () =>
        move({ id: task.id, ...previous }).then(
          () => toast.success(GANTT_MSG.updated),
          (err: unknown) => toast.error(GANTT_MSG.updateError, messageOf(err)),
        );
      move({ id: task.id, ...dates }).then(
        () => toast.success(GANTT_MSG.updated, undefined, { label: "Undo", onClick: () => void undo() }),
        (err: unknown) => toast.error(GANTT_MSG.updateError, messageOf(err)),
      );
    },
    [move],
  );

  const actions = useMemo<RowActions>(
    () => ({
      onEdit: (task) => setForm({ task, startDate: today, projectId }),
      onDelete: (task) => setDeleting(task),
      onMove: moveTask,
      onFix: moveTask,
    }),
    [moveTask, today, projectId],
  );
  const openAdd = useCallback(() => setForm({ task: null, startDate: today, projectId }), [today, projectId]);
  // The shared dialogs give focus back to what opened them (ui/use-return-focus.ts).
  const closeForm = useCallback(() => setForm(null), []);
  const closeConfirm = useCallback(() => setDeleting(null), []);

  /** Delete from the edit form: the confirmation takes over, and Cancel goes back to what opened the form. */
  function deleteFromForm(task: TaskListRow) {
    setForm(null);
    setDeleting(task);
  }

  let content;
  if (windowTasks.isPending) content = <ChartSkeleton />;
  else if (windowTasks.isError && !windowTasks.data)
    content = (
      <LoadError
        title={GANTT_MSG.fetchError}
        message={windowTasks.error.message}
        onRetry={() => void windowTasks.refetch()}
        retrying={windowTasks.isFetching}
      />
    );
  else if (rows.length === 0 && !windowTasks.isPlaceholderData)
    content = <EmptyTimeline period={viewTitle(view)} filtered={projectId !== ""} onAdd={canWrite ? openAdd : null} />;
  else
    content = (
      <>
        {windowTasks.data?.truncated ? (
          <p role="status" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {GANTT_MSG.truncated}
          </p>
        ) : null}
        <GanttChart
          rows={rows}
          view={view}
          today={today}
          conflicts={conflicts}
          canWrite={canWrite}
          busy={windowTasks.isPlaceholderData}
          actions={actions}
        />
      </>
    );

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Project Timeline</h1>
          <p className="text-sm text-muted">
            {canWrite
              ? "Plan tasks by day, link the ones that must finish first, and drag bars to reschedule."
              : "Your role can view the timeline but not change it."}
          </p>
        </div>
        {canWrite ? (
          <Button type="button" onClick={openAdd}>
            <Plus aria-hidden="true" />
            Add Task
          </Button>
        ) : null}
      </header>
      <GanttToolbar
        view={view}
        today={today}
        onView={setView}
        projectId={projectId}
        projects={projects.data}
        onProject={setProject}
        updating={windowTasks.isPlaceholderData}
      />
      {content}
      {form ? (
        <TaskFormDialog
          key={form.task?.id ?? "new"}
          target={form}
          onClose={closeForm}
          projects={projects.data ?? []}
          onDelete={canWrite ? deleteFromForm : null}
        />
      ) : null}
      {deleting ? (
        <DeleteDialog
          title="Delete Task"
          confirmLabel="Delete"
          name={deleting.name}
          consequence="Tasks that depend on it will no longer wait for it."
          id={deleting.id}
          remove={removal}
          messages={{ deleted: GANTT_MSG.deleted, error: GANTT_MSG.deleteError }}
          onClose={closeConfirm}
        />
      ) : null}
    </div>
  );
}
