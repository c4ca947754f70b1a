import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_LINES, MAX_QUANTITY, MAX_TAX_RATE, MAX_UNIT_PRICE_CENTS } from "./invoicing.constants.ts";
import { lineAmounts } from "../../shared/line-items.ts";
import {
  balanceCents,
  documentNumber,
  documentTotals,
  dueDateFor,
  estimateStatus,
  invoiceStatus,
  numberOrZero,
  priceCentsOf,
} from "./invoicing.rules.ts";

const line = fc.record({
  // Quantities with up to 3 decimals, tax rates with up to 2 (the spec's step 0.01).
  quantity: fc.integer({ min: 1, max: MAX_QUANTITY * 1000 }).map((n) => n / 1000),
  unitPriceCents: fc.integer({ min: 0, max: MAX_UNIT_PRICE_CENTS }),
  taxRate: fc.integer({ min: 0, max: MAX_TAX_RATE * 100 }).map((n) => n / 100),
});

describe("line amounts", () => {
  it("follows the spec: quantity × price × (1 + tax/100), rounded to the cent once per part", () => {
    expect(lineAmounts({ quantity: 3, unitPriceCents: 1250, taxRate: 8.25 })).toEqual({
      netCents: 3750,
      taxCents: 309,
      totalCents: 4059,
    });
    expect(lineAmounts({ quantity: 0.1, unitPriceCents: 3, taxRate: 0 })).toEqual({
      netCents: 0,
      taxCents: 0,
      totalCents: 0,
    });
    // Half a cent rounds up: 2.5 × 1 cent = 2.5 → 3.
    expect(lineAmounts({ quantity: 2.5, unitPriceCents: 1, taxRate: 0 }).netCents).toBe(3);
    // 0.1 + 0.2 is exact: 0.3 × $10.00 is $3.00, not $2.9999.
    expect(lineAmounts({ quantity: 0.1 + 0.2, unitPriceCents: 1000, taxRate: 0 }).netCents).toBe(300);
  });

  it("totals the spec's way: subtotal of nets, tax of line taxes, grand total their sum", () => {
    const totals = documentTotals([
      { quantity: 2, unitPriceCents: 10_000, taxRate: 10 },
      { quantity: 1.5, unitPriceCents: 3333, taxRate: 7.5 },
    ]);
    expect(totals.subtotalCents).toBe(20_000 + 5000);
    expect(totals.taxCents).toBe(2000 + 375);
    expect(totals.totalCents).toBe(27_375);
  });

  it("property: every total is the exact sum of its lines, and the grand total is subtotal plus tax", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: MAX_LINES }), (lines) => {
        const t = documentTotals(lines);
        expect(t.subtotalCents).toBe(t.lines.reduce((s, l) => s + l.netCents, 0));
        expect(t.taxCents).toBe(t.lines.reduce((s, l) => s + l.taxCents, 0));
        expect(t.totalCents).toBe(t.subtotalCents + t.taxCents);
        expect(t.totalCents).toBe(t.lines.reduce((s, l) => s + l.totalCents, 0));
        for (const l of t.lines) expect(Number.isSafeInteger(l.totalCents)).toBe(true);
      }),
    );
  });

  it("property: rounding is stable (same lines, same totals, whatever their order) and never off by more than half a cent a part", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), (lines) => {
        const a = documentTotals(lines);
        const b = documentTotals([...lines].reverse());
        expect(b.totalCents).toBe(a.totalCents);
        for (const [i, l] of lines.entries()) {
          const exactNet = l.quantity * l.unitPriceCents;
          expect(Math.abs((a.lines[i]?.netCents ?? 0) - exactNet)).toBeLessThanOrEqual(0.5 + 1e-6 * exactNet);
        }
      }),
    );
  });
});

describe("reading typed numbers", () => {
  it("counts what does not parse as 0 (spec)", () => {
    expect(numberOrZero("12.5")).toBe(12.5);
    expect(numberOrZero("1,200")).toBe(1200);
    expect(numberOrZero("abc")).toBe(0);
    expect(numberOrZero("")).toBe(0);
    expect(numberOrZero("1.2.3")).toBe(0);
    expect(numberOrZero(Number.NaN)).toBe(0);
  });
  it("reads a price in dollars as cents, half up", () => {
    expect(priceCentsOf("$1,250.50")).toBe(125_050);
    expect(priceCentsOf("0.005")).toBe(1);
    expect(priceCentsOf("x")).toBe(0);
    expect(priceCentsOf(19.99)).toBe(1999);
  });
});

describe("numbering", () => {
  it("is the prefix, the year and four digits (spec)", () => {
    expect(documentNumber("estimate", 2026, 0.0427)).toBe("EST-2026-0427");
    expect(documentNumber("invoice", 2026, 0)).toBe("INV-2026-0000");
    expect(documentNumber("invoice", 2026, 0.99999)).toBe("INV-2026-9999");
  });
  it("property: always matches the pattern", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
        expect(documentNumber("estimate", 2027, r)).toMatch(/^EST-2027-\d{4}$/);
      }),
    );
  });
});

describe("dates and statuses", () => {
  it("computes the due date from the payment terms", () => {
    expect(dueDateFor("2026-11-25", "Net 30")).toBe("2026-12-25");
    expect(dueDateFor("2026-11-25", "Net 15")).toBe("2026-12-10");
    expect(dueDateFor("2026-12-31", "Net 60")).toBe("2027-03-01");
    expect(dueDateFor("2026-11-25", "Due on receipt")).toBe("2026-11-25");
  });
  it("expires a sent estimate past its valid-until date, not an answered one", () => {
    expect(estimateStatus("sent", "2026-11-24", "2026-11-25")).toBe("expired");
    expect(estimateStatus("viewed", "2026-11-25", "2026-11-25")).toBe("viewed");
    expect(estimateStatus("accepted", "2026-01-01", "2026-11-25")).toBe("accepted");
    expect(estimateStatus("draft", "2026-01-01", "2026-11-25")).toBe("draft");
    expect(estimateStatus("sent", null, "2030-01-01")).toBe("sent");
  });
  it("derives an invoice's status from payments and the due date", () => {
    expect(invoiceStatus("sent", 1000, 0, "2026-12-01", "2026-11-25")).toBe("sent");
    expect(invoiceStatus("viewed", 1000, 400, "2026-12-01", "2026-11-25")).toBe("partially_paid");
    expect(invoiceStatus("viewed", 1000, 400, "2026-11-01", "2026-11-25")).toBe("overdue");
    expect(invoiceStatus("sent", 1000, 1000, "2026-11-01", "2026-11-25")).toBe("paid");
    expect(invoiceStatus("draft", 1000, 0, "2026-11-01", "2026-11-25")).toBe("draft");
    expect(invoiceStatus("void", 1000, 0, "2026-11-01", "2026-11-25")).toBe("void");
    expect(balanceCents(1000, 400)).toBe(600);
    expect(balanceCents(1000, 1200)).toBe(0);
  });
});
