import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { inventoryItems, purchaseOrders, stockMovements, users } from "../../server/db/schema/index.ts";
import { recordEvent } from "../../server/platform/notify.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, conflict, notFound } from "../../server/platform/errors.ts";
import { databaseError } from "../../server/platform/errors-handler.ts";
import {
  decodeCursor,
  encodeCursor,
  keysetPage,
  microsecondKey,
  newestFirst,
} from "../../server/platform/list-paging.ts";
import { personRefOf, recordRefOf } from "../../server/platform/organization-rows.ts";
import { recordProjectCost } from "../finance/finance.queries.ts";
import { projectBelongs, projectNameOf } from "../projects/projects.queries.ts";
import type { Movement, MovementList, MovementParsed, MovementResult } from "./procurement.contract.ts";
import {
  formatQuantity,
  lineCostCents,
  parseQuantity,
  PROCUREMENT_MSG,
  type MovementKind,
} from "./procurement.constants.ts";
import { getItem } from "./procurement-items.queries.ts";
import { movementDelta } from "./procurement.rules.ts";

/** Stock movements: the ledger an item's quantity is the sum of (the trigger of migration 0011 adds each one). */

const m = stockMovements;

const columns = {
  id: m.id,
  kind: m.kind,
  quantity: m.quantity,
  unitCostCents: m.unitCostCents,
  projectId: m.projectId,
  projectName: projectNameOf(m.projectId, m.organizationId),
  orderId: purchaseOrders.id,
  orderNumber: purchaseOrders.number,
  reason: m.reason,
  creatorId: users.id,
  creatorName: users.name,
  createdAt: m.createdAt,
  createdAtKey: microsecondKey(m.createdAt),
};

type Row = {
  id: string;
  kind: MovementKind;
  quantity: string;
  unitCostCents: number;
  projectId: string | null;
  projectName: string | null;
  orderId: string | null;
  orderNumber: string | null;
  reason: string;
  creatorId: string | null;
  creatorName: string | null;
  createdAt: Date;
};

const toMovement = (r: Row): Movement => ({
  id: r.id,
  kind: r.kind,
  quantity: Number(r.quantity),
  unitCostCents: Number(r.unitCostCents),
  project: recordRefOf(r.projectId, r.projectName),
  purchaseOrder: r.orderId && r.orderNumber !== null ? { id: r.orderId, number: r.orderNumber } : null,
  reason: r.reason,
  createdBy: personRefOf(r.creatorId, r.creatorName),
  createdAt: new Date(r.createdAt).toISOString(),
});

const selectMovements = (db: Db) =>
  db
    .select(columns)
    .from(m)
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, m.purchaseOrderId))
    .leftJoin(users, eq(users.id, m.createdBy));

/** A page of an item's movements, newest first; another organization's item is not found. */
export async function listMovements(
  db: Db,
  scope: Scope,
  itemId: string,
  page: { cursor?: string; limit: number },
): Promise<MovementList> {
  await getItem(db, scope, itemId);
  const where: SQL[] = [eq(m.itemId, itemId), eq(m.organizationId, scope.organizationId)];
  if (page.cursor) {
    const cursor = decodeCursor(page.cursor);
    if (!cursor) throw badRequest("This page link is no longer valid. Please reload the list.");
    where.push(sql`(${m.createdAt}, ${m.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`);
  }
  const rows = await selectMovements(db)
    .where(and(...where))
    .orderBy(...newestFirst(m.createdAt, m.id))
    .limit(page.limit + 1);
  const { page: shown, nextCursor } = keysetPage(rows, page.limit, (last) =>
    encodeCursor({ createdAt: last.createdAtKey, id: last.id }),
  );
  return {
    movements: shown.map(toMovement),
    nextCursor,
  };
}

/** Whether a failed write broke the item's "never below zero" check. */
export const belowZero = (err: unknown) => {
  const e = databaseError(err);
  return e?.code === "23514" && (e.constraint === undefined || e.constraint === "inventory_items_quantity");
};

/** The refusal of a movement that would take an item below zero, saying how much is left now. */
export async function notEnoughStock(db: Db, scope: Scope, itemId: string): Promise<never> {
  const item = await getItem(db, scope, itemId);
  throw Object.assign(
    conflict(PROCUREMENT_MSG.notEnoughStock(item.name, `${formatQuantity(item.quantity)} ${item.unit}`)),
    {
      fields: { quantity: PROCUREMENT_MSG.notEnoughStock(item.name, `${formatQuantity(item.quantity)} ${item.unit}`) },
    },
  );
}

/**
 * Records a movement: received adds, issued takes away for a project (and books its cost to that project as a
 * cleared Materials payment in finance), adjusted adds or takes away with a reason. One transaction: the item's
 * quantity (kept by the trigger, checked never below zero), the movement and the cost stand or fall together.
 */
export async function recordMovement(
  db: Db,
  scope: Scope,
  itemId: string,
  input: MovementParsed,
  today: string,
): Promise<MovementResult> {
  const item = await getItem(db, scope, itemId);
  const quantity = parseQuantity(input.quantity);
  if (quantity === null)
    throw badRequest(PROCUREMENT_MSG.movementQuantityInvalid, { quantity: PROCUREMENT_MSG.movementQuantityInvalid });
  const projectId = input.kind === "issued" ? input.projectId || null : null;
  if (projectId && !(await projectBelongs(db, scope, projectId)))
    throw badRequest(PROCUREMENT_MSG.unknownProject, { projectId: PROCUREMENT_MSG.unknownProject });
  const delta = movementDelta(input.kind, quantity);
  const movementId = await db
    .transaction(async (trx) => {
      const [row] = await trx
        .insert(m)
        .values({
          organizationId: scope.organizationId,
          itemId,
          kind: input.kind,
          quantity: String(delta),
          unitCostCents: item.unitPriceCents,
          projectId,
          reason: input.reason,
          createdBy: scope.userId,
        })
        .returning({ id: m.id });
      if (!row) throw new Error("insert returned no row");
      // Below its reorder level now (it was not): told to the admins, but not to whoever moved it (issue 30).
      const [after] = await trx
        .select({ status: inventoryItems.status, quantity: inventoryItems.quantity })
        .from(inventoryItems)
        .where(and(eq(inventoryItems.id, itemId), eq(inventoryItems.organizationId, scope.organizationId)));
      if (item.status === "In Stock" && after && after.status !== "In Stock")
        await recordEvent(trx, {
          organizationId: scope.organizationId,
          kind: "stock_low",
          key: `stock-low:${itemId}:${row.id}`,
          audience: { type: "admins", except: scope.userId },
          title: `${item.name} is ${after.status === "Out of Stock" ? "out of stock" : "below its reorder level"}`,
          body: `${formatQuantity(Number(after.quantity))} ${item.unit} left.`,
          link: "/dashboard/procurement",
        });
      const costCents = lineCostCents(Math.abs(delta), item.unitPriceCents);
      if (projectId && costCents > 0) {
        await recordProjectCost(trx, scope, {
          date: today,
          amountCents: costCents,
          category: "Materials",
          vendor: item.supplier?.name ?? "Stock",
          description: `${formatQuantity(Math.abs(delta))} ${item.unit} of ${item.name} issued from stock`,
          reference: item.sku ? `Stock ${item.sku}` : "Stock issue",
          projectId,
        });
      }
      return row.id;
    })
    .catch(async (err: unknown) => (belowZero(err) ? notEnoughStock(db, scope, itemId) : Promise.reject(err)));
  const [movement] = await selectMovements(db).where(eq(m.id, movementId)).limit(1);
  if (!movement) throw notFound(PROCUREMENT_MSG.itemNotFound);
  return { item: await getItem(db, scope, itemId), movement: toMovement(movement) };
}
