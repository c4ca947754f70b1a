import type { FormSpec, FormValues } from "../../../web/lib/form-check.ts";
import type { DailyReportInputParsed } from "../field.contract.ts";
import { countOf, issueRows, issuesInput, numberOrNull } from "./form-rows.ts";

/** The field contract (and zod) load when the form is first checked, not with the page: this form opens with it (decision 0028). */
const contract = () => import("../field.contract.ts");

const KEYS = [
  "date",
  "location",
  "latitude",
  "longitude",
  "weatherCondition",
  "temperature",
  "wind",
  "crewPresent",
  "crewAbsent",
  "activities",
  "issues",
  "materialsReceived",
  "materialsNeeded",
  "photoIds",
  "siteId",
  "clientKey",
  "today",
] as const;
export type DailyReportFormKey = (typeof KEYS)[number];

/** A daily report (spec: the site form), checked with the field contract's schema. */
export const dailyReportForm: FormSpec<DailyReportFormKey, DailyReportInputParsed> = {
  keys: KEYS,
  idPrefix: "daily-report",
  prepare: () => void contract(),
  parse: async (values) =>
    (await contract()).dailyReportInput.safeParse({
      ...values,
      latitude: numberOrNull(values.latitude),
      longitude: numberOrNull(values.longitude),
      crewPresent: countOf(values.crewPresent),
      crewAbsent: countOf(values.crewAbsent),
      issues: issuesInput(issueRows.read(values.issues)),
      photoIds: values.photoIds ? values.photoIds.split(",") : [],
    }),
};

/**
 * A new report of a site: today's date, the site's location, and its own `clientKey`, made once when the form
 * opens and sent with every retry, so the server never files the report twice. `today` (the reporter's calendar)
 * is what the date is checked against, here and on the server (shared/calendar.ts).
 */
export function initialDailyReportValues(
  site: { id: string; location: string },
  today: string,
): FormValues<DailyReportFormKey> {
  return {
    date: today,
    location: site.location,
    latitude: "",
    longitude: "",
    weatherCondition: "",
    temperature: "",
    wind: "",
    crewPresent: "",
    crewAbsent: "",
    activities: "",
    issues: issueRows.write([]),
    materialsReceived: "",
    materialsNeeded: "",
    photoIds: "",
    siteId: site.id,
    clientKey: crypto.randomUUID(),
    today,
  };
}
