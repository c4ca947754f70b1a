import type { Deleted } from "../../shared/contracts/common.ts";
import { href, route } from "../../shared/route.ts";
import type {
  FinanceReport,
  FinanceSummary,
  ImportInput,
  ImportPreview,
  ImportResult,
  ProjectFinancials,
  ProjectFinancialsList,
  ReportInput,
  StatusInput,
  SummaryQueryInput,
  Transaction,
  TransactionInput,
  TransactionList,
  TransactionListQuery,
} from "./finance.contract.ts";

const reportFile = <F extends "pdf" | "xlsx" | "csv">(format: F) =>
  route("GET", `/api/finance/reports/:id/${format}`).with<{ answer: void }>();

/**
 * The finance module's routes (decision 0047): the server registers them, the browser calls them. Nothing heavier
 * than strings at run time, so the app may ask for a page's first data while its code loads (`firstRequests`).
 */
export const financeEndpoints = {
  /** A page of transactions, newest date first, filtered by text, type, category, status, project and period. */
  transactions: route("GET", "/api/finance/transactions").with<{
    query: TransactionListQuery;
    answer: TransactionList;
  }>(),
  transaction: route("GET", "/api/finance/transactions/:id").with<{ answer: Transaction }>(),
  /** Records a transaction (it starts Pending). */
  createTransaction: route("POST", "/api/finance/transactions").with<{ body: TransactionInput; answer: Transaction }>(),
  /** Changes a pending transaction. */
  updateTransaction: route("PUT", "/api/finance/transactions/:id").with<{
    body: TransactionInput;
    answer: Transaction;
  }>(),
  /** Clears or voids a transaction. */
  changeStatus: route("POST", "/api/finance/transactions/:id/status").with<{
    body: StatusInput;
    answer: Transaction;
  }>(),
  /** Deletes a pending transaction. */
  deleteTransaction: route("DELETE", "/api/finance/transactions/:id").with<{ answer: Deleted }>(),
  /** The summary cards over a period and project. */
  summary: route("GET", "/api/finance/summary").with<{ query: SummaryQueryInput; answer: FinanceSummary }>(),
  /** Every project's financials, by name. */
  projects: route("GET", "/api/finance/projects").with<{ answer: ProjectFinancialsList }>(),
  project: route("GET", "/api/finance/projects/:id").with<{ answer: ProjectFinancials }>(),
  /** Reads a bank export: what it would create and what it refuses; stores nothing. */
  previewImport: route("POST", "/api/finance/imports/preview").with<{ body: ImportInput; answer: ImportPreview }>(),
  /** Imports a bank export: every accepted row, in one transaction. */
  runImport: route("POST", "/api/finance/imports").with<{ body: ImportInput; answer: ImportResult }>(),
  /** Generates and saves a report of a period and project (its files download from the answer's id). */
  generateReport: route("POST", "/api/finance/reports").with<{ body: ReportInput; answer: FinanceReport }>(),
  report: route("GET", "/api/finance/reports/:id").with<{ answer: FinanceReport }>(),
  /** The saved report's files: linked to, not read. */
  reportFiles: { pdf: reportFile("pdf"), xlsx: reportFile("xlsx"), csv: reportFile("csv") },
};

/** What /dashboard/finance asks for first: the cards, the project financials and the unfiltered list. */
export function financeFirstRequests(_rest: string, search: URLSearchParams): string[] {
  const e = financeEndpoints;
  const filtered = [...search.keys()].length > 0;
  const projects = href(e.projects, {});
  return filtered ? [projects] : [href(e.summary, {}), projects, href(e.transactions, {})];
}
