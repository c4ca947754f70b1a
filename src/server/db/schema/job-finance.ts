import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import {
  CHANGE_ORDER_STATUSES,
  COST_TYPES,
  LIEN_WAIVER_KINDS,
  PAY_APPLICATION_KINDS,
  PAY_APPLICATION_STATUSES,
} from "../../../shared/column-values.ts";
import { createdAt, id, oneOf, organizationId, updatedAt } from "./columns.ts";
import { costCodes } from "./cost-codes.ts";
import { documents } from "./documents.ts";
import { financeTransactions } from "./finance.ts";
import { salesDocuments } from "./invoicing.ts";
import { projects } from "./projects.ts";

/**
 * Construction finance (issue 29, decision 0050): cost codes and budgets, change orders, the schedule of values
 * and its pay applications. Money in whole cents; rates in basis points (10 % = 1000).
 */

const MONEY_LIMIT = sql.raw("10000000000000");

/** A project's contract terms for billing: its default retainage and what lien waivers name. */
export const projectContracts = pgTable(
  "project_contracts",
  {
    projectId: text("project_id")
      .primaryKey()
      .references(() => projects.id, { onDelete: "cascade" }),
    organizationId: organizationId(),
    retainageBps: integer("retainage_bps").notNull().default(1000),
    ownerName: text("owner_name").notNull().default(""),
    jobLocation: text("job_location").notNull().default(""),
    contractDate: date("contract_date", { mode: "string" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("project_contracts_org_idx").on(t.organizationId),
    check("project_contracts_retainage", sql`${t.retainageBps} between 0 and 10000`),
  ],
);

/** A project's budget: one amount per cost code and cost type. */
export const projectBudgetLines = pgTable(
  "project_budget_lines",
  {
    id: id(),
    organizationId: organizationId(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    costCodeId: text("cost_code_id")
      .notNull()
      .references(() => costCodes.id, { onDelete: "restrict" }),
    costType: text("cost_type", { enum: COST_TYPES }).notNull(),
    description: text("description").notNull().default(""),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("project_budget_lines_project_idx").on(t.organizationId, t.projectId, t.position),
    uniqueIndex("project_budget_lines_code_type_idx").on(t.projectId, t.costCodeId, t.costType),
    check("project_budget_lines_cost_type", oneOf(t.costType, COST_TYPES, ", ")),
    check("project_budget_lines_amount", sql`${t.amountCents} >= 0 and ${t.amountCents} < ${MONEY_LIMIT}`),
  ],
);

/** A change to a project's contract: its lines change the budget, the contract sum and the schedule. */
export const changeOrders = pgTable(
  "change_orders",
  {
    id: id(),
    organizationId: organizationId(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    number: text("number").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    reason: text("reason").notNull().default(""),
    status: text("status", { enum: CHANGE_ORDER_STATUSES }).notNull().default("draft"),
    /** Raised by every edit: a client's answer names the version they read. */
    version: integer("version").notNull().default(1),
    /** Its lines' sums, written with the lines (lists read them without the lines). */
    amountCents: bigint("amount_cents", { mode: "number" }).notNull().default(0),
    days: integer("days").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    sentTo: text("sent_to"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answerName: text("answer_name"),
    answerIp: text("answer_ip"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("change_orders_org_project_idx").on(t.organizationId, t.projectId, t.createdAt.desc()),
    uniqueIndex("change_orders_project_number_idx").on(t.projectId, t.number),
    check("change_orders_status", oneOf(t.status, CHANGE_ORDER_STATUSES, ", ")),
  ],
);

/** A change order's lines: a cost code and type, an amount (an addition, or a deduction below zero) and days. */
export const changeOrderLines = pgTable(
  "change_order_lines",
  {
    id: id(),
    organizationId: organizationId(),
    changeOrderId: text("change_order_id")
      .notNull()
      .references(() => changeOrders.id, { onDelete: "cascade" }),
    costCodeId: text("cost_code_id")
      .notNull()
      .references(() => costCodes.id, { onDelete: "restrict" }),
    costType: text("cost_type", { enum: COST_TYPES }).notNull(),
    description: text("description").notNull().default(""),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    days: integer("days").notNull().default(0),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("change_order_lines_order_idx").on(t.changeOrderId, t.position),
    check("change_order_lines_cost_type", oneOf(t.costType, COST_TYPES, ", ")),
    check("change_order_lines_amount", sql`abs(${t.amountCents}) < ${MONEY_LIMIT}`),
    check("change_order_lines_days", sql`${t.days} between -3650 and 3650`),
  ],
);

/**
 * The link a client opens to answer a change order (no account): only the token's SHA-256 is kept. Sending again
 * or editing the change order revokes it.
 */
export const changeOrderLinks = pgTable(
  "change_order_links",
  {
    id: id(),
    organizationId: organizationId(),
    changeOrderId: text("change_order_id")
      .notNull()
      .references(() => changeOrders.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    sentTo: text("sent_to").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Why: "resent" (a newer link went out) or "changed" (the change order was edited; its page says so). */
    revokedReason: text("revoked_reason"),
    /** Who sent it: told of the client's answer. */
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("change_order_links_order_idx").on(t.changeOrderId)],
);

/** A project's schedule of values (G703's lines); an approved change order adds its own line. */
export const sovLines = pgTable(
  "sov_lines",
  {
    id: id(),
    organizationId: organizationId(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    itemNo: text("item_no").notNull(),
    description: text("description").notNull(),
    scheduledValueCents: bigint("scheduled_value_cents", { mode: "number" }).notNull(),
    costCodeId: text("cost_code_id").references(() => costCodes.id, { onDelete: "set null" }),
    retainageBps: integer("retainage_bps").notNull(),
    /** The approved change order this line bills (null: a line of the original contract). */
    changeOrderId: text("change_order_id").references(() => changeOrders.id, { onDelete: "restrict" }),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("sov_lines_project_idx").on(t.organizationId, t.projectId, t.position),
    uniqueIndex("sov_lines_change_order_idx").on(t.changeOrderId),
    check("sov_lines_retainage", sql`${t.retainageBps} between 0 and 10000`),
    check("sov_lines_value", sql`abs(${t.scheduledValueCents}) < ${MONEY_LIMIT}`),
  ],
);

/** A pay application (G702) for a period: its lines hold what was billed; the rest is computed from them. */
export const payApplications = pgTable(
  "pay_applications",
  {
    id: id(),
    organizationId: organizationId(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    kind: text("kind", { enum: PAY_APPLICATION_KINDS }).notNull().default("progress"),
    periodTo: date("period_to", { mode: "string" }).notNull(),
    status: text("status", { enum: PAY_APPLICATION_STATUSES }).notNull().default("draft"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The invoice an approved application became (its current payment due). */
    invoiceId: text("invoice_id").references(() => salesDocuments.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("pay_applications_org_project_idx").on(t.organizationId, t.projectId, t.number),
    uniqueIndex("pay_applications_project_number_idx").on(t.projectId, t.number),
    check("pay_applications_status", oneOf(t.status, PAY_APPLICATION_STATUSES, ", ")),
    check("pay_applications_kind", oneOf(t.kind, PAY_APPLICATION_KINDS, ", ")),
  ],
);

/**
 * A pay application's line for one schedule line: its scheduled value when billed (kept, so an approved
 * application always reads the same), the work of this period (E), the materials stored this period (F), and this
 * application's retainage rate for the line.
 */
export const payApplicationLines = pgTable(
  "pay_application_lines",
  {
    id: id(),
    organizationId: organizationId(),
    payApplicationId: text("pay_application_id")
      .notNull()
      .references(() => payApplications.id, { onDelete: "cascade" }),
    sovLineId: text("sov_line_id")
      .notNull()
      .references(() => sovLines.id, { onDelete: "restrict" }),
    scheduledValueCents: bigint("scheduled_value_cents", { mode: "number" }).notNull(),
    workThisPeriodCents: bigint("work_this_period_cents", { mode: "number" }).notNull().default(0),
    storedThisPeriodCents: bigint("stored_this_period_cents", { mode: "number" }).notNull().default(0),
    retainageBps: integer("retainage_bps").notNull(),
  },
  (t) => [
    uniqueIndex("pay_application_lines_line_idx").on(t.payApplicationId, t.sovLineId),
    index("pay_application_lines_sov_idx").on(t.sovLineId),
    check("pay_application_lines_retainage", sql`${t.retainageBps} between 0 and 10000`),
    check(
      "pay_application_lines_amounts",
      sql`abs(${t.workThisPeriodCents}) < ${MONEY_LIMIT} and abs(${t.storedThisPeriodCents}) < ${MONEY_LIMIT}`,
    ),
  ],
);

/**
 * A lien waiver given on a project: its PDF is a document of the project (the documents module keeps the file;
 * deleting the document deletes the waiver). What it was drawn from (a pay application or a finance payment) and
 * the fields it says are kept, for the list.
 */
export const lienWaivers = pgTable(
  "lien_waivers",
  {
    id: id(),
    organizationId: organizationId(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    documentId: text("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: LIEN_WAIVER_KINDS }).notNull(),
    payApplicationId: text("pay_application_id").references(() => payApplications.id, { onDelete: "set null" }),
    paymentId: text("payment_id").references(() => financeTransactions.id, { onDelete: "set null" }),
    throughDate: date("through_date", { mode: "string" }).notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    claimant: text("claimant").notNull(),
    customer: text("customer").notNull(),
    ownerName: text("owner_name").notNull(),
    jobLocation: text("job_location").notNull(),
    exceptions: text("exceptions").notNull().default(""),
    signatureName: text("signature_name").notNull(),
    signatureDate: date("signature_date", { mode: "string" }).notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("lien_waivers_org_project_idx").on(t.organizationId, t.projectId, t.createdAt.desc()),
    index("lien_waivers_document_idx").on(t.documentId),
    // A deleted application or payment sets its waivers' reference to null: found by these, not by a scan.
    index("lien_waivers_pay_application_idx").on(t.payApplicationId),
    index("lien_waivers_payment_idx").on(t.paymentId),
    check("lien_waivers_kind", oneOf(t.kind, LIEN_WAIVER_KINDS, ", ")),
    check("lien_waivers_amount", sql`${t.amountCents} >= 0 and ${t.amountCents} < ${MONEY_LIMIT}`),
  ],
);
