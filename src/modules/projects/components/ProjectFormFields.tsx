import type { RecordForm } from "../../../web/lib/use-record-form.ts";
import { Field, Input, Textarea } from "../../../web/ui/input.tsx";
import { OptionsSelect } from "../../../web/ui/select.tsx";
import type { Project, ProjectInputParsed } from "../projects.contract.ts";
import { PROJECT_STATUSES } from "../projects.constants.ts";
import { ClientField } from "./ClientField.tsx";
import { ManagerField } from "./ManagerField.tsx";
import type { ProjectFormKey } from "./project-form.ts";

/** The create/edit form's fields: labels above, each error under its field and linked to it. */
export function ProjectFormFields({
  form,
  project,
  currentUser,
}: {
  form: RecordForm<ProjectFormKey, ProjectInputParsed>;
  /** The project being edited; none when creating. */
  project?: Project;
  currentUser: { id: string; fullName: string };
}) {
  const { values, errors, setValue, idOf, hintOf, field, control } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Field label="Project Name" {...field("name")}>
          <Input {...control("name")} required maxLength={200} autoComplete="off" autoFocus />
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field label="Description" {...field("description")}>
          <Textarea {...control("description")} maxLength={5000} />
        </Field>
      </div>
      <Field label="Start Date" {...field("startDate")}>
        <Input {...control("startDate")} type="date" required />
      </Field>
      <Field label="End Date" {...field("endDate")}>
        <Input {...control("endDate")} type="date" required min={values.startDate || undefined} />
      </Field>
      <Field label="Status" {...field("status")}>
        <OptionsSelect {...control("status")} options={PROJECT_STATUSES} />
      </Field>
      <Field label="Budget" {...field("budget")} hint="In US dollars, e.g. 250k, 1.5M or $2,500,000.00.">
        <Input {...control("budget", hintOf("budget"))} autoComplete="off" placeholder="$0.00" />
      </Field>
      {project ? (
        <Field label="Progress (%)" {...field("progress")} hint="From 0 to 100.">
          <Input
            {...control("progress", hintOf("progress"))}
            type="number"
            min={0}
            max={100}
            step={1}
            inputMode="numeric"
          />
        </Field>
      ) : null}
      <div className={project ? undefined : "sm:col-span-2"}>
        <ClientField
          id={idOf("clientId")}
          value={values.clientId}
          current={project?.client ?? null}
          error={errors.clientId}
          onChange={(id) => setValue("clientId", id)}
        />
      </div>
      <div className="sm:col-span-2">
        <ManagerField
          id={idOf("managerId")}
          value={values.managerId}
          current={project ? project.manager : currentUser}
          error={errors.managerId}
          onChange={(id) => setValue("managerId", id)}
        />
      </div>
    </div>
  );
}
