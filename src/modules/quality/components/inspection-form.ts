import type { FormSpec, FormValues } from "../../../web/lib/form-check.ts";
import type { InspectionInputParsed } from "../quality.contract.ts";
import { itemsInput, readItems, writeItems } from "./item-rows.ts";

/** The quality contract (and zod) load when the form is first checked, not with the page: this form opens with it (decision 0028). */
const contract = () => import("../quality.contract.ts");

const KEYS = ["title", "location", "inspectorId", "date", "items", "photoIds", "clientKey"] as const;
export type InspectionFormKey = (typeof KEYS)[number];

/** New Inspection (spec: title, location, inspector required), then the quality contract's schema. */
export const inspectionForm: FormSpec<InspectionFormKey, InspectionInputParsed> = {
  keys: KEYS,
  idPrefix: "inspection",
  required: [
    { key: "title", label: "Title" },
    { key: "location", label: "Location" },
    { key: "inspectorId", label: "Inspector" },
  ],
  prepare: () => void contract(),
  parse: async (values) =>
    (await contract()).inspectionInput.safeParse({
      ...values,
      items: itemsInput(readItems(values.items)),
      photoIds: values.photoIds ? values.photoIds.split(",") : [],
    }),
};

/**
 * A new inspection: today's date, the caller as inspector, no items yet, and its own `clientKey`, made once
 * when the form opens and sent with every retry, so the server never makes the inspection twice.
 */
export function initialInspectionValues(today: string, inspectorId: string): FormValues<InspectionFormKey> {
  return {
    title: "",
    location: "",
    inspectorId,
    date: today,
    items: writeItems([]),
    photoIds: "",
    clientKey: crypto.randomUUID(),
  };
}
