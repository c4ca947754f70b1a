import { z } from "zod";
import { personRef } from "../../shared/contracts/common.ts";
import { CERTIFICATION_STATUSES } from "../../shared/certifications.ts";
import { INSPECTION_STATUSES } from "./quality.constants.ts";
import { qualityMetric } from "./quality.contract.ts";
import { QUALITY_REPORT_MSG } from "./quality-report.constants.ts";

const MISSING = QUALITY_REPORT_MSG.missingFields;
const isoDate = z.iso.date(QUALITY_REPORT_MSG.invalidDate);
/** A required date: missing or blank is the spec's required-fields message, anything else must be YYYY-MM-DD. */
const requiredDate = z.string({ error: MISSING }).trim().min(1, MISSING).pipe(isoDate);

/** POST /api/quality/reports (Generate Quality Report): a title and the period it covers, all required; the caller's today dates it. */
export const qualityReportInput = z
  .object({
    title: z.string({ error: MISSING }).trim().min(1, MISSING).max(200, "Keep it under 200 characters."),
    from: requiredDate,
    to: requiredDate,
    today: isoDate.optional(),
  })
  .refine((r) => r.from <= r.to, { path: ["to"], message: QUALITY_REPORT_MSG.periodOrder });
export type QualityReportInput = z.input<typeof qualityReportInput>;
export type QualityReportInputParsed = z.output<typeof qualityReportInput>;

/** quality_reports.data: what the report covered and its rows and figures, as they were when generated. */
export const qualityReportData = z.object({
  title: z.string(),
  from: z.string(),
  to: z.string(),
  /** The caller's today when generated: certification standing is as of this day. */
  reportDate: z.string(),
  /** The period's inspections, oldest first. */
  inspections: z.array(
    z.object({
      date: z.string(),
      title: z.string(),
      location: z.string(),
      inspector: z.string(),
      status: z.enum(INSPECTION_STATUSES),
      items: z.number().int(),
      defects: z.number().int(),
    }),
  ),
  /** The period's figures: inspections by status (every status, zero included), defects, pass rate and metrics. */
  byStatus: z.array(z.object({ value: z.enum(INSPECTION_STATUSES), count: z.number().int() })),
  summary: z.object({
    totalInspections: z.number().int(),
    openDefects: z.number().int(),
    passRate: z.number().int().nullable(),
    pendingReviews: z.number().int(),
  }),
  metrics: z.array(qualityMetric),
  commonDefects: z.array(z.object({ name: z.string(), count: z.number().int() })),
  certifications: z.array(
    z.object({
      name: z.string(),
      number: z.string(),
      issuingAuthority: z.string(),
      issueDate: z.string().nullable(),
      expiryDate: z.string(),
      status: z.enum(CERTIFICATION_STATUSES),
    }),
  ),
});
export type QualityReportData = z.infer<typeof qualityReportData>;

/** A saved quality report as the API answers it (its rows are in the files). */
export const qualityReport = z.object({
  id: z.string(),
  title: z.string(),
  from: z.string(),
  to: z.string(),
  reportDate: z.string(),
  summary: qualityReportData.shape.summary,
  certifications: z.object({ valid: z.number().int(), expiring: z.number().int(), expired: z.number().int() }),
  generatedBy: personRef.nullable(),
  createdAt: z.string(),
});
export type QualityReport = z.infer<typeof qualityReport>;
