import { useMemo } from "react";
import { useMembers } from "../../../web/account/dashboard/team-api.ts";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { Button } from "../../../web/ui/button.tsx";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input } from "../../../web/ui/input.tsx";
import { RecordField, type RecordOption } from "../../../web/ui/record-select.tsx";
import type { TaskListRow } from "../gantt.contract.ts";
import { GANTT_MSG } from "../gantt.constants.ts";
import { useAllTasks, useSaveTask } from "../gantt-api.ts";
import { dependentsOf } from "../gantt-layout.ts";
import { DependencyPicker } from "./DependencyPicker.tsx";
import { dependencyIds, initialValues, taskForm, type TaskFormTarget } from "./task-form.ts";

export type { TaskFormTarget } from "./task-form.ts";

const ASSIGNEE_SUGGESTIONS = "task-assignee-members";

/**
 * The organization's members as suggestions for the (free-text) assignee: a task assigned by a member's name or
 * e-mail is told to that member (issue 30).
 */
function MemberSuggestions({ id }: { id: string }) {
  const members = useMembers();
  return (
    <datalist id={id}>
      {(members.data?.members ?? []).map((m) => (
        <option key={m.id} value={m.fullName || m.email} />
      ))}
    </datalist>
  );
}

/**
 * Add Task / Edit Task, mounted only while open. Checked in the browser with the server's own schema; the
 * server's field errors land under the fields; Delete (in an edit) hands over to the confirmation.
 */
export function TaskFormDialog({
  target,
  onClose,
  projects,
  onDelete,
}: {
  target: TaskFormTarget;
  onClose: () => void;
  projects: readonly RecordOption[];
  onDelete: ((task: TaskListRow) => void) | null;
}) {
  const { task } = target;
  const form = useRecordForm(taskForm, initialValues(target));
  const { values, errors, setValue, idOf, field, control } = form;
  const save = useSaveTask();
  const all = useAllTasks(true);
  const others = useMemo(() => all.data?.filter((t) => t.id !== task?.id), [all.data, task?.id]);
  const blocked = useMemo(
    () => (task && all.data ? dependentsOf(task.id, all.data) : new Set<string>()),
    [all.data, task],
  );

  const submit = form.handleSubmit(
    (input) =>
      save.mutate(
        { id: task?.id, input },
        form.saveCallbacks(
          task
            ? { saved: GANTT_MSG.updated, failed: GANTT_MSG.updateError }
            : { saved: GANTT_MSG.added, failed: GANTT_MSG.addError },
          onClose,
        ),
      ),
    save.isPending,
  );

  return (
    <FormDialog
      id="gantt-task-form"
      size="lg"
      mode={task ? "edit" : "create"}
      noun="Task"
      verb="Add"
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
      extraAction={
        task && onDelete ? (
          <Button
            type="button"
            variant="outline"
            className="text-destructive"
            onClick={() => onDelete(task)}
            disabled={save.isPending}
          >
            Delete
          </Button>
        ) : null
      }
    >
      <div className="space-y-4">
        <Field label="Name" {...field("name")}>
          <Input {...control("name")} maxLength={200} autoComplete="off" />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Start Date" {...field("startDate")}>
            <Input {...control("startDate")} type="date" />
          </Field>
          <Field label="End Date" {...field("endDate")}>
            <Input {...control("endDate")} type="date" min={values.startDate || undefined} />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Assignee" {...field("assignee")}>
            <Input {...control("assignee")} maxLength={200} autoComplete="off" list={ASSIGNEE_SUGGESTIONS} />
          </Field>
          <MemberSuggestions id={ASSIGNEE_SUGGESTIONS} />
          <Field label="Progress (%)" {...field("progress")}>
            <Input {...control("progress")} type="number" inputMode="numeric" min={0} max={100} step={1} />
          </Field>
        </div>
        <RecordField
          label="Project"
          id={idOf("projectId")}
          value={values.projectId}
          options={[...projects]}
          current={
            values.projectId && !projects.some((p) => p.id === values.projectId)
              ? { id: values.projectId, name: "Unknown project" }
              : null
          }
          loading={false}
          loadingLabel="Loading projects…"
          noneLabel="No project"
          error={errors.projectId}
          onChange={(id) => setValue("projectId", id)}
        />
        <DependencyPicker
          id={idOf("dependencies")}
          tasks={others}
          loading={all.isPending}
          failed={all.isError}
          onRetry={() => void all.refetch()}
          blocked={blocked}
          selected={dependencyIds(values.dependencies)}
          onChange={(next) => setValue("dependencies", next.join(","))}
          error={errors.dependencies}
        />
      </div>
    </FormDialog>
  );
}
