import Big from "big.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lineAmounts, lineNetCents, readDecimal, readPriceCents, readQuantity, shareCents } from "./line-items.ts";

describe("reading a line's numbers", () => {
  it("reads quantities with up to three decimals, thousands grouped, the sign kept", () => {
    expect(readQuantity("12")).toBe(12);
    expect(readQuantity(" 2.5 ")).toBe(2.5);
    expect(readQuantity("1,200")).toBe(1200);
    expect(readQuantity("1 200.5")).toBe(1200.5);
    expect(readQuantity(".25")).toBe(0.25);
    expect(readQuantity("-3")).toBe(-3);
    expect(readQuantity(0.333)).toBe(0.333);
    for (const bad of [
      "1.2345",
      "two",
      "",
      " ",
      null,
      undefined,
      1e-7,
      "1e3",
      "1,2",
      "$3",
      "3 m",
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ]) {
      expect(readQuantity(bad), String(bad)).toBeNull();
    }
  });

  it("reads a tax rate with two decimals", () => {
    expect(readDecimal("8.25", 2)).toBe(8.25);
    expect(readDecimal("8.125", 2)).toBeNull();
  });

  it("reads unit prices in dollars as whole cents, half up, zero or more", () => {
    expect(readPriceCents("1,250.50")).toBe(125_050);
    expect(readPriceCents("$99")).toBe(9_900);
    expect(readPriceCents("$ 0.125")).toBe(13);
    expect(readPriceCents("1.005")).toBe(101);
    expect(readPriceCents(1.005)).toBe(101);
    expect(readPriceCents(0)).toBe(0);
    expect(readPriceCents(65)).toBe(6_500);
    for (const bad of ["lots", "", -5, "-5", "$-5", "3 at $4", "1.5k", null, undefined, Number.NaN])
      expect(readPriceCents(bad), String(bad)).toBeNull();
  });

  it("reads back any quantity it shows", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 999 }), (whole, thousandths) => {
        const text = `${whole}.${String(thousandths).padStart(3, "0")}`;
        expect(readQuantity(text)).toBe(Number(text));
        expect(readQuantity(Number(text))).toBe(Number(text));
      }),
    );
  });

  it("reads any price in cents back from its dollars, grouped or not", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (cents) => {
        const dollars = new Big(cents).div(100).toFixed(2);
        expect(readPriceCents(dollars)).toBe(cents);
        expect(readPriceCents(`$${Number(dollars).toLocaleString("en-US", { minimumFractionDigits: 2 })}`)).toBe(cents);
      }),
    );
  });
});

describe("a line's amounts", () => {
  it("rounds quantity × price half up once", () => {
    expect(lineNetCents(12.5, 18_540)).toBe(231_750);
    expect(lineNetCents(0.333, 1)).toBe(0);
    expect(lineNetCents(0.5, 1)).toBe(1);
    expect(lineNetCents(-0.5, 1)).toBe(-1);
    expect(lineNetCents(3, 0.1 * 100)).toBe(30);
    expect(lineNetCents(1.005, 100)).toBe(101);
  });

  it("taxes the rounded net, half up, and adds them", () => {
    expect(lineAmounts({ quantity: 3, unitPriceCents: 3_333, taxRate: 8.25 })).toEqual({
      netCents: 9_999,
      taxCents: 825,
      totalCents: 10_824,
    });
    expect(lineAmounts({ quantity: 1, unitPriceCents: 1_000 })).toEqual({
      netCents: 1_000,
      taxCents: 0,
      totalCents: 1_000,
    });
  });

  it("never loses or makes a cent: net is within half a cent of the exact product, total = net + tax", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (thousandths, price, rateHundredths) => {
          const quantity = thousandths / 1000;
          const rate = rateHundredths / 100;
          const a = lineAmounts({ quantity, unitPriceCents: price, taxRate: rate });
          const exact = new Big(thousandths).times(price).div(1000);
          expect(exact.minus(a.netCents).abs().lte(0.5)).toBe(true);
          expect(a.totalCents).toBe(a.netCents + a.taxCents);
          expect(new Big(a.netCents).times(rate).div(100).minus(a.taxCents).abs().lte(0.5)).toBe(true);
        },
      ),
    );
  });
});

describe("a share of whole numbers", () => {
  const decimal = (c: number, n: number, d: number) => Number(new Big(c).times(n).div(d).round(0, Big.roundHalfUp));
  it("is rounded exactly as big.js rounds it, half away from zero", () => {
    expect([shareCents(1, 1, 2), shareCents(-1, 1, 2), shareCents(3, 1, 2), shareCents(5, 1, -2)]).toEqual([
      1, -1, 2, -3,
    ]);
    expect(shareCents(3333, 1, 60)).toBe(56);
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: -1e6, max: 1e6 }),
        fc.integer({ min: 1, max: 1e9 }),
        fc.boolean(),
        (c, n, d, negative) => shareCents(c, n, negative ? -d : d) === decimal(c, n, negative ? -d : d),
      ),
    );
  });
});
