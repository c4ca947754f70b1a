import { useUrlFilters } from "../../../web/lib/use-url-filters.ts";
import { isItemStatus, isOrderStatus } from "../procurement.constants.ts";
import type { ItemFilters, OrderFilters, SupplierFilters } from "../procurement.filters.ts";

function readItems(params: URLSearchParams): ItemFilters {
  const status = params.get("status") ?? "";
  return {
    q: (params.get("q") ?? "").trim(),
    status: isItemStatus(status) ? status : "",
    supplier: params.get("supplier") ?? "",
  };
}

function readOrders(params: URLSearchParams): OrderFilters {
  const status = params.get("status") ?? "";
  return { q: (params.get("q") ?? "").trim(), status: isOrderStatus(status) ? status : "" };
}

const readSuppliers = (params: URLSearchParams): SupplierFilters => ({ q: (params.get("q") ?? "").trim() });

/** The inventory's search and filters, kept in the address (?q=&status=&supplier=). */
export const useItemFilters = () => useUrlFilters(readItems);
/** The purchase orders' search and status, kept in the address (?q=&status=). */
export const useOrderFilters = () => useUrlFilters(readOrders);
/** The suppliers' search, kept in the address (?q=). */
export const useSupplierFilters = () => useUrlFilters(readSuppliers);
