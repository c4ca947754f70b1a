import type { SavedReportArea, SavedReportFormat } from "./saved-reports.constants.ts";
import { route, type Route } from "../../shared/route.ts";
import type { SavedReportAnswer, SavedReportInput } from "./saved-reports.contract.ts";

/**
 * An area's saved-report routes under `/api/<area>/reports` (decisions 0030 and 0047): `R` is the module's answer,
 * `formats` the files it offers (each a file, linked to, not read).
 */
export function savedReportRoutesOf<R extends SavedReportAnswer, A extends SavedReportArea = SavedReportArea>(
  area: A,
  formats: readonly SavedReportFormat[],
) {
  const base = `/api/${area}/reports` as const;
  const one = `${base}/:id` as const;
  const files: Partial<
    Record<SavedReportFormat, Route<"GET", `${typeof one}/${SavedReportFormat}`, { answer: void }>>
  > = {};
  for (const format of formats) files[format] = route("GET", `${one}/${format}` as const).with<{ answer: void }>();
  return {
    generate: route("POST", base).with<{ body: SavedReportInput; answer: R }>(),
    one: route("GET", one).with<{ answer: R }>(),
    files,
  };
}
