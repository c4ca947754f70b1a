import { and, asc, eq, gte, lte } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../server/db/client.ts";
import { qualityInspections, qualityReports, users } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest } from "../../server/platform/errors.ts";
import { certificationsForReport } from "../../server/platform/certifications.queries.ts";
import { readReport, saveReport, type SavedReport } from "../../server/platform/saved-reports.ts";
import { COMMON_DEFECTS, INSPECTION_STATUSES, isInspectionStatus, isItemStatus, type ItemStatus } from "./quality.constants.ts";
import { figuresOf, qualityMetrics, rankDefects } from "./quality.rules.ts";
import { qualityReportData, type QualityReport, type QualityReportData, type QualityReportInputParsed } from "./quality-report.contract.ts";
import { QUALITY_REPORT_MSG, REPORT_MAX_CERTIFICATIONS, REPORT_MAX_INSPECTIONS } from "./quality-report.constants.ts";

/** The quality module's saved reports (Generate Quality Report): a period's inspections and figures with the certifications, kept as they were. */

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
    .select({ date: q.inspectionDate, title: q.title, location: q.location, inspector: inspector.name, status: q.status, items: q.items })
    .from(q)
    .leftJoin(inspector, eq(inspector.id, q.inspectorId))
    .where(and(eq(q.organizationId, scope.organizationId), gte(q.inspectionDate, from), lte(q.inspectionDate, to)))
    .orderBy(asc(q.inspectionDate), asc(q.createdAt), asc(q.id))
    .limit(REPORT_MAX_INSPECTIONS + 1);
  if (rows.length > REPORT_MAX_INSPECTIONS) throw badRequest(QUALITY_REPORT_MSG.tooManyInspections, { from: QUALITY_REPORT_MSG.tooManyInspections });
  return rows.map((r) => ({ ...r, inspector: r.inspector ?? "", status: isInspectionStatus(r.status) ? r.status : "Pending", items: itemsOf(r.items) }));
}

function toReport(r: SavedReport<QualityReportData>): QualityReport {
  const d = r.data;
  const standing = (s: QualityReportData["certifications"][number]["status"]) => d.certifications.filter((x) => x.status === s).length;
  return {
    id: r.id,
    title: d.title,
    from: d.from,
    to: d.to,
    reportDate: d.reportDate,
    summary: d.summary,
    certifications: { valid: standing("valid"), expiring: standing("expiring"), expired: standing("expired") },
    generatedBy: r.generatedBy,
    createdAt: r.createdAt,
  };
}

/**
 * Generates and saves a quality report of a period as of `reportDate` (the caller's today): the period's
 * inspections with the stat cards, metrics and common defects computed over them, and the certifications with
 * their standing on that day, read in one transaction so they agree.
 */
export async function generateQualityReport(db: Db, scope: Scope, input: QualityReportInputParsed, reportDate: string): Promise<QualityReport> {
  const id = await db.transaction(async (trx) => {
    const inspections = await periodInspections(trx, scope, input.from, input.to);
    const certifications = await certificationsForReport(trx, scope, "quality", reportDate, REPORT_MAX_CERTIFICATIONS, QUALITY_REPORT_MSG.tooManyCertifications);
    const f = figuresOf(inspections);
    const data: QualityReportData = {
      title: input.title,
      from: input.from,
      to: input.to,
      reportDate,
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
      summary: { totalInspections: inspections.length, openDefects: f.openDefects, passRate: f.passRate, pendingReviews: f.pendingReviews },
      metrics: qualityMetrics(f.metrics),
      commonDefects: rankDefects(inspections, COMMON_DEFECTS),
      certifications,
    };
    return saveReport(trx, scope, qualityReports, data);
  });
  return (await getQualityReportRecord(db, scope, id)).report;
}

export type StoredQualityReport = { report: QualityReport; data: QualityReportData; organizationName: string };

/** A saved report with its rows and the organization's name (for its files); another organization's is a 404. */
export async function getQualityReportRecord(db: Db, scope: Scope, id: string): Promise<StoredQualityReport> {
  const saved = await readReport(db, scope, qualityReports, id, (data) => qualityReportData.parse(data), QUALITY_REPORT_MSG.reportNotFound);
  return { report: toReport(saved), data: saved.data, organizationName: saved.organizationName };
}
