import { useMutation } from "@tanstack/react-query";
import { api } from "../../web/lib/api.ts";
import type { QualityReport, QualityReportInputParsed } from "./quality-report.contract.ts";
import { REPORTS_PATH } from "./quality.requests.ts";

/** Generate Quality Report's server call (browser only): saves the report; its files download from the answer's id. */
export function useGenerateQualityReport() {
  return useMutation({ mutationFn: (input: QualityReportInputParsed) => api<QualityReport>(REPORTS_PATH, { body: input }) });
}
