import type { FormSpec, FormValues } from "../../../web/lib/form-check.ts";
import { localToday } from "../../../web/lib/format.ts";
import { contractInput, type Contract, type ContractInputParsed } from "../contracts.contract.ts";
import { DEFAULT_CONTRACT_STATUS } from "../contracts.constants.ts";

const KEYS = [
  "name",
  "clientName",
  "contractType",
  "value",
  "status",
  "startDate",
  "endDate",
  "projectId",
  "description",
] as const;
export type ContractFormKey = (typeof KEYS)[number];

/** The create/edit form: the spec's required fields named first (the required-fields message), then the contracts contract's schema. */
export const contractForm: FormSpec<ContractFormKey, ContractInputParsed> = {
  keys: KEYS,
  idPrefix: "contract",
  required: [
    { key: "name", label: "Contract Name" },
    { key: "clientName", label: "Client Name" },
    { key: "contractType", label: "Contract Type" },
    { key: "startDate", label: "Start Date" },
  ],
  parse: (values) =>
    contractInput.safeParse({ ...values, endDate: values.endDate || null, projectId: values.projectId || null }),
};

/** A new contract starts as a Draft from today (spec); an edit starts from the contract as saved. */
export function initialValues(contract: Contract | undefined, today = localToday()): FormValues<ContractFormKey> {
  if (!contract) {
    return {
      name: "",
      clientName: "",
      contractType: "",
      value: "",
      status: DEFAULT_CONTRACT_STATUS,
      startDate: today,
      endDate: "",
      projectId: "",
      description: "",
    };
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
