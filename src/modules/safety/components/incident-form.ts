import type { FormSpec, FormValues } from "../../../web/lib/form-check.ts";
import type { IncidentInputParsed } from "../safety.contract.ts";
import { DEFAULT_SEVERITY } from "../safety.constants.ts";
import { personsInput, readPersons, writePersons } from "./person-rows.ts";

/** The safety contract (and zod) load when the form is first checked, not with the page: this form opens with it (decision 0028). */
const contract = () => import("../safety.contract.ts");

const KEYS = [
  "type",
  "location",
  "date",
  "time",
  "severity",
  "description",
  "involvedPersons",
  "witnesses",
  "immediateActions",
  "photoIds",
  "clientKey",
  "today",
] as const;
export type IncidentFormKey = (typeof KEYS)[number];

/** Report Incident (spec): type, location and description required, then the safety contract's schema. */
export const incidentForm: FormSpec<IncidentFormKey, IncidentInputParsed> = {
  keys: KEYS,
  idPrefix: "incident",
  required: [
    { key: "type", label: "Incident Type" },
    { key: "location", label: "Location" },
    { key: "description", label: "Description" },
  ],
  prepare: () => void contract(),
  parse: async (values) =>
    (await contract()).incidentInput.safeParse({
      ...values,
      involvedPersons: personsInput(readPersons(values.involvedPersons)),
      photoIds: values.photoIds ? values.photoIds.split(",") : [],
    }),
};

/**
 * A new report: today's date, minor unless chosen, and its own `clientKey`, made once when the form opens and
 * sent with every retry, so the server never files the report twice. `today` (the reporter's calendar) is what
 * the date is checked against, here and on the server (shared/calendar.ts).
 */
export function initialIncidentValues(today: string): FormValues<IncidentFormKey> {
  return {
    type: "",
    location: "",
    date: today,
    time: "",
    severity: DEFAULT_SEVERITY,
    description: "",
    involvedPersons: writePersons([]),
    witnesses: "",
    immediateActions: "",
    photoIds: "",
    clientKey: crypto.randomUUID(),
    today,
  };
}
