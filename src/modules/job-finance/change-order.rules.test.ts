import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHANGE_ORDER_STATUSES, JOB_FINANCE_MSG, type ChangeOrderStatus } from "./job-finance.constants.ts";
import {
  approvedChangeOrderTotals,
  canMove,
  changeOrderCounts,
  changeOrderTotals,
  isFinalChangeOrderStatus,
  moveRefusal,
} from "./change-order.rules.ts";

describe("a change order's totals", () => {
  it("sums its lines' amounts and days, deductions included", () => {
    expect(
      changeOrderTotals([
        { amountCents: 500_000, days: 3 },
        { amountCents: -120_050, days: 0 },
        { amountCents: 1, days: 2 },
      ]),
    ).toEqual({ amountCents: 379_951, days: 5 });
    expect(changeOrderTotals([])).toEqual({ amountCents: 0, days: 0 });
  });

  it("counts approved change orders only", () => {
    const orders = CHANGE_ORDER_STATUSES.map((status, i) => ({ status, amountCents: 10 ** i, days: i + 1 }));
    expect(approvedChangeOrderTotals(orders)).toEqual({ amountCents: 100, days: 3 });
    expect(CHANGE_ORDER_STATUSES.filter(changeOrderCounts)).toEqual(["approved"]);
  });

  it("property: the totals are the sums, whatever the order of the lines", () => {
    const line = fc.record({
      amountCents: fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
      days: fc.integer({ min: -30, max: 365 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 50 }), (lines) => {
        const t = changeOrderTotals(lines);
        expect(t.amountCents).toBe(lines.reduce((s, l) => s + l.amountCents, 0));
        expect(t.days).toBe(lines.reduce((s, l) => s + l.days, 0));
        expect(changeOrderTotals([...lines].reverse())).toEqual(t);
      }),
    );
  });
});

describe("a change order's status moves", () => {
  const allowed: [ChangeOrderStatus, ChangeOrderStatus][] = [
    ["draft", "sent"],
    ["sent", "approved"],
    ["sent", "rejected"],
    ["draft", "void"],
    ["sent", "void"],
    ["sent", "draft"],
  ];

  it("allows exactly the issue's moves, and refuses every other with a message", () => {
    for (const from of CHANGE_ORDER_STATUSES)
      for (const to of CHANGE_ORDER_STATUSES) {
        const expected = allowed.some(([f, t]) => f === from && t === to);
        expect(canMove(from, to), `${from} → ${to}`).toBe(expected);
        const refusal = moveRefusal(from, to);
        if (expected) expect(refusal).toBeNull();
        else expect(refusal, `${from} → ${to}`).toMatch(/^[A-Z].*\.$/);
      }
  });

  it("keeps approved, rejected and void final", () => {
    expect(CHANGE_ORDER_STATUSES.filter(isFinalChangeOrderStatus)).toEqual(["approved", "rejected", "void"]);
    expect(moveRefusal("approved", "draft")).toBe(JOB_FINANCE_MSG.changeOrderFinal("approved"));
    expect(moveRefusal("void", "sent")).toBe("This change order is void and can no longer change.");
  });

  it("says why a move from a draft is refused", () => {
    expect(moveRefusal("draft", "approved")).toBe("A draft change order cannot be marked approved.");
    expect(moveRefusal("draft", "rejected")).toBe(JOB_FINANCE_MSG.changeOrderMoveRefused("draft", "rejected"));
    expect(moveRefusal("sent", "sent")).toBe("This change order is already sent.");
    expect(moveRefusal("draft", "draft")).toBe(JOB_FINANCE_MSG.changeOrderAlready("draft"));
  });
});
