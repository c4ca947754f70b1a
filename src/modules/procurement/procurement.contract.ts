import { z } from "zod";
import { COST_CODE_MSG } from "../../shared/cost-code-messages.ts";
import { costCodeRef, isoDate, personRef, recordRef } from "../../shared/contracts/common.ts";
import {
  COST_TYPES,
  ITEM_PAGE_SIZE,
  ITEM_STATUSES,
  MAX_ORDER_LINES,
  MOVEMENT_KINDS,
  MOVEMENT_PAGE_SIZE,
  ORDER_PAGE_SIZE,
  ORDER_STATUSES,
  parsePriceCents,
  parseQuantity,
  PROCUREMENT_MSG,
  SUPPLIER_PAGE_SIZE,
} from "./procurement.constants.ts";

const text = (max: number, message = `Keep it under ${max} characters.`) => z.string().trim().max(max, message);
const required = (max: number, missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, `Keep it under ${max} characters.`);
/** A number or its text, checked by `parse` (the range is the caller's). */
const numberText = (missing: string) => z.union([z.number(), z.string().max(40)], { error: missing });
const optionalId = z.string().max(100).nullable().optional();
const limit = (size: number) => z.coerce.number().int().min(1).max(200).optional().default(size);
const blank = (v: string | number) => typeof v === "string" && v.trim() === "";

const ITEM_MISSING = PROCUREMENT_MSG.itemMissing;

/** An item's fields as the Add Item and Update forms send them (the quantity only when adding: the opening stock). */
const itemFields = {
  name: required(200, ITEM_MISSING),
  category: required(100, ITEM_MISSING),
  sku: text(60, "Keep the SKU under 60 characters.").optional().default(""),
  unit: required(30, ITEM_MISSING),
  unitPrice: numberText(ITEM_MISSING),
  location: required(200, ITEM_MISSING),
  minimumStock: z.union([z.number(), z.string().max(40)]).optional(),
  reorderPoint: z.union([z.number(), z.string().max(40)]).optional(),
  supplierId: optionalId,
};

type LevelInput = { unitPrice: string | number; minimumStock?: string | number; reorderPoint?: string | number };
function checkLevels(t: LevelInput, ctx: z.RefinementCtx) {
  if (blank(t.unitPrice)) ctx.addIssue({ code: "custom", path: ["unitPrice"], message: ITEM_MISSING });
  else if (parsePriceCents(t.unitPrice) === null)
    ctx.addIssue({ code: "custom", path: ["unitPrice"], message: PROCUREMENT_MSG.priceInvalid });
  for (const key of ["minimumStock", "reorderPoint"] as const) {
    const v = t[key];
    if (v === undefined || blank(v)) continue;
    const q = parseQuantity(v);
    if (q === null || q < 0) ctx.addIssue({ code: "custom", path: [key], message: PROCUREMENT_MSG.quantityInvalid });
  }
}

export const itemCreateInput = z.object({ ...itemFields, quantity: numberText(ITEM_MISSING) }).superRefine((t, ctx) => {
  checkLevels(t, ctx);
  if (blank(t.quantity)) ctx.addIssue({ code: "custom", path: ["quantity"], message: ITEM_MISSING });
  else {
    const q = parseQuantity(t.quantity);
    if (q === null || q < 0)
      ctx.addIssue({ code: "custom", path: ["quantity"], message: PROCUREMENT_MSG.quantityInvalid });
  }
});
export type ItemCreateInput = z.input<typeof itemCreateInput>;
export type ItemCreateParsed = z.output<typeof itemCreateInput>;

export const itemUpdateInput = z.object(itemFields).superRefine(checkLevels);
export type ItemUpdateInput = z.input<typeof itemUpdateInput>;
export type ItemUpdateParsed = z.output<typeof itemUpdateInput>;

export const item = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  sku: z.string(),
  quantity: z.number(),
  unit: z.string(),
  unitPriceCents: z.number().int(),
  /** Quantity × unit price, in cents. */
  valueCents: z.number().int(),
  location: z.string(),
  minimumStock: z.number(),
  reorderPoint: z.number(),
  status: z.enum(ITEM_STATUSES),
  supplier: recordRef.nullable(),
  /** The spec's lastUpdated. */
  updatedAt: z.string(),
  createdAt: z.string(),
});
export type Item = z.infer<typeof item>;

export const itemListQuery = z.object({
  /** Name, SKU, category or location, case-insensitive. */
  q: z.string().trim().max(200).optional(),
  status: z.enum(ITEM_STATUSES).optional(),
  supplierId: z.string().max(100).optional(),
  cursor: z.string().max(400).optional(),
  limit: limit(ITEM_PAGE_SIZE),
});
export type ItemListQuery = z.input<typeof itemListQuery>;
export type ItemFilters = z.output<typeof itemListQuery>;
export const itemList = z.object({ items: z.array(item), nextCursor: z.string().nullable() });
export type ItemList = z.infer<typeof itemList>;

/** A stock movement: received and issued take a quantity above zero; adjusted a signed change and a reason. */
export const movementInput = z
  .object({
    kind: z.enum(MOVEMENT_KINDS, { error: `Choose a movement: ${MOVEMENT_KINDS.join(", ")}.` }),
    quantity: numberText(PROCUREMENT_MSG.movementQuantityInvalid),
    projectId: optionalId,
    reason: text(500, "Keep the reason under 500 characters.").optional().default(""),
    /** The caller's calendar date: an issue's cost is dated with it in finance. */
    today: z.iso.date().optional(),
  })
  .superRefine((m, ctx) => {
    const q = parseQuantity(m.quantity);
    if (m.kind === "adjusted") {
      if (q === null || q === 0)
        ctx.addIssue({ code: "custom", path: ["quantity"], message: PROCUREMENT_MSG.adjustmentInvalid });
      if (m.reason.trim() === "")
        ctx.addIssue({ code: "custom", path: ["reason"], message: PROCUREMENT_MSG.reasonMissing });
    } else if (q === null || q <= 0)
      ctx.addIssue({ code: "custom", path: ["quantity"], message: PROCUREMENT_MSG.movementQuantityInvalid });
    if (m.kind === "issued" && !m.projectId)
      ctx.addIssue({ code: "custom", path: ["projectId"], message: PROCUREMENT_MSG.projectMissing });
  });
export type MovementInput = z.input<typeof movementInput>;
export type MovementParsed = z.output<typeof movementInput>;

export const movement = z.object({
  id: z.string(),
  kind: z.enum(MOVEMENT_KINDS),
  /** Signed: what it added to the item's quantity. */
  quantity: z.number(),
  unitCostCents: z.number().int(),
  project: recordRef.nullable(),
  purchaseOrder: z.object({ id: z.string(), number: z.string() }).nullable(),
  reason: z.string(),
  createdBy: personRef.nullable(),
  createdAt: z.string(),
});
export type Movement = z.infer<typeof movement>;
export const movementList = z.object({ movements: z.array(movement), nextCursor: z.string().nullable() });
export type MovementList = z.infer<typeof movementList>;
export const movementResult = z.object({ item, movement });
export type MovementResult = z.infer<typeof movementResult>;
export const movementListQuery = z.object({ cursor: z.string().max(400).optional(), limit: limit(MOVEMENT_PAGE_SIZE) });
export type MovementListQuery = z.input<typeof movementListQuery>;

const SUPPLIER_MISSING = PROCUREMENT_MSG.supplierMissing;
export const supplierInput = z.object({
  name: required(200, SUPPLIER_MISSING),
  contactName: text(200).optional().default(""),
  email: z
    .union([z.literal(""), z.email(PROCUREMENT_MSG.emailInvalid).max(254)])
    .optional()
    .default(""),
  phone: text(50).optional().default(""),
  paymentTerms: text(100).optional().default(""),
  notes: text(2000).optional().default(""),
});
export type SupplierInput = z.input<typeof supplierInput>;
export type SupplierParsed = z.output<typeof supplierInput>;

export const supplier = z.object({
  id: z.string(),
  name: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  paymentTerms: z.string(),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Supplier = z.infer<typeof supplier>;
export const supplierListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  cursor: z.string().max(400).optional(),
  limit: limit(SUPPLIER_PAGE_SIZE),
});
export type SupplierListQuery = z.input<typeof supplierListQuery>;
export type SupplierFilters = z.output<typeof supplierListQuery>;
export const supplierList = z.object({ suppliers: z.array(supplier), nextCursor: z.string().nullable() });
export type SupplierList = z.infer<typeof supplierList>;

const ORDER_MISSING = PROCUREMENT_MSG.orderMissing;
const orderLineInput = z
  .object({
    itemId: z.string({ error: ORDER_MISSING }).min(1, ORDER_MISSING).max(100),
    quantity: numberText(ORDER_MISSING),
    /** The agreed price; the item's unit price when absent. */
    unitPrice: z.union([z.number(), z.string().max(40)]).optional(),
  })
  .superRefine((l, ctx) => {
    const q = parseQuantity(l.quantity);
    if (q === null || q <= 0)
      ctx.addIssue({ code: "custom", path: ["quantity"], message: PROCUREMENT_MSG.movementQuantityInvalid });
    if (l.unitPrice !== undefined && !blank(l.unitPrice) && parsePriceCents(l.unitPrice) === null)
      ctx.addIssue({ code: "custom", path: ["unitPrice"], message: PROCUREMENT_MSG.priceInvalid });
  });

export const orderInput = z.object({
  supplierId: z.string({ error: ORDER_MISSING }).min(1, ORDER_MISSING).max(100),
  expectedDate: isoDate("Please enter a valid date (YYYY-MM-DD).").nullable().optional(),
  notes: text(2000).optional().default(""),
  /** Job costing (issue 29): the project, cost code and type the order commits its total to; each optional. */
  projectId: optionalId,
  costCodeId: optionalId,
  costType: z.enum(COST_TYPES, { error: COST_CODE_MSG.typeInvalid }).nullable().optional(),
  lines: z
    .array(orderLineInput, { error: ORDER_MISSING })
    .min(1, ORDER_MISSING)
    .max(MAX_ORDER_LINES, `A purchase order holds at most ${MAX_ORDER_LINES} lines.`),
});
export type OrderInput = z.input<typeof orderInput>;
export type OrderParsed = z.output<typeof orderInput>;

export const orderLine = z.object({
  id: z.string(),
  item: z.object({ id: z.string(), name: z.string(), sku: z.string(), unit: z.string() }),
  quantity: z.number(),
  unitPriceCents: z.number().int(),
  totalCents: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLine>;

export const orderSummary = z.object({
  id: z.string(),
  number: z.string(),
  supplier: recordRef,
  status: z.enum(ORDER_STATUSES),
  expectedDate: z.string().nullable(),
  lineCount: z.number().int(),
  totalCents: z.number().int(),
  sentAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const order = orderSummary.extend({
  notes: z.string(),
  supplierEmail: z.string(),
  project: recordRef.nullable(),
  costCode: costCodeRef.nullable(),
  costType: z.enum(COST_TYPES).nullable(),
  lines: z.array(orderLine),
  createdBy: personRef.nullable(),
});
export type Order = z.infer<typeof order>;

export const orderListQuery = z.object({
  /** The order's number or its supplier's name. */
  q: z.string().trim().max(200).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  supplierId: z.string().max(100).optional(),
  cursor: z.string().max(400).optional(),
  limit: limit(ORDER_PAGE_SIZE),
});
export type OrderListQuery = z.input<typeof orderListQuery>;
export type OrderFilters = z.output<typeof orderListQuery>;
export const orderList = z.object({ orders: z.array(orderSummary), nextCursor: z.string().nullable() });
export type OrderList = z.infer<typeof orderList>;

/** The inventory's summary cards. */
export const procurementSummary = z.object({
  itemCount: z.number().int(),
  stockValueCents: z.number().int(),
  lowStockCount: z.number().int(),
  outOfStockCount: z.number().int(),
  openOrderCount: z.number().int(),
  openOrderValueCents: z.number().int(),
});
export type ProcurementSummary = z.infer<typeof procurementSummary>;

export const lowStockList = z.object({ items: z.array(item), more: z.boolean() });
export type LowStockList = z.infer<typeof lowStockList>;

/** POST /api/procurement/reports: the caller's today dates it. */
export const reportInput = z.object({ today: z.iso.date().optional() }).nullish();
export type ReportInput = z.input<typeof reportInput>;

/** procurement_reports.data: the inventory, its figures and the open orders as they were. */
export const reportData = z.object({
  reportDate: z.iso.date(),
  summary: procurementSummary,
  items: z.array(
    z.object({
      name: z.string(),
      sku: z.string(),
      category: z.string(),
      location: z.string(),
      quantity: z.number(),
      unit: z.string(),
      unitPriceCents: z.number().int(),
      valueCents: z.number().int(),
      reorderPoint: z.number(),
      status: z.enum(ITEM_STATUSES),
      supplierName: z.string().nullable(),
    }),
  ),
  openOrders: z.array(
    z.object({
      number: z.string(),
      supplierName: z.string(),
      status: z.enum(ORDER_STATUSES),
      expectedDate: z.string().nullable(),
      totalCents: z.number().int(),
    }),
  ),
});
export type ReportData = z.infer<typeof reportData>;

export const procurementReport = z.object({
  id: z.string(),
  reportDate: z.string(),
  summary: procurementSummary,
  generatedBy: personRef.nullable(),
  createdAt: z.string(),
});
export type ProcurementReport = z.infer<typeof procurementReport>;
