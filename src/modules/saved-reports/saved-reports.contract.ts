import { z } from "zod";
import { CERTIFICATION_STATUSES } from "../certifications/certifications.constants.ts";
import { SAVED_REPORT_MSG } from "./saved-reports.constants.ts";
import { personRef } from "../../shared/contracts/common.ts";

const MISSING = SAVED_REPORT_MSG.missingFields;
const isoDate = z.iso.date(SAVED_REPORT_MSG.invalidDate);
/** A required date: missing or blank is the spec's required-fields message, anything else must be YYYY-MM-DD. */
const requiredDate = z.string({ error: MISSING }).trim().min(1, MISSING).pipe(isoDate);

/** POST /api/<area>/reports (Generate Safety Report, Generate Quality Report): a title and the period, all required; the caller's today dates it. */
export const savedReportInput = z
  .object({
    title: z.string({ error: MISSING }).trim().min(1, MISSING).max(200, SAVED_REPORT_MSG.titleTooLong),
    from: requiredDate,
    to: requiredDate,
    today: isoDate.optional(),
  })
  .refine((r) => r.from <= r.to, { path: ["to"], message: SAVED_REPORT_MSG.periodOrder });
export type SavedReportInput = z.input<typeof savedReportInput>;
export type SavedReportInputParsed = z.output<typeof savedReportInput>;

/** A certification as a report keeps it, with its standing on the report's day. */
export const reportCertification = z.object({
  name: z.string(),
  number: z.string(),
  issuingAuthority: z.string(),
  issueDate: z.string().nullable(),
  expiryDate: z.string(),
  status: z.enum(CERTIFICATION_STATUSES),
});

/** What every saved report's snapshot (`<area>_reports.data`) holds; the module extends it with its rows and figures. */
export const savedReportSnapshot = z.object({
  title: z.string(),
  from: z.string(),
  to: z.string(),
  /** The caller's today when generated: certification standing (and the module's "as of" figures) are as of this day. */
  reportDate: z.string(),
  certifications: z.array(reportCertification),
});
export type SavedReportSnapshot = z.infer<typeof savedReportSnapshot>;

/** What every saved report's answer holds; the module extends it with its figures (its rows are in the files). */
export const savedReportAnswer = z.object({
  id: z.string(),
  title: z.string(),
  from: z.string(),
  to: z.string(),
  reportDate: z.string(),
  certifications: z.object({ valid: z.number().int(), expiring: z.number().int(), expired: z.number().int() }),
  generatedBy: personRef.nullable(),
  createdAt: z.string(),
});
export type SavedReportAnswer = z.infer<typeof savedReportAnswer>;
