import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import {
  inventoryItems as it,
  purchaseOrders as po,
  stockMovements as mv,
  suppliers,
} from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";

/** The inventory by category (items, their stock value in cents, how many are low or out), the most valuable first. One statement. */
export async function inventoryByCategory(
  db: Db,
  scope: Scope,
  limit: number,
): Promise<{ category: string; items: number; valueCents: number; low: number }[]> {
  const rows = await db
    .select({
      category: it.category,
      items: sql<number>`count(*)::int`,
      value: sql<string>`coalesce(sum(${it.valueCents}), 0)::bigint::text`,
      low: sql<number>`(count(*) filter (where ${it.status} <> 'In Stock'))::int`,
    })
    .from(it)
    .where(eq(it.organizationId, scope.organizationId))
    .groupBy(it.category)
    .orderBy(sql`sum(${it.valueCents}) desc`, asc(it.category))
    .limit(limit);
  return rows.map((r) => ({
    category: r.category,
    items: Number(r.items),
    valueCents: Number(r.value),
    low: Number(r.low),
  }));
}

/** Purchase orders still open (draft or sent), the soonest expected first, with their supplier's name. */
export async function openOrders(
  db: Db,
  scope: Scope,
  limit: number,
): Promise<
  { id: string; number: string; supplier: string; status: string; expectedDate: string | null; totalCents: number }[]
> {
  return db
    .select({
      id: po.id,
      number: po.number,
      supplier: suppliers.name,
      status: po.status,
      expectedDate: po.expectedDate,
      totalCents: po.totalCents,
    })
    .from(po)
    .innerJoin(suppliers, and(eq(suppliers.id, po.supplierId), eq(suppliers.organizationId, po.organizationId)))
    .where(and(eq(po.organizationId, scope.organizationId), inArray(po.status, ["draft", "sent"])))
    .orderBy(sql`${po.expectedDate} asc nulls last`, asc(po.number))
    .limit(limit);
}

/**
 * Stock movements since a moment: how many of each kind (received, issued, adjusted), and the latest `limit`
 * with their item's name and signed quantity as stored (text, up to three decimals).
 */
export async function stockMovementsSince(
  db: Db,
  scope: Scope,
  since: Date,
  limit: number,
): Promise<{
  byKind: { kind: string; movements: number }[];
  latest: { itemName: string; kind: string; quantity: string; createdAt: Date }[];
}> {
  const where = and(eq(mv.organizationId, scope.organizationId), gte(mv.createdAt, since));
  const [byKind, latest] = await Promise.all([
    db
      .select({ kind: mv.kind, movements: sql<number>`count(*)::int` })
      .from(mv)
      .where(where)
      .groupBy(mv.kind)
      .orderBy(asc(mv.kind)),
    db
      .select({
        itemName: it.name,
        kind: mv.kind,
        quantity: sql<string>`(${mv.quantity})::float8::text`,
        createdAt: mv.createdAt,
      })
      .from(mv)
      .innerJoin(it, and(eq(it.id, mv.itemId), eq(it.organizationId, mv.organizationId)))
      .where(where)
      .orderBy(desc(mv.createdAt), desc(mv.id))
      .limit(limit),
  ]);
  return { byKind: byKind.map((k) => ({ kind: k.kind, movements: Number(k.movements) })), latest };
}
