import { useMutation } from "@tanstack/react-query";
import type { SavedReportAnswer, SavedReportInputParsed } from "../../shared/contracts/saved-reports.ts";
import { savedReportsPath, type SavedReportArea } from "../../shared/saved-reports.ts";
import { api } from "./api.ts";

/** Generate Safety Report's (or Quality's) server call (decision 0030): saves the report; its files download from the answer's id. */
export function useGenerateReport<R extends SavedReportAnswer>(area: SavedReportArea) {
  return useMutation({ mutationFn: (input: SavedReportInputParsed) => api<R>(savedReportsPath(area), { body: input }) });
}
