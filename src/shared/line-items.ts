/**
 * The money of an item line (a bid's items, an estimate's or invoice's lines, a purchase order's lines, stock
 * valued at its unit price), read and computed one way: quantities and prices as people type them (or as JSON
 * sends them), whole cents, big.js for the arithmetic so that 0.1 × 3 stays 0.3, rounded half up once.
 * A value that does not read is `null`; each module decides the range it accepts (above zero, a maximum).
 */
import Big from "big.js";

/** A quantity has at most three decimals ("12.125 m³"). */
export const QUANTITY_DECIMALS = 3;

/**
 * A plain decimal as typed: thousands grouped with commas or spaces ("1,200", "1 200"), a decimal point, a
 * leading minus; or a finite number (as JSON sends it). Its canonical text, or null.
 */
function decimalText(value: string | number | null | undefined): string | null {
  const text =
    typeof value === "number"
      ? Number.isFinite(value)
        ? String(value)
        : ""
      : (value ?? "").trim().replace(/[\s,](?=\d{3}(?:\D|$))/g, "");
  return /^-?(?:\d+(?:\.\d+)?|\.\d+)$/.test(text) ? text : null;
}

/** A decimal with at most `decimals` places (its sign kept); null when it does not read. */
export function readDecimal(value: string | number | null | undefined, decimals: number): number | null {
  const text = decimalText(value);
  if (text === null || (text.split(".")[1] ?? "").length > decimals) return null;
  return Number(text);
}

/** A quantity typed ("12", "2.5", "1,200", ".25") or sent: at most three decimals, its sign kept; null otherwise. */
export const readQuantity = (value: string | number | null | undefined): number | null =>
  readDecimal(value, QUANTITY_DECIMALS);

/**
 * A unit price typed in dollars ("1,250.50", "$99", "$ 0.125") or sent as a number of dollars, in whole cents
 * rounded half up: zero or more; null otherwise (a minus, words, several numbers).
 */
export function readPriceCents(value: string | number | null | undefined): number | null {
  const text = decimalText(typeof value === "string" ? value.trim().replace(/^\$\s*/, "") : value);
  if (text === null || text.startsWith("-")) return null;
  return toCents(new Big(text).times(100));
}

/** A quantity at a unit price, in cents: quantity × price, rounded half up once (away from zero for a negative quantity). */
export function lineNetCents(quantity: number, unitPriceCents: number): number {
  return toCents(new Big(quantity).times(unitPriceCents));
}

export type LineAmounts = { netCents: number; taxCents: number; totalCents: number };

/**
 * A line's net (quantity × price), its tax (`taxRate` percent of the rounded net) and their sum, each rounded to
 * the cent half up once, so that every total made of lines is a sum of what the lines show.
 */
export function lineAmounts(line: { quantity: number; unitPriceCents: number; taxRate?: number }): LineAmounts {
  const netCents = lineNetCents(line.quantity, line.unitPriceCents);
  const taxCents = line.taxRate ? toCents(new Big(netCents).times(line.taxRate).div(100)) : 0;
  return { netCents, taxCents, totalCents: netCents + taxCents };
}

/**
 * A share of an amount: round(cents × numerator ÷ denominator), half away from zero, once (retainage at a rate in
 * basis points, revenue earned in proportion to cost). A quotient of whole numbers that is not a half lies at least
 * 1 ÷ (2 × denominator) from one, far more than the 1e-20 to which big.js divides: the division does not move the
 * one rounding that counts.
 */
export function shareCents(cents: number, numerator: number, denominator: number): number {
  if (Number.isInteger(cents) && Number.isInteger(numerator) && Number.isInteger(denominator) && denominator !== 0) {
    // Whole numbers (nearly every call: a week's timesheets price a thousand lines): the same rounding in exact
    // integer arithmetic, without big.js's decimal division.
    const product = BigInt(cents) * BigInt(numerator) * (denominator < 0 ? -1n : 1n);
    const divisor = BigInt(Math.abs(denominator));
    const magnitude = product < 0n ? -product : product;
    const quotient = magnitude / divisor + (2n * (magnitude % divisor) >= divisor ? 1n : 0n);
    return Number(product < 0n ? -quotient : quotient);
  }
  return toCents(new Big(cents).times(numerator).div(denominator));
}

function toCents(value: Big): number {
  return Number(value.round(0, Big.roundHalfUp).toString());
}
