import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { pagedQuery } from "../../web/lib/paged-query.ts";
import { useDeleteMutation, useSaveMutation } from "../../web/lib/record-mutations.ts";
import { call, ApiError } from "../../web/lib/api.ts";
import { financeKeys } from "../finance/finance-api.ts";
import type { ItemCreateInput, ItemUpdateInput, MovementInput } from "./procurement.contract.ts";
import type { ItemFilters, OrderFilters, SupplierFilters } from "./procurement.filters.ts";
import { OPTIONS_QUERY, procurementEndpoints as endpoints } from "./procurement.routes.ts";

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
  items: (f: ItemFilters) =>
    pagedQuery(procurementKeys.items(f), endpoints.items, (cursor) => ({
      query: { q: f.q || undefined, status: f.status || undefined, supplierId: f.supplier || undefined, cursor },
    })),
  /** Items to choose from on an order's lines: the first 200 by name, with their unit and price. */
  itemOptions: () =>
    queryOptions({
      queryKey: procurementKeys.itemOptions(),
      queryFn: ({ signal }) => call(endpoints.items, { query: OPTIONS_QUERY, signal }),
      select: (data) => data.items,
    }),
  /** One item's stock movements, newest first. */
  movements: (itemId: string) =>
    pagedQuery(procurementKeys.movements(itemId), endpoints.movements, (cursor) => ({
      params: { id: itemId },
      query: { cursor },
    })),
  summary: () =>
    queryOptions({ queryKey: procurementKeys.summary(), queryFn: ({ signal }) => call(endpoints.summary, { signal }) }),
  lowStock: () =>
    queryOptions({
      queryKey: procurementKeys.lowStock(),
      queryFn: ({ signal }) => call(endpoints.lowStock, { signal }),
    }),
  suppliers: (f: SupplierFilters) =>
    pagedQuery(procurementKeys.suppliers(f), endpoints.suppliers, (cursor) => ({
      query: { q: f.q || undefined, cursor },
    })),
  /** Suppliers to choose from: the first 200 by name. */
  supplierOptions: () =>
    queryOptions({
      queryKey: procurementKeys.supplierOptions(),
      queryFn: ({ signal }) => call(endpoints.suppliers, { query: OPTIONS_QUERY, signal }),
      select: (data): SupplierOption[] => data.suppliers.map((s) => ({ id: s.id, name: s.name, email: s.email })),
    }),
  /** Purchase orders a server page at a time, newest first. */
  orders: (f: OrderFilters) =>
    pagedQuery(procurementKeys.orders(f), endpoints.orders, (cursor) => ({
      query: { q: f.q || undefined, status: f.status || undefined, cursor },
    })),
  order: (id: string) =>
    queryOptions({
      queryKey: procurementKeys.order(id),
      queryFn: ({ signal }) => call(endpoints.order, { params: { id }, signal }),
      retry: notFoundIsFinal,
    }),
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
      save.id === undefined
        ? call(endpoints.createItem, { body: save.input })
        : call(endpoints.updateItem, { params: { id: save.id }, body: save.input }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteItem() {
  const refresh = useRefreshProcurement();
  return useDeleteMutation(endpoints.deleteItem, () => refresh());
}

/** Receives, issues to a project or adjusts an item's stock. */
export function useRecordMovement() {
  const refresh = useRefreshProcurement();
  return useMutation({
    mutationFn: ({ itemId, input }: { itemId: string; input: MovementInput }) =>
      call(endpoints.recordMovement, { params: { id: itemId }, body: input }),
    onSuccess: (result) => refresh({ finance: result.movement.kind === "issued" }),
  });
}

export function useSaveSupplier() {
  const refresh = useRefreshProcurement();
  return useSaveMutation({ create: endpoints.createSupplier, update: endpoints.updateSupplier }, () => refresh());
}

export function useDeleteSupplier() {
  const refresh = useRefreshProcurement();
  return useDeleteMutation(endpoints.deleteSupplier, () => refresh());
}

/** Creates (no id) or changes a draft purchase order. */
export function useSaveOrder() {
  const queryClient = useQueryClient();
  const refresh = useRefreshProcurement();
  return useSaveMutation({ create: endpoints.createOrder, update: endpoints.updateOrder }, (saved) => {
    queryClient.setQueryData(procurementKeys.order(saved.id), saved);
    refresh();
  });
}

export function useDeleteOrder() {
  const refresh = useRefreshProcurement();
  return useDeleteMutation(endpoints.deleteOrder, () => refresh());
}

export type OrderAction = "send" | "receive" | "cancel";

const ORDER_ACTIONS = {
  send: endpoints.sendOrder,
  receive: endpoints.receiveOrder,
  cancel: endpoints.cancelOrder,
} satisfies Record<OrderAction, unknown>;

/** Sends a draft to its supplier, receives it (its lines' stock added) or cancels it. */
export function useOrderAction() {
  const queryClient = useQueryClient();
  const refresh = useRefreshProcurement();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: OrderAction }) =>
      call(ORDER_ACTIONS[action], { params: { id } }),
    onSuccess: (order) => {
      queryClient.setQueryData(procurementKeys.order(order.id), order);
      refresh();
    },
  });
}

/** Generates and saves the inventory report (its files download from the answer's id). */
export function useGenerateProcurementReport() {
  return useMutation({ mutationFn: (today: string) => call(endpoints.generateReport, { body: { today } }) });
}
