import { zodFieldErrors, type FieldErrors } from "../../../web/lib/form.ts";
import { localToday } from "../../../web/lib/format.ts";
import { contractInput, DEFAULT_CONTRACT_STATUS, type Contract, type ContractInputParsed } from "../contracts.contract.ts";

/** The create/edit form's fields, in screen order (the first one in error gets focus). */
export const FORM_KEYS = ["name", "clientName", "contractType", "value", "status", "startDate", "endDate", "projectId", "description"] as const;
export type FormKey = (typeof FORM_KEYS)[number];
export type FormValues = Record<FormKey, string>;
export type FormErrors = FieldErrors<FormKey>;

export const fieldId = (key: FormKey) => `contract-${key}`;

/** A new contract starts as a Draft from today (spec); an edit starts from the contract as saved. */
export function initialValues(contract: Contract | undefined, today = localToday()): FormValues {
  if (!contract) {
    return { name: "", clientName: "", contractType: "", value: "", status: DEFAULT_CONTRACT_STATUS, startDate: today, endDate: "", projectId: "", description: "" };
  }
  return {
    name: contract.name,
    clientName: contract.clientName,
    contractType: contract.contractType,
    value: contract.value,
    status: contract.status,
    startDate: contract.startDate,
    endDate: contract.endDate ?? "",
    projectId: contract.project?.id ?? "",
    description: contract.description,
  };
}

const REQUIRED: { key: FormKey; label: string }[] = [
  { key: "name", label: "Contract Name" },
  { key: "clientName", label: "Client Name" },
  { key: "contractType", label: "Contract Type" },
  { key: "startDate", label: "Start Date" },
];

export type FormCheck = { ok: true; input: ContractInputParsed } | { ok: false; errors: FormErrors; missing: boolean };

/**
 * The form checked with the server's own schema (quick feedback; the server checks again). Missing required
 * fields come first, each named under its field, as the spec's "Missing Fields"; then the other rules.
 */
export function checkForm(values: FormValues): FormCheck {
  const missing: FormErrors = {};
  for (const { key, label } of REQUIRED) if (!values[key].trim()) missing[key] = `${label} is required.`;
  if (Object.keys(missing).length > 0) return { ok: false, errors: missing, missing: true };

  const result = contractInput.safeParse({ ...values, endDate: values.endDate || null, projectId: values.projectId || null });
  if (!result.success) return { ok: false, errors: zodFieldErrors(result.error, FORM_KEYS), missing: false };
  return { ok: true, input: result.data };
}
