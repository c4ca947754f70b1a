import { eq, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { qualityCertifications } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import type { QualitySummary } from "./quality.contract.ts";
import { COMMON_DEFECTS, INSPECTION_STATUSES, QUALITY_CERTIFICATION_STATUSES, RECENT_INSPECTIONS, type QualityCertificationStatus } from "./quality.constants.ts";
import { expiryRangeOf, percentOf, qualityMetrics } from "./quality.rules.ts";
import { commonDefects, inspectionFigures, listInspections } from "./quality-inspections.queries.ts";

/** What other modules may ask of quality (the overview's deadlines). */
export { qualityCertificationsExpiringBetween } from "./quality-certifications.queries.ts";

const c = qualityCertifications;

/** How many of the organization's certifications are valid, expiring and expired on `today`. */
export async function certificationCounts(db: Db, scope: Scope, today: string): Promise<Record<QualityCertificationStatus, number>> {
  const countIn = (status: QualityCertificationStatus) => {
    const { from, to } = expiryRangeOf(status, today);
    const parts = [from ? sql`${c.expiryDate} >= ${from}::date` : sql`true`, to ? sql`${c.expiryDate} <= ${to}::date` : sql`true`];
    return sql<number>`count(*) filter (where ${sql.join(parts, sql` and `)})::int`;
  };
  const [row] = await db
    .select({ valid: countIn("valid"), expiring: countIn("expiring"), expired: countIn("expired") })
    .from(c)
    .where(eq(c.organizationId, scope.organizationId));
  return Object.fromEntries(QUALITY_CERTIFICATION_STATUSES.map((s) => [s, Number(row?.[s] ?? 0)])) as Record<QualityCertificationStatus, number>;
}

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
    certificationCounts(db, scope, today),
  ]);
  const counts = { Passed: f.passed, Failed: f.failed, Pending: f.pending, "Needs Review": f.needsReview };
  return {
    today,
    totalInspections: f.total,
    openDefects: f.openDefects,
    passRate: percentOf(f.passed, f.total),
    pendingReviews: f.pending + f.needsReview,
    byStatus: INSPECTION_STATUSES.map((status) => ({ status, count: counts[status] })),
    metrics: qualityMetrics({ inspections: f.total, passed: f.passed, decided: f.total - f.pending, items: f.items, passedItems: f.passedItems, defects: f.defects }),
    commonDefects: defects,
    recentInspections: recent.inspections,
    certifications,
  };
}
