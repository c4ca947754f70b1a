/** How the contracts screen words values and timelines (browser only). */
import { formatDate, formatDateRange, formatMoney } from "../../web/lib/format.ts";
import type { Contract } from "./contracts.contract.ts";

/** "Mar 1, 2026 – Sep 30, 2026", or "From Mar 1, 2026" when open-ended. */
export function formatTimeline(c: Pick<Contract, "startDate" | "endDate">): string {
  return c.endDate ? formatDateRange(c.startDate, c.endDate) : `From ${formatDate(c.startDate)}`;
}

/** The value as typed, or a plain word when none was. */
export function formatValue(value: string): string {
  return value.trim() === "" ? "Not set" : value;
}

/** What a report counts for a value: the reader sees how "1.5M" was understood. */
export function countedAs(value: string, amount: number | null): string {
  if (value.trim() === "") return "No value: reports count nothing for it.";
  if (amount === null) return "No amount can be read from this value: reports do not count it.";
  return `Counted as ${formatMoney(amount)} in reports.`;
}
