import { lineNetCents, readPriceCents, readQuantity } from "../../shared/line-items.ts";
// The values its tables' columns hold: listed in src/shared, where the database schema types those columns with
// them and writes their checks from them.
import { COST_TYPES, MOVEMENT_KINDS, ORDER_STATUSES } from "../../shared/column-values.ts";

// The procurement module's statuses, texts, limits and small rules: plain values a screen's first render may
// import without loading the zod schemas of procurement.contract.ts (decision 0007).

/** Spec: In Stock, Low Stock, Out of Stock — derived from the quantity (itemStatus), never set by hand. */
export const ITEM_STATUSES = ["In Stock", "Low Stock", "Out of Stock"] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export { MOVEMENT_KINDS };
export type MovementKind = (typeof MOVEMENT_KINDS)[number];
export const MOVEMENT_LABELS: Record<MovementKind, string> = {
  received: "Received",
  issued: "Issued",
  adjusted: "Adjusted",
};

export { ORDER_STATUSES };
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  received: "Received",
  cancelled: "Cancelled",
};

/** Job costing (issue 29): what an order's cost is, beside its cost code. */
export { COST_TYPES };
export type CostType = (typeof COST_TYPES)[number];

/** Payment terms offered for a supplier (free text is kept too). */
export const PAYMENT_TERMS = ["Due on receipt", "Net 15", "Net 30", "Net 45", "Net 60"] as const;

export const isItemStatus = (s: string): s is ItemStatus => (ITEM_STATUSES as readonly string[]).includes(s);
export const isOrderStatus = (s: string): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s);

export const ITEM_PAGE_SIZE = 50;
export const SUPPLIER_PAGE_SIZE = 50;
export const ORDER_PAGE_SIZE = 50;
export const MOVEMENT_PAGE_SIZE = 20;
/** The most lines one purchase order holds, and low-stock items one answer lists. */
export const MAX_ORDER_LINES = 200;
export const LOW_STOCK_LIMIT = 50;
/** A quantity: at most three decimals, below a trillion. */
export const MAX_QUANTITY = 1_000_000_000_000;
/** A unit price: zero or more, below $100 billion (in cents). */
export const MAX_PRICE_CENTS = 10_000_000_000_000;

/** The spec's texts for the inventory screens, and the ones this product adds. */
export const PROCUREMENT_MSG = {
  itemMissing: "Name, Category, Quantity, Unit, Unit Price and Location are required.",
  supplierMissing: "Supplier name is required.",
  orderMissing: "Choose a supplier and add at least one item with its quantity.",
  quantityInvalid: "Enter a quantity of zero or more, with at most three decimals.",
  movementQuantityInvalid: "Enter a quantity above zero, with at most three decimals.",
  adjustmentInvalid: "Enter the change in stock, like 5 or -3 (not zero).",
  priceInvalid: "Unit price must be an amount of money of zero or more, like 12.50.",
  reasonMissing: "Say why the stock is adjusted (count, damage, loss…).",
  projectMissing: "Choose the project the stock is issued to.",
  unknownProject: "The selected project does not exist.",
  unknownSupplier: "The selected supplier does not exist.",
  unknownItem: "An item of this order does not exist.",
  emailInvalid: "Enter a valid e-mail address, like orders@supplier.com.",
  skuTaken: (sku: string) => `Another item already has the SKU ${sku}.`,
  notEnoughStock: (name: string, left: string) => `Not enough ${name} in stock: ${left} left.`,
  itemNotFound: "Item not found.",
  supplierNotFound: "Supplier not found.",
  orderNotFound: "Purchase order not found.",
  reportNotFound: "Report not found.",
  itemInUse: "This item is on purchase orders: it stays while they do.",
  supplierInUse: "This supplier has purchase orders: it stays while they do.",
  orderLocked: "Only a draft purchase order can be changed or deleted.",
  orderMove: (from: OrderStatus, action: string) =>
    `A ${ORDER_STATUS_LABELS[from].toLowerCase()} purchase order cannot be ${action}.`,
  supplierNoEmail: "Add the supplier's e-mail address before sending the order.",
  itemCreated: "Item added successfully.",
  itemUpdated: "Item updated successfully.",
  itemDeleted: "Item deleted successfully.",
  movementRecorded: "Stock updated successfully.",
  supplierCreated: "Supplier added successfully.",
  supplierUpdated: "Supplier updated successfully.",
  supplierDeleted: "Supplier deleted successfully.",
  orderCreated: "Purchase order created successfully.",
  orderUpdated: "Purchase order updated successfully.",
  orderDeleted: "Purchase order deleted successfully.",
  orderSent: (email: string) => `Purchase order sent to ${email}.`,
  orderReceived: "Purchase order received: stock added.",
  orderCancelled: "Purchase order cancelled.",
  reportGenerated: "Report generated successfully",
  fetchError: "Error fetching inventory",
  suppliersFetchError: "Error fetching suppliers",
  ordersFetchError: "Error fetching purchase orders",
  orderFetchError: "Error fetching purchase order",
  sendError: "Error sending purchase order",
  receiveError: "Error receiving purchase order",
  cancelError: "Error cancelling purchase order",
  movementError: "Error updating stock",
  lineItemMissing: "Choose an item.",
  saveError: "Error saving",
  deleteError: "Error deleting",
  reportError: "Error generating report",
} as const;

/**
 * A quantity typed or sent: a number or its text ("12", "2.5", "1,200"), at most three decimals (the shared
 * line-item reading, src/shared/line-items.ts); null for anything else. The sign is kept: callers decide the range.
 */
export function parseQuantity(value: string | number | null | undefined): number | null {
  const n = readQuantity(value);
  return n !== null && Math.abs(n) < MAX_QUANTITY ? n : null;
}

/** A unit price typed or sent, in whole cents: zero or more; null otherwise. */
export function parsePriceCents(value: string | number | null | undefined): number | null {
  const cents = readPriceCents(value);
  return cents !== null && cents < MAX_PRICE_CENTS ? cents : null;
}

/** "12.5" for 12.5, "1,200" for 1200: a quantity as shown. */
export const formatQuantity = (q: number) => q.toLocaleString("en-US", { maximumFractionDigits: 3 });

/** The stock status of a quantity (the same rule as the table's generated column). */
export function itemStatus(quantity: number, reorderPoint: number, minimumStock: number): ItemStatus {
  if (quantity <= 0) return "Out of Stock";
  return quantity <= Math.max(reorderPoint, minimumStock) ? "Low Stock" : "In Stock";
}

/** What a quantity at a unit price costs, in cents, rounded half up once (big.js). */
export const lineCostCents = lineNetCents;

export const procurementReportFileName = (reportDate: string, format: "pdf" | "xlsx" | "csv") =>
  `inventory-report-${reportDate}.${format}`;
