import { eq, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { inventoryItems } from "../../server/db/schema/index.ts";
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
