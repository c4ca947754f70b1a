import type { TransactionType, TransactionCategory, TransactionStatus } from "./finance.constants.ts";

/**
 * The finance screen's GET addresses, apart from finance-api.ts so that the app can ask for the page's first
 * data while its code loads (the registry's `firstRequests`): nothing heavier than strings here.
 */

/** The list's filters as the address keeps them ("" is "all"). */
export type TransactionFilters = {
  q: string;
  type: TransactionType | "";
  category: TransactionCategory | "";
  status: TransactionStatus | "";
  project: string;
  from: string;
  to: string;
};

export const NO_TRANSACTION_FILTERS: TransactionFilters = { q: "", type: "", category: "", status: "", project: "", from: "", to: "" };

export const transactionPath = (id: string) => `/api/finance/transactions/${encodeURIComponent(id)}`;

/** The period and project, as the summary cards and the list both take them. */
function periodParams(f: Pick<TransactionFilters, "project" | "from" | "to">): URLSearchParams {
  const params = new URLSearchParams();
  if (f.from) params.set("from", f.from);
  if (f.to) params.set("to", f.to);
  if (f.project) params.set("projectId", f.project);
  return params;
}

const withQuery = (path: string, params: URLSearchParams) => (params.size > 0 ? `${path}?${params}` : path);

export function transactionListPath(f: TransactionFilters, cursor?: string): string {
  const params = periodParams(f);
  if (f.q) params.set("q", f.q);
  if (f.type) params.set("type", f.type);
  if (f.category) params.set("category", f.category);
  if (f.status) params.set("status", f.status);
  if (cursor) params.set("cursor", cursor);
  return withQuery("/api/finance/transactions", params);
}

/** The cards follow the list's period and project (not its text, type, category or status). */
export const financeSummaryPath = (f: TransactionFilters) => withQuery("/api/finance/summary", periodParams(f));

export const PROJECT_FINANCIALS_PATH = "/api/finance/projects";
export const projectFinancialsPath = (projectId: string) => `/api/finance/projects/${encodeURIComponent(projectId)}`;

/** What /dashboard/finance asks for first: the cards, the project financials and the unfiltered list. */
export function financeFirstRequests(_rest: string, search: URLSearchParams): string[] {
  const filtered = [...search.keys()].length > 0;
  return filtered ? [PROJECT_FINANCIALS_PATH] : [financeSummaryPath(NO_TRANSACTION_FILTERS), PROJECT_FINANCIALS_PATH, transactionListPath(NO_TRANSACTION_FILTERS)];
}
