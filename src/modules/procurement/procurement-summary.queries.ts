import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { inventoryItems, purchaseOrders } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import type { ProcurementSummary } from "./procurement.contract.ts";
import { openOrderFigures } from "./procurement-orders.queries.ts";

/** The inventory's summary cards: items, stock value, low and out of stock, open purchase orders. */
export async function procurementSummary(db: Db, scope: Scope): Promise<ProcurementSummary> {
  const it = inventoryItems;
  const [[row], orders] = await Promise.all([
    db
      .select({
        count: sql<number>`count(*)::int`,
        // Each item's value is stored with it (value_cents, generated): no numeric product per row per request.
        value: sql<string>`coalesce(sum(${it.valueCents}), 0)::bigint::text`,
        low: sql<number>`(count(*) filter (where ${it.status} = 'Low Stock'))::int`,
        out: sql<number>`(count(*) filter (where ${it.status} = 'Out of Stock'))::int`,
      })
      .from(it)
      .where(eq(it.organizationId, scope.organizationId)),
    openOrderFigures(db, scope),
  ]);
  return {
    itemCount: row?.count ?? 0,
    stockValueCents: Number(row?.value ?? 0),
    lowStockCount: row?.low ?? 0,
    outOfStockCount: row?.out ?? 0,
    openOrderCount: orders.count,
    openOrderValueCents: orders.valueCents,
  };
}

/**
 * Job costing (issue 29): what a project's purchase orders commit, by cost code and type: orders sent and not yet
 * received (a draft commits nothing yet; a received order's cost arrives as a payment in finance).
 */
export async function committedByCostCode(
  db: Db,
  scope: Scope,
  projectId: string,
): Promise<{ costCodeId: string; costType: string; cents: number }[]> {
  const po = purchaseOrders;
  const rows = await db
    .select({ costCodeId: po.costCodeId, costType: po.costType, cents: sql<string>`sum(${po.totalCents})::text` })
    .from(po)
    .where(
      and(
        eq(po.organizationId, scope.organizationId),
        eq(po.projectId, projectId),
        eq(po.status, "sent"),
        sql`${po.costCodeId} is not null and ${po.costType} is not null`,
      ),
    )
    .groupBy(po.costCodeId, po.costType);
  return rows.flatMap((r) =>
    r.costCodeId && r.costType ? [{ costCodeId: r.costCodeId, costType: r.costType, cents: Number(r.cents) }] : [],
  );
}
