import type { FormSpec, FormValues } from "../../../web/lib/form-check.ts";
import { punchItemInput, type PunchItem, type PunchItemInputParsed } from "../punch-lists.contract.ts";

const KEYS = [
  "projectId",
  "location",
  "description",
  "trade",
  "assigneeId",
  "dueDate",
  "photoIds",
  "clientKey",
] as const;
export type PunchFormKey = (typeof KEYS)[number];

/**
 * A punch item (new or changed), checked with the contract's schema: project, location and description required.
 * An edit sends the fields the update takes; the server keeps the project and ignores the key.
 */
export const punchItemForm: FormSpec<PunchFormKey, PunchItemInputParsed> = {
  keys: KEYS,
  idPrefix: "punch-item",
  required: [
    { key: "projectId", label: "Project" },
    { key: "location", label: "Location" },
    { key: "description", label: "Description" },
  ],
  parse: (values) =>
    punchItemInput.safeParse({ ...values, photoIds: values.photoIds ? values.photoIds.split(",") : [] }),
};

/** The form's values: the item as saved, or a new one (of `projectId`) with its own `clientKey`, made once. */
export function initialPunchValues(item: PunchItem | undefined, projectId: string): FormValues<PunchFormKey> {
  return {
    projectId: item?.project.id ?? projectId,
    location: item?.location ?? "",
    description: item?.description ?? "",
    trade: item?.trade ?? "",
    assigneeId: item?.assignee?.id ?? "",
    dueDate: item?.dueDate ?? "",
    photoIds: item?.photoIds.join(",") ?? "",
    clientKey: item?.clientKey ?? crypto.randomUUID(),
  };
}
