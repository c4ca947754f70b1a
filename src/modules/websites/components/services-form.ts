import type { FormSpec } from "../../../web/lib/form-check.ts";
import { servicesChange } from "../websites.contract.ts";
import type { SiteService } from "../websites.rules.ts";
import { serviceRows, servicesOfRows } from "./section-rows.ts";

/** The Services dialog (spec §5): title and description for every service, at least one. */
export const servicesForm: FormSpec<"services", { services: SiteService[] }> = {
  keys: ["services"],
  idPrefix: "services",
  parse: (values) => servicesChange.safeParse({ services: servicesOfRows(values.services) }),
};

export const initialServicesValues = (services: readonly SiteService[]) => ({
  services: serviceRows.write(services.map((s) => ({ ...s, key: s.id }))),
});
