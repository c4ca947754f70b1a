import type { ComponentProps } from "react";
import { Field, Input, Textarea } from "../../../web/ui/input.tsx";
import { Select } from "../../../web/ui/select.tsx";
import { PROJECT_STATUSES, type Project } from "../projects.contract.ts";
import { ClientField } from "./ClientField.tsx";
import { ManagerField } from "./ManagerField.tsx";
import { fieldId, type FormErrors, type FormKey, type FormValues } from "./project-form.ts";

/** The create/edit form's fields: labels above, each error under its field and linked to it. */
export function ProjectFormFields({
  values,
  errors,
  setValue,
  project,
  currentUser,
}: {
  values: FormValues;
  errors: FormErrors;
  setValue: (key: FormKey, value: string) => void;
  /** The project being edited; none when creating. */
  project?: Project;
  currentUser: { id: string; fullName: string };
}) {
  const a11y = (key: FormKey) => ({
    id: fieldId(key),
    "aria-invalid": errors[key] ? true : undefined,
    "aria-describedby": errors[key] ? `${fieldId(key)}-error` : undefined,
  });
  const text = (key: FormKey): ComponentProps<"input"> => ({ ...a11y(key), value: values[key], onChange: (e) => setValue(key, e.target.value) });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Field label="Project Name" htmlFor={fieldId("name")} error={errors.name}>
          <Input {...text("name")} required maxLength={200} autoComplete="off" autoFocus />
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field label="Description" htmlFor={fieldId("description")} error={errors.description}>
          <Textarea {...a11y("description")} value={values.description} maxLength={5000} onChange={(e) => setValue("description", e.target.value)} />
        </Field>
      </div>
      <Field label="Start Date" htmlFor={fieldId("startDate")} error={errors.startDate}>
        <Input {...text("startDate")} type="date" required />
      </Field>
      <Field label="End Date" htmlFor={fieldId("endDate")} error={errors.endDate}>
        <Input {...text("endDate")} type="date" required min={values.startDate || undefined} />
      </Field>
      <Field label="Status" htmlFor={fieldId("status")} error={errors.status}>
        <Select {...a11y("status")} value={values.status} onChange={(e) => setValue("status", e.target.value)}>
          {PROJECT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Budget" htmlFor={fieldId("budget")} error={errors.budget} hint="In US dollars, e.g. 250k, 1.5M or $2,500,000.00.">
        <Input {...text("budget")} autoComplete="off" placeholder="$0.00" />
      </Field>
      {project ? (
        <Field label="Progress (%)" htmlFor={fieldId("progress")} error={errors.progress} hint="From 0 to 100.">
          <Input {...text("progress")} type="number" min={0} max={100} step={1} inputMode="numeric" />
        </Field>
      ) : null}
      <div className={project ? undefined : "sm:col-span-2"}>
        <ClientField
          id={fieldId("clientId")}
          value={values.clientId}
          current={project?.client ?? null}
          error={errors.clientId}
          onChange={(id) => setValue("clientId", id)}
        />
      </div>
      <div className="sm:col-span-2">
        <ManagerField
          id={fieldId("managerId")}
          value={values.managerId}
          current={project ? project.manager : currentUser}
          error={errors.managerId}
          onChange={(id) => setValue("managerId", id)}
        />
      </div>
    </div>
  );
}
