import type { Deleted } from "../../shared/contracts/common.ts";
import { href, route } from "../../shared/route.ts";
import type {
  Item,
  ItemCreateInput,
  ItemList,
  ItemListQuery,
  ItemUpdateInput,
  LowStockList,
  MovementInput,
  MovementList,
  MovementListQuery,
  MovementResult,
  Order,
  OrderInput,
  OrderList,
  OrderListQuery,
  ProcurementReport,
  ProcurementSummary,
  ReportInput,
  Supplier,
  SupplierInput,
  SupplierList,
  SupplierListQuery,
} from "./procurement.contract.ts";

const reportFile = <F extends "pdf" | "xlsx" | "csv">(format: F) =>
  route("GET", `/api/procurement/reports/:id/${format}`).with<{ answer: void }>();

/**
 * The procurement module's routes (decision 0047): the server registers them, the browser calls them. Nothing
 * heavier than strings at run time, so the app may ask for a page's first data while its code loads (`firstRequests`).
 */
export const procurementEndpoints = {
  /** A page of inventory items by name, filtered by text, status and supplier. */
  items: route("GET", "/api/procurement/items").with<{ query: ItemListQuery; answer: ItemList }>(),
  item: route("GET", "/api/procurement/items/:id").with<{ answer: Item }>(),
  /** Adds an item; its quantity is its opening stock. */
  createItem: route("POST", "/api/procurement/items").with<{ body: ItemCreateInput; answer: Item }>(),
  /** Changes an item's fields (never its quantity). */
  updateItem: route("PUT", "/api/procurement/items/:id").with<{ body: ItemUpdateInput; answer: Item }>(),
  deleteItem: route("DELETE", "/api/procurement/items/:id").with<{ answer: Deleted }>(),
  /** A page of an item's stock movements, newest first. */
  movements: route("GET", "/api/procurement/items/:id/movements").with<{
    query: MovementListQuery;
    answer: MovementList;
  }>(),
  /** Receives, issues to a project or adjusts an item's stock. */
  recordMovement: route("POST", "/api/procurement/items/:id/movements").with<{
    body: MovementInput;
    answer: MovementResult;
  }>(),
  /** The inventory's summary cards. */
  summary: route("GET", "/api/procurement/summary").with<{ answer: ProcurementSummary }>(),
  /** Items at or below their reorder point. */
  lowStock: route("GET", "/api/procurement/low-stock").with<{ answer: LowStockList }>(),
  /** A page of suppliers by name. */
  suppliers: route("GET", "/api/procurement/suppliers").with<{ query: SupplierListQuery; answer: SupplierList }>(),
  supplier: route("GET", "/api/procurement/suppliers/:id").with<{ answer: Supplier }>(),
  createSupplier: route("POST", "/api/procurement/suppliers").with<{ body: SupplierInput; answer: Supplier }>(),
  updateSupplier: route("PUT", "/api/procurement/suppliers/:id").with<{ body: SupplierInput; answer: Supplier }>(),
  deleteSupplier: route("DELETE", "/api/procurement/suppliers/:id").with<{ answer: Deleted }>(),
  /** A page of purchase orders, newest first. */
  orders: route("GET", "/api/procurement/orders").with<{ query: OrderListQuery; answer: OrderList }>(),
  order: route("GET", "/api/procurement/orders/:id").with<{ answer: Order }>(),
  createOrder: route("POST", "/api/procurement/orders").with<{ body: OrderInput; answer: Order }>(),
  updateOrder: route("PUT", "/api/procurement/orders/:id").with<{ body: OrderInput; answer: Order }>(),
  deleteOrder: route("DELETE", "/api/procurement/orders/:id").with<{ answer: Deleted }>(),
  /** A draft e-mailed to its supplier with its PDF, then Sent. */
  sendOrder: route("POST", "/api/procurement/orders/:id/send").with<{ answer: Order }>(),
  /** Every line's stock added. */
  receiveOrder: route("POST", "/api/procurement/orders/:id/receive").with<{ answer: Order }>(),
  cancelOrder: route("POST", "/api/procurement/orders/:id/cancel").with<{ answer: Order }>(),
  /** The order as a PDF: a file, linked to, not read. */
  orderPdf: route("GET", "/api/procurement/orders/:id/pdf").with<{ answer: void }>(),
  /** Generates and saves the inventory report (its files download from the answer's id). */
  generateReport: route("POST", "/api/procurement/reports").with<{ body: ReportInput; answer: ProcurementReport }>(),
  report: route("GET", "/api/procurement/reports/:id").with<{ answer: ProcurementReport }>(),
  /** The saved report's files: linked to, not read. */
  reportFiles: { pdf: reportFile("pdf"), xlsx: reportFile("xlsx"), csv: reportFile("csv") },
};

/** Items to choose from (an order's lines), and suppliers (an item's, an order's, the inventory's filter): the first 200 by name. */
export const OPTIONS_QUERY = { limit: 200 } as const;

/**
 * What /dashboard/procurement/* asks for first. The inventory tab: its cards, the low-stock panel, the suppliers
 * its filter offers and, unfiltered, the item list; the other tabs their unfiltered list, an order its record.
 * Filtered lists are left to the page.
 */
export function procurementFirstRequests(rest: string, search: URLSearchParams): string[] {
  const e = procurementEndpoints;
  const filtered = [...search.keys()].length > 0;
  const [tab = "", orderId] = rest.split("/");
  if (tab === "") {
    const summary = href(e.summary, {});
    const lowStock = href(e.lowStock, {});
    const supplierOptions = href(e.suppliers, { query: OPTIONS_QUERY });
    return filtered ? [summary, lowStock, supplierOptions] : [summary, lowStock, href(e.items, {}), supplierOptions];
  }
  if (tab === "suppliers") return filtered ? [] : [href(e.suppliers, {})];
  if (tab === "orders") {
    if (orderId) return [href(e.order, { params: { id: orderId } })];
    return filtered ? [] : [href(e.orders, {})];
  }
  return [];
}
