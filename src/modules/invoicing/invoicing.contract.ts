import { z } from "zod";
import { isoDate, recordRef } from "../../shared/contracts/common.ts";
import { ONLINE_PAYMENT_PURPOSES } from "../../shared/column-values.ts";
import { readDecimal, readPriceCents, readQuantity } from "../../shared/line-items.ts";
import {
  DEPOSIT_KINDS,
  DOCUMENT_KINDS,
  DOCUMENT_PAGE_SIZE,
  ESTIMATE_STATUSES,
  INVOICE_STATUSES,
  INVOICING_MSG,
  MAX_LINES,
  MAX_QUANTITY,
  MAX_TAX_RATE,
  MAX_TOTAL_CENTS,
  MAX_UNIT_PRICE_CENTS,
  PAYMENT_METHODS,
  PAYMENT_TERMS,
} from "./invoicing.constants.ts";
import { completeColumns, ITEM_COLUMN_IDS } from "./template-sections.ts";
export type { TemplateSections } from "./template-sections.ts";

const text = (max: number) => z.string().trim().max(max, `Keep it under ${max} characters.`);
const optionalId = z.string().max(100).nullable().optional();
const numberText = z.union([z.number(), z.string().max(40)]);

// ---------------------------------------------------------------------------------------------------------------
// Templates

const flags = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.boolean()])) as Record<K, z.ZodBoolean>);

const itemColumns = z.array(
  z.object({
    id: z.enum(ITEM_COLUMN_IDS),
    label: z.string().trim().min(1, "Each column needs a label.").max(40),
    enabled: z.boolean(),
  }),
);

/** A template's sections as stored and answered (spec: Document template). */
export const templateSections = z.object({
  header: flags(["companyLogo", "companyInfo", "documentTitle", "documentNumber", "date"]),
  clientInfo: flags(["name", "address", "contact", "email"]),
  itemsTable: itemColumns,
  summary: flags(["subtotal", "tax", "total"]),
  footer: flags(["terms", "notes", "signature"]),
});

/** Sections as sent: the columns made whole (each once, the missing ones added, switched off). */
export const templateSectionsInput = templateSections.extend({
  itemsTable: itemColumns.min(1).max(20).transform(completeColumns),
});

export const templateInput = z.object({
  name: z
    .string({ error: INVOICING_MSG.templateNameRequired })
    .trim()
    .min(1, INVOICING_MSG.templateNameRequired)
    .max(120, "Keep the name under 120 characters."),
  kind: z.enum(DOCUMENT_KINDS),
  sections: templateSectionsInput,
  isDefault: z.boolean().optional().default(false),
});
export type TemplateInput = z.input<typeof templateInput>;
export type TemplateInputParsed = z.output<typeof templateInput>;

/** The downloaded file (spec's saved shape: templateType, templateName, sections), which Import reads back. */
export const templateFile = z.object({
  templateType: z.enum(DOCUMENT_KINDS),
  templateName: z.string().trim().min(1).max(120),
  sections: templateSections,
});
export type TemplateFile = z.infer<typeof templateFile>;
/** A template file as Import reads it. */
export const templateFileInput = templateFile.extend({ sections: templateSectionsInput });
export type TemplateFileInput = z.input<typeof templateFileInput>;

/** What Preview draws: a template's type and its sections as the form holds them (saved or not). */
export const templatePreviewInput = z.object({ kind: z.enum(DOCUMENT_KINDS), sections: templateSectionsInput });
export type TemplatePreviewInput = z.input<typeof templatePreviewInput>;

export const template = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  sections: templateSections,
  isDefault: z.boolean(),
  /** The built-in template (id `built-in-estimate` / `built-in-invoice`): read-only, used when none is the default. */
  builtIn: z.boolean(),
  updatedAt: z.string(),
});
export type Template = z.infer<typeof template>;
export const templateList = z.object({ templates: z.array(template) });
export type TemplateList = z.infer<typeof templateList>;

// ---------------------------------------------------------------------------------------------------------------
// Estimates and invoices

const ITEMS = INVOICING_MSG.itemsInvalid.message;

export const lineInput = z.object({
  description: z.string().trim().max(500, "Keep each description under 500 characters."),
  quantity: numberText,
  unit: text(30).optional().default(""),
  unitPrice: numberText,
  taxRate: numberText.optional().default(0),
});
export type LineInput = z.input<typeof lineInput>;

/** A line as stored: description, a quantity above 0 (3 decimals), a unit price in cents, a tax rate (0–100, 2 decimals). */
export type LineParsed = {
  description: string;
  quantity: number;
  unit: string;
  unitPriceCents: number;
  taxRate: number;
};

/** Spec: every item needs a description, quantity > 0 and price >= 0; the one message names them all. */
function checkLines(lines: readonly z.output<typeof lineInput>[], ctx: z.RefinementCtx): LineParsed[] {
  if (lines.length === 0) ctx.addIssue({ code: "custom", path: ["lines"], message: INVOICING_MSG.noItems });
  const parsed: LineParsed[] = [];
  lines.forEach((l, i) => {
    const quantity = readQuantity(l.quantity) ?? Number.NaN;
    const cents = readPriceCents(l.unitPrice) ?? Number.NaN;
    const tax = readDecimal(l.taxRate, 2) ?? Number.NaN;
    const at = (key: string) => ["lines", i, key];
    if (!l.description) ctx.addIssue({ code: "custom", path: at("description"), message: ITEMS });
    if (!(quantity > 0) || quantity > MAX_QUANTITY)
      ctx.addIssue({ code: "custom", path: at("quantity"), message: ITEMS });
    if (!(cents >= 0) || cents > MAX_UNIT_PRICE_CENTS)
      ctx.addIssue({ code: "custom", path: at("unitPrice"), message: ITEMS });
    if (!(tax >= 0) || tax > MAX_TAX_RATE)
      ctx.addIssue({
        code: "custom",
        path: at("taxRate"),
        message: "Tax is a percent from 0 to 100, in steps of 0.01.",
      });
    parsed.push({ description: l.description, quantity, unit: l.unit, unitPriceCents: cents, taxRate: tax });
  });
  return parsed;
}

const clientFields = {
  clientId: optionalId,
  clientName: z.string().trim().max(200, "Keep the client name under 200 characters."),
  clientAddress: text(500).optional().default(""),
  clientContact: text(200).optional().default(""),
  clientEmail: z
    .union([z.literal(""), z.email("Enter a valid e-mail address.").max(254)])
    .optional()
    .default(""),
  projectId: optionalId,
  templateId: optionalId,
  notes: text(4000).optional().default(""),
  lines: z.array(lineInput).max(MAX_LINES, INVOICING_MSG.tooManyItems),
  /** The number is the form's untouched suggestion: on a clash, a new document takes another free number. */
  autoNumber: z.boolean().optional().default(false),
};

/** A required date as typed: missing reads as "" (the spec's "required" message), else YYYY-MM-DD. */
const dateText = z.string().trim().max(20).optional().default("");
/** An optional date: empty or null for none. */
const maybeDate = z
  .union([z.literal(""), z.string().trim().max(20)])
  .nullable()
  .optional()
  .transform((v) => v ?? "");
const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

/**
 * An estimate's deposit, paid online after the client accepts (decision 0048): none, a percentage of the total, or
 * an amount (`depositKind`), with its value.
 */
function checkDeposit(
  kind: (typeof DEPOSIT_KINDS)[number],
  value: string | number | null | undefined,
  ctx: z.RefinementCtx,
): { depositPercent: number | null; depositCents: number | null } {
  if (kind === "none") return { depositPercent: null, depositCents: null };
  if (kind === "percent") {
    const percent = readDecimal(value ?? "", 2) ?? Number.NaN;
    if (!(percent > 0) || percent > 100)
      ctx.addIssue({ code: "custom", path: ["depositValue"], message: INVOICING_MSG.depositPercentInvalid });
    return { depositPercent: percent, depositCents: null };
  }
  const cents = readPriceCents(value ?? "") ?? Number.NaN;
  if (!(cents > 0) || cents > MAX_UNIT_PRICE_CENTS)
    ctx.addIssue({ code: "custom", path: ["depositValue"], message: INVOICING_MSG.depositAmountInvalid });
  return { depositPercent: null, depositCents: cents };
}

export const estimateInput = z
  .object({
    ...clientFields,
    number: z.string().trim().max(40, "Keep the number under 40 characters."),
    documentDate: dateText,
    validUntil: maybeDate,
    terms: text(4000).optional().default(""),
    /** The deposit asked for: none, a percentage of the total, or an amount (`depositValue`). */
    depositKind: z.enum(DEPOSIT_KINDS).optional().default("none"),
    depositValue: numberText.nullable().optional(),
  })
  .transform((t, ctx) => {
    if (!t.clientName || !t.number || !t.documentDate) {
      const path = !t.clientName ? "clientName" : !t.number ? "number" : "documentDate";
      ctx.addIssue({ code: "custom", path: [path], message: INVOICING_MSG.estimateRequired });
    } else if (!isDate(t.documentDate))
      ctx.addIssue({ code: "custom", path: ["documentDate"], message: "Please enter a valid date (YYYY-MM-DD)." });
    if (t.validUntil && !isDate(t.validUntil))
      ctx.addIssue({ code: "custom", path: ["validUntil"], message: "Please enter a valid date (YYYY-MM-DD)." });
    else if (t.validUntil && t.validUntil < t.documentDate)
      ctx.addIssue({ code: "custom", path: ["validUntil"], message: INVOICING_MSG.validBeforeDate });
    // `lines` stays as sent (a browser may send this output again); `priced` is what is stored.
    const deposit = checkDeposit(t.depositKind, t.depositValue, ctx);
    return { ...t, validUntil: t.validUntil || null, priced: checkLines(t.lines, ctx), deposit };
  });
export type EstimateInput = z.input<typeof estimateInput>;
export type EstimateInputParsed = z.output<typeof estimateInput>;

export const invoiceInput = z
  .object({
    ...clientFields,
    number: z.string().trim().max(40, "Keep the number under 40 characters."),
    documentDate: dateText,
    dueDate: dateText,
    paymentTerms: z.enum(PAYMENT_TERMS).optional().default("Net 30"),
    /** Whether the client may pay online less than the balance. */
    allowPartialPayments: z.boolean().optional().default(false),
  })
  .transform((t, ctx) => {
    if (!t.clientName || !t.number || !t.documentDate || !t.dueDate) {
      const path = !t.clientName ? "clientName" : !t.number ? "number" : !t.documentDate ? "documentDate" : "dueDate";
      ctx.addIssue({ code: "custom", path: [path], message: INVOICING_MSG.invoiceRequired });
    } else if (!isDate(t.documentDate))
      ctx.addIssue({ code: "custom", path: ["documentDate"], message: "Please enter a valid date (YYYY-MM-DD)." });
    else if (!isDate(t.dueDate))
      ctx.addIssue({ code: "custom", path: ["dueDate"], message: "Please enter a valid date (YYYY-MM-DD)." });
    else if (t.dueDate < t.documentDate)
      ctx.addIssue({ code: "custom", path: ["dueDate"], message: INVOICING_MSG.dueBeforeDate });
    return { ...t, priced: checkLines(t.lines, ctx) };
  });
export type InvoiceInput = z.input<typeof invoiceInput>;
export type InvoiceInputParsed = z.output<typeof invoiceInput>;

export const line = z.object({
  id: z.string(),
  description: z.string(),
  quantity: z.number(),
  unit: z.string(),
  unitPriceCents: z.number().int(),
  taxRate: z.number(),
  netCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
});
export type Line = z.infer<typeof line>;

export const payment = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  paymentDate: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  createdAt: z.string(),
  /** Taken online (decision 0048): refunded at the provider, not removed here. */
  online: z.boolean(),
});
export type Payment = z.infer<typeof payment>;

/** What a list row shows of a document. */
const rowBase = {
  id: z.string(),
  number: z.string(),
  documentDate: z.string(),
  clientName: z.string(),
  clientEmail: z.string(),
  project: recordRef.nullable(),
  totalCents: z.number().int(),
  lineCount: z.number().int(),
  sentAt: z.string().nullable(),
  viewedAt: z.string().nullable(),
  createdAt: z.string(),
};
/** What a document's own page adds. */
const detailBase = {
  client: recordRef.nullable(),
  clientAddress: z.string(),
  clientContact: z.string(),
  template: recordRef.nullable(),
  notes: z.string(),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  updatedAt: z.string(),
  /** Raised by every edit; a client's answer names the version they saw. */
  version: z.number().int(),
  lines: z.array(line),
};

/** An estimate as a list row (no lines). */
export const estimateRow = z.object({
  ...rowBase,
  kind: z.literal("estimate"),
  status: z.enum(ESTIMATE_STATUSES),
  validUntil: z.string().nullable(),
});
export const estimate = estimateRow.extend({
  ...detailBase,
  terms: z.string(),
  /** The deposit asked for (a percentage or an amount, or neither), and what was paid of it online. */
  depositPercent: z.number().nullable(),
  depositCents: z.number().int().nullable(),
  depositPaidCents: z.number().int(),
  answer: z.object({ accepted: z.boolean(), name: z.string(), at: z.string(), ip: z.string().nullable() }).nullable(),
  invoice: recordRef.nullable(),
});
export type EstimateRow = z.infer<typeof estimateRow>;
export type Estimate = z.infer<typeof estimate>;

export const invoiceRow = z.object({
  ...rowBase,
  kind: z.literal("invoice"),
  status: z.enum(INVOICE_STATUSES),
  dueDate: z.string(),
  paymentTerms: z.enum(PAYMENT_TERMS),
  paidCents: z.number().int(),
  balanceCents: z.number().int(),
});
export const invoice = invoiceRow.extend({
  ...detailBase,
  payments: z.array(payment),
  estimate: recordRef.nullable(),
  allowPartialPayments: z.boolean(),
});
export type InvoiceRow = z.infer<typeof invoiceRow>;
export type Invoice = z.infer<typeof invoice>;

export const documentListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.string().max(30).optional(),
  projectId: z.string().max(100).optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional().default(DOCUMENT_PAGE_SIZE),
});
export type DocumentListQuery = z.output<typeof documentListQuery>;
export type DocumentListQueryInput = z.input<typeof documentListQuery>;

/** The list's totals over every document the filters match (not just the page). */
export const listTotals = z.object({
  count: z.number().int(),
  totalCents: z.number().int(),
  balanceCents: z.number().int(),
});
export const estimateList = z.object({
  estimates: z.array(estimateRow),
  nextCursor: z.string().nullable(),
  totals: listTotals,
});
export const invoiceList = z.object({
  invoices: z.array(invoiceRow),
  nextCursor: z.string().nullable(),
  totals: listTotals,
});
export type EstimateList = z.infer<typeof estimateList>;
export type InvoiceList = z.infer<typeof invoiceList>;

export const paymentInput = z.object({
  amount: numberText,
  paymentDate: isoDate("Enter the date of the payment."),
  method: z.enum(PAYMENT_METHODS, { error: "Choose how it was paid." }),
  reference: text(200).optional().default(""),
});
export type PaymentInput = z.input<typeof paymentInput>;

export const sendResult = z.object({ sentTo: z.string(), expiresAt: z.string() });
export type SendResult = z.infer<typeof sendResult>;

export const nextNumber = z.object({ number: z.string() });
export type NextNumber = z.infer<typeof nextNumber>;

/** A document made from another (a copy, an estimate's invoice): its id and number. */
export const createdDocument = z.object({ id: z.string(), number: z.string() });
export type CreatedDocument = z.infer<typeof createdDocument>;

// ---------------------------------------------------------------------------------------------------------------
// The client's page (no account)

export const answerInput = z.object({
  name: z.string({ error: INVOICING_MSG.signatureRequired }).trim().min(1, INVOICING_MSG.signatureRequired).max(200),
  accept: z.boolean(),
  /** The version of the document the client read (ClientDocument.version): a different one is refused (409). */
  version: z.number().int().min(1),
});
export type AnswerInput = z.input<typeof answerInput>;

export const clientDocument = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string(),
  status: z.string(),
  documentDate: z.string(),
  validUntil: z.string().nullable(),
  dueDate: z.string().nullable(),
  paymentTerms: z.string().nullable(),
  company: z.object({
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    hasLogo: z.boolean(),
  }),
  client: z.object({ name: z.string(), address: z.string(), contact: z.string(), email: z.string() }),
  sections: templateSections,
  lines: z.array(line),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  balanceCents: z.number().int(),
  terms: z.string(),
  notes: z.string(),
  /** Estimates: whether the client may still accept or decline, and the answer once given. */
  answerable: z.boolean(),
  answer: z.object({ accepted: z.boolean(), name: z.string(), at: z.string() }).nullable(),
  version: z.number().int(),
  /** Paying online (decision 0048): whether the client may pay now, and what. Null: the sender takes no payments online. */
  payment: z
    .object({
      /** What Pay Now pays: an invoice's balance, or an accepted estimate's deposit due. */
      dueCents: z.number().int(),
      /** Whether the client may choose a smaller amount (invoices the sender allows it on). */
      partial: z.boolean(),
      minimumCents: z.number().int(),
      purpose: z.enum(ONLINE_PAYMENT_PURPOSES),
    })
    .nullable(),
  /** Estimates: the deposit asked for and paid. */
  deposit: z.object({ cents: z.number().int(), paidCents: z.number().int() }).nullable(),
});
export type ClientDocument = z.infer<typeof clientDocument>;

/** How much a client pays online: the whole due amount when omitted. */
export const payOnlineInput = z.object({
  amountCents: z.number().int().positive().max(MAX_TOTAL_CENTS).optional(),
});
export type PayOnlineInput = z.input<typeof payOnlineInput>;

/** Reading a client's document: `peek` leaves it unmarked (the server drawing its page). */
export const clientDocumentQuery = z.object({ peek: z.literal("1").optional() });
export type ClientDocumentQuery = z.input<typeof clientDocumentQuery>;

/**
 * Back from the provider's payment page, its outcome: `received` (recorded now, or before), `processing` (the
 * client finished but the provider has not taken the money yet: a bank debit; the webhook records it once it is),
 * `unpaid` (not finished: nothing was taken). With the document as it now stands.
 */
export const paidAnswer = z.object({
  outcome: z.enum(["received", "processing", "unpaid"]),
  document: clientDocument,
});
export type PaidAnswer = z.infer<typeof paidAnswer>;

/** Back from the provider's payment page: its session, to confirm at once. */
export const paidReturnInput = z.object({ sessionId: z.string().min(1).max(255) });
export type PaidReturnInput = z.input<typeof paidReturnInput>;
