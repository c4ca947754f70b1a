import { addDays } from "../../../shared/calendar.ts";
import type { FormSpec, FormValues } from "../../../web/lib/form-check.ts";
import { taskInput, type TaskListRow, type TaskInputParsed } from "../gantt.contract.ts";

const KEYS = ["name", "startDate", "endDate", "assignee", "progress", "projectId", "dependencies"] as const;
export type TaskFormKey = (typeof KEYS)[number];

/** The chosen dependencies travel as one value, ids joined by commas (ids never hold one). */
export const dependencyIds = (value: string): string[] => (value ? value.split(",") : []);

/** Add Task / Edit Task, checked with the Gantt contract's own schema (its messages are the spec's). */
export const taskForm: FormSpec<TaskFormKey, TaskInputParsed> = {
  keys: KEYS,
  idPrefix: "gantt-task",
  parse: (values) =>
    taskInput.safeParse({
      ...values,
      progress: values.progress.trim() === "" ? 0 : Number(values.progress),
      projectId: values.projectId || null,
      dependencies: dependencyIds(values.dependencies),
    }),
};

/** What the form opens with: a task to edit, or a new one starting on `startDate` (today), a week long. */
export type TaskFormTarget = { task: TaskListRow | null; startDate: string; projectId: string };

export function initialValues({ task, startDate, projectId }: TaskFormTarget): FormValues<TaskFormKey> {
  return {
    name: task?.name ?? "",
    startDate: task?.startDate ?? startDate,
    endDate: task?.endDate ?? addDays(startDate, 7),
    assignee: task?.assignee ?? "",
    progress: String(task?.progress ?? 0),
    projectId: task ? (task.projectId ?? "") : projectId,
    dependencies: (task?.dependencies ?? []).join(","),
  };
}
