/**
 * The work-in-progress report (percentage of completion by cost): per project, how complete it is by its costs,
 * the revenue that earns, and how far its billing runs ahead of it (over-billed) or behind it (under-billed).
 * Money is whole cents; each figure is rounded once, half away from zero (big.js). Earned revenue is exact while it
 * stays a safe integer: a $100 billion contract whose costs run up to 900 times its estimate.
 */
import { shareCents } from "../../shared/line-items.ts";
import { FULL_RATE_BPS } from "./job-finance.constants.ts";

export type WipInput = {
  /** The contract sum to date (the original sum and the approved change orders). */
  contractCents: number;
  estimatedCostCents: number;
  costToDateCents: number;
  billedToDateCents: number;
};

export type WipFigures = {
  /** Cost to date ÷ estimated cost; above 10,000 when costs overrun the estimate. */
  percentCompleteBps: number;
  earnedRevenueCents: number;
  overBilledCents: number;
  underBilledCents: number;
};

/** The totals row: every amount summed (a percent is no sum: see percentCompleteBps for the totals' own). */
export type WipTotals = WipInput & Omit<WipFigures, "percentCompleteBps">;

/** round(cents × numerator ÷ denominator), half away from zero, once; 0 without an estimate (denominator ≤ 0). */
function shareOfEstimate(cents: number, numerator: number, denominator: number): number {
  if (denominator <= 0) return 0;
  return shareCents(cents, numerator, denominator);
}

/** How complete a job is by its costs, in basis points (half up); 0 while there is no estimate. */
export const percentCompleteBps = (costToDateCents: number, estimatedCostCents: number): number =>
  shareOfEstimate(costToDateCents, FULL_RATE_BPS, estimatedCostCents);

/** A project's row: its own fields (an id, a name) kept, the figures added. */
export function wipRow<T extends WipInput>(row: T): T & WipFigures {
  // Earned from the exact ratio, not from the rounded percent, so that it is rounded once.
  const earnedRevenueCents = shareOfEstimate(row.contractCents, row.costToDateCents, row.estimatedCostCents);
  const billedAhead = row.billedToDateCents - earnedRevenueCents;
  return {
    ...row,
    percentCompleteBps: percentCompleteBps(row.costToDateCents, row.estimatedCostCents),
    earnedRevenueCents,
    overBilledCents: Math.max(0, billedAhead),
    underBilledCents: Math.max(0, -billedAhead),
  };
}

/** The report: a row per project and a totals row that is the sum of the rows. */
export function wipReport<T extends WipInput>(rows: readonly T[]): { rows: (T & WipFigures)[]; totals: WipTotals } {
  const figured = rows.map((r) => wipRow(r));
  const totals: WipTotals = {
    contractCents: 0,
    estimatedCostCents: 0,
    costToDateCents: 0,
    billedToDateCents: 0,
    earnedRevenueCents: 0,
    overBilledCents: 0,
    underBilledCents: 0,
  };
  for (const r of figured) {
    totals.contractCents += r.contractCents;
    totals.estimatedCostCents += r.estimatedCostCents;
    totals.costToDateCents += r.costToDateCents;
    totals.billedToDateCents += r.billedToDateCents;
    totals.earnedRevenueCents += r.earnedRevenueCents;
    totals.overBilledCents += r.overBilledCents;
    totals.underBilledCents += r.underBilledCents;
  }
  return { rows: figured, totals };
}
