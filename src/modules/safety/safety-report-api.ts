import { useMutation } from "@tanstack/react-query";
import { api } from "../../web/lib/api.ts";
import type { SafetyReport, SafetyReportInputParsed } from "./safety-report.contract.ts";

/** Generate Safety Report's server call (browser only): saves the report; its files download from the answer's id. */
export function useGenerateSafetyReport() {
  return useMutation({ mutationFn: (input: SafetyReportInputParsed) => api<SafetyReport>("/api/safety/reports", { body: input }) });
}
