import { z } from "zod";
import { COST_CODE_MSG } from "../../shared/cost-code-messages.ts";
import { costCodeRef, isoDate, personRef, recordRef } from "../../shared/contracts/common.ts";
import {
  COST_TYPES,
  FINANCE_MSG,
  parseAmountCents,
  TRANSACTION_CATEGORIES,
  TRANSACTION_PAGE_SIZE,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from "./finance.constants.ts";

const MISSING = FINANCE_MSG.missingFields;
const required = (max: number) =>
  z.string({ error: MISSING }).trim().min(1, MISSING).max(max, `Keep it under ${max} characters.`);
/** A choice from a list: missing is the spec's required-fields message, anything else names the list. */
const choice = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ""
        ? MISSING
        : `Choose a ${what}: ${values.join(", ")}.`,
  });

/** Create and edit share one body (PUT replaces every field of a pending transaction). */
export const transactionInput = z
  .object({
    type: choice(TRANSACTION_TYPES, "type"),
    category: choice(TRANSACTION_CATEGORIES, "category"),
    /** As typed ("1,250.50", "2.5k") or a number of dollars; read through the shared money reading. */
    amount: z.union([z.number(), z.string().max(40)], { error: MISSING }),
    date: isoDate(MISSING),
    vendor: required(200),
    description: required(2000),
    reference: z.string().trim().max(100, "Keep the reference under 100 characters.").optional().default(""),
    /** A project of the same organization, or none. */
    projectId: z.string().max(100).nullable().optional(),
    /** Job costing (issue 29): one of the organization's cost codes, or none; a type with or without a code. */
    costCodeId: z.string().max(100).nullable().optional(),
    costType: z.enum(COST_TYPES, { error: COST_CODE_MSG.typeInvalid }).nullable().optional(),
  })
  .superRefine((t, ctx) => {
    if (typeof t.amount === "string" && t.amount.trim() === "")
      ctx.addIssue({ code: "custom", path: ["amount"], message: MISSING });
    else if (parseAmountCents(t.amount) === "invalid")
      ctx.addIssue({ code: "custom", path: ["amount"], message: FINANCE_MSG.amountInvalid });
  });
export type TransactionInput = z.input<typeof transactionInput>;
export type TransactionInputParsed = z.output<typeof transactionInput>;

export const transaction = z.object({
  id: z.string(),
  date: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  category: z.enum(TRANSACTION_CATEGORIES),
  /** Whole cents, always above zero: the type says which way the money went. */
  amountCents: z.number().int(),
  vendor: z.string(),
  description: z.string(),
  reference: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  project: recordRef.nullable(),
  /** The cost code and type a payment is charged to (job costing). */
  costCode: costCodeRef.nullable(),
  costType: z.enum(COST_TYPES).nullable(),
  createdBy: personRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Transaction = z.infer<typeof transaction>;

/** Filters shared by the list, the summary cards and reports: a period (inclusive) and a project. */
const period = {
  from: z.iso.date("Please enter a valid date (YYYY-MM-DD).").optional(),
  to: z.iso.date("Please enter a valid date (YYYY-MM-DD).").optional(),
  projectId: z.string().max(100).optional(),
};
const periodInOrder = (p: { from?: string; to?: string }) => !p.from || !p.to || p.from <= p.to;

export const transactionListQuery = z
  .object({
    /** Vendor, description or reference, case-insensitive. */
    q: z.string().trim().max(200).optional(),
    type: z.enum(TRANSACTION_TYPES).optional(),
    category: z.enum(TRANSACTION_CATEGORIES).optional(),
    status: z.enum(TRANSACTION_STATUSES).optional(),
    ...period,
    /** Opaque cursor from the previous page's `nextCursor`. */
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(200).optional().default(TRANSACTION_PAGE_SIZE),
  })
  .refine(periodInOrder, { path: ["to"], message: FINANCE_MSG.periodOrder });
export type TransactionListQuery = z.input<typeof transactionListQuery>;
export type TransactionFilters = z.output<typeof transactionListQuery>;

export const transactionList = z.object({ transactions: z.array(transaction), nextCursor: z.string().nullable() });
export type TransactionList = z.infer<typeof transactionList>;

export const statusInput = z.object({
  status: z.enum(TRANSACTION_STATUSES, { error: `Choose a status: ${TRANSACTION_STATUSES.join(", ")}.` }),
});
export type StatusInput = z.input<typeof statusInput>;

export const summaryQuery = z.object(period).refine(periodInOrder, { path: ["to"], message: FINANCE_MSG.periodOrder });
export type SummaryQuery = z.output<typeof summaryQuery>;
/** What the browser sends for the cards (the same fields: the period and project). */
export type SummaryQueryInput = z.input<typeof summaryQuery>;

/** The summary cards, in cents, over the period and project asked for. Void transactions count for nothing. */
export const financeSummary = z.object({
  /** Cleared receipts. */
  incomeCents: z.number().int(),
  /** Cleared payments. */
  expensesCents: z.number().int(),
  /** Income less expenses. */
  netCents: z.number().int(),
  /** Pending transactions of any type: their count and their amounts added up. */
  pendingCents: z.number().int(),
  pendingCount: z.number().int(),
});
export type FinanceSummary = z.infer<typeof financeSummary>;

/** One project's financials (finance.rules.ts: projectFigures). */
export const projectFinancials = z.object({
  project: recordRef,
  budgetCents: z.number().int().nullable(),
  spentCents: z.number().int(),
  receivedCents: z.number().int(),
  remainingCents: z.number().int().nullable(),
  percentUsed: z.number().int().nullable(),
  flag: z.enum(["none", "warning", "over"]),
});
export type ProjectFinancials = z.infer<typeof projectFinancials>;

export const projectFinancialsList = z.object({ projects: z.array(projectFinancials), truncated: z.boolean() });
export type ProjectFinancialsList = z.infer<typeof projectFinancialsList>;

/** An import: the CSV text of a bank or accounting export, and the category for rows without one. */
export const importInput = z.object({
  csv: z
    .string({ error: "Choose a CSV file to import." })
    .min(1, "Choose a CSV file to import.")
    .max(900_000, "The file is too large: split it into parts under 900 KB."),
  defaultCategory: z.enum(TRANSACTION_CATEGORIES).nullable().optional(),
});
export type ImportInput = z.input<typeof importInput>;

const importedRow = z.object({
  line: z.number().int(),
  date: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  category: z.enum(TRANSACTION_CATEGORIES),
  amountCents: z.number().int(),
  vendor: z.string(),
  description: z.string(),
  reference: z.string(),
  project: recordRef.nullable(),
});
const refusedRow = z.object({ line: z.number().int(), reason: z.string() });

/** What an import would create (`rows`, all Pending) and what it refuses, line by line. */
export const importPreview = z.object({ rows: z.array(importedRow), refused: z.array(refusedRow) });
export type ImportPreview = z.infer<typeof importPreview>;

export const importResult = z.object({ imported: z.number().int(), refused: z.array(refusedRow) });
export type ImportResult = z.infer<typeof importResult>;

/** POST /api/finance/reports: the period and project it covers (all when absent); the caller's today dates it. */
export const reportInput = z
  .object({
    ...period,
    projectId: z.string().max(100).nullable().optional(),
    today: z.iso.date("Please enter a valid date (YYYY-MM-DD).").optional(),
  })
  .refine(periodInOrder, { path: ["to"], message: FINANCE_MSG.periodOrder });
export type ReportInput = z.input<typeof reportInput>;
export type ReportInputParsed = z.output<typeof reportInput>;

/** One transaction as the report saw it. */
const reportTransaction = z.object({
  date: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  category: z.enum(TRANSACTION_CATEGORIES),
  status: z.enum(TRANSACTION_STATUSES),
  amountCents: z.number().int(),
  vendor: z.string(),
  description: z.string(),
  reference: z.string(),
  projectName: z.string().nullable(),
});
export type ReportTransaction = z.infer<typeof reportTransaction>;

/** finance_reports.data: what a report covered, its figures and its rows, as they were when generated. */
export const reportData = z.object({
  reportDate: z.iso.date(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  project: recordRef.nullable(),
  summary: financeSummary,
  /** Per category: cleared payments and receipts, and what is pending (adds up to the summary). */
  categories: z.array(
    z.object({
      category: z.enum(TRANSACTION_CATEGORIES),
      expensesCents: z.number().int(),
      incomeCents: z.number().int(),
      pendingCents: z.number().int(),
    }),
  ),
  /** Per project with transactions in the period: spent and received in it (Void counts for nothing), and its budget and spend to date. */
  projects: z.array(
    z.object({
      project: recordRef,
      spentCents: z.number().int(),
      receivedCents: z.number().int(),
      budgetCents: z.number().int().nullable(),
      spentToDateCents: z.number().int(),
      percentUsed: z.number().int().nullable(),
    }),
  ),
  transactions: z.array(reportTransaction),
});
export type ReportData = z.infer<typeof reportData>;

/** A saved report as the API answers it (its rows are in the files). */
export const financeReport = z.object({
  id: z.string(),
  reportDate: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  project: recordRef.nullable(),
  summary: financeSummary,
  transactionCount: z.number().int(),
  generatedBy: personRef.nullable(),
  createdAt: z.string(),
});
export type FinanceReport = z.infer<typeof financeReport>;
