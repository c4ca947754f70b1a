import { and, asc, eq, gte, lte } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../server/db/client.ts";
import { qualityInspections, qualityReports, users } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest } from "../../server/platform/errors.ts";
import { savedReportStore } from "../saved-reports/saved-reports.queries.ts";
import type { SavedReportSnapshot } from "../saved-reports/saved-reports.contract.ts";
import { COMMON_DEFECTS, INSPECTION_STATUSES, isItemStatus, type ItemStatus } from "./quality.constants.ts";
import { figuresOf, qualityMetrics, rankDefects } from "./quality.rules.ts";
import { qualityReportData, type QualityReportData } from "./quality-report.contract.ts";
import { QUALITY_REPORT_MSG, REPORT_MAX_INSPECTIONS } from "./quality-report.constants.ts";

/** What a quality report holds (Generate Quality Report): a period's inspections and figures; saving, reading and the certifications are the platform's (decision 0030). */

const q = qualityInspections;
const inspector = alias(users, "inspector");

/** The stored items' names and results, read defensively. */
function itemsOf(value: unknown): { name: string; status: ItemStatus }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== "object" || item === null) return [];
    const { name, status } = item as Record<string, unknown>;
    return typeof name === "string" && typeof status === "string" && isItemStatus(status) ? [{ name, status }] : [];
  });
}

/** The period's inspections (inclusive), oldest first; at most REPORT_MAX_INSPECTIONS, past that a 400. */
async function periodInspections(db: Db, scope: Scope, from: string, to: string) {
  const rows = await db
    .select({
      date: q.inspectionDate,
      title: q.title,
      location: q.location,
      inspector: inspector.name,
      status: q.status,
      items: q.items,
    })
    .from(q)
    .leftJoin(inspector, eq(inspector.id, q.inspectorId))
    .where(and(eq(q.organizationId, scope.organizationId), gte(q.inspectionDate, from), lte(q.inspectionDate, to)))
    .orderBy(asc(q.inspectionDate), asc(q.createdAt), asc(q.id))
    .limit(REPORT_MAX_INSPECTIONS + 1);
  if (rows.length > REPORT_MAX_INSPECTIONS)
    throw badRequest(QUALITY_REPORT_MSG.tooManyInspections, { from: QUALITY_REPORT_MSG.tooManyInspections });
  return rows.map((r) => ({
    ...r,
    inspector: r.inspector ?? "",
    items: itemsOf(r.items),
  }));
}

/** The period's inspections with the stat cards, metrics and common defects computed over them, read in the report's transaction. */
async function gatherQualityReport(trx: Db, scope: Scope, common: SavedReportSnapshot): Promise<QualityReportData> {
  const inspections = await periodInspections(trx, scope, common.from, common.to);
  const f = figuresOf(inspections);
  return {
    ...common,
    inspections: inspections.map((i) => ({
      date: i.date,
      title: i.title,
      location: i.location,
      inspector: i.inspector,
      status: i.status,
      items: i.items.length,
      defects: i.items.filter((x) => x.status === "failed" || x.status === "warning").length,
    })),
    byStatus: INSPECTION_STATUSES.map((value) => ({ value, count: f.byStatus[value] })),
    summary: {
      totalInspections: inspections.length,
      openDefects: f.openDefects,
      passRate: f.passRate,
      pendingReviews: f.pendingReviews,
    },
    metrics: qualityMetrics(f.metrics),
    commonDefects: rankDefects(inspections, COMMON_DEFECTS),
  };
}

/** Quality's saved reports: `generate` and `record` (another organization's report is a 404). */
export const qualityReportStore = savedReportStore({
  area: "quality",
  table: qualityReports,
  parse: (data) => qualityReportData.parse(data),
  gather: gatherQualityReport,
  figures: (d: QualityReportData) => ({ summary: d.summary }),
});

export type StoredQualityReport = Awaited<ReturnType<typeof qualityReportStore.record>>;
