import type { ItemStatus, OrderStatus } from "./procurement.constants.ts";

/** The inventory list's filters as the address keeps them ("" is "all"). */
export type ItemFilters = { q: string; status: ItemStatus | ""; supplier: string };
export const NO_ITEM_FILTERS: ItemFilters = { q: "", status: "", supplier: "" };

/** The purchase orders list's filters ("" is "all"). */
export type OrderFilters = { q: string; status: OrderStatus | "" };
export const NO_ORDER_FILTERS: OrderFilters = { q: "", status: "" };

export type SupplierFilters = { q: string };
export const NO_SUPPLIER_FILTERS: SupplierFilters = { q: "" };
