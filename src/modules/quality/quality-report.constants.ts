// The quality report's own texts, limits and formats: plain values a screen may import without loading the zod
// schemas of quality-report.contract.ts (decision 0007). The texts both modules' reports share are SAVED_REPORT_MSG's.
import { SAVED_REPORT_MSG } from "../saved-reports/saved-reports.constants.ts";

/** Spec §9: a quality report downloads as pdf, excel, word. */
export const QUALITY_REPORT_FORMATS = ["pdf", "xlsx", "docx"] as const;

/** The most inspections one report lists (a longer period is refused: choose a shorter one). */
export const REPORT_MAX_INSPECTIONS = 5000;

export const QUALITY_REPORT_MSG = {
  ...SAVED_REPORT_MSG,
  reportGenerated: "Report generated successfully",
  reportError: "Error generating report",
  tooManyInspections: `This report would list more than ${REPORT_MAX_INSPECTIONS.toLocaleString("en-US")} inspections. Choose a shorter period.`,
} as const;
