/** The contracts module's business rules, as pure functions (both sides use them). */
import { addDays } from "../../shared/calendar.ts";
import { EXPIRING_WINDOW_DAYS, type ContractSummary } from "./contracts.contract.ts";

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
const AMOUNT = /(?:(\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?:\.(\d+)|,(\d{1,2})(?!\d))?|\.(\d+))(?:\s*(thousand|million|billion|mil|mm|mn|bn|k|m|b)(?![a-z]))?/gi;

/** Above this an amount cannot be kept to the cent in a JavaScript number: such text is not counted. */
const MAX_AMOUNT = 1e15;

/**
 * The amount a contract's free-text value stands for, in dollars and cents, or null when the text holds no
 * number (empty, "TBD"). The spec sums "numbers parsed from the value text after stripping non-numeric
 * characters"; read literally that makes "1.5M" worth 1.5 and "$250k" worth 250, so this reads what a person
 * means instead:
 * - currency signs, spaces and thousands commas are ignored: "$1,250,000.50" is 1,250,000.50;
 * - k / thousand, M / MM / mn / million, B / bn / billion scale the number: "1.5M" is 1,500,000, "$250k" is 250,000;
 * - a decimal comma before one or two digits is read as a decimal point: "1,5M" is 1,500,000;
 * - when the text holds several numbers, the first one marked with "$" or "USD" counts, else the first one
 *   ("3 phases at $400k" is 400,000); a minus sign is ignored (a contract is not worth less than nothing);
 * - the result is rounded to the cent.
 */
export function parseContractValue(text: string | null | undefined): number | null {
  if (!text) return null;
  let first: number | null = null;
  for (const match of text.matchAll(AMOUNT)) {
    const amount = amountOf(match);
    if (amount === null) continue;
    const before = text.slice(0, match.index).trimEnd();
    if (/(\$|\busd|\bus\$)$/i.test(before)) return amount;
    first ??= amount;
  }
  return first;
}

function amountOf(match: RegExpMatchArray): number | null {
  const [, whole, fraction, commaFraction, onlyFraction, scaleWord] = match;
  const digits = whole ? `${whole.replace(/,/g, "")}.${fraction ?? commaFraction ?? "0"}` : `0.${onlyFraction ?? "0"}`;
  const scale = scaleWord ? (SCALES[scaleWord.toLowerCase()] ?? 1) : 1;
  const amount = Number(digits) * scale;
  if (!Number.isFinite(amount) || amount > MAX_AMOUNT) return null;
  return Math.round(amount * 100) / 100;
}

type Dated = { status: string; endDate: string | null };

/** Spec §4: Active, with an end date within 30 days from today or already past. */
export function isExpiringSoon(contract: Dated, today: string): boolean {
  return contract.status === "Active" && contract.endDate !== null && contract.endDate <= addDays(today, EXPIRING_WINDOW_DAYS);
}

/** The four cards: Active, Pending Review (Under Review), Completed, Expiring Soon; and how many in all. */
export function summarizeContracts(contracts: readonly Dated[], today: string): ContractSummary {
  const summary: ContractSummary = { total: 0, active: 0, pendingReview: 0, completed: 0, expiringSoon: 0 };
  for (const c of contracts) {
    summary.total += 1;
    if (c.status === "Active") summary.active += 1;
    else if (c.status === "Under Review") summary.pendingReview += 1;
    else if (c.status === "Completed") summary.completed += 1;
    if (isExpiringSoon(c, today)) summary.expiringSoon += 1;
  }
  return summary;
}

export type ReportTotals = { contracts_count: number; active_contracts: number; total_value: number };

/** The report's figures (spec §3): how many contracts, how many Active, and the sum of their amounts (in cents, exactly). */
export function reportTotals(contracts: readonly { status: string; amount: number | null }[]): ReportTotals {
  let cents = 0;
  let active = 0;
  for (const c of contracts) {
    if (c.status === "Active") active += 1;
    if (c.amount !== null) cents += Math.round(c.amount * 100);
  }
  return { contracts_count: contracts.length, active_contracts: active, total_value: cents / 100 };
}
