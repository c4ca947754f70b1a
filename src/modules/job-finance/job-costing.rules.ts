/**
 * A job's cost report: per budget line (a cost code and a cost type) and in total, the budget, the approved
 * changes, the revised budget, what is committed and what is spent, the projected cost and the variance.
 * The amounts come from other modules (purchase orders, subcontracts, expenses, change orders), already summed or
 * not: rows with the same code and type are added together, and an amount with no budget line still shows, with a
 * budget of 0. Money is whole cents.
 */
import { changeOrderCounts } from "./change-order.rules.ts";
import { COST_TYPES, type ChangeOrderStatus, type CostType } from "./job-finance.constants.ts";

export type CostKey = { costCode: string; costType: CostType };

export type BudgetRow = CostKey & { budgetCents: number };

/** Amounts for a code and type, each left out when the row has none of it. */
export type AmountRow = CostKey & {
  /** Approved change orders' lines for the code and type. */
  approvedChangesCents?: number;
  /** Open purchase orders and subcontracts, the part not yet paid. */
  committedCents?: number;
  /** Expense payments, cleared and pending. */
  actualCents?: number;
};

export type JobCostFigures = {
  budgetCents: number;
  approvedChangesCents: number;
  revisedBudgetCents: number;
  committedCents: number;
  actualCents: number;
  /** The most the line will cost as known: its revised budget, or what is spent and committed when more. */
  projectedCents: number;
  /** Revised budget − (actual + committed): negative when over. */
  varianceCents: number;
  overBudget: boolean;
};

export type JobCostLine = CostKey & JobCostFigures;

export type JobCostReport = { lines: JobCostLine[]; totals: JobCostFigures };

/** A line's figures from its four given amounts. */
export function jobCostFigures(amounts: {
  budgetCents: number;
  approvedChangesCents: number;
  committedCents: number;
  actualCents: number;
}): JobCostFigures {
  const revisedBudgetCents = amounts.budgetCents + amounts.approvedChangesCents;
  const spentAndCommitted = amounts.actualCents + amounts.committedCents;
  return {
    budgetCents: amounts.budgetCents,
    approvedChangesCents: amounts.approvedChangesCents,
    revisedBudgetCents,
    committedCents: amounts.committedCents,
    actualCents: amounts.actualCents,
    projectedCents: Math.max(revisedBudgetCents, spentAndCommitted),
    varianceCents: revisedBudgetCents - spentAndCommitted,
    overBudget: spentAndCommitted > revisedBudgetCents,
  };
}

const TYPE_ORDER = new Map<CostType, number>(COST_TYPES.map((t, i) => [t, i]));

/** By cost code (as written, character by character), then by cost type in COST_TYPES' order. */
function byCodeThenType(a: CostKey, b: CostKey): number {
  if (a.costCode !== b.costCode) return a.costCode < b.costCode ? -1 : 1;
  return (TYPE_ORDER.get(a.costType) ?? 0) - (TYPE_ORDER.get(b.costType) ?? 0);
}

/**
 * The report: budget rows and amount rows merged by code and type, sorted by code then type, and a totals row
 * that is the sum of the lines (its projected cost the sum of the lines' projected costs; over budget when the
 * summed variance is negative).
 */
export function jobCostReport(budgets: readonly BudgetRow[], amounts: readonly AmountRow[]): JobCostReport {
  type Sums = CostKey & {
    budgetCents: number;
    approvedChangesCents: number;
    committedCents: number;
    actualCents: number;
  };
  const byKey = new Map<string, Sums>();
  const sumsOf = (key: CostKey): Sums => {
    // A code is free text: the JSON pair keeps "A|B" + "C" apart from "A" + "B|C".
    const id = JSON.stringify([key.costCode, key.costType]);
    const found = byKey.get(id);
    if (found) return found;
    const fresh: Sums = {
      costCode: key.costCode,
      costType: key.costType,
      budgetCents: 0,
      approvedChangesCents: 0,
      committedCents: 0,
      actualCents: 0,
    };
    byKey.set(id, fresh);
    return fresh;
  };
  for (const b of budgets) sumsOf(b).budgetCents += b.budgetCents;
  for (const a of amounts) {
    const s = sumsOf(a);
    s.approvedChangesCents += a.approvedChangesCents ?? 0;
    s.committedCents += a.committedCents ?? 0;
    s.actualCents += a.actualCents ?? 0;
  }
  const lines = [...byKey.values()]
    .sort(byCodeThenType)
    .map((s): JobCostLine => ({ costCode: s.costCode, costType: s.costType, ...jobCostFigures(s) }));
  const totals: JobCostFigures = {
    budgetCents: 0,
    approvedChangesCents: 0,
    revisedBudgetCents: 0,
    committedCents: 0,
    actualCents: 0,
    projectedCents: 0,
    varianceCents: 0,
    overBudget: false,
  };
  for (const l of lines) {
    totals.budgetCents += l.budgetCents;
    totals.approvedChangesCents += l.approvedChangesCents;
    totals.revisedBudgetCents += l.revisedBudgetCents;
    totals.committedCents += l.committedCents;
    totals.actualCents += l.actualCents;
    totals.projectedCents += l.projectedCents;
    totals.varianceCents += l.varianceCents;
  }
  totals.overBudget = totals.varianceCents < 0;
  return { lines, totals };
}

/**
 * The approved changes of a job's change orders as amount rows for jobCostReport: the lines of approved change
 * orders only (a draft, sent, rejected or void one changes no budget).
 */
export function approvedChangeRows(
  orders: readonly { status: ChangeOrderStatus; lines: readonly (CostKey & { amountCents: number })[] }[],
): AmountRow[] {
  return orders
    .filter((o) => changeOrderCounts(o.status))
    .flatMap((o) =>
      o.lines.map((l) => ({ costCode: l.costCode, costType: l.costType, approvedChangesCents: l.amountCents })),
    );
}
