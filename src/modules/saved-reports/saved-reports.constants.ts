// Saved reports of safety and quality (decision 0030): one piece that each module mounts under its own address
// with its own figures. Plain values and rules, which a screen may import without loading zod.
import type { CertificationStatus } from "../certifications/certifications.constants.ts";

/** The modules whose saved reports go through this piece; each has its own table and sees only its own. */
export const SAVED_REPORT_AREAS = ["safety", "quality"] as const;
export type SavedReportArea = (typeof SAVED_REPORT_AREAS)[number];

/** The files a saved report can come as (decision 24); each module lists those it offers. */
export type SavedReportFormat = "pdf" | "xlsx" | "csv" | "docx";

/** The most certifications one report lists. */
export const REPORT_MAX_CERTIFICATIONS = 5000;

/** The texts both modules' reports share (the spec words them alike). */
export const SAVED_REPORT_MSG = {
  /** Spec: title, start date and end date are required, with the forms' message. */
  missingFields: "Please fill in all required fields",
  invalidDate: "Please enter a valid date (YYYY-MM-DD).",
  titleTooLong: "Keep it under 200 characters.",
  periodOrder: "The end date cannot be before the start date.",
  reportNotFound: "Report not found.",
  tooManyCertifications: `This report would list more than ${REPORT_MAX_CERTIFICATIONS.toLocaleString("en-US")} certifications.`,
} as const;

/** `safety-report-YYYY-MM-DD.pdf` (or .xlsx, .csv, .docx), dated by the report's day. */
export const savedReportFileName = (area: SavedReportArea, reportDate: string, format: SavedReportFormat) =>
  `${area}-report-${reportDate}.${format}`;

export type CertificationStanding = Record<CertificationStatus, number>;

/** How many of a report's certifications stood valid, expiring and expired on its day. */
export function certificationStanding(rows: readonly { status: CertificationStatus }[]): CertificationStanding {
  const standing: CertificationStanding = { valid: 0, expiring: 0, expired: 0 };
  for (const { status } of rows) standing[status] += 1;
  return standing;
}
