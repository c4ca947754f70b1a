// The safety report's own texts, limits and formats: plain values a screen may import without loading the zod
// schemas of safety-report.contract.ts (decision 0007). The texts both modules' reports share are SAVED_REPORT_MSG's.
import { SAVED_REPORT_MSG } from "../saved-reports/saved-reports.constants.ts";

/** The formats a safety report downloads as (spec: pdf, excel, word; and the CSV every report has). */
export const SAFETY_REPORT_FORMATS = ["pdf", "xlsx", "csv", "docx"] as const;

/** The most incidents one report lists (a longer period is refused: choose a shorter one). */
export const REPORT_MAX_INCIDENTS = 5000;

export const SAFETY_REPORT_MSG = {
  ...SAVED_REPORT_MSG,
  reportGenerated: "Safety report generated successfully",
  reportError: "Error generating safety report",
  tooManyIncidents: `This report would list more than ${REPORT_MAX_INCIDENTS.toLocaleString("en-US")} incidents. Choose a shorter period.`,
} as const;
