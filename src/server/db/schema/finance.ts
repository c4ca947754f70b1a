import { sql } from "drizzle-orm";
import { bigint, check, date, index, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import {
  COST_TYPES,
  TRANSACTION_CATEGORIES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from "../../../shared/column-values.ts";
import { costCodes } from "./cost-codes.ts";
import { createdAt, id, oneOf, organizationId, updatedAt } from "./columns.ts";
import { projects } from "./projects.ts";

/**
 * The finance module's transactions (spec: Financial transaction). Amounts are whole cents, always positive:
 * the type says which way the money went (decision 23).
 */
export const financeTransactions = pgTable(
  "finance_transactions",
  {
    id: id(),
    organizationId: organizationId(),
    date: date("date", { mode: "string" }).notNull(),
    type: text("type", { enum: TRANSACTION_TYPES }).notNull(),
    category: text("category", { enum: TRANSACTION_CATEGORIES }).notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    vendor: text("vendor").notNull(),
    description: text("description").notNull(),
    reference: text("reference").notNull().default(""),
    status: text("status", { enum: TRANSACTION_STATUSES }).notNull().default("Pending"),
    projectId: text("project_id").references(() => projects.id, { onDelete: "set null" }),
    /** Job costing (issue 29): the cost code and type a payment is charged to. */
    costCodeId: text("cost_code_id").references(() => costCodes.id, { onDelete: "set null" }),
    costType: text("cost_type", { enum: COST_TYPES }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("finance_tx_org_date_idx").on(t.organizationId, t.date.desc(), t.createdAt.desc(), t.id.desc()),
    // The summary cards over a project or the whole organization read these indexes alone (no table rows).
    index("finance_tx_org_project_idx").on(t.organizationId, t.projectId, t.type, t.status, t.amountCents),
    index("finance_tx_org_type_idx").on(t.organizationId, t.type, t.status, t.date, t.amountCents),
    check("finance_tx_type", oneOf(t.type, TRANSACTION_TYPES)),
    check("finance_tx_category", oneOf(t.category, TRANSACTION_CATEGORIES)),
    check("finance_tx_status", oneOf(t.status, TRANSACTION_STATUSES)),
    // Job costing's sums by cost code read this index alone (issue 29).
    index("finance_tx_project_cost_idx").on(
      t.organizationId,
      t.projectId,
      t.costCodeId,
      t.costType,
      t.type,
      t.status,
      t.amountCents,
    ),
    check("finance_tx_cost_type", sql`${t.costType} is null or ${oneOf(t.costType, COST_TYPES, ", ")}`),
    check("finance_tx_amount", sql`${t.amountCents} > 0 and ${t.amountCents} < 10000000000000`),
  ],
);

/**
 * What each project has paid and received, kept by a trigger on finance_transactions (migration 0009): every
 * insert, update and delete adds or takes back its amount in the same transaction, so project financials read
 * one row per project instead of adding up every transaction. Void transactions and transfers count for nothing.
 */
export const financeProjectTotals = pgTable(
  "finance_project_totals",
  {
    organizationId: organizationId(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    spentCents: bigint("spent_cents", { mode: "number" }).notNull().default(0),
    receivedCents: bigint("received_cents", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.projectId] })],
);

/**
 * A generated finance report: who, when, the period and project it covers, and its figures and rows as they
 * were (the PDF, XLSX and CSV are made from this snapshot, so they say what it said when generated).
 */
export const financeReports = pgTable(
  "finance_reports",
  {
    id: id(),
    organizationId: organizationId(),
    generatedBy: text("generated_by").references(() => users.id, { onDelete: "set null" }),
    data: jsonb("data").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("finance_reports_org_created_idx").on(t.organizationId, t.createdAt.desc())],
);
