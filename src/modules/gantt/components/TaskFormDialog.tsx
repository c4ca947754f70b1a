import { useMemo, useState, type FormEvent } from "react";
import { ApiError } from "../../../web/lib/api.ts";
import { Button } from "../../../web/ui/button.tsx";
import { Dialog } from "../../../web/ui/dialog.tsx";
import { Field, Input } from "../../../web/ui/input.tsx";
import { Select } from "../../../web/ui/select.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import { GANTT_MSG, taskInput, type Task } from "../gantt.contract.ts";
import type { ProjectOption } from "../../projects/projects-api.ts";
import { useAllTasks, useSaveTask } from "../gantt-api.ts";
import { dependentsOf } from "../gantt-layout.ts";
import { addDays } from "../../../shared/calendar.ts";
import { DependencyPicker } from "./DependencyPicker.tsx";

const KEYS = ["name", "startDate", "endDate", "assignee", "progress", "projectId", "dependencies"] as const;
type Key = (typeof KEYS)[number];
type Errors = Partial<Record<Key, string>>;
const idOf = (key: Key) => `gantt-task-${key}`;
const isKey = (k: unknown): k is Key => typeof k === "string" && (KEYS as readonly string[]).includes(k);

/** What the form opens with: a task to edit, or a new one starting on `startDate` (today). */
export type TaskFormTarget = { task: Task | null; startDate: string; projectId: string };

/** Add Task / Edit Task. Checked in the browser with the server's own schema; the server's field errors land under the fields. */
type FormProps = { onClose: () => void; projects: readonly ProjectOption[]; onDelete: ((task: Task) => void) | null };

export function TaskFormDialog({ target, ...props }: FormProps & { target: TaskFormTarget | null }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && props.onClose()} title={target?.task ? "Edit Task" : "Add Task"} size="lg">
      {target ? <TaskForm key={target.task?.id ?? "new"} target={target} {...props} /> : null}
    </Dialog>
  );
}

function TaskForm({ target, onClose, projects, onDelete }: FormProps & { target: TaskFormTarget }) {
  const { task } = target;
  const [values, setValues] = useState({
    name: task?.name ?? "",
    startDate: task?.startDate ?? target.startDate,
    endDate: task?.endDate ?? addDays(target.startDate, 7),
    assignee: task?.assignee ?? "",
    progress: String(task?.progress ?? 0),
    projectId: task ? (task.projectId ?? "") : target.projectId,
  });
  const [dependencies, setDependencies] = useState<string[]>(task?.dependencies ?? []);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveTask();
  const all = useAllTasks(true);
  const others = useMemo(() => all.data?.filter((t) => t.id !== task?.id), [all.data, task?.id]);
  const blocked = useMemo(() => (task && all.data ? dependentsOf(task.id, all.data) : new Set<string>()), [all.data, task]);

  const set = (key: Exclude<Key, "dependencies">) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setValues((prev) => ({ ...prev, [key]: value }));
    setErrors((prev) => (prev[key] ? { ...prev, [key]: undefined } : prev));
  };
  const invalid = (key: Key) => (errors[key] ? { "aria-invalid": true, "aria-describedby": `${idOf(key)}-error` } : {});

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (save.isPending) return;
    const progress = values.progress.trim() === "" ? 0 : Number(values.progress);
    const parsed = taskInput.safeParse({ ...values, progress, projectId: values.projectId || null, dependencies });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (isKey(key) && !found[key]) found[key] = issue.message;
      }
      setErrors(found);
      const first = KEYS.find((k) => found[k]);
      if (first) document.getElementById(idOf(first))?.focus();
      toast.error("Validation Error", first ? found[first] : GANTT_MSG.missingFields);
      return;
    }
    save.mutate(
      { id: task?.id, input: parsed.data },
      {
        onSuccess: () => {
          toast.success(task ? GANTT_MSG.updated : GANTT_MSG.added);
          onClose();
        },
        onError: (err) => {
          const fields: Errors = {};
          if (err instanceof ApiError) for (const [k, message] of Object.entries(err.fields ?? {})) if (isKey(k)) fields[k] = message;
          setErrors(fields);
          toast.error(task ? GANTT_MSG.updateError : GANTT_MSG.addError, err.message);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field label="Name" htmlFor={idOf("name")} error={errors.name}>
        <Input id={idOf("name")} value={values.name} onChange={set("name")} maxLength={200} autoComplete="off" {...invalid("name")} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Start Date" htmlFor={idOf("startDate")} error={errors.startDate}>
          <Input id={idOf("startDate")} type="date" value={values.startDate} onChange={set("startDate")} {...invalid("startDate")} />
        </Field>
        <Field label="End Date" htmlFor={idOf("endDate")} error={errors.endDate}>
          <Input id={idOf("endDate")} type="date" value={values.endDate} min={values.startDate || undefined} onChange={set("endDate")} {...invalid("endDate")} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Assignee" htmlFor={idOf("assignee")} error={errors.assignee}>
          <Input id={idOf("assignee")} value={values.assignee} onChange={set("assignee")} maxLength={200} autoComplete="off" {...invalid("assignee")} />
        </Field>
        <Field label="Progress (%)" htmlFor={idOf("progress")} error={errors.progress}>
          <Input id={idOf("progress")} type="number" inputMode="numeric" min={0} max={100} step={1} value={values.progress} onChange={set("progress")} {...invalid("progress")} />
        </Field>
      </div>
      <Field label="Project" htmlFor={idOf("projectId")} error={errors.projectId}>
        <Select id={idOf("projectId")} value={values.projectId} onChange={set("projectId")} {...invalid("projectId")}>
          <option value="">No project</option>
          {projects.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
          {values.projectId && !projects.some((p) => p.id === values.projectId) ? <option value={values.projectId}>Unknown project</option> : null}
        </Select>
      </Field>
      <DependencyPicker
        id={idOf("dependencies")}
        tasks={others}
        loading={all.isPending}
        failed={all.isError}
        onRetry={() => void all.refetch()}
        blocked={blocked}
        selected={dependencies}
        onChange={(next) => {
          setDependencies(next);
          setErrors((prev) => (prev.dependencies ? { ...prev, dependencies: undefined } : prev));
        }}
        error={errors.dependencies}
      />
      <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
        {task && onDelete ? (
          <Button type="button" variant="outline" className="text-destructive sm:mr-auto" onClick={() => onDelete(task)} disabled={save.isPending}>
            Delete
          </Button>
        ) : null}
        <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? "Saving..." : task ? "Save Changes" : "Add Task"}
        </Button>
      </div>
    </form>
  );
}
