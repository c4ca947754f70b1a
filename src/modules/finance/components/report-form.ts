import type { FormSpec, FormValues } from "../../../web/lib/form-check.ts";
import { localToday } from "../../../web/lib/format.ts";
import { reportInput, type ReportInputParsed } from "../finance.contract.ts";

const KEYS = ["from", "to", "projectId"] as const;
export type ReportFormKey = (typeof KEYS)[number];

/** Generate Report: a period and a project, each optional (all dates, all projects), checked by the contract. */
export const reportForm: FormSpec<ReportFormKey, ReportInputParsed> = {
  keys: KEYS,
  idPrefix: "finance-report",
  required: [],
  parse: (values) =>
    reportInput.safeParse({
      from: values.from || undefined,
      to: values.to || undefined,
      projectId: values.projectId || null,
      today: localToday(),
    }),
};

/** The report starts from what the screen is filtered to. */
export const reportInitialValues = (filters: {
  from: string;
  to: string;
  project: string;
}): FormValues<ReportFormKey> => ({
  from: filters.from,
  to: filters.to,
  projectId: filters.project,
});
