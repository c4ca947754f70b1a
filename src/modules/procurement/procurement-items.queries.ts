import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { inventoryItems, stockMovements, suppliers } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, conflict, notFound } from "../../server/platform/errors.ts";
import { databaseError, isStillReferenced } from "../../server/platform/errors-handler.ts";
import { decodeKeyCursor, encodeKeyCursor, keysetPage, likePattern } from "../../server/platform/list-paging.ts";
import { recordRefOf } from "../../server/platform/organization-rows.ts";
import type {
  Item,
  ItemCreateParsed,
  ItemFilters,
  ItemList,
  ItemUpdateParsed,
  LowStockList,
} from "./procurement.contract.ts";
import {
  isItemStatus,
  lineCostCents,
  LOW_STOCK_LIMIT,
  parsePriceCents,
  parseQuantity,
  PROCUREMENT_MSG,
} from "./procurement.constants.ts";
import { supplierBelongs } from "./procurement-suppliers.queries.ts";

/** The inventory's items: list, one, create, update, delete, and the low-stock list. */

const it = inventoryItems;

const columns = {
  id: it.id,
  name: it.name,
  category: it.category,
  sku: it.sku,
  quantity: it.quantity,
  unit: it.unit,
  unitPriceCents: it.unitPriceCents,
  location: it.location,
  minimumStock: it.minimumStock,
  reorderPoint: it.reorderPoint,
  status: it.status,
  supplierId: suppliers.id,
  supplierName: suppliers.name,
  createdAt: it.createdAt,
  updatedAt: it.updatedAt,
};

type Row = {
  id: string;
  name: string;
  category: string;
  sku: string;
  quantity: string;
  unit: string;
  unitPriceCents: number;
  location: string;
  minimumStock: string;
  reorderPoint: string;
  status: string;
  supplierId: string | null;
  supplierName: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export function toItem(r: Row): Item {
  const quantity = Number(r.quantity);
  const unitPriceCents = Number(r.unitPriceCents);
  return {
    id: r.id,
    name: r.name,
    category: r.category,
    sku: r.sku,
    quantity,
    unit: r.unit,
    unitPriceCents,
    valueCents: lineCostCents(quantity, unitPriceCents),
    location: r.location,
    minimumStock: Number(r.minimumStock),
    reorderPoint: Number(r.reorderPoint),
    // The generated column holds one of the three; the fallback only satisfies the type checker.
    status: isItemStatus(r.status) ? r.status : "In Stock",
    supplier: recordRefOf(r.supplierId, r.supplierName),
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
  };
}

export const selectItems = (db: Db) =>
  db
    .select(columns)
    .from(it)
    .leftJoin(suppliers, and(eq(suppliers.id, it.supplierId), eq(suppliers.organizationId, it.organizationId)));
const ofOrganization = (scope: Scope) => eq(it.organizationId, scope.organizationId);

/** A page of the organization's items by name, with only the filters in use in the SQL. */
export async function listItems(db: Db, scope: Scope, filters: ItemFilters): Promise<ItemList> {
  const where: SQL[] = [ofOrganization(scope)];
  if (filters.q) {
    // ILIKE on name, SKU, category and location, as LIKE on their stored lower-case text with the pattern lowered
    // the same way: the trigram index inventory_items_search_idx serves it, and a walk down the name index (the
    // planner's choice for a frequent term) tests each row without lowering it again.
    where.push(sql`${it.searchText} like lower(${likePattern(filters.q)})`);
  }
  if (filters.status) where.push(eq(it.status, filters.status));
  if (filters.supplierId) where.push(eq(it.supplierId, filters.supplierId));
  if (filters.cursor) {
    const keys = decodeKeyCursor(filters.cursor, 2);
    if (!keys) throw badRequest("This page link is no longer valid. Please reload the list.");
    where.push(sql`(${it.name}, ${it.id}) > (${keys[0]}, ${keys[1]})`);
  }
  const rows = await selectItems(db)
    .where(and(...where))
    .orderBy(it.name, it.id)
    .limit(filters.limit + 1);
  const { page, nextCursor } = keysetPage(rows, filters.limit, (last) => encodeKeyCursor([last.name, last.id]));
  return {
    items: page.map(toItem),
    nextCursor,
  };
}

export async function getItem(db: Db, scope: Scope, id: string): Promise<Item> {
  const [row] = await selectItems(db)
    .where(and(eq(it.id, id), ofOrganization(scope)))
    .limit(1);
  if (!row) throw notFound(PROCUREMENT_MSG.itemNotFound);
  return toItem(row);
}

/** The stored values of an item's fields: prices in cents, levels as numbers, the supplier checked. */
async function checkedFields(db: Db, scope: Scope, input: ItemUpdateParsed) {
  const unitPriceCents = parsePriceCents(input.unitPrice);
  if (unitPriceCents === null)
    throw badRequest(PROCUREMENT_MSG.priceInvalid, { unitPrice: PROCUREMENT_MSG.priceInvalid });
  const level = (v: string | number | undefined) => {
    const q = v === undefined || (typeof v === "string" && v.trim() === "") ? 0 : parseQuantity(v);
    return q === null ? 0 : q;
  };
  const supplierId = input.supplierId || null;
  if (supplierId && !(await supplierBelongs(db, scope, supplierId)))
    throw badRequest(PROCUREMENT_MSG.unknownSupplier, { supplierId: PROCUREMENT_MSG.unknownSupplier });
  return {
    name: input.name,
    category: input.category,
    sku: input.sku,
    unit: input.unit,
    unitPriceCents,
    location: input.location,
    minimumStock: String(level(input.minimumStock)),
    reorderPoint: String(level(input.reorderPoint)),
    supplierId,
  };
}

/** A second item with the same SKU (any case) is refused on the SKU field. */
function skuClash(err: unknown, sku: string): never {
  if (databaseError(err)?.code === "23505")
    throw Object.assign(conflict(PROCUREMENT_MSG.skuTaken(sku)), { fields: { sku: PROCUREMENT_MSG.skuTaken(sku) } });
  throw err;
}

/** Adds an item; its opening quantity is its first stock movement ("Opening stock"), in the same transaction. */
export async function createItem(db: Db, scope: Scope, input: ItemCreateParsed): Promise<Item> {
  const fields = await checkedFields(db, scope, input);
  const quantity = parseQuantity(input.quantity);
  if (quantity === null || quantity < 0)
    throw badRequest(PROCUREMENT_MSG.quantityInvalid, { quantity: PROCUREMENT_MSG.quantityInvalid });
  const id = await db
    .transaction(async (trx) => {
      const [row] = await trx
        .insert(it)
        .values({ ...fields, organizationId: scope.organizationId, createdBy: scope.userId })
        .returning({ id: it.id });
      if (!row) throw new Error("insert returned no row");
      if (quantity > 0) {
        await trx.insert(stockMovements).values({
          organizationId: scope.organizationId,
          itemId: row.id,
          kind: "received",
          quantity: String(quantity),
          unitCostCents: fields.unitPriceCents,
          reason: "Opening stock",
          createdBy: scope.userId,
        });
      }
      return row.id;
    })
    .catch((err: unknown) => skuClash(err, fields.sku));
  return getItem(db, scope, id);
}

/** Changes an item's fields; its quantity changes only through stock movements. */
export async function updateItem(db: Db, scope: Scope, id: string, input: ItemUpdateParsed): Promise<Item> {
  await getItem(db, scope, id);
  const fields = await checkedFields(db, scope, input);
  await db
    .update(it)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(it.id, id), ofOrganization(scope)))
    .catch((err: unknown) => skuClash(err, fields.sku));
  return getItem(db, scope, id);
}

/** Deletes an item and its movements; one on a purchase order stays (409). */
export async function deleteItem(db: Db, scope: Scope, id: string): Promise<void> {
  const deleted = await db
    .delete(it)
    .where(and(eq(it.id, id), ofOrganization(scope)))
    .returning({ id: it.id })
    .catch((err: unknown) => {
      if (isStillReferenced(err)) throw conflict(PROCUREMENT_MSG.itemInUse);
      throw err;
    });
  if (deleted.length === 0) throw notFound(PROCUREMENT_MSG.itemNotFound);
}

/**
 * Items at or below their reorder point (or minimum), the emptiest first: the screen's list and the overview's.
 * The few ids are chosen off the status index first, then only their rows are joined to their suppliers.
 */
export async function lowStockItems(db: Db, scope: Scope, limit = LOW_STOCK_LIMIT): Promise<LowStockList> {
  const chosen = await db
    .select({ id: it.id })
    .from(it)
    .where(and(ofOrganization(scope), inArray(it.status, ["Low Stock", "Out of Stock"])))
    .orderBy(
      sql`${it.quantity} / nullif(greatest(${it.reorderPoint}, ${it.minimumStock}), 0) nulls first`,
      it.name,
      it.id,
    )
    .limit(limit + 1);
  const ids = chosen.slice(0, limit).map((r) => r.id);
  if (ids.length === 0) return { items: [], more: false };
  const rows = await selectItems(db).where(and(ofOrganization(scope), inArray(it.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    items: ids.flatMap((id) => {
      const r = byId.get(id);
      return r ? [toItem(r)] : [];
    }),
    more: chosen.length > limit,
  };
}
