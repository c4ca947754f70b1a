import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  inet,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { TemplateSections } from "../../../modules/invoicing/invoicing.contract.ts";
import { users } from "./auth.ts";
import { clients } from "./clients.ts";
import {
  DOCUMENT_KINDS,
  ESTIMATE_STORED_STATUSES,
  INVOICE_STORED_STATUSES,
  ONLINE_PAYMENT_PURPOSES,
} from "../../../shared/column-values.ts";
import { createdAt, id, oneOf, organizationId, updatedAt } from "./columns.ts";
import { financeTransactions } from "./finance.ts";
import { projects } from "./projects.ts";

/**
 * The invoicing module (issue 14, decision 25): estimates and invoices are one table of documents a contractor
 * sends (`kind`), their lines, an invoice's payments, the templates that shape their PDF, and the links a client
 * opens without an account. Money is whole cents (decision 23); the server computes every total it stores.
 */

/** A template (spec: Document template): its sections decide what the PDF and the client's page show. */
export const documentTemplates = pgTable(
  "document_templates",
  {
    id: id(),
    organizationId: organizationId(),
    name: text("name").notNull(),
    kind: text("kind", { enum: DOCUMENT_KINDS }).notNull(),
    sections: jsonb("sections").$type<TemplateSections>().notNull(),
    /** The template new documents of its kind use; at most one per kind (without one, the built-in default). */
    isDefault: boolean("is_default").notNull().default(false),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("document_templates_org_kind_name_idx").on(t.organizationId, t.kind, sql`lower(${t.name})`),
    uniqueIndex("document_templates_default_idx")
      .on(t.organizationId, t.kind)
      .where(sql`${t.isDefault}`),
    check("document_templates_kind", oneOf(t.kind, DOCUMENT_KINDS)),
  ],
);

/**
 * Estimates and invoices. Stored statuses: an estimate is draft, sent, viewed, accepted or declined (expired is
 * read from valid_until); an invoice is draft, sent, viewed or void (overdue, partially paid and paid are read
 * from paid_cents and due_date).
 */
export const salesDocuments = pgTable(
  "sales_documents",
  {
    id: id(),
    organizationId: organizationId(),
    kind: text("kind", { enum: DOCUMENT_KINDS }).notNull(),
    number: text("number").notNull(),
    status: text("status")
      .$type<(typeof ESTIMATE_STORED_STATUSES)[number] | (typeof INVOICE_STORED_STATUSES)[number]>()
      .notNull()
      .default("draft"),
    documentDate: date("document_date", { mode: "string" }).notNull(),
    /** Estimates: the last day the client may accept (null: no limit). */
    validUntil: date("valid_until", { mode: "string" }),
    /** Invoices: the payment terms and the due date they imply (the date may be edited). */
    paymentTerms: text("payment_terms"),
    dueDate: date("due_date", { mode: "string" }),
    clientId: text("client_id").references(() => clients.id, { onDelete: "set null" }),
    clientName: text("client_name").notNull(),
    clientAddress: text("client_address").notNull().default(""),
    clientContact: text("client_contact").notNull().default(""),
    clientEmail: text("client_email").notNull().default(""),
    projectId: text("project_id").references(() => projects.id, { onDelete: "set null" }),
    templateId: text("template_id").references(() => documentTemplates.id, { onDelete: "set null" }),
    terms: text("terms").notNull().default(""),
    notes: text("notes").notNull().default(""),
    /** What the list's search reads, lowercased once when written (a trigram index serves "contains"). */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql`lower(number || ' ' || client_name)`),
    lineCount: integer("line_count").notNull(),
    subtotalCents: bigint("subtotal_cents", { mode: "number" }).notNull(),
    taxCents: bigint("tax_cents", { mode: "number" }).notNull(),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    /** Invoices: the sum of their payments, kept with each payment in the same transaction. */
    paidCents: bigint("paid_cents", { mode: "number" }).notNull().default(0),
    /** An invoice made from an accepted estimate points at it; the estimate points at its invoice. */
    sourceEstimateId: text("source_estimate_id"),
    invoiceId: text("invoice_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    /** Estimates: the client's answer, with the name they typed, when and from where. */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answerName: text("answer_name"),
    answerIp: inet("answer_ip"),
    /** Raised by every edit: a client's answer names the version they saw, and a stale one is refused. */
    version: integer("version").notNull().default(1),
    /** Invoices: whether the client may pay online less than the balance (decision 0048). */
    allowPartialPayments: boolean("allow_partial_payments").notNull().default(false),
    /** Estimates: the deposit the client pays online after accepting, a percentage of the total or an amount. */
    depositPercent: numeric("deposit_percent", { precision: 5, scale: 2 }),
    depositCents: bigint("deposit_cents", { mode: "number" }),
    /** Estimates: the deposit paid online so far (refunds taken off). */
    depositPaidCents: bigint("deposit_paid_cents", { mode: "number" }).notNull().default(0),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("sales_documents_org_kind_number_idx").on(t.organizationId, t.kind, t.number),
    index("sales_documents_org_kind_date_idx").on(
      t.organizationId,
      t.kind,
      t.documentDate.desc(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index("sales_documents_project_idx").on(t.projectId),
    index("sales_documents_search_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    check("sales_documents_kind", oneOf(t.kind, DOCUMENT_KINDS)),
    check(
      "sales_documents_status",
      sql`(${t.kind} = 'estimate' and ${oneOf(t.status, ESTIMATE_STORED_STATUSES)}) or (${t.kind} = 'invoice' and ${oneOf(t.status, INVOICE_STORED_STATUSES)})`,
    ),
    check(
      "sales_documents_invoice_due",
      sql`${t.kind} = 'estimate' or (${t.dueDate} is not null and ${t.dueDate} >= ${t.documentDate})`,
    ),
    check("sales_documents_valid_until", sql`${t.validUntil} is null or ${t.validUntil} >= ${t.documentDate}`),
    check(
      "sales_documents_deposit",
      sql`(${t.depositPercent} is null or ${t.depositCents} is null) and (${t.kind} = 'estimate' or (${t.depositPercent} is null and ${t.depositCents} is null and ${t.depositPaidCents} = 0)) and (${t.depositPercent} is null or (${t.depositPercent} > 0 and ${t.depositPercent} <= 100)) and (${t.depositCents} is null or ${t.depositCents} > 0) and ${t.depositPaidCents} >= 0`,
    ),
    check(
      "sales_documents_totals",
      sql`${t.subtotalCents} >= 0 and ${t.taxCents} >= 0 and ${t.totalCents} = ${t.subtotalCents} + ${t.taxCents} and ${t.totalCents} < 10000000000000`,
    ),
    check(
      "sales_documents_paid",
      sql`${t.paidCents} >= 0 and ${t.paidCents} <= ${t.totalCents} and (${t.kind} = 'invoice' or ${t.paidCents} = 0)`,
    ),
  ],
);

/** A document's lines in their order; the server computes each line's amounts (invoicing.rules.ts). */
export const salesDocumentLines = pgTable(
  "sales_document_lines",
  {
    id: id(),
    organizationId: organizationId(),
    documentId: text("document_id")
      .notNull()
      .references(() => salesDocuments.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    quantity: numeric("quantity", { precision: 12, scale: 3 }).notNull(),
    unit: text("unit").notNull().default(""),
    unitPriceCents: bigint("unit_price_cents", { mode: "number" }).notNull(),
    taxRate: numeric("tax_rate", { precision: 5, scale: 2 }).notNull().default("0"),
    netCents: bigint("net_cents", { mode: "number" }).notNull(),
    taxCents: bigint("tax_cents", { mode: "number" }).notNull(),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("sales_document_lines_doc_position_idx").on(t.documentId, t.position),
    check(
      "sales_document_lines_values",
      sql`${t.quantity} > 0 and ${t.unitPriceCents} >= 0 and ${t.taxRate} >= 0 and ${t.taxRate} <= 100`,
    ),
    check("sales_document_lines_total", sql`${t.totalCents} = ${t.netCents} + ${t.taxCents}`),
  ],
);

/** Payments received against an invoice; each is booked in finance as a cleared receipt (financeTransactionId). */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: id(),
    organizationId: organizationId(),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => salesDocuments.id, { onDelete: "cascade" }),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    method: text("method").notNull(),
    reference: text("reference").notNull().default(""),
    financeTransactionId: text("finance_transaction_id").references(() => financeTransactions.id, {
      onDelete: "set null",
    }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("invoice_payments_invoice_idx").on(t.invoiceId, t.paidOn, t.createdAt),
    check("invoice_payments_amount", sql`${t.amountCents} > 0`),
  ],
);

/**
 * A client's payment taken online by the organization's connected account (decision 0048): recorded once per
 * provider payment, against an invoice (with its invoice payment and finance receipt) or an estimate's deposit.
 * Refunds and disputes are kept against it and reverse its receipt.
 */
export const onlinePayments = pgTable(
  "online_payments",
  {
    id: id(),
    organizationId: organizationId(),
    documentId: text("document_id")
      .notNull()
      .references(() => salesDocuments.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ONLINE_PAYMENT_PURPOSES }).notNull(),
    providerPaymentId: text("provider_payment_id").notNull().unique(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    /** What of it paid the document (an overpayment by a race of two checkouts is the rest). */
    appliedCents: bigint("applied_cents", { mode: "number" }).notNull(),
    refundedCents: bigint("refunded_cents", { mode: "number" }).notNull().default(0),
    disputedAt: timestamp("disputed_at", { withTimezone: true }),
    invoicePaymentId: text("invoice_payment_id").references(() => invoicePayments.id, { onDelete: "set null" }),
    financeTransactionId: text("finance_transaction_id").references(() => financeTransactions.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index("online_payments_document_idx").on(t.documentId),
    check("online_payments_purpose", oneOf(t.purpose, ONLINE_PAYMENT_PURPOSES)),
    check(
      "online_payments_amounts",
      sql`${t.amountCents} > 0 and ${t.appliedCents} >= 0 and ${t.appliedCents} <= ${t.amountCents} and ${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`,
    ),
  ],
);

/**
 * The link a client opens without an account: only the SHA-256 of its token is kept. Sending again revokes the
 * earlier links of the document; each link expires.
 */
export const clientLinks = pgTable(
  "client_links",
  {
    id: id(),
    organizationId: organizationId(),
    documentId: text("document_id")
      .notNull()
      .references(() => salesDocuments.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    sentTo: text("sent_to").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Why: "resent" (a newer link was sent) or "changed" (the document was edited; the client's page says so). */
    revokedReason: text("revoked_reason"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("client_links_document_idx").on(t.documentId)],
);
