/**
 * The invoicing module's rules as pure functions, used by the browser (live totals) and the server (the
 * authority: it recomputes every total it stores). Money is whole cents; quantities and tax rates are decimals,
 * read and multiplied by the shared line-item money (src/shared/line-items.ts, big.js, half up).
 */
import { addDays } from "../../shared/calendar.ts";
import { lineAmounts, readDecimal, readPriceCents, type LineAmounts } from "../../shared/line-items.ts";
import {
  NUMBER_PREFIX,
  PAYMENT_TERM_DAYS,
  type DocumentKind,
  type EstimateStatus,
  type EstimateStoredStatus,
  type InvoiceStatus,
  type InvoiceStoredStatus,
  type PaymentTerm,
} from "./invoicing.constants.ts";

/** One line as priced: a quantity (decimal), a unit price in cents and a tax rate in percent (0.01 steps). */
export type PricedLine = { quantity: number; unitPriceCents: number; taxRate: number };
export type DocumentTotals = { subtotalCents: number; taxCents: number; totalCents: number; lines: LineAmounts[] };

/**
 * Spec: line total = quantity × price × (1 + tax/100), subtotal = Σ quantity × price, total tax = Σ line taxes,
 * grand total = subtotal + tax. Each line's net and tax are rounded to the cent once (lineAmounts), so every total
 * is a sum of what the lines show.
 */
export function documentTotals(lines: readonly PricedLine[]): DocumentTotals {
  const amounts = lines.map(lineAmounts);
  let subtotalCents = 0;
  let taxCents = 0;
  for (const a of amounts) {
    subtotalCents += a.netCents;
    taxCents += a.taxCents;
  }
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents, lines: amounts };
}

/** Spec: a number typed in the items table; anything that does not parse counts as 0 (for the live totals). */
export const numberOrZero = (text: string | number | null | undefined): number =>
  readDecimal(text, Number.POSITIVE_INFINITY) ?? 0;

/** A price typed in dollars ("1,250.5") as whole cents, half up; text that does not parse counts as 0. */
export const priceCentsOf = (text: string | number | null | undefined): number => readPriceCents(text) ?? 0;

/** Spec: the due date is the invoice date plus the payment term's days (Due on receipt: the same day). */
export const dueDateFor = (invoiceDate: string, term: PaymentTerm): string =>
  addDays(invoiceDate, PAYMENT_TERM_DAYS[term]);

/** Spec: EST or INV, the year, a random 4-digit number: `EST-2026-0427`. `random` is in [0, 1). */
export function documentNumber(kind: DocumentKind, year: number, random: number): string {
  const digits = String(Math.floor(random * 10_000) % 10_000).padStart(4, "0");
  return `${NUMBER_PREFIX[kind]}-${year}-${digits}`;
}

/** An estimate's status on `today`: a sent or viewed one past its valid-until date has expired. */
export function estimateStatus(stored: EstimateStoredStatus, validUntil: string | null, today: string): EstimateStatus {
  if ((stored === "sent" || stored === "viewed" || stored === "draft") && validUntil && validUntil < today)
    return stored === "draft" ? "draft" : "expired";
  return stored;
}

/**
 * An invoice's status on `today`: void stays void; fully paid is paid; a sent or viewed one past its due date
 * with a balance is overdue; some paid is partially paid; otherwise its stored status (draft, sent, viewed).
 */
export function invoiceStatus(
  stored: InvoiceStoredStatus,
  totalCents: number,
  paidCents: number,
  dueDate: string,
  today: string,
): InvoiceStatus {
  if (stored === "void") return "void";
  if (paidCents >= totalCents && paidCents > 0) return "paid";
  if (stored !== "draft" && dueDate < today) return "overdue";
  if (paidCents > 0) return "partially_paid";
  return stored;
}

export const balanceCents = (totalCents: number, paidCents: number): number => Math.max(0, totalCents - paidCents);

/** Whether an estimate on `today` can still be answered by its client. */
export const estimateAnswerable = (status: EstimateStatus): boolean => status === "sent" || status === "viewed";

/**
 * The deposit an estimate asks for, in cents: a percentage of the total (rounded half up to the cent) or an
 * amount, never more than the total; null when none is asked.
 */
export function depositCentsOf(totalCents: number, percent: number | null, cents: number | null): number | null {
  const asked = percent !== null ? Math.round((totalCents * Math.round(percent * 100)) / 10_000) : cents;
  return asked === null ? null : Math.min(asked, totalCents);
}

/** The smallest amount a client pays online (Stripe's minimum charge in US dollars). */
export const MIN_ONLINE_PAYMENT_CENTS = 50;

/**
 * What a client may pay online now, or why not: an invoice's balance (or less, when the sender allows partial
 * payments, down to the minimum), an accepted estimate's deposit due (whole). `requested` undefined: the whole.
 */
export function onlinePaymentAmount(
  due: { dueCents: number; partial: boolean },
  requested: number | undefined,
): { ok: true; cents: number } | { ok: false; reason: "nothing_due" | "too_much" | "too_little" | "whole_only" } {
  if (due.dueCents <= 0) return { ok: false, reason: "nothing_due" };
  const cents = requested ?? due.dueCents;
  if (cents > due.dueCents) return { ok: false, reason: "too_much" };
  if (cents < due.dueCents && !due.partial) return { ok: false, reason: "whole_only" };
  if (cents < Math.min(MIN_ONLINE_PAYMENT_CENTS, due.dueCents)) return { ok: false, reason: "too_little" };
  return { ok: true, cents };
}
