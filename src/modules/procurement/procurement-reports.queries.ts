import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { inventoryItems, procurementReports, purchaseOrders, suppliers } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { readReport, saveReport, type SavedReport } from "../../server/platform/saved-reports.ts";
import { reportData, type ProcurementReport, type ReportData } from "./procurement.contract.ts";
import { PROCUREMENT_MSG } from "./procurement.constants.ts";
import { selectItems, toItem } from "./procurement-items.queries.ts";
import { procurementSummary } from "./procurement-summary.queries.ts";

/** The inventory report: every item with its stock and value, and the open purchase orders, kept as they were. */

/** The most items one report lists (the bench's 10,000 fit). */
const REPORT_MAX_ITEMS = 20_000;

async function openOrders(db: Db, scope: Scope): Promise<ReportData["openOrders"]> {
  const rows = await db
    .select({
      number: purchaseOrders.number,
      supplierName: suppliers.name,
      status: purchaseOrders.status,
      expectedDate: purchaseOrders.expectedDate,
      total: purchaseOrders.totalCents,
    })
    .from(purchaseOrders)
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .where(
      and(eq(purchaseOrders.organizationId, scope.organizationId), inArray(purchaseOrders.status, ["draft", "sent"])),
    )
    .orderBy(purchaseOrders.expectedDate, purchaseOrders.number);
  return rows.map((r) => ({
    number: r.number,
    supplierName: r.supplierName,
    status: r.status === "sent" ? "sent" : "draft",
    expectedDate: r.expectedDate,
    totalCents: Number(r.total),
  }));
}

function toReport(r: SavedReport<ReportData>): ProcurementReport {
  return {
    id: r.id,
    reportDate: r.data.reportDate,
    summary: r.data.summary,
    generatedBy: r.generatedBy,
    createdAt: r.createdAt,
  };
}

/** Generates and saves the inventory report, its parts read in one database transaction so they agree. */
export async function generateProcurementReport(db: Db, scope: Scope, reportDate: string): Promise<ProcurementReport> {
  const id = await db.transaction(async (trx) => {
    const [summary, rows, orders] = await Promise.all([
      procurementSummary(trx, scope),
      selectItems(trx)
        .where(eq(inventoryItems.organizationId, scope.organizationId))
        .orderBy(inventoryItems.name, inventoryItems.id)
        .limit(REPORT_MAX_ITEMS),
      openOrders(trx, scope),
    ]);
    const items = rows.map(toItem).map((i) => ({
      name: i.name,
      sku: i.sku,
      category: i.category,
      location: i.location,
      quantity: i.quantity,
      unit: i.unit,
      unitPriceCents: i.unitPriceCents,
      valueCents: i.valueCents,
      reorderPoint: i.reorderPoint,
      status: i.status,
      supplierName: i.supplier?.name ?? null,
    }));
    const data: ReportData = { reportDate, summary, items, openOrders: orders };
    return saveReport(trx, scope, procurementReports, data);
  });
  return (await getProcurementReportRecord(db, scope, id)).report;
}

export type StoredProcurementReport = { report: ProcurementReport; data: ReportData; organizationName: string };

export async function getProcurementReportRecord(db: Db, scope: Scope, id: string): Promise<StoredProcurementReport> {
  const saved = await readReport(
    db,
    scope,
    procurementReports,
    id,
    (data) => reportData.parse(data),
    PROCUREMENT_MSG.reportNotFound,
  );
  return { report: toReport(saved), data: saved.data, organizationName: saved.organizationName };
}
