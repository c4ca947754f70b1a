import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import {
  costCodes,
  inventoryItems,
  purchaseOrderLines,
  purchaseOrders,
  stockMovements,
  suppliers,
  users,
} from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, conflict, notFound } from "../../server/platform/errors.ts";
import { recordEvent } from "../../server/platform/notify.ts";
import { databaseError } from "../../server/platform/errors-handler.ts";
import {
  decodeCursor,
  encodeCursor,
  keysetPage,
  likePattern,
  microsecondKey,
  newestFirst,
} from "../../server/platform/list-paging.ts";
import { personRefOf, recordRefOf } from "../../server/platform/organization-rows.ts";
import { projectBelongs, projectNameOf } from "../projects/projects.queries.ts";
import type { Order, OrderFilters, OrderLine, OrderList, OrderParsed, OrderSummary } from "./procurement.contract.ts";
import {
  lineCostCents,
  parsePriceCents,
  parseQuantity,
  PROCUREMENT_MSG,
  type OrderStatus,
} from "./procurement.constants.ts";
import {
  checkedCostCodeId,
  costCodeColumns,
  costCodeJoin,
  costCodeRefOf,
} from "../../server/platform/cost-code-refs.ts";
import { canMoveOrder, ORDER_MOVES, orderNumber, type OrderAction } from "./procurement.rules.ts";
import { supplierBelongs } from "./procurement-suppliers.queries.ts";

/** Purchase orders and their lines: list, one, create, change a draft, delete a draft, send, receive, cancel. */

const po = purchaseOrders;
const line = purchaseOrderLines;

const summaryColumns = {
  id: po.id,
  number: po.number,
  supplierId: po.supplierId,
  supplierName: suppliers.name,
  supplierEmail: suppliers.email,
  status: po.status,
  expectedDate: po.expectedDate,
  notes: po.notes,
  lineCount: po.lineCount,
  totalCents: po.totalCents,
  sentAt: po.sentAt,
  receivedAt: po.receivedAt,
  creatorId: users.id,
  creatorName: users.name,
  createdAt: po.createdAt,
  createdAtKey: microsecondKey(po.createdAt),
};

type SummaryRow = {
  id: string;
  number: string;
  supplierId: string;
  supplierName: string;
  status: OrderStatus;
  expectedDate: string | null;
  lineCount: number;
  totalCents: number;
  sentAt: Date | null;
  receivedAt: Date | null;
  createdAt: Date;
};

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

const toSummary = (r: SummaryRow): OrderSummary => ({
  id: r.id,
  number: r.number,
  supplier: { id: r.supplierId, name: r.supplierName },
  status: r.status,
  expectedDate: r.expectedDate,
  lineCount: r.lineCount,
  totalCents: Number(r.totalCents),
  sentAt: iso(r.sentAt),
  receivedAt: iso(r.receivedAt),
  createdAt: new Date(r.createdAt).toISOString(),
});

const selectOrders = (db: Db) =>
  db
    .select(summaryColumns)
    .from(po)
    .innerJoin(suppliers, eq(suppliers.id, po.supplierId))
    .leftJoin(users, eq(users.id, po.createdBy));
const ofOrganization = (scope: Scope) => eq(po.organizationId, scope.organizationId);

/** A page of purchase orders, newest first; `q` finds a number or a supplier's name. */
export async function listOrders(db: Db, scope: Scope, filters: OrderFilters): Promise<OrderList> {
  const where: SQL[] = [ofOrganization(scope)];
  if (filters.q) {
    const pattern = likePattern(filters.q);
    where.push(sql`(${po.number} ilike ${pattern} or ${suppliers.name} ilike ${pattern})`);
  }
  if (filters.status) where.push(eq(po.status, filters.status));
  if (filters.supplierId) where.push(eq(po.supplierId, filters.supplierId));
  if (filters.cursor) {
    const cursor = decodeCursor(filters.cursor);
    if (!cursor) throw badRequest("This page link is no longer valid. Please reload the list.");
    where.push(sql`(${po.createdAt}, ${po.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`);
  }
  const rows = await selectOrders(db)
    .where(and(...where))
    .orderBy(...newestFirst(po.createdAt, po.id))
    .limit(filters.limit + 1);
  const { page, nextCursor } = keysetPage(rows, filters.limit, (last) =>
    encodeCursor({ createdAt: last.createdAtKey, id: last.id }),
  );
  return {
    orders: page.map(toSummary),
    nextCursor,
  };
}

async function linesOf(db: Db, orderId: string): Promise<OrderLine[]> {
  const rows = await db
    .select({
      id: line.id,
      itemId: inventoryItems.id,
      name: inventoryItems.name,
      sku: inventoryItems.sku,
      unit: inventoryItems.unit,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
    })
    .from(line)
    .innerJoin(inventoryItems, eq(inventoryItems.id, line.itemId))
    .where(eq(line.purchaseOrderId, orderId))
    .orderBy(line.position, line.id);
  return rows.map((r) => {
    const quantity = Number(r.quantity);
    const unitPriceCents = Number(r.unitPriceCents);
    return {
      id: r.id,
      item: { id: r.itemId, name: r.name, sku: r.sku, unit: r.unit },
      quantity,
      unitPriceCents,
      totalCents: lineCostCents(quantity, unitPriceCents),
    };
  });
}

/** One order's columns: the list's, and the project, cost code and type it commits its total to. */
const detailColumns = {
  ...summaryColumns,
  projectId: po.projectId,
  projectName: projectNameOf(po.projectId, po.organizationId),
  ...costCodeColumns,
  costType: po.costType,
};

export async function getOrder(db: Db, scope: Scope, id: string): Promise<Order> {
  const [row] = await db
    .select(detailColumns)
    .from(po)
    .innerJoin(suppliers, eq(suppliers.id, po.supplierId))
    .leftJoin(users, eq(users.id, po.createdBy))
    .leftJoin(costCodes, costCodeJoin(po.costCodeId, po.organizationId))
    .where(and(eq(po.id, id), ofOrganization(scope)))
    .limit(1);
  if (!row) throw notFound(PROCUREMENT_MSG.orderNotFound);
  return {
    ...toSummary(row),
    notes: row.notes,
    supplierEmail: row.supplierEmail,
    project: recordRefOf(row.projectId, row.projectName),
    costCode: costCodeRefOf(row),
    costType: row.costType,
    createdBy: personRefOf(row.creatorId, row.creatorName),
    lines: await linesOf(db, id),
  };
}

/** The lines to store: every item the organization's, each quantity read, each price agreed or the item's. */
async function checkedLines(db: Db, scope: Scope, input: OrderParsed) {
  const ids = [...new Set(input.lines.map((l) => l.itemId))];
  const items = await db
    .select({ id: inventoryItems.id, unitPriceCents: inventoryItems.unitPriceCents })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.organizationId, scope.organizationId), inArray(inventoryItems.id, ids)));
  const prices = new Map(items.map((i) => [i.id, Number(i.unitPriceCents)]));
  return input.lines.map((l, i) => {
    const price = prices.get(l.itemId);
    if (price === undefined)
      throw badRequest(PROCUREMENT_MSG.unknownItem, { [`lines.${i}.itemId`]: PROCUREMENT_MSG.unknownItem });
    const quantity = parseQuantity(l.quantity);
    if (quantity === null || quantity <= 0)
      throw badRequest(PROCUREMENT_MSG.movementQuantityInvalid, {
        [`lines.${i}.quantity`]: PROCUREMENT_MSG.movementQuantityInvalid,
      });
    const agreed =
      l.unitPrice === undefined || (typeof l.unitPrice === "string" && l.unitPrice.trim() === "")
        ? price
        : parsePriceCents(l.unitPrice);
    if (agreed === null)
      throw badRequest(PROCUREMENT_MSG.priceInvalid, { [`lines.${i}.unitPrice`]: PROCUREMENT_MSG.priceInvalid });
    return { itemId: l.itemId, position: i, quantity: String(quantity), unitPriceCents: agreed };
  });
}

/**
 * The order to store: supplier, project and cost code checked against the caller's organization (`keptCostCodeId`:
 * the code the order has, kept even when it is no longer in use), and its lines.
 */
async function checkedOrder(db: Db, scope: Scope, input: OrderParsed, keptCostCodeId: string | null = null) {
  if (!(await supplierBelongs(db, scope, input.supplierId)))
    throw badRequest(PROCUREMENT_MSG.unknownSupplier, { supplierId: PROCUREMENT_MSG.unknownSupplier });
  const projectId = input.projectId || null;
  if (projectId && !(await projectBelongs(db, scope, projectId)))
    throw badRequest(PROCUREMENT_MSG.unknownProject, { projectId: PROCUREMENT_MSG.unknownProject });
  const costCodeId = await checkedCostCodeId(db, scope, input.costCodeId, keptCostCodeId);
  const lines = await checkedLines(db, scope, input);
  const totalCents = lines.reduce((sum, l) => sum + lineCostCents(Number(l.quantity), l.unitPriceCents), 0);
  return {
    lines,
    fields: {
      supplierId: input.supplierId,
      expectedDate: input.expectedDate ?? null,
      notes: input.notes,
      projectId,
      costCodeId,
      costType: input.costType ?? null,
      lineCount: lines.length,
      totalCents,
    },
  };
}

/**
 * Creates a draft order and its lines in one transaction, numbered after the year's highest number; two
 * orders numbered at the same moment clash on the unique number, and the later one takes the next.
 */
export async function createOrder(db: Db, scope: Scope, input: OrderParsed, today: string): Promise<Order> {
  const { lines, fields } = await checkedOrder(db, scope, input);
  const year = Number(today.slice(0, 4));
  for (let attempt = 0; ; attempt++) {
    try {
      const id = await db.transaction(async (trx) => {
        const [highest] = await trx
          .select({ seq: sql<number>`coalesce(max(substring(${po.number} from 9)::int), 0)::int` })
          .from(po)
          .where(and(ofOrganization(scope), sql`${po.number} ~ ${`^PO-${year}-[0-9]+$`}`));
        const [row] = await trx
          .insert(po)
          .values({
            ...fields,
            number: orderNumber(year, (highest?.seq ?? 0) + 1),
            organizationId: scope.organizationId,
            createdBy: scope.userId,
          })
          .returning({ id: po.id });
        if (!row) throw new Error("insert returned no row");
        await trx
          .insert(line)
          .values(lines.map((l) => ({ ...l, organizationId: scope.organizationId, purchaseOrderId: row.id })));
        return row.id;
      });
      return getOrder(db, scope, id);
    } catch (err) {
      if (attempt < 5 && databaseError(err)?.code === "23505") continue;
      throw err;
    }
  }
}

/**
 * Replaces a draft order's supplier, date, notes, project, cost code and type, and lines; a sent, received or
 * cancelled one stays (409).
 */
export async function updateOrder(db: Db, scope: Scope, id: string, input: OrderParsed): Promise<Order> {
  const before = await getOrder(db, scope, id);
  const { lines, fields } = await checkedOrder(db, scope, input, before.costCode?.id ?? null);
  await db.transaction(async (trx) => {
    const updated = await trx
      .update(po)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(po.id, id), ofOrganization(scope), eq(po.status, "draft")))
      .returning({ id: po.id });
    if (updated.length === 0) throw conflict(PROCUREMENT_MSG.orderLocked);
    await trx.delete(line).where(eq(line.purchaseOrderId, id));
    await trx
      .insert(line)
      .values(lines.map((l) => ({ ...l, organizationId: scope.organizationId, purchaseOrderId: id })));
  });
  return getOrder(db, scope, id);
}

/** Deletes a draft or cancelled order; one sent or received is a record and stays (409). */
export async function deleteOrder(db: Db, scope: Scope, id: string): Promise<void> {
  await getOrder(db, scope, id);
  const deleted = await db
    .delete(po)
    .where(and(eq(po.id, id), ofOrganization(scope), inArray(po.status, ["draft", "cancelled"])))
    .returning({ id: po.id });
  if (deleted.length === 0) throw conflict(PROCUREMENT_MSG.orderLocked);
}

/**
 * Moves an order (send, receive, cancel), checked and written in one statement so two clicks cannot both win;
 * receiving adds every line's quantity to its item as a "received" movement in the same transaction, so an
 * order is received once, whole.
 */
export async function moveOrder(db: Db, scope: Scope, id: string, action: OrderAction): Promise<Order> {
  const before = await getOrder(db, scope, id);
  const move = ORDER_MOVES[action];
  if (!canMoveOrder(before.status, action)) throw conflict(PROCUREMENT_MSG.orderMove(before.status, move.verb));
  const now = new Date();
  await db.transaction(async (trx) => {
    const moved = await trx
      .update(po)
      .set({
        status: move.to,
        updatedAt: now,
        ...(action === "send" ? { sentAt: now } : action === "receive" ? { receivedAt: now } : {}),
      })
      .where(and(eq(po.id, id), ofOrganization(scope), inArray(po.status, [...move.from])))
      .returning({ id: po.id });
    if (moved.length === 0)
      throw conflict(PROCUREMENT_MSG.orderMove((await getOrder(trx, scope, id)).status, move.verb));
    if (action === "receive") {
      await trx.insert(stockMovements).values(
        before.lines.map((l): typeof stockMovements.$inferInsert => ({
          organizationId: scope.organizationId,
          itemId: l.item.id,
          kind: "received",
          quantity: String(l.quantity),
          unitCostCents: l.unitPriceCents,
          purchaseOrderId: id,
          reason: `Purchase order ${before.number}`,
          createdBy: scope.userId,
        })),
      );
      // Told to its project's team, or the admins (issue 30), but not to whoever received it.
      await recordEvent(trx, {
        organizationId: scope.organizationId,
        kind: "purchase_order_received",
        key: `purchase-order-received:${id}`,
        audience: before.project
          ? { type: "project", projectId: before.project.id, except: scope.userId }
          : { type: "admins", except: scope.userId },
        title: `Purchase order ${before.number} received from ${before.supplier.name}`,
        link: `/dashboard/procurement/orders/${encodeURIComponent(id)}`,
      });
    }
  });
  return getOrder(db, scope, id);
}

/** Open orders (draft or sent): how many, and what they are worth, for the summary cards. */
export async function openOrderFigures(db: Db, scope: Scope): Promise<{ count: number; valueCents: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, value: sql<string>`coalesce(sum(${po.totalCents}), 0)::text` })
    .from(po)
    .where(and(ofOrganization(scope), inArray(po.status, ["draft", "sent"])));
  return { count: row?.count ?? 0, valueCents: Number(row?.value ?? 0) };
}

/** Takes a sent order back to draft when its e-mail could not be recorded, so it can be sent again. */
export async function unsendOrder(db: Db, scope: Scope, id: string): Promise<void> {
  await db
    .update(po)
    .set({ status: "draft", sentAt: null, updatedAt: new Date() })
    .where(and(eq(po.id, id), ofOrganization(scope), eq(po.status, "sent")));
}
