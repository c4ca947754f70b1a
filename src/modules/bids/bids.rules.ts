/**
 * The bids module's rules as pure functions, for the server (the authority: it computes every amount it stores)
 * and the form's live total. Money is whole cents (decision 23); a quantity is a decimal with at most three
 * places, multiplied with big.js and rounded half up once per item (the shared line-item money, src/shared/line-items.ts).
 */
import { lineNetCents, readPriceCents, readQuantity } from "../../shared/line-items.ts";
import { centsOf } from "../../shared/money-text.ts";

/** The largest quantity and unit price an item takes (its total then stays far below the bid's limit). */
const MAX_QUANTITY = 1_000_000_000;
const MAX_UNIT_PRICE_CENTS = 100_000_000_000;
/** What a bid's amount stays under, in cents ($100 billion, decision 23), as its table's check says. */
export const MAX_BID_CENTS = 10_000_000_000_000;

/** A quantity typed or sent ("12", "2.5", "1,200"): above zero, at most three decimals; null otherwise. */
export function readItemQuantity(value: string | number | null | undefined): number | null {
  const n = readQuantity(value);
  return n !== null && n > 0 && n < MAX_QUANTITY ? n : null;
}

/** An item's unit price typed in dollars ("1,250.50", "$99") or sent as a number, in whole cents: zero or more; null otherwise. */
export function readItemPriceCents(value: string | number | null | undefined): number | null {
  const cents = readPriceCents(value);
  return cents !== null && cents < MAX_UNIT_PRICE_CENTS ? cents : null;
}

/** A bid's amount as typed ("$1,500", "12,345.67", "$2.5M"), in whole cents: zero or more; null otherwise. */
export function readAmountCents(value: string | number | null | undefined): number | null {
  const cents = centsOf(value);
  return cents !== null && cents >= 0 && cents < MAX_UNIT_PRICE_CENTS ? cents : null;
}

/** Spec: an item's total is quantity × unit price; in cents, rounded half up once. */
export const itemTotalCents = lineNetCents;

/** Spec: the bid's total is the sum of its items' totals. */
export function itemsTotalCents(items: readonly { quantity: number; unitPriceCents: number }[]): number {
  return items.reduce((sum, item) => sum + itemTotalCents(item.quantity, item.unitPriceCents), 0);
}

/**
 * The live total of items as typed (the form): items whose quantity or price does not read yet count as 0, as
 * the spec's non-numeric input does.
 */
export function typedTotalCents(items: readonly { quantity: string; unitPrice: string }[]): number {
  let total = 0;
  for (const item of items) {
    const quantity = readItemQuantity(item.quantity);
    const price = readItemPriceCents(item.unitPrice);
    if (quantity !== null && price !== null) total += itemTotalCents(quantity, price);
  }
  return total;
}

/** Whether a bid may become a project: it is won and has not become one yet. */
export const convertible = (bid: { status: string; project: unknown }): boolean =>
  bid.status === "won" && bid.project === null;

/** Whether a bid's items may become an estimate: it is won and has no estimate yet. */
export const estimable = (bid: { status: string; estimate: unknown }): boolean =>
  bid.status === "won" && bid.estimate === null;
