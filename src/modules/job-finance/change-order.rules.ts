/**
 * A change order's rules: its totals (money and days of contract time, from its lines) and the moves of its status.
 * Draft → sent (a link to the client); sent → approved or rejected (the client, by the link); draft or sent → void;
 * sent → draft (an edit after sending takes it back and revokes the link). Approved, rejected and void are final,
 * and only an approved change order counts anywhere (the contract sum, a job's revised budget).
 */
import { CHANGE_ORDER_STATUS_LABELS, JOB_FINANCE_MSG, type ChangeOrderStatus } from "./job-finance.constants.ts";

export type ChangeOrderTotals = { amountCents: number; days: number };

/** A change order's amount and days: the sums of its lines (a line may be a deduction, negative). */
export function changeOrderTotals(lines: readonly ChangeOrderTotals[]): ChangeOrderTotals {
  let amountCents = 0;
  let days = 0;
  for (const l of lines) {
    amountCents += l.amountCents;
    days += l.days;
  }
  return { amountCents, days };
}

const MOVES: Record<ChangeOrderStatus, readonly ChangeOrderStatus[]> = {
  draft: ["sent", "void"],
  sent: ["approved", "rejected", "void", "draft"],
  approved: [],
  rejected: [],
  void: [],
};

/** A status no move leaves. */
export const isFinalChangeOrderStatus = (status: ChangeOrderStatus): boolean => MOVES[status].length === 0;

/** Whether a change order in `from` may be moved to `to` (staying put is no move). */
export const canMove = (from: ChangeOrderStatus, to: ChangeOrderStatus): boolean => MOVES[from].includes(to);

/** Why a move is refused, for the user; null when it is allowed. */
export function moveRefusal(from: ChangeOrderStatus, to: ChangeOrderStatus): string | null {
  if (canMove(from, to)) return null;
  const label = (s: ChangeOrderStatus) => CHANGE_ORDER_STATUS_LABELS[s].toLowerCase();
  if (isFinalChangeOrderStatus(from)) return JOB_FINANCE_MSG.changeOrderFinal(label(from));
  if (from === to) return JOB_FINANCE_MSG.changeOrderAlready(label(from));
  return JOB_FINANCE_MSG.changeOrderMoveRefused(label(from), label(to));
}

/** Whether a change order counts (in the contract sum, in a budget): approved, and nothing else. */
export const changeOrderCounts = (status: ChangeOrderStatus): boolean => status === "approved";

/**
 * The net change by change orders (G702 line 2) and the days they add: the totals of the approved ones only.
 */
export function approvedChangeOrderTotals(
  orders: readonly (ChangeOrderTotals & { status: ChangeOrderStatus })[],
): ChangeOrderTotals {
  return changeOrderTotals(orders.filter((o) => changeOrderCounts(o.status)));
}
