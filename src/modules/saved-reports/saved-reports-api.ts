import { useMutation } from "@tanstack/react-query";
import type { SavedReportAnswer, SavedReportInputParsed } from "./saved-reports.contract.ts";
import { savedReportRoutesOf } from "./saved-reports.routes.ts";
import type { SavedReportArea } from "./saved-reports.constants.ts";
import { call } from "../../web/lib/api.ts";

/** Generate Safety Report's (or Quality's) server call (decision 0030): saves the report; its files download from the answer's id. */
export function useGenerateReport<R extends SavedReportAnswer>(area: SavedReportArea) {
  const generate = savedReportRoutesOf<R>(area, []).generate;
  return useMutation({ mutationFn: (input: SavedReportInputParsed) => call(generate, { body: input }) });
}
