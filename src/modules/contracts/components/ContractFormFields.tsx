import type { RecordForm } from "../../../web/lib/use-record-form.ts";
import { Field, Input, Textarea } from "../../../web/ui/input.tsx";
import { OptionsSelect } from "../../../web/ui/select.tsx";
import type { Contract, ContractInputParsed } from "../contracts.contract.ts";
import { CONTRACT_STATUSES, CONTRACT_TYPES } from "../contracts.constants.ts";
import { parseContractValue } from "../contracts.rules.ts";
import { countedAs } from "../contract-format.ts";
import { ProjectField } from "../../projects/projects.public.tsx";
import type { ContractFormKey } from "./contract-form.ts";

/** The create/edit form's fields: labels above, each error under its field and linked to it. */
export function ContractFormFields({
  form,
  contract,
}: {
  form: RecordForm<ContractFormKey, ContractInputParsed>;
  /** The contract being edited; none when creating. */
  contract?: Contract;
}) {
  const { values, errors, setValue, idOf, hintOf, field, control } = form;
  const valueHint = hintOf("value");
  // A type saved before the list changed stays choosable.
  const typeChoices =
    contract && values.contractType && !(CONTRACT_TYPES as readonly string[]).includes(values.contractType)
      ? [...CONTRACT_TYPES, values.contractType]
      : CONTRACT_TYPES;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Field label="Contract Name" {...field("name")}>
          <Input {...control("name")} required maxLength={200} autoComplete="off" autoFocus />
        </Field>
      </div>
      <Field label="Client Name" {...field("clientName")}>
        <Input {...control("clientName")} required maxLength={200} autoComplete="organization" />
      </Field>
      <Field label="Contract Type" {...field("contractType")}>
        <OptionsSelect
          {...control("contractType")}
          required
          options={typeChoices}
          first={{ value: "", label: "Select a type" }}
        />
      </Field>
      <Field label="Value" {...field("value")}>
        <Input
          {...control("value", valueHint)}
          maxLength={100}
          autoComplete="off"
          placeholder="e.g. $250,000 or 1.5M"
        />
        <p id={valueHint} className="text-sm text-muted">
          {values.value.trim() === ""
            ? "Any text, e.g. $250,000 or 1.5M."
            : countedAs(values.value, parseContractValue(values.value))}
        </p>
      </Field>
      <Field label="Status" {...field("status")}>
        <OptionsSelect {...control("status")} options={CONTRACT_STATUSES} />
      </Field>
      <Field label="Start Date" {...field("startDate")}>
        <Input {...control("startDate")} type="date" required />
      </Field>
      <Field label="End Date" {...field("endDate")} hint="Optional; leave empty for an open-ended contract.">
        <Input {...control("endDate", hintOf("endDate"))} type="date" min={values.startDate || undefined} />
      </Field>
      <div className="sm:col-span-2">
        <ProjectField
          id={idOf("projectId")}
          value={values.projectId}
          current={contract?.project ?? null}
          error={errors.projectId}
          failedHint="Projects could not be loaded; the contract can be linked to one later."
          onChange={(id) => setValue("projectId", id)}
        />
      </div>
      <div className="sm:col-span-2">
        <Field label="Description" {...field("description")}>
          <Textarea {...control("description")} maxLength={5000} />
        </Field>
      </div>
    </div>
  );
}
