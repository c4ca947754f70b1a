// The quality report's texts, limits and file addresses: plain values a screen may import without loading the
// zod schemas of quality-report.contract.ts (decision 0007).
import { QUALITY_MSG } from "./quality.constants.ts";

/** Spec §9: a quality report downloads as pdf, excel, word. */
export const QUALITY_REPORT_FORMATS = ["pdf", "xlsx", "docx"] as const;
export type QualityReportFormat = (typeof QUALITY_REPORT_FORMATS)[number];

/** The most inspections one report lists (a longer period is refused: choose a shorter one). */
export const REPORT_MAX_INSPECTIONS = 5000;
export const REPORT_MAX_CERTIFICATIONS = 5000;

export const QUALITY_REPORT_MSG = {
  /** Spec §5: title, start date and end date are required. */
  missingFields: QUALITY_MSG.missingFields,
  invalidDate: QUALITY_MSG.invalidDate,
  periodOrder: "The end date cannot be before the start date.",
  reportGenerated: "Report generated successfully",
  reportError: "Error generating report",
  reportNotFound: "Report not found.",
  tooManyInspections: `This report would list more than ${REPORT_MAX_INSPECTIONS.toLocaleString("en-US")} inspections. Choose a shorter period.`,
  tooManyCertifications: `This report would list more than ${REPORT_MAX_CERTIFICATIONS.toLocaleString("en-US")} certifications.`,
} as const;

/** A saved report's file: `/api/quality/reports/{id}/pdf` (or xlsx, docx). */
export const qualityReportFileUrl = (id: string, format: QualityReportFormat) => `/api/quality/reports/${encodeURIComponent(id)}/${format}`;
/** `quality-report-YYYY-MM-DD.pdf` (or .xlsx, .docx), dated by the report's day. */
export const qualityReportFileName = (reportDate: string, format: QualityReportFormat) => `quality-report-${reportDate}.${format}`;
