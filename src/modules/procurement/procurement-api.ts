import { keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { pagedQuery } from "../../web/lib/paged-query.ts";
import { useDeleteMutation, useSaveMutation } from "../../web/lib/record-mutations.ts";
import { api, ApiError } from "../../web/lib/api.ts";
import { financeKeys } from "../finance/finance-api.ts";
import type {
  Item,
  ItemCreateInput,
  ItemList,
  ItemUpdateInput,
  LowStockList,
  MovementInput,
  MovementList,
  MovementResult,
  Order,
  OrderInput,
  OrderList,
  ProcurementReport,
  ProcurementSummary,
  Supplier,
  SupplierInput,
  SupplierList,
} from "./procurement.contract.ts";
import {
  ITEM_OPTIONS_PATH,
  itemListPath,
  itemMovementsPath,
  itemPath,
  ITEMS_PATH,
  LOW_STOCK_PATH,
  orderListPath,
  orderPath,
  ORDERS_PATH,
  PROCUREMENT_SUMMARY_PATH,
  REPORTS_PATH,
  SUPPLIER_OPTIONS_PATH,
  supplierListPath,
  supplierPath,
  SUPPLIERS_PATH,
  type ItemFilters,
  type OrderFilters,
  type SupplierFilters,
} from "./procurement.requests.ts";

/** The procurement screens' server calls and their keys (browser only). */

export const procurementKeys = {
  all: ["procurement"] as const,
  items: (f: ItemFilters) => [...procurementKeys.all, "items", f] as const,
  itemOptions: () => [...procurementKeys.all, "item-options"] as const,
  movements: (itemId: string) => [...procurementKeys.all, "movements", itemId] as const,
  summary: () => [...procurementKeys.all, "summary"] as const,
  lowStock: () => [...procurementKeys.all, "low-stock"] as const,
  suppliers: (f: SupplierFilters) => [...procurementKeys.all, "suppliers", f] as const,
  supplierOptions: () => [...procurementKeys.all, "supplier-options"] as const,
  orders: (f: OrderFilters) => [...procurementKeys.all, "orders", f] as const,
  order: (id: string) => [...procurementKeys.all, "order", id] as const,
};

/** A record option for a select: its id and name. */
export type SupplierOption = { id: string; name: string; email: string };

const notFoundIsFinal = (count: number, err: Error) => !(err instanceof ApiError && err.status === 404) && count < 1;

export const procurementQueries = {
  /** The inventory a server page at a time, by name. */
  items: (filters: ItemFilters) =>
    pagedQuery<ItemList>(procurementKeys.items(filters), (cursor) => itemListPath(filters, cursor)),
  /** Items to choose from on an order's lines: the first 200 by name, with their unit and price. */
  itemOptions: () =>
    queryOptions({ queryKey: procurementKeys.itemOptions(), queryFn: ({ signal }) => api<ItemList>(ITEM_OPTIONS_PATH, { signal }), select: (data): Item[] => data.items }),
  /** One item's stock movements, newest first. */
  movements: (itemId: string) =>
    pagedQuery<MovementList>(procurementKeys.movements(itemId), (cursor) => itemMovementsPath(itemId, cursor)),
  summary: () => queryOptions({ queryKey: procurementKeys.summary(), queryFn: ({ signal }) => api<ProcurementSummary>(PROCUREMENT_SUMMARY_PATH, { signal }) }),
  lowStock: () => queryOptions({ queryKey: procurementKeys.lowStock(), queryFn: ({ signal }) => api<LowStockList>(LOW_STOCK_PATH, { signal }) }),
  suppliers: (filters: SupplierFilters) =>
    pagedQuery<SupplierList>(procurementKeys.suppliers(filters), (cursor) => supplierListPath(filters, cursor)),
  /** Suppliers to choose from: the first 200 by name. */
  supplierOptions: () =>
    queryOptions({
      queryKey: procurementKeys.supplierOptions(),
      queryFn: ({ signal }) => api<SupplierList>(SUPPLIER_OPTIONS_PATH, { signal }),
      select: (data): SupplierOption[] => data.suppliers.map((s) => ({ id: s.id, name: s.name, email: s.email })),
    }),
  /** Purchase orders a server page at a time, newest first. */
  orders: (filters: OrderFilters) =>
    pagedQuery<OrderList>(procurementKeys.orders(filters), (cursor) => orderListPath(filters, cursor)),
  order: (id: string) => queryOptions({ queryKey: procurementKeys.order(id), queryFn: ({ signal }) => api<Order>(orderPath(id), { signal }), retry: notFoundIsFinal }),
};

/** The inventory list; the previous result stays on screen while filters change. */
export function useItemList(filters: ItemFilters) {
  return useInfiniteQuery({ ...procurementQueries.items(filters), placeholderData: keepPreviousData });
}

export function useItemOptions(enabled = true) {
  return useQuery({ ...procurementQueries.itemOptions(), enabled });
}

export function useMovementList(itemId: string) {
  return useInfiniteQuery(procurementQueries.movements(itemId));
}

export function useProcurementSummary() {
  return useQuery(procurementQueries.summary());
}

export function useLowStock() {
  return useQuery(procurementQueries.lowStock());
}

export function useSupplierList(filters: SupplierFilters) {
  return useInfiniteQuery({ ...procurementQueries.suppliers(filters), placeholderData: keepPreviousData });
}

export function useSupplierOptions() {
  return useQuery(procurementQueries.supplierOptions());
}

export function useOrderList(filters: OrderFilters) {
  return useInfiniteQuery({ ...procurementQueries.orders(filters), placeholderData: keepPreviousData });
}

export function useOrder(id: string) {
  return useQuery(procurementQueries.order(id));
}

/** After a write: everything procurement shows (lists, cards, the low-stock panel, options, an order). */
function useRefreshProcurement() {
  const queryClient = useQueryClient();
  return (also: { finance?: boolean } = {}) => {
    void queryClient.invalidateQueries({ queryKey: procurementKeys.all });
    // An issue to a project records a Materials expense of that project in finance.
    if (also.finance) void queryClient.invalidateQueries({ queryKey: financeKeys.all });
  };
}

/** Adds an item (its quantity the opening stock) or updates one (never its quantity). */
export function useSaveItem() {
  const refresh = useRefreshProcurement();
  return useMutation({
    mutationFn: (save: { id: string; input: ItemUpdateInput } | { id?: undefined; input: ItemCreateInput }) =>
      save.id === undefined ? api<Item>(ITEMS_PATH, { body: save.input }) : api<Item>(itemPath(save.id), { method: "PUT", body: save.input }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteItem() {
  const refresh = useRefreshProcurement();
  return useDeleteMutation(itemPath, () => refresh());
}

/** Receives, issues to a project or adjusts an item's stock. */
export function useRecordMovement() {
  const refresh = useRefreshProcurement();
  return useMutation({
    mutationFn: ({ itemId, input }: { itemId: string; input: MovementInput }) => api<MovementResult>(`${itemPath(itemId)}/movements`, { body: input }),
    onSuccess: (result) => refresh({ finance: result.movement.kind === "issued" }),
  });
}

export function useSaveSupplier() {
  const refresh = useRefreshProcurement();
  return useSaveMutation<SupplierInput, Supplier>({ collection: SUPPLIERS_PATH, item: supplierPath }, () => refresh());
}

export function useDeleteSupplier() {
  const refresh = useRefreshProcurement();
  return useDeleteMutation(supplierPath, () => refresh());
}

/** Creates (no id) or changes a draft purchase order. */
export function useSaveOrder() {
  const queryClient = useQueryClient();
  const refresh = useRefreshProcurement();
  return useSaveMutation<OrderInput, Order>({ collection: ORDERS_PATH, item: orderPath }, (saved) => {
    queryClient.setQueryData(procurementKeys.order(saved.id), saved);
    refresh();
  });
}

export function useDeleteOrder() {
  const refresh = useRefreshProcurement();
  return useDeleteMutation(orderPath, () => refresh());
}

export type OrderAction = "send" | "receive" | "cancel";

/** Sends a draft to its supplier, receives it (its lines' stock added) or cancels it. */
export function useOrderAction() {
  const queryClient = useQueryClient();
  const refresh = useRefreshProcurement();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: OrderAction }) => api<Order>(`${orderPath(id)}/${action}`, { method: "POST" }),
    onSuccess: (order) => {
      queryClient.setQueryData(procurementKeys.order(order.id), order);
      refresh();
    },
  });
}

/** Generates and saves the inventory report (its files download from the answer's id). */
export function useGenerateProcurementReport() {
  return useMutation({ mutationFn: (today: string) => api<ProcurementReport>(REPORTS_PATH, { body: { today } }) });
}
