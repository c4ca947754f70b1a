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
import { call } from "../../web/lib/api.ts";
import type { TransactionStatus } from "./finance.constants.ts";
import type { ImportInput, ReportInputParsed } from "./finance.contract.ts";
import type { TransactionFilters } from "./finance.filters.ts";
import { financeEndpoints } from "./finance.routes.ts";

/** The finance screen's server calls and their keys (browser only). */

export const financeKeys = {
  all: ["finance"] as const,
  list: (f: TransactionFilters) => [...financeKeys.all, "transactions", f] as const,
  summary: (f: TransactionFilters) => [...financeKeys.all, "summary", f.project, f.from, f.to] as const,
  projects: () => [...financeKeys.all, "projects"] as const,
  project: (id: string) => [...financeKeys.all, "projects", id] as const,
};

/** The period and project, as the summary cards and the list both take them ("" left out). */
const periodQuery = (f: Pick<TransactionFilters, "project" | "from" | "to">) => ({
  from: f.from || undefined,
  to: f.to || undefined,
  projectId: f.project || undefined,
});

/** The list's query: the period and project, then the text, type, category and status ("" left out). */
const transactionQuery = (f: TransactionFilters, cursor?: string) => ({
  ...periodQuery(f),
  q: f.q || undefined,
  type: f.type || undefined,
  category: f.category || undefined,
  status: f.status || undefined,
  cursor,
});

export const financeQueries = {
  /** Transactions a server page at a time, newest date first. */
  list: (filters: TransactionFilters) =>
    pagedQuery(financeKeys.list(filters), financeEndpoints.transactions, (cursor) => ({
      query: transactionQuery(filters, cursor),
    })),
  /** The cards follow the list's period and project (not its text, type, category or status). */
  summary: (filters: TransactionFilters) =>
    queryOptions({
      queryKey: financeKeys.summary(filters),
      queryFn: ({ signal }) => call(financeEndpoints.summary, { query: periodQuery(filters), signal }),
    }),
  projects: () =>
    queryOptions({
      queryKey: financeKeys.projects(),
      queryFn: ({ signal }) => call(financeEndpoints.projects, { signal }),
    }),
  project: (id: string) =>
    queryOptions({
      queryKey: financeKeys.project(id),
      queryFn: ({ signal }) => call(financeEndpoints.project, { params: { id }, signal }),
    }),
};

/** The list; the previous result stays on screen while filters change. */
export function useTransactionList(filters: TransactionFilters) {
  return useInfiniteQuery({ ...financeQueries.list(filters), placeholderData: keepPreviousData });
}

export function useFinanceSummary(filters: TransactionFilters) {
  return useQuery({ ...financeQueries.summary(filters), placeholderData: keepPreviousData });
}

export function useProjectFinancialsList() {
  return useQuery(financeQueries.projects());
}

/**
 * A project's newest payments and receipts (not transfers, not void): what a lien waiver can be drawn from
 * (job finance, through finance.public.tsx).
 */
export function useProjectMoneyMoves(projectId: string) {
  return useQuery({
    queryKey: [...financeKeys.all, "project-money", projectId] as const,
    queryFn: ({ signal }) => call(financeEndpoints.transactions, { query: { projectId }, signal }),
    select: (data) => data.transactions.filter((t) => t.type !== "Transfer" && t.status !== "Void"),
  });
}

/** One project's financials (the project page shows them); off when the plan has no finance. */
export function useProjectFinancials(projectId: string, enabled: boolean) {
  return useQuery({ ...financeQueries.project(projectId), enabled });
}

/** After a write: the list, the cards and the project figures. */
function useRefreshFinance() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: financeKeys.all });
  };
}

/** Records (no id) or changes a pending transaction. */
export function useSaveTransaction() {
  const refresh = useRefreshFinance();
  return useSaveMutation(
    { create: financeEndpoints.createTransaction, update: financeEndpoints.updateTransaction },
    () => refresh(),
  );
}

/** Clears or voids a transaction. */
export function useChangeTransactionStatus() {
  const refresh = useRefreshFinance();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TransactionStatus }) =>
      call(financeEndpoints.changeStatus, { params: { id }, body: { status } }),
    onSuccess: () => refresh(),
  });
}

/** Deletes a pending transaction. */
export function useDeleteTransaction() {
  const refresh = useRefreshFinance();
  return useDeleteMutation(financeEndpoints.deleteTransaction, () => refresh());
}

/** Reads a bank export on the server: what it would create and what it refuses. Stores nothing. */
export function usePreviewImport() {
  return useMutation({ mutationFn: (input: ImportInput) => call(financeEndpoints.previewImport, { body: input }) });
}

/** Imports a bank export: every accepted row, in one transaction. */
export function useRunImport() {
  const refresh = useRefreshFinance();
  return useMutation({
    mutationFn: (input: ImportInput) => call(financeEndpoints.runImport, { body: input }),
    onSuccess: () => refresh(),
  });
}

/** Generates and saves a report of a period and project (its files download from the answer's id). */
export function useGenerateFinanceReport() {
  return useMutation({
    mutationFn: (input: ReportInputParsed) => call(financeEndpoints.generateReport, { body: input }),
  });
}
