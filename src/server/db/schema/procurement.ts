import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { COST_TYPES, MOVEMENT_KINDS, ORDER_STATUSES } from "../../../shared/column-values.ts";
import { costCodes } from "./cost-codes.ts";
import { createdAt, id, oneOf, organizationId, updatedAt } from "./columns.ts";
import { projects } from "./projects.ts";

/** Quantities of stock: up to three decimals (2.5 t of gravel, 12 bags), never more than a billion. */
const quantity = (name: string) => numeric(name, { precision: 15, scale: 3 });

/** The organization's suppliers (issue 13: real records instead of the spec's samples). */
export const suppliers = pgTable(
  "suppliers",
  {
    id: id(),
    organizationId: organizationId(),
    name: text("name").notNull(),
    contactName: text("contact_name").notNull().default(""),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    paymentTerms: text("payment_terms").notNull().default(""),
    notes: text("notes").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("suppliers_org_name_idx").on(t.organizationId, t.name, t.id),
    // The list's "contains" search (pg_trgm, migration 0014).
    index("suppliers_search_idx").using(
      "gin",
      sql`(${t.name} || ' ' || ${t.contactName} || ' ' || ${t.email}) gin_trgm_ops`,
    ),
  ],
);

/**
 * The spec's inventory items. `quantity` is never written directly: it is the sum of the item's stock movements,
 * kept by the trigger of migration 0011 and checked never below zero; `status` follows from it (generated).
 */
export const inventoryItems = pgTable(
  "inventory_items",
  {
    id: id(),
    organizationId: organizationId(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    sku: text("sku").notNull().default(""),
    quantity: quantity("quantity").notNull().default("0"),
    unit: text("unit").notNull(),
    unitPriceCents: bigint("unit_price_cents", { mode: "number" }).notNull(),
    location: text("location").notNull(),
    minimumStock: quantity("minimum_stock").notNull().default("0"),
    reorderPoint: quantity("reorder_point").notNull().default("0"),
    supplierId: text("supplier_id").references(() => suppliers.id, { onDelete: "set null" }),
    status: text("status")
      .notNull()
      .generatedAlwaysAs(
        sql`case when quantity <= 0 then 'Out of Stock' when quantity <= greatest(reorder_point, minimum_stock) then 'Low Stock' else 'In Stock' end`,
      ),
    /**
     * Name, SKU, category and location in lower case, what the list's "contains" search reads: LIKE on it with the
     * pattern lowered is ILIKE on them (PostgreSQL's ILIKE lowers both sides), without lowering every row it reads.
     */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || sku || ' ' || category || ' ' || location)`),
    /** The stock's value in cents, quantity × unit price rounded (lineCostCents): what the summary adds up. */
    valueCents: numeric("value_cents")
      .notNull()
      .generatedAlwaysAs(sql`round(quantity * unit_price_cents)`),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("inventory_items_org_name_idx").on(t.organizationId, t.name, t.id),
    index("inventory_items_org_status_idx").on(t.organizationId, t.status),
    // The list's "contains" search (pg_trgm, migration 0014), on the lowered text since migration 0016.
    index("inventory_items_search_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    uniqueIndex("inventory_items_org_sku_idx")
      .on(t.organizationId, sql`lower(${t.sku})`)
      .where(sql`${t.sku} <> ''`),
    check("inventory_items_quantity", sql`${t.quantity} >= 0`),
    check("inventory_items_levels", sql`${t.minimumStock} >= 0 and ${t.reorderPoint} >= 0`),
    check("inventory_items_price", sql`${t.unitPriceCents} >= 0 and ${t.unitPriceCents} < 10000000000000`),
  ],
);

/**
 * Every change of an item's stock: received (+), issued to a project (−), adjusted (± with a reason). A ledger:
 * rows are only added (the trigger refuses updates and deletes while the item exists).
 */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: id(),
    organizationId: organizationId(),
    itemId: text("item_id")
      .notNull()
      .references(() => inventoryItems.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: MOVEMENT_KINDS }).notNull(),
    /** Signed: what this movement adds to the item's quantity. */
    quantity: quantity("quantity").notNull(),
    unitCostCents: bigint("unit_cost_cents", { mode: "number" }).notNull().default(0),
    projectId: text("project_id").references(() => projects.id, { onDelete: "set null" }),
    purchaseOrderId: text("purchase_order_id").references(() => purchaseOrders.id, { onDelete: "set null" }),
    reason: text("reason").notNull().default(""),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("stock_movements_item_idx").on(t.itemId, t.createdAt.desc(), t.id.desc()),
    index("stock_movements_org_project_idx").on(t.organizationId, t.projectId),
    check("stock_movements_kind", oneOf(t.kind, MOVEMENT_KINDS)),
    check(
      "stock_movements_sign",
      sql`(${t.kind} = 'received' and ${t.quantity} > 0) or (${t.kind} = 'issued' and ${t.quantity} < 0 and ${t.projectId} is not null) or (${t.kind} = 'adjusted' and ${t.quantity} <> 0 and ${t.reason} <> '')`,
    ),
  ],
);

/** Purchase orders: draft → sent → received, or cancelled before receipt. */
export const purchaseOrders = pgTable(
  "purchase_orders",
  {
    id: id(),
    organizationId: organizationId(),
    number: text("number").notNull(),
    supplierId: text("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "restrict" }),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("draft"),
    expectedDate: date("expected_date", { mode: "string" }),
    notes: text("notes").notNull().default(""),
    /** Job costing (issue 29): the project, cost code and type an order commits its total to. */
    projectId: text("project_id").references(() => projects.id, { onDelete: "set null" }),
    costCodeId: text("cost_code_id").references(() => costCodes.id, { onDelete: "set null" }),
    costType: text("cost_type", { enum: COST_TYPES }),
    /** Its lines' count and total, written with the lines (lists and cards read them without the lines). */
    lineCount: integer("line_count").notNull().default(0),
    totalCents: bigint("total_cents", { mode: "number" }).notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("purchase_orders_org_created_idx").on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index("purchase_orders_org_status_idx").on(t.organizationId, t.status, t.totalCents),
    uniqueIndex("purchase_orders_org_number_idx").on(t.organizationId, t.number),
    check("purchase_orders_status", oneOf(t.status, ORDER_STATUSES)),
    index("purchase_orders_project_cost_idx").on(
      t.organizationId,
      t.projectId,
      t.costCodeId,
      t.costType,
      t.status,
      t.totalCents,
    ),
    check("purchase_orders_cost_type", sql`${t.costType} is null or ${oneOf(t.costType, COST_TYPES, ", ")}`),
  ],
);

/** A purchase order's lines: an item, a quantity and the price agreed for it. */
export const purchaseOrderLines = pgTable(
  "purchase_order_lines",
  {
    id: id(),
    organizationId: organizationId(),
    purchaseOrderId: text("purchase_order_id")
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: "cascade" }),
    itemId: text("item_id")
      .notNull()
      .references(() => inventoryItems.id, { onDelete: "restrict" }),
    /** The line's place in its order, as it was entered. */
    position: integer("position").notNull().default(0),
    quantity: quantity("quantity").notNull(),
    unitPriceCents: bigint("unit_price_cents", { mode: "number" }).notNull(),
  },
  (t) => [
    index("purchase_order_lines_order_idx").on(t.purchaseOrderId, t.position),
    index("purchase_order_lines_item_idx").on(t.itemId),
    check("purchase_order_lines_quantity", sql`${t.quantity} > 0`),
    check("purchase_order_lines_price", sql`${t.unitPriceCents} >= 0 and ${t.unitPriceCents} < 10000000000000`),
  ],
);

/** A generated procurement report: who, when, and its figures and rows as they were. */
export const procurementReports = pgTable(
  "procurement_reports",
  {
    id: id(),
    organizationId: organizationId(),
    generatedBy: text("generated_by").references(() => users.id, { onDelete: "set null" }),
    data: jsonb("data").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("procurement_reports_org_created_idx").on(t.organizationId, t.createdAt.desc())],
);
