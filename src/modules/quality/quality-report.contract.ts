import { z } from "zod";
import { savedReportAnswer, savedReportSnapshot } from "../saved-reports/saved-reports.contract.ts";
import { INSPECTION_STATUSES } from "./quality.constants.ts";
import { qualityMetric } from "./quality.contract.ts";

/** quality_reports.data: the common part (title, period, day, certifications) and the period's inspections and figures, as they were when generated. */
export const qualityReportData = savedReportSnapshot.extend({
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
});
export type QualityReportData = z.infer<typeof qualityReportData>;

/** A saved quality report as the API answers it: the common figures and the period's stat cards (its rows are in the files). */
export const qualityReport = savedReportAnswer.extend({ summary: qualityReportData.shape.summary });
export type QualityReport = z.infer<typeof qualityReport>;
