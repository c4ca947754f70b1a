// The safety report's texts, limits and file addresses: plain values a screen may import without loading the
// zod schemas of safety-report.contract.ts (decision 0007).
import { SAFETY_MSG } from "./safety.constants.ts";

/** The formats a safety report downloads as (spec: pdf, excel, word; and the CSV every report has). */
export const SAFETY_REPORT_FORMATS = ["pdf", "xlsx", "csv", "docx"] as const;
export type SafetyReportFormat = (typeof SAFETY_REPORT_FORMATS)[number];

/** The most incidents one report lists (a longer period is refused: choose a shorter one). */
export const REPORT_MAX_INCIDENTS = 5000;
/** The most certifications one report lists. */
export const REPORT_MAX_CERTIFICATIONS = 5000;

export const SAFETY_REPORT_MSG = {
  /** Spec: title, start date and end date are required, with the safety forms' message. */
  missingFields: SAFETY_MSG.missingFields,
  invalidDate: SAFETY_MSG.invalidDate,
  periodOrder: "The end date cannot be before the start date.",
  reportGenerated: "Safety report generated successfully",
  reportError: "Error generating safety report",
  reportNotFound: "Report not found.",
  tooManyIncidents: `This report would list more than ${REPORT_MAX_INCIDENTS.toLocaleString("en-US")} incidents. Choose a shorter period.`,
  tooManyCertifications: `This report would list more than ${REPORT_MAX_CERTIFICATIONS.toLocaleString("en-US")} certifications.`,
} as const;

/** A saved report's file: `/api/safety/reports/{id}/pdf` (or xlsx, csv, docx). */
export const safetyReportFileUrl = (id: string, format: SafetyReportFormat) => `/api/safety/reports/${encodeURIComponent(id)}/${format}`;
/** `safety-report-YYYY-MM-DD.pdf` (or .xlsx, .csv, .docx), dated by the report's day. */
export const safetyReportFileName = (reportDate: string, format: SafetyReportFormat) => `safety-report-${reportDate}.${format}`;
