import type { ComponentProps } from "react";
import { Field, Input, Textarea } from "../../../web/ui/input.tsx";
import { Select } from "../../../web/ui/select.tsx";
import { CONTRACT_STATUSES, CONTRACT_TYPES, type Contract } from "../contracts.contract.ts";
import { parseContractValue } from "../contracts.rules.ts";
import { countedAs } from "../contract-format.ts";
import { RecordSelect } from "../../projects/components/RecordSelect.tsx";
import { useProjectOptions } from "../../projects/projects-api.ts";
import { fieldId, type FormErrors, type FormKey, type FormValues } from "./contract-form.ts";

/** The create/edit form's fields: labels above, each error under its field and linked to it. */
export function ContractFormFields({
  values,
  errors,
  setValue,
  contract,
}: {
  values: FormValues;
  errors: FormErrors;
  setValue: (key: FormKey, value: string) => void;
  /** The contract being edited; none when creating. */
  contract?: Contract;
}) {
  const describedBy = (key: FormKey, hint?: string) => [errors[key] ? `${fieldId(key)}-error` : null, hint ?? null].filter(Boolean).join(" ") || undefined;
  const a11y = (key: FormKey, hint?: string) => ({ id: fieldId(key), "aria-invalid": errors[key] ? true : undefined, "aria-describedby": describedBy(key, hint) });
  const text = (key: FormKey, hint?: string): ComponentProps<"input"> => ({ ...a11y(key, hint), value: values[key], onChange: (e) => setValue(key, e.target.value) });
  const valueHint = `${fieldId("value")}-hint`;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Field label="Contract Name" htmlFor={fieldId("name")} error={errors.name}>
          <Input {...text("name")} required maxLength={200} autoComplete="off" autoFocus />
        </Field>
      </div>
      <Field label="Client Name" htmlFor={fieldId("clientName")} error={errors.clientName}>
        <Input {...text("clientName")} required maxLength={200} autoComplete="organization" />
      </Field>
      <Field label="Contract Type" htmlFor={fieldId("contractType")} error={errors.contractType}>
        <Select {...a11y("contractType")} required value={values.contractType} onChange={(e) => setValue("contractType", e.target.value)}>
          <option value="">Select a type</option>
          {CONTRACT_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
          {/* A type saved before the list changed stays choosable. */}
          {contract && values.contractType && !(CONTRACT_TYPES as readonly string[]).includes(values.contractType) ? (
            <option value={values.contractType}>{values.contractType}</option>
          ) : null}
        </Select>
      </Field>
      <Field label="Value" htmlFor={fieldId("value")} error={errors.value}>
        <Input {...text("value", valueHint)} maxLength={100} autoComplete="off" placeholder="e.g. $250,000 or 1.5M" />
        <p id={valueHint} className="text-sm text-muted">
          {values.value.trim() === "" ? "Any text, e.g. $250,000 or 1.5M." : countedAs(values.value, parseContractValue(values.value))}
        </p>
      </Field>
      <Field label="Status" htmlFor={fieldId("status")} error={errors.status}>
        <Select {...a11y("status")} value={values.status} onChange={(e) => setValue("status", e.target.value)}>
          {CONTRACT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Start Date" htmlFor={fieldId("startDate")} error={errors.startDate}>
        <Input {...text("startDate")} type="date" required />
      </Field>
      <Field label="End Date" htmlFor={fieldId("endDate")} error={errors.endDate} hint="Optional; leave empty for an open-ended contract.">
        <Input {...text("endDate")} type="date" min={values.startDate || undefined} />
      </Field>
      <div className="sm:col-span-2">
        <ProjectField value={values.projectId} current={contract?.project ?? null} error={errors.projectId} onChange={(id) => setValue("projectId", id)} />
      </div>
      <div className="sm:col-span-2">
        <Field label="Description" htmlFor={fieldId("description")} error={errors.description}>
          <Textarea {...a11y("description")} value={values.description} maxLength={5000} onChange={(e) => setValue("description", e.target.value)} />
        </Field>
      </div>
    </div>
  );
}

/** The project the contract belongs to, chosen among the organization's projects; the saved one stays listed. */
function ProjectField({
  value,
  current,
  error,
  onChange,
}: {
  value: string;
  current: { id: string; name: string } | null;
  error?: string;
  onChange: (id: string) => void;
}) {
  const projects = useProjectOptions();
  const id = fieldId("projectId");
  const hint = projects.isError ? "Projects could not be loaded; the contract can be linked to one later." : undefined;
  return (
    <Field label="Project" htmlFor={id} error={error} hint={hint}>
      <RecordSelect
        id={id}
        value={value}
        options={projects.data ?? []}
        current={current}
        loading={projects.isPending}
        loadingLabel="Loading projects…"
        noneLabel="No project"
        error={error}
        onChange={onChange}
      />
    </Field>
  );
}
