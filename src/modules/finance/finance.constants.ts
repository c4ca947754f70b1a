import { centsOf } from "../../shared/money-text.ts";
// The values its tables' columns hold: listed in src/shared, where the database schema types those columns with
// them and writes their checks from them.
import {
  COST_TYPES,
  TRANSACTION_CATEGORIES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from "../../shared/column-values.ts";

// The finance module's types, categories, statuses, texts, limits and its small rules: plain values a screen's
// first render may import without loading the zod schemas of finance.contract.ts (decision 0007).

export { TRANSACTION_TYPES };
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export { TRANSACTION_CATEGORIES };
export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];

export { TRANSACTION_STATUSES };
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Job costing (issue 29): what a payment's cost is, beside its cost code. */
export { COST_TYPES };
export type CostType = (typeof COST_TYPES)[number];

export const isTransactionType = (s: string): s is TransactionType =>
  (TRANSACTION_TYPES as readonly string[]).includes(s);
export const isTransactionCategory = (s: string): s is TransactionCategory =>
  (TRANSACTION_CATEGORIES as readonly string[]).includes(s);
export const isTransactionStatus = (s: string): s is TransactionStatus =>
  (TRANSACTION_STATUSES as readonly string[]).includes(s);

/** The statuses a transaction in `from` may move to. */
export const NEXT_STATUSES: Record<TransactionStatus, readonly TransactionStatus[]> = {
  Pending: ["Cleared", "Void"],
  Cleared: ["Void"],
  Void: [],
};

/** Project financials: a project is flagged from this share of its budget spent, and over budget above 100 %. */
export const BUDGET_WARNING_PERCENT = 90;

export const TRANSACTION_PAGE_SIZE = 50;
/** The most projects one financials answer carries (the bench measures 500). */
export const PROJECT_FINANCIALS_MAX = 1000;
/** The most transactions one report lists (a longer period is refused: choose a shorter one or a project). */
export const REPORT_MAX_TRANSACTIONS = 10_000;
/** One transaction: more than nothing, less than $100 billion (amounts are kept in whole cents). */
export const MAX_AMOUNT_CENTS = 10_000_000_000_000;

/** The spec's texts for the finance screen, and the ones this product adds. */
export const FINANCE_MSG = {
  missingFields: "Type, Category, Amount, Date, Vendor and Description are required.",
  amountInvalid: "Amount must be an amount of money above zero, like 1,250.00 or 2.5k.",
  unknownProject: "The selected project does not exist.",
  notFound: "Transaction not found.",
  lockedEdit: "Only a pending transaction can be changed. Void it and enter a new one instead.",
  lockedDelete: "Only a pending transaction can be deleted. Void it instead, so the record stays.",
  statusMove: (from: TransactionStatus, to: TransactionStatus) => `A ${from} transaction cannot become ${to}.`,
  periodOrder: "The end of the period cannot be before its start.",
  created: "Transaction recorded successfully.",
  updated: "Transaction updated successfully.",
  deleted: "Transaction deleted successfully.",
  statusChanged: (status: TransactionStatus) => `Transaction marked ${status}.`,
  fetchError: "Error fetching transactions",
  createError: "Error recording transaction",
  updateError: "Error updating transaction",
  deleteError: "Error deleting transaction",
  imported: (count: number) =>
    `${count.toLocaleString("en-US")} ${count === 1 ? "transaction" : "transactions"} imported.`,
  importError: "Error importing transactions",
  reportGenerated: "Report generated successfully",
  reportError: "Error generating report",
  reportNotFound: "Report not found.",
  reportTooLarge: `This report would list more than ${REPORT_MAX_TRANSACTIONS.toLocaleString("en-US")} transactions. Choose a shorter period or one project.`,
} as const;

/** `finance-report-YYYY-MM-DD.pdf` (or .xlsx, .csv). */
export const financeReportFileName = (reportDate: string, format: "pdf" | "xlsx" | "csv") =>
  `finance-report-${reportDate}.${format}`;

/**
 * An amount typed by a person or sent by a client, in whole cents: the shared money reading ("$1,250.50",
 * "2.5k"), and a number as it is. "invalid" for anything that is not one positive amount below the limit.
 */
export function parseAmountCents(value: string | number | null | undefined): number | "invalid" {
  const cents = centsOf(value);
  return cents !== null && cents > 0 && cents < MAX_AMOUNT_CENTS ? cents : "invalid";
}
