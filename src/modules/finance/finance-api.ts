import { keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { pagedQuery } from "../../web/lib/paged-query.ts";
import { useDeleteMutation, useSaveMutation } from "../../web/lib/record-mutations.ts";
import { api } from "../../web/lib/api.ts";
import type {
  FinanceReport,
  FinanceSummary,
  ImportInput,
  ImportPreview,
  ImportResult,
  ProjectFinancials,
  ProjectFinancialsList,
  ReportInputParsed,
  Transaction,
  TransactionInput,
  TransactionList,
} from "./finance.contract.ts";
import type { TransactionStatus } from "./finance.constants.ts";
import {
  financeSummaryPath,
  PROJECT_FINANCIALS_PATH,
  projectFinancialsPath,
  transactionListPath,
  transactionPath,
  type TransactionFilters,
} from "./finance.requests.ts";

/** The finance screen's server calls and their keys (browser only). */

export const financeKeys = {
  all: ["finance"] as const,
  list: (f: TransactionFilters) => [...financeKeys.all, "transactions", f] as const,
  summary: (f: TransactionFilters) => [...financeKeys.all, "summary", f.project, f.from, f.to] as const,
  projects: () => [...financeKeys.all, "projects"] as const,
  project: (id: string) => [...financeKeys.all, "projects", id] as const,
};

export const financeQueries = {
  /** Transactions a server page at a time, newest date first. */
  list: (filters: TransactionFilters) =>
    pagedQuery<TransactionList>(financeKeys.list(filters), (cursor) => transactionListPath(filters, cursor)),
  summary: (filters: TransactionFilters) =>
    queryOptions({ queryKey: financeKeys.summary(filters), queryFn: ({ signal }) => api<FinanceSummary>(financeSummaryPath(filters), { signal }) }),
  projects: () => queryOptions({ queryKey: financeKeys.projects(), queryFn: ({ signal }) => api<ProjectFinancialsList>(PROJECT_FINANCIALS_PATH, { signal }) }),
  project: (id: string) => queryOptions({ queryKey: financeKeys.project(id), queryFn: ({ signal }) => api<ProjectFinancials>(projectFinancialsPath(id), { signal }) }),
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
  return useSaveMutation<TransactionInput, Transaction>({ collection: "/api/finance/transactions", item: transactionPath }, () => refresh());
}

/** Clears or voids a transaction. */
export function useChangeTransactionStatus() {
  const refresh = useRefreshFinance();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TransactionStatus }) => api<Transaction>(`${transactionPath(id)}/status`, { body: { status } }),
    onSuccess: () => refresh(),
  });
}

/** Deletes a pending transaction. */
export function useDeleteTransaction() {
  const refresh = useRefreshFinance();
  return useDeleteMutation(transactionPath, () => refresh());
}

/** Reads a bank export on the server: what it would create and what it refuses. Stores nothing. */
export function usePreviewImport() {
  return useMutation({ mutationFn: (input: ImportInput) => api<ImportPreview>("/api/finance/imports/preview", { body: input }) });
}

/** Imports a bank export: every accepted row, in one transaction. */
export function useRunImport() {
  const refresh = useRefreshFinance();
  return useMutation({
    mutationFn: (input: ImportInput) => api<ImportResult>("/api/finance/imports", { body: input }),
    onSuccess: () => refresh(),
  });
}

/** Generates and saves a report of a period and project (its files download from the answer's id). */
export function useGenerateFinanceReport() {
  return useMutation({ mutationFn: (input: ReportInputParsed) => api<FinanceReport>("/api/finance/reports", { body: input }) });
}
