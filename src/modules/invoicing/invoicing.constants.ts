// The invoicing module's kinds, statuses, payment terms, texts and limits (estimates, invoices and their
// templates): plain values a screen's first render may import without loading zod (decision 0007).

// The values its tables' columns hold: listed in src/shared, where the database schema types those columns with
// them and writes their checks from them.
import { DOCUMENT_KINDS, ESTIMATE_STORED_STATUSES, INVOICE_STORED_STATUSES } from "../../shared/column-values.ts";

export { DOCUMENT_KINDS };
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const isDocumentKind = (s: string): s is DocumentKind => (DOCUMENT_KINDS as readonly string[]).includes(s);

/** Spec: numbers default to the prefix, the year and a random 4-digit number (EST-2026-0427). */
export const NUMBER_PREFIX: Record<DocumentKind, string> = { estimate: "EST", invoice: "INV" };

export { ESTIMATE_STORED_STATUSES };
export type EstimateStoredStatus = (typeof ESTIMATE_STORED_STATUSES)[number];
export const ESTIMATE_STATUSES = ["draft", "sent", "viewed", "accepted", "declined", "expired"] as const;
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];
export const isEstimateStatus = (s: string): s is EstimateStatus =>
  (ESTIMATE_STATUSES as readonly string[]).includes(s);

export { INVOICE_STORED_STATUSES };
export type InvoiceStoredStatus = (typeof INVOICE_STORED_STATUSES)[number];
export const INVOICE_STATUSES = ["draft", "sent", "viewed", "partially_paid", "paid", "overdue", "void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const isInvoiceStatus = (s: string): s is InvoiceStatus => (INVOICE_STATUSES as readonly string[]).includes(s);

export const STATUS_LABELS: Record<EstimateStatus | InvoiceStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  viewed: "Viewed",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
  partially_paid: "Partially paid",
  paid: "Paid",
  overdue: "Overdue",
  void: "Void",
};

/** Spec: payment terms, Net 30 by default; the due date is the invoice date plus the term's days. */
export const PAYMENT_TERMS = ["Net 15", "Net 30", "Net 45", "Net 60", "Due on receipt"] as const;
export type PaymentTerm = (typeof PAYMENT_TERMS)[number];
export const DEFAULT_PAYMENT_TERM: PaymentTerm = "Net 30";
export const PAYMENT_TERM_DAYS: Record<PaymentTerm, number> = {
  "Net 15": 15,
  "Net 30": 30,
  "Net 45": 45,
  "Net 60": 60,
  "Due on receipt": 0,
};
export const isPaymentTerm = (s: string): s is PaymentTerm => (PAYMENT_TERMS as readonly string[]).includes(s);

/** How an estimate asks for a deposit (decision 0048). */
export const DEPOSIT_KINDS = ["none", "percent", "amount"] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

/** How an invoice was paid. */
export const PAYMENT_METHODS = ["Bank transfer", "Check", "Card", "Cash", "Other"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Spec defaults. */
export const DEFAULT_ESTIMATE_TERMS = "Payment due upon receipt.";
export const DEFAULT_ESTIMATE_NOTES = "Thank you for your business!";
export const DEFAULT_INVOICE_NOTES = "Thank you for your prompt payment.";
/** An estimate is valid this long unless the contractor says otherwise. */
export const DEFAULT_VALID_DAYS = 30;

/** Limits: lines per document, text lengths, a line's quantity and price, a link's life. */
export const MAX_LINES = 200;
export const MAX_QUANTITY = 1_000_000;
/** A unit price below $10 million, a document total below $100 billion (whole cents, decision 23). */
export const MAX_UNIT_PRICE_CENTS = 1_000_000_000;
export const MAX_TOTAL_CENTS = 10_000_000_000_000;
export const MAX_TAX_RATE = 100;
export const CLIENT_LINK_DAYS = 30;
export const DOCUMENT_PAGE_SIZE = 50;
export const MAX_TEMPLATES = 100;

/** The spec's texts, and the ones this product adds. */
export const INVOICING_MSG = {
  notAuthenticated: "User not authenticated.",
  estimateRequired: "Client Name, Estimate Number, and Date are required.",
  invoiceRequired: "Client Name, Invoice Number, Date, and Due Date are required.",
  itemsInvalid: {
    title: "Validation Error",
    message: "All items must have a description, quantity > 0, and price >= 0.",
  },
  noItems: "Add at least one item.",
  tooManyItems: `A document has at most ${MAX_LINES} items.`,
  totalTooLarge: "The total is too large.",
  dueBeforeDate: "The due date cannot be before the invoice date.",
  validBeforeDate: "Valid until cannot be before the estimate date.",
  estimateSaved: "Estimate saved successfully.",
  invoiceSaved: "Invoice saved successfully.",
  estimateError: "Error saving estimate",
  invoiceError: "Error saving invoice",
  estimateNotFound: "Estimate not found.",
  invoiceNotFound: "Invoice not found.",
  numberTaken: (number: string) => `The number ${number} is already used. Choose another.`,
  unknownClient: "The selected client does not exist.",
  unknownProject: "The selected project does not exist.",
  locked: {
    estimate: "Only a draft, sent or viewed estimate can be changed.",
    invoice: "A paid, partly paid or void invoice cannot be changed.",
  },
  estimateDeleted: "Estimate deleted successfully.",
  invoiceDeleted: "Invoice deleted successfully.",
  invoiceDeleteLocked: "An invoice with payments cannot be deleted. Void it instead.",
  duplicated: (number: string) => `Copied as ${number}.`,
  noClientEmail: "Add the client's e-mail before sending.",
  sent: (email: string) => `Sent to ${email}.`,
  sendError: "Error sending",
  alreadyAnswered: "This estimate has already been answered.",
  estimateExpired: "This estimate has expired.",
  notAcceptable: "Only a sent estimate can be accepted or declined.",
  signatureRequired: "Type your full name to answer.",
  accepted: "Estimate accepted.",
  declined: "Estimate declined.",
  convertOnlyAccepted: "Only an accepted estimate can become an invoice.",
  alreadyConverted: "This estimate has already become an invoice.",
  converted: (number: string) => `Invoice ${number} created.`,
  paymentTooLarge: (balance: string) => `A payment cannot be more than the balance of ${balance}.`,
  depositPercentInvalid: "A deposit percentage is above 0 and at most 100.",
  depositAmountInvalid: "A deposit amount must be an amount of money above zero.",
  depositAboveTotal: "The deposit cannot be more than the estimate's total.",
  payUnavailable: "This document cannot be paid online.",
  payTooLittle: (minimum: string) => `The smallest payment online is ${minimum}.`,
  payWholeAmount: (due: string) => `This payment is for the whole amount due: ${due}.`,
  payCheckoutNotFound: "That payment was not found for this document.",
  payNotFinished: "The payment was not finished, and nothing was taken. You can pay again below.",
  onlinePaymentKept:
    "This payment was made online: refund it from your Stripe dashboard, and the refund is recorded here.",
  paymentAmountInvalid: "Amount must be an amount of money above zero.",
  paymentNotAllowed: "Payments can be recorded on a sent invoice that is not void or paid.",
  paymentRecorded: "Payment recorded.",
  paymentDeleted: "Payment removed.",
  voided: "Invoice voided.",
  markedSent: "Invoice marked as sent.",
  markSentOnlyDraft: "Only a draft invoice can be marked as sent.",
  voidWithPayments: "Remove the payments before voiding this invoice.",
  templateNameRequired: "Please enter a template name",
  templateSaved: "Template saved successfully",
  templateLoaded: "Template loaded successfully",
  templateDownloaded: "Template downloaded successfully",
  templateImported: "Template imported successfully",
  templateDeleted: "Template deleted successfully",
  templateNotFound: "Template not found.",
  templateNameTaken: "A template of this type with this name already exists.",
  templateFileInvalid: "This file is not a template saved by this product.",
  tooManyTemplates: `An organization keeps at most ${MAX_TEMPLATES} templates.`,
  linkInvalid: "This link is not valid. Ask the sender for a new one.",
  linkExpired: "This link has expired. Ask the sender for a new one.",
  linkChanged: "This estimate has changed since it was sent to you. The sender will send you the new version.",
  versionChanged: "This estimate has changed since you opened it. Reload the page to read the current version.",
  sentEstimateEdit:
    "This estimate was sent to the client. Saving changes cancels their link and makes it a draft again: send it again for them to answer.",
} as const;

/** The error code of a client link whose estimate was edited after it was sent (410), or of an answer to an older version (409). */
export const LINK_CHANGED_CODE = "DOCUMENT_CHANGED";

/** The client's view of a sent document, from its link's token. */
export const clientDocumentPath = (token: string) => `/view/${encodeURIComponent(token)}`;
