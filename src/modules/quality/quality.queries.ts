import type { Db } from "../../server/db/client.ts";
import type { Scope } from "../../server/platform/access.ts";
import { certificationCounts, certificationsExpiringBetween } from "../certifications/certifications.queries.ts";
import type { QualitySummary } from "./quality.contract.ts";
import { COMMON_DEFECTS, INSPECTION_STATUSES, RECENT_INSPECTIONS } from "./quality.constants.ts";
import { percentOf, qualityMetrics } from "./quality.rules.ts";
import { commonDefects, inspectionFigures, listInspections } from "./quality-inspections.queries.ts";

/** What other modules may ask of quality (the overview's deadlines): its certifications expiring between two dates. */
export const qualityCertificationsExpiringBetween = (db: Db, scope: Scope, from: string, to: string, limit: number) =>
  certificationsExpiringBetween(db, scope, "quality", from, to, limit);

/**
 * The stat cards as computed from the records (Total Inspections, Open Defects: defects of inspections not
 * Passed, Pass Rate: passed of all, rounded, Pending Reviews: Pending or Needs Review), Quality Metrics, Common
 * Defects (top 5), Recent Inspections (the 5 newest) and the certifications' standing on `today`.
 */
export async function qualitySummary(db: Db, scope: Scope, today: string): Promise<QualitySummary> {
  const [f, defects, recent, certifications] = await Promise.all([
    inspectionFigures(db, scope),
    commonDefects(db, scope, COMMON_DEFECTS),
    listInspections(db, scope, { limit: RECENT_INSPECTIONS }),
    certificationCounts(db, scope, "quality", today),
  ]);
  const counts = { Passed: f.passed, Failed: f.failed, Pending: f.pending, "Needs Review": f.needsReview };
  return {
    today,
    totalInspections: f.total,
    openDefects: f.openDefects,
    passRate: percentOf(f.passed, f.total),
    pendingReviews: f.pending + f.needsReview,
    byStatus: INSPECTION_STATUSES.map((status) => ({ status, count: counts[status] })),
    metrics: qualityMetrics({
      inspections: f.total,
      passed: f.passed,
      decided: f.total - f.pending,
      items: f.items,
      passedItems: f.passedItems,
      defects: f.defects,
    }),
    commonDefects: defects,
    recentInspections: recent.inspections,
    certifications,
  };
}
