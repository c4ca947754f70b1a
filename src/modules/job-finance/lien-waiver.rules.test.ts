import { describe, expect, it } from "vitest";
import { LIEN_WAIVER_KINDS } from "./job-finance.constants.ts";
import {
  defaultThroughDate,
  defaultWaiverAmountCents,
  isConditionalWaiver,
  isFinalWaiver,
  retainageBalanceCents,
  waiverAllowed,
} from "./lien-waiver.rules.ts";

describe("the retainage balance a final waiver waits for", () => {
  it("is 0 when no application was approved (drafts and submitted ones hold nothing yet)", () => {
    expect(retainageBalanceCents([])).toBe(0);
    expect(
      retainageBalanceCents([
        { number: 1, status: "draft", totalRetainageCents: 300_000 },
        { number: 2, status: "submitted", totalRetainageCents: 550_000 },
      ]),
    ).toBe(0);
  });

  it("is line 5 of the latest approved or paid application, whatever the order given", () => {
    expect(
      retainageBalanceCents([
        { number: 2, status: "approved", totalRetainageCents: 550_000 },
        { number: 1, status: "paid", totalRetainageCents: 300_000 },
        { number: 3, status: "draft", totalRetainageCents: 800_000 },
      ]),
    ).toBe(550_000);
  });

  it("is 0 once an approved release gives it all back, and held again by a later approved progress application", () => {
    const released = [
      { number: 1, status: "paid", totalRetainageCents: 300_000 },
      { number: 2, status: "approved", totalRetainageCents: 0 },
    ] as const;
    expect(retainageBalanceCents(released)).toBe(0);
    expect(retainageBalanceCents([...released, { number: 3, status: "approved", totalRetainageCents: 50_000 }])).toBe(
      50_000,
    );
  });
});

describe("which waivers may be given", () => {
  it("tells the four kinds apart: final or progress, conditional or unconditional", () => {
    expect(LIEN_WAIVER_KINDS.filter(isFinalWaiver)).toEqual(["conditional_final", "unconditional_final"]);
    expect(LIEN_WAIVER_KINDS.filter(isConditionalWaiver)).toEqual(["conditional_progress", "conditional_final"]);
  });

  it("allows a progress waiver always, a final one only when no retainage is held", () => {
    for (const kind of LIEN_WAIVER_KINDS) {
      expect(waiverAllowed(kind, 0)).toBe(true);
      expect(waiverAllowed(kind, 1)).toBe(!isFinalWaiver(kind));
      expect(waiverAllowed(kind, 550_000)).toBe(!isFinalWaiver(kind));
    }
  });
});

describe("a waiver's defaults", () => {
  it("state the application's current payment due and period end", () => {
    const source = { type: "payApplication", currentPaymentDueCents: 2_250_000, periodTo: "2026-04-30" } as const;
    expect(defaultWaiverAmountCents(source)).toBe(2_250_000);
    expect(defaultThroughDate(source)).toBe("2026-04-30");
  });

  it("state the payment's amount and date", () => {
    const source = { type: "payment", amountCents: 120_050, date: "2026-03-05" } as const;
    expect(defaultWaiverAmountCents(source)).toBe(120_050);
    expect(defaultThroughDate(source)).toBe("2026-03-05");
  });

  it("never state an amount below zero (an application correcting an earlier one)", () => {
    expect(
      defaultWaiverAmountCents({ type: "payApplication", currentPaymentDueCents: -45_000, periodTo: "2026-05-31" }),
    ).toBe(0);
  });
});
