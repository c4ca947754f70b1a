import { COST_TYPE_LABELS, type CostType } from "./job-finance.constants.ts";

/** Basis points as a percent, without trailing zeros: 1000 → "10%", 1250 → "12.5%", 3333 → "33.33%". */
export function formatBps(bps: number): string {
  return `${Number((bps / 100).toFixed(2))}%`;
}

/** Basis points as a form field shows a percent: 1000 → "10". */
export const bpsText = (bps: number): string => String(Number((bps / 100).toFixed(2)));

export const costTypeLabel = (t: CostType): string => COST_TYPE_LABELS[t];

/** A signed amount as a change shows it: "+$5,000.00", "−$1,200.00". */
export function signedMoney(cents: number, format: (c: number) => string): string {
  if (cents === 0) return format(0);
  return cents > 0 ? `+${format(cents)}` : `−${format(-cents)}`;
}

/** Days added to (or taken from) the schedule: "+10 days", "−1 day", "No change". */
export function daysText(days: number): string {
  if (days === 0) return "No change";
  const n = Math.abs(days);
  return `${days > 0 ? "+" : "−"}${n} ${n === 1 ? "day" : "days"}`;
}
