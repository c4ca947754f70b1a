import type { FormSpec, FormValues } from "../../../web/lib/form-check.ts";
import { newSiteInput, type NewSiteInputParsed, type Site } from "../field.contract.ts";
import { DEFAULT_SITE_TYPE } from "../field.constants.ts";
import { countOf, equipmentInput, equipmentRows, numberOrNull } from "./form-rows.ts";

const KEYS = [
  "name",
  "location",
  "type",
  "supervisor",
  "projectId",
  "expectedStartDate",
  "expectedEndDate",
  "crewRequired",
  "crewAssigned",
  "description",
  "equipment",
  "latitude",
  "longitude",
  "geofenceRadiusM",
  "clientKey",
] as const;
export type SiteFormKey = (typeof KEYS)[number];

/**
 * New Site Report and Site Details (spec: the site report): name, location and supervisor required, crew counts
 * 0 or more, the site's position whole and a geofence radius only with it, then the field contract's schema. An edit sends the same body; the server ignores its clientKey.
 */
export const siteForm: FormSpec<SiteFormKey, NewSiteInputParsed> = {
  keys: KEYS,
  idPrefix: "site",
  required: [
    { key: "name", label: "Site Name" },
    { key: "location", label: "Location" },
    { key: "supervisor", label: "Supervisor" },
  ],
  parse: (values) =>
    newSiteInput.safeParse({
      ...values,
      crewRequired: countOf(values.crewRequired),
      crewAssigned: countOf(values.crewAssigned),
      equipment: equipmentInput(equipmentRows.read(values.equipment)),
      projectId: values.projectId || null,
      latitude: numberOrNull(values.latitude),
      longitude: numberOrNull(values.longitude),
      geofenceRadiusM: numberOrNull(values.geofenceRadiusM),
    }),
};

/** The form's values: the site as saved, or a new one with its own `clientKey`, made once when the form opens. */
export function initialSiteValues(site: Site | undefined): FormValues<SiteFormKey> {
  return {
    name: site?.name ?? "",
    location: site?.location ?? "",
    type: site?.type ?? DEFAULT_SITE_TYPE,
    supervisor: site?.supervisor ?? "",
    projectId: site?.project?.id ?? "",
    expectedStartDate: site?.expectedStartDate ?? "",
    expectedEndDate: site?.expectedEndDate ?? "",
    crewRequired: String(site?.crewRequired ?? 0),
    crewAssigned: String(site?.crewAssigned ?? 0),
    description: site?.description ?? "",
    equipment: equipmentRows.write((site?.equipment ?? []).map((item) => ({ key: equipmentRows.newKey(), item }))),
    latitude: site?.latitude == null ? "" : String(site.latitude),
    longitude: site?.longitude == null ? "" : String(site.longitude),
    geofenceRadiusM: site?.geofenceRadiusM == null ? "" : String(site.geofenceRadiusM),
    clientKey: site?.clientKey ?? crypto.randomUUID(),
  };
}
