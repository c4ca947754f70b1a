import type { FormSpec, FormValues } from "../../../web/lib/form-check.ts";
import type { FieldErrors } from "../../../web/lib/form.ts";
import { centsText } from "../../../web/lib/format.ts";
import {
  estimateInput,
  invoiceInput,
  type Estimate,
  type EstimateInput,
  type EstimateInputParsed,
  type Invoice,
  type InvoiceInput,
  type InvoiceInputParsed,
} from "../invoicing.contract.ts";
import {
  DEFAULT_ESTIMATE_NOTES,
  DEFAULT_ESTIMATE_TERMS,
  DEFAULT_INVOICE_NOTES,
  DEFAULT_PAYMENT_TERM,
  DEFAULT_VALID_DAYS,
  DEPOSIT_KINDS,
  INVOICING_MSG,
  isPaymentTerm,
  type DepositKind,
  type DocumentKind,
} from "../invoicing.constants.ts";
import { depositCentsOf, documentTotals, dueDateFor, numberOrZero, priceCentsOf } from "../invoicing.rules.ts";
import { addDays } from "../../../shared/calendar.ts";

/** One item as typed in the items table. */
export type LineDraft = {
  key: number;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  taxRate: string;
};

let lastKey = 0;
export const newLine = (values: Partial<Omit<LineDraft, "key">> = {}): LineDraft => ({
  key: ++lastKey,
  description: "",
  quantity: "1",
  unit: "",
  unitPrice: "",
  taxRate: "0",
  ...values,
});

const KEYS = [
  "clientName",
  "clientContact",
  "clientEmail",
  "clientAddress",
  "number",
  "documentDate",
  "validUntil",
  "paymentTerms",
  "dueDate",
  "allowPartialPayments",
  "depositKind",
  "depositValue",
  "projectId",
  "templateId",
  "lines",
  "terms",
  "notes",
] as const;
export type DocumentFormKey = (typeof KEYS)[number];

/** How the editor names the ways an estimate asks for a deposit (decision 0048). */
export const DEPOSIT_KIND_LABELS: Record<DepositKind, string> = { none: "None", percent: "Percent", amount: "Amount" };
export const isDepositKind = (s: string): s is DepositKind => (DEPOSIT_KINDS as readonly string[]).includes(s);
/** A percentage as typed, without a trailing "%" ("25 %" reads as 25). */
const percentText = (text: string) => text.trim().replace(/\s*%$/, "");

/**
 * The lines as the form keeps them for its check (JSON of what was typed). Every row is an item, a blank one too:
 * the spec answers it with "All items must have a description…" rather than dropping it unseen.
 */
export function encodeLines(lines: readonly LineDraft[]): string {
  return JSON.stringify(
    lines.map(({ description, quantity, unit, unitPrice, taxRate }) => ({
      description,
      quantity,
      unit,
      unitPrice,
      taxRate,
    })),
  );
}
const decodeLines = (text: string): Omit<LineDraft, "key">[] => {
  const parsed: unknown = text ? JSON.parse(text) : [];
  return Array.isArray(parsed) ? (parsed as Omit<LineDraft, "key">[]) : [];
};

/** What the request sends for the lines: the text as typed (the server reads it with the same rules). */
const requestLines = (text: string) =>
  decodeLines(text).map((l) => ({
    description: l.description.trim(),
    quantity: l.quantity,
    unit: l.unit.trim(),
    unitPrice: l.unitPrice,
    taxRate: l.taxRate.trim() === "" ? "0" : l.taxRate,
  }));

/** The body the form sends: the values as typed; the schema checks them first (and the server again). */
export function requestOf(
  kind: "estimate",
  values: FormValues<DocumentFormKey>,
  clientId: string | null,
  autoNumber: boolean,
): EstimateInput;
export function requestOf(
  kind: "invoice",
  values: FormValues<DocumentFormKey>,
  clientId: string | null,
  autoNumber: boolean,
): InvoiceInput;
export function requestOf(
  kind: DocumentKind,
  values: FormValues<DocumentFormKey>,
  clientId: string | null,
  autoNumber: boolean,
): EstimateInput | InvoiceInput {
  const common = {
    clientId,
    clientName: values.clientName,
    clientContact: values.clientContact,
    clientEmail: values.clientEmail.trim(),
    clientAddress: values.clientAddress,
    number: values.number,
    projectId: values.projectId || null,
    templateId: values.templateId || null,
    notes: values.notes,
    lines: requestLines(values.lines),
    autoNumber,
  };
  if (kind === "estimate")
    return {
      ...common,
      documentDate: values.documentDate,
      validUntil: values.validUntil,
      terms: values.terms,
      depositKind: isDepositKind(values.depositKind) ? values.depositKind : "none",
      depositValue:
        values.depositKind === "percent"
          ? percentText(values.depositValue)
          : values.depositKind === "amount"
            ? values.depositValue
            : null,
    };
  return {
    ...common,
    documentDate: values.documentDate,
    dueDate: values.dueDate,
    paymentTerms: isPaymentTerm(values.paymentTerms) ? values.paymentTerms : DEFAULT_PAYMENT_TERM,
    allowPartialPayments: values.allowPartialPayments === "true",
  };
}

/**
 * What the schema cannot say of a deposit: an amount above the estimate's total as typed (the server would ask for
 * the total instead).
 */
function adjustDeposit(errors: FieldErrors<DocumentFormKey>, values: FormValues<DocumentFormKey>): void {
  if (values.depositKind !== "amount" || errors.depositValue) return;
  const total = liveTotals(decodeLines(values.lines)).totalCents;
  if (priceCentsOf(values.depositValue) > total) errors.depositValue = INVOICING_MSG.depositAboveTotal;
}

/** The deposit an estimate's fields ask for now, in cents (what the client will be asked to pay), or null for none. */
export function depositCentsTyped(values: FormValues<DocumentFormKey>, totalCents: number): number | null {
  if (values.depositKind === "percent") {
    const percent = numberOrZero(percentText(values.depositValue));
    return percent > 0 && percent <= 100 ? depositCentsOf(totalCents, percent, null) : null;
  }
  if (values.depositKind === "amount") {
    const cents = priceCentsOf(values.depositValue);
    return cents > 0 ? depositCentsOf(totalCents, null, cents) : null;
  }
  return null;
}

/** The form of Create Estimate / Create Invoice: the contract's schema is the one source of checks. */
export function documentForm(
  kind: "estimate",
  clientIdOf: (name: string) => string | null,
  isSuggested: (number: string) => boolean,
): FormSpec<DocumentFormKey, EstimateInputParsed>;
export function documentForm(
  kind: "invoice",
  clientIdOf: (name: string) => string | null,
  isSuggested: (number: string) => boolean,
): FormSpec<DocumentFormKey, InvoiceInputParsed>;
export function documentForm(
  kind: DocumentKind,
  clientIdOf: (name: string) => string | null,
  isSuggested: (number: string) => boolean,
): FormSpec<DocumentFormKey, EstimateInputParsed> | FormSpec<DocumentFormKey, InvoiceInputParsed> {
  if (kind === "estimate") {
    return {
      keys: KEYS,
      idPrefix: "estimate",
      parse: (values) => {
        const body = requestOf("estimate", values, clientIdOf(values.clientName), isSuggested(values.number));
        return estimateInput.safeParse(body);
      },
      adjust: adjustDeposit,
    };
  }
  return {
    keys: KEYS,
    idPrefix: "invoice",
    parse: (values) => {
      const body = requestOf("invoice", values, clientIdOf(values.clientName), isSuggested(values.number));
      return invoiceInput.safeParse(body);
    },
  };
}

/** Spec defaults: today, Net 30 and its due date, the default terms and notes, one empty item. */
export function newDocumentValues(
  kind: DocumentKind,
  today: string,
  number: string,
): { values: FormValues<DocumentFormKey>; lines: LineDraft[] } {
  const lines = [newLine()];
  return {
    values: {
      clientName: "",
      clientContact: "",
      clientEmail: "",
      clientAddress: "",
      number,
      documentDate: today,
      validUntil: kind === "estimate" ? addDays(today, DEFAULT_VALID_DAYS) : "",
      paymentTerms: DEFAULT_PAYMENT_TERM,
      dueDate: kind === "invoice" ? dueDateFor(today, DEFAULT_PAYMENT_TERM) : "",
      projectId: "",
      templateId: "",
      lines: encodeLines(lines),
      terms: kind === "estimate" ? DEFAULT_ESTIMATE_TERMS : "",
      notes: kind === "estimate" ? DEFAULT_ESTIMATE_NOTES : DEFAULT_INVOICE_NOTES,
      allowPartialPayments: "false",
      depositKind: "none",
      depositValue: "",
    },
    lines,
  };
}

const quantityText = (q: number) => String(q);

/** A saved document's values for its edit. */
export function savedDocumentValues(doc: Estimate | Invoice): {
  values: FormValues<DocumentFormKey>;
  lines: LineDraft[];
} {
  const lines = doc.lines.map((l) =>
    newLine({
      description: l.description,
      quantity: quantityText(l.quantity),
      unit: l.unit,
      unitPrice: centsText(l.unitPriceCents),
      taxRate: String(l.taxRate),
    }),
  );
  return {
    values: {
      clientName: doc.clientName,
      clientContact: doc.clientContact,
      clientEmail: doc.clientEmail,
      clientAddress: doc.clientAddress,
      number: doc.number,
      documentDate: doc.documentDate,
      validUntil: doc.kind === "estimate" ? (doc.validUntil ?? "") : "",
      paymentTerms: doc.kind === "invoice" ? doc.paymentTerms : DEFAULT_PAYMENT_TERM,
      dueDate: doc.kind === "invoice" ? doc.dueDate : "",
      projectId: doc.project?.id ?? "",
      templateId: doc.template?.id ?? "",
      lines: encodeLines(lines),
      terms: doc.kind === "estimate" ? doc.terms : "",
      notes: doc.notes,
      allowPartialPayments: doc.kind === "invoice" && doc.allowPartialPayments ? "true" : "false",
      depositKind:
        doc.kind !== "estimate"
          ? "none"
          : doc.depositPercent !== null
            ? "percent"
            : doc.depositCents !== null
              ? "amount"
              : "none",
      depositValue:
        doc.kind !== "estimate"
          ? ""
          : doc.depositPercent !== null
            ? String(doc.depositPercent)
            : doc.depositCents !== null
              ? centsText(doc.depositCents)
              : "",
    },
    lines,
  };
}

/** The live totals of the items as typed (spec: non-numeric input counts as 0). */
export function liveTotals(lines: readonly Omit<LineDraft, "key">[]) {
  return documentTotals(
    lines.map((l) => ({
      quantity: numberOrZero(l.quantity),
      unitPriceCents: priceCentsOf(l.unitPrice),
      taxRate: numberOrZero(l.taxRate),
    })),
  );
}
