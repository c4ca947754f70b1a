import type { ItemStatus, OrderStatus } from "./procurement.constants.ts";

/**
 * The procurement screens' GET addresses, apart from procurement-api.ts so that the app can ask for a page's
 * first data while its code loads (the registry's `firstRequests`): nothing heavier than strings here.
 */

/** The inventory list's filters as the address keeps them ("" is "all"). */
export type ItemFilters = { q: string; status: ItemStatus | ""; supplier: string };
export const NO_ITEM_FILTERS: ItemFilters = { q: "", status: "", supplier: "" };

/** The purchase orders list's filters ("" is "all"). */
export type OrderFilters = { q: string; status: OrderStatus | "" };
export const NO_ORDER_FILTERS: OrderFilters = { q: "", status: "" };

export type SupplierFilters = { q: string };
export const NO_SUPPLIER_FILTERS: SupplierFilters = { q: "" };

const BASE = "/api/procurement";
const withQuery = (path: string, params: URLSearchParams) => (params.size > 0 ? `${path}?${params}` : path);
const id = (value: string) => encodeURIComponent(value);

export const ITEMS_PATH = `${BASE}/items`;
export const SUPPLIERS_PATH = `${BASE}/suppliers`;
export const ORDERS_PATH = `${BASE}/orders`;
export const REPORTS_PATH = `${BASE}/reports`;
export const PROCUREMENT_SUMMARY_PATH = `${BASE}/summary`;
export const LOW_STOCK_PATH = `${BASE}/low-stock`;
/** Items to choose from (an order's lines): the first 200 by name. */
export const ITEM_OPTIONS_PATH = `${ITEMS_PATH}?limit=200`;
/** Suppliers to choose from (an item's supplier, an order's, the inventory's filter): the first 200 by name. */
export const SUPPLIER_OPTIONS_PATH = `${SUPPLIERS_PATH}?limit=200`;

export const itemPath = (itemId: string) => `${ITEMS_PATH}/${id(itemId)}`;
export const supplierPath = (supplierId: string) => `${SUPPLIERS_PATH}/${id(supplierId)}`;
export const orderPath = (orderId: string) => `${ORDERS_PATH}/${id(orderId)}`;

export function itemListPath(f: ItemFilters, cursor?: string): string {
  const params = new URLSearchParams();
  if (f.q) params.set("q", f.q);
  if (f.status) params.set("status", f.status);
  if (f.supplier) params.set("supplierId", f.supplier);
  if (cursor) params.set("cursor", cursor);
  return withQuery(ITEMS_PATH, params);
}

export function itemMovementsPath(itemId: string, cursor?: string): string {
  const params = new URLSearchParams();
  if (cursor) params.set("cursor", cursor);
  return withQuery(`${itemPath(itemId)}/movements`, params);
}

export function supplierListPath(f: SupplierFilters, cursor?: string): string {
  const params = new URLSearchParams();
  if (f.q) params.set("q", f.q);
  if (cursor) params.set("cursor", cursor);
  return withQuery(SUPPLIERS_PATH, params);
}

export function orderListPath(f: OrderFilters, cursor?: string): string {
  const params = new URLSearchParams();
  if (f.q) params.set("q", f.q);
  if (f.status) params.set("status", f.status);
  if (cursor) params.set("cursor", cursor);
  return withQuery(ORDERS_PATH, params);
}

/**
 * What /dashboard/procurement/* asks for first. The inventory tab: its cards, the low-stock panel, the suppliers
 * its filter offers and, unfiltered, the item list; the other tabs their unfiltered list, an order its record.
 * Filtered lists are left to the page.
 */
export function procurementFirstRequests(rest: string, search: URLSearchParams): string[] {
  const filtered = [...search.keys()].length > 0;
  const [tab = "", orderId] = rest.split("/");
  if (tab === "") {
    const always = [PROCUREMENT_SUMMARY_PATH, LOW_STOCK_PATH, SUPPLIER_OPTIONS_PATH];
    return filtered ? always : [PROCUREMENT_SUMMARY_PATH, LOW_STOCK_PATH, itemListPath(NO_ITEM_FILTERS), SUPPLIER_OPTIONS_PATH];
  }
  if (tab === "suppliers") return filtered ? [] : [supplierListPath(NO_SUPPLIER_FILTERS)];
  if (tab === "orders") {
    if (orderId) return [orderPath(orderId)];
    return filtered ? [] : [orderListPath(NO_ORDER_FILTERS)];
  }
  return [];
}
