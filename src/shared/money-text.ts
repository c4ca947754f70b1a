/**
 * Money as people type it, read one way everywhere: a contract's free-text value and a project's budget.
 *
 * - currency signs, spaces and thousands commas are ignored: "$1,250,000.50" is 1,250,000.50;
 * - k / thousand, M / MM / mn / million, B / bn / billion scale the number: "1.5M" is 1,500,000, "$250k" is 250,000;
 * - a decimal comma before one or two digits is read as a decimal point: "1,5M" is 1,500,000;
 * - when the text holds several numbers, the first one marked with "$" or "USD" counts, else the first one
 *   ("3 phases at $400k" is 400,000); a minus sign is ignored (an amount is not less than nothing);
 * - the result is rounded to the cent.
 */

/** Words and letters after a number that scale it: "250k", "1.5M", "$2 million", "1.2bn". */
const SCALES: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  mil: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

/**
 * A number in free text: thousands grouped with commas ("1,250,000"), a decimal point (".50"), or a decimal
 * comma when one or two digits follow it ("1,5M"); then, optionally, a scale word or letter not followed by
 * another letter ("k", "M", "million", but not the "m" of "5 months").
 */
const AMOUNT =
  /(?:(\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?:\.(\d+)|,(\d{1,2})(?!\d))?|\.(\d+))(?:\s*(thousand|million|billion|mil|mm|mn|bn|k|m|b)(?![a-z]))?/gi;

/** What may surround an amount that is typed on its own: a currency mark before or after it, and spaces. */
const CURRENCY_BEFORE = /^(?:\$|usd|us\$)?\s*$/i;
const CURRENCY_AFTER = /^\s*(?:usd|dollars?)?$/i;

/** Above this an amount cannot be kept to the cent in a JavaScript number: such text holds no amount. */
const MAX_AMOUNT = 1e15;

export type MoneyText = {
  /** The amount the text stands for, in dollars and cents; null when it holds none ("", "TBD"). */
  amount: number | null;
  /** True when the text is that amount and nothing else ("$250k", "1.5M USD"), false for "3 phases at $400k". */
  alone: boolean;
};

/** Reads the amount a person's text stands for (see the rules above). */
export function readMoneyText(text: string | null | undefined): MoneyText {
  if (!text) return { amount: null, alone: false };
  const matches = [...text.matchAll(AMOUNT)];
  let chosen: { amount: number; match: RegExpMatchArray } | null = null;
  for (const match of matches) {
    const amount = amountOf(match);
    if (amount === null) continue;
    const before = text.slice(0, match.index).trimEnd();
    if (/(\$|\busd|\bus\$)$/i.test(before)) {
      chosen = { amount, match };
      break;
    }
    chosen ??= { amount, match };
  }
  if (!chosen) return { amount: null, alone: false };
  const start = chosen.match.index ?? 0;
  const alone =
    matches.length === 1 &&
    CURRENCY_BEFORE.test(text.slice(0, start).trim()) &&
    CURRENCY_AFTER.test(text.slice(start + chosen.match[0].length));
  return { amount: chosen.amount, alone };
}

function amountOf(match: RegExpMatchArray): number | null {
  const [, whole, fraction, commaFraction, onlyFraction, scaleWord] = match;
  const digits = whole ? `${whole.replace(/,/g, "")}.${fraction ?? commaFraction ?? "0"}` : `0.${onlyFraction ?? "0"}`;
  const scale = scaleWord ? (SCALES[scaleWord.toLowerCase()] ?? 1) : 1;
  const amount = Number(digits) * scale;
  if (!Number.isFinite(amount) || amount > MAX_AMOUNT) return null;
  return Math.round(amount * 100) / 100;
}

/**
 * An amount in whole cents from a person's text (the amount alone, as readMoneyText reads it) or a number of
 * dollars; null when it is not one amount. Callers decide the range (finance: above zero; a unit price: zero
 * or more).
 */
export function centsOf(value: string | number | null | undefined): number | null {
  let dollars: number | null;
  if (typeof value === "number") dollars = Number.isFinite(value) ? value : null;
  else {
    const { amount, alone } = readMoneyText(value?.trim());
    dollars = alone ? amount : null;
  }
  return dollars === null ? null : Math.round(dollars * 100);
}
