import { BUDGET_WARNING_PERCENT, NEXT_STATUSES, type TransactionStatus } from "./finance.constants.ts";

/** Whether a transaction may move from one status to another (Pending → Cleared or Void, Cleared → Void). */
export const canMoveStatus = (from: TransactionStatus, to: TransactionStatus): boolean =>
  NEXT_STATUSES[from].includes(to);

export type BudgetFlag = "none" | "warning" | "over";

export type ProjectFigures = {
  /** The project's budget in cents; null when it has none. */
  budgetCents: number | null;
  /** Payments against the project, Pending or Cleared (a Void one counts for nothing). */
  spentCents: number;
  /** Receipts for the project, Pending or Cleared. */
  receivedCents: number;
  /** Budget less spent; null without a budget. Negative when over budget. */
  remainingCents: number | null;
  /** Spent as a whole percentage of the budget (rounded down, so 89.9 % is not yet flagged); null without a budget. */
  percentUsed: number | null;
  /** "warning" from 90 % of the budget, "over" above 100 %. */
  flag: BudgetFlag;
};

/** A project's financial figures from its budget and what was paid and received against it. */
export function projectFigures(budgetCents: number | null, spentCents: number, receivedCents: number): ProjectFigures {
  const base = { budgetCents, spentCents, receivedCents };
  if (budgetCents === null) return { ...base, remainingCents: null, percentUsed: null, flag: "none" };
  const remainingCents = budgetCents - spentCents;
  const over = spentCents > budgetCents;
  // A budget of nothing has no share to speak of; spending against it is over budget.
  if (budgetCents === 0) return { ...base, remainingCents, percentUsed: null, flag: over ? "over" : "none" };
  const percentUsed = Math.floor((spentCents * 100) / budgetCents);
  return {
    ...base,
    remainingCents,
    percentUsed,
    flag: over ? "over" : percentUsed >= BUDGET_WARNING_PERCENT ? "warning" : "none",
  };
}
