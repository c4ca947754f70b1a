import type { SavedReportArea, SavedReportFormat } from "./saved-reports.constants.ts";
import { href, route, type Route } from "../../shared/route.ts";
import type { SavedReportAnswer, SavedReportInput } from "./saved-reports.contract.ts";

/** A saved report's file in one format: a file, linked to, not read. */
const fileRoute = <A extends SavedReportArea>(area: A, format: SavedReportFormat) =>
  route("GET", `/api/${area}/reports/:id/${format}` as const).with<{ answer: void }>();

/**
 * An area's saved-report routes under `/api/<area>/reports` (decisions 0030 and 0047): `R` is the module's answer,
 * `formats` the files it offers.
 */
export function savedReportRoutesOf<R extends SavedReportAnswer, A extends SavedReportArea = SavedReportArea>(
  area: A,
  formats: readonly SavedReportFormat[],
) {
  const base = `/api/${area}/reports` as const;
  const files: Partial<Record<SavedReportFormat, Route<"GET", `${typeof base}/:id/${string}`, { answer: void }>>> = {};
  for (const format of formats) files[format] = fileRoute(area, format);
  return {
    generate: route("POST", base).with<{ body: SavedReportInput; answer: R }>(),
    one: route("GET", `${base}/:id` as const).with<{ answer: R }>(),
    files,
  };
}

/** A saved report's file: `/api/safety/reports/{id}/pdf` (or xlsx, csv, docx). */
export const savedReportFileUrl = (area: SavedReportArea, id: string, format: SavedReportFormat) =>
  href(fileRoute(area, format), { params: { id } });
