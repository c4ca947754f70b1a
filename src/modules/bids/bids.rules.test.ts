import { describe, expect, it } from "vitest";
import {
  convertible,
  estimable,
  itemsTotalCents,
  itemTotalCents,
  readItemPriceCents,
  readItemQuantity,
  typedTotalCents,
} from "./bids.rules.ts";

describe("reading what is typed", () => {
  it("reads quantities above zero with up to three decimals", () => {
    expect(readItemQuantity("12")).toBe(12);
    expect(readItemQuantity(" 2.5 ")).toBe(2.5);
    expect(readItemQuantity("1,200")).toBe(1200);
    expect(readItemQuantity(".25")).toBe(0.25);
    expect(readItemQuantity(0.333)).toBe(0.333);
    for (const bad of ["0", "-1", "1.2345", "two", "", null, undefined, 1e-7, "1e3"])
      expect(readItemQuantity(bad), String(bad)).toBeNull();
  });

  it("reads unit prices in dollars as whole cents, zero or more", () => {
    expect(readItemPriceCents("1,250.50")).toBe(125_050);
    expect(readItemPriceCents("$99")).toBe(9_900);
    expect(readItemPriceCents(0)).toBe(0);
    expect(readItemPriceCents(65)).toBe(6_500);
    for (const bad of ["lots", "", -5, "3 at $4"]) expect(readItemPriceCents(bad), String(bad)).toBeNull();
  });
});

describe("totals", () => {
  it("rounds each item half up once and adds the items", () => {
    expect(itemTotalCents(12.5, 18_540)).toBe(231_750);
    expect(itemTotalCents(0.333, 1_001)).toBe(333);
    expect(itemTotalCents(0.5, 1)).toBe(1);
    expect(itemTotalCents(3, 0.1 * 3 * 10)).toBe(9);
    expect(
      itemsTotalCents([
        { quantity: 0.1, unitPriceCents: 10 },
        { quantity: 0.2, unitPriceCents: 10 },
      ]),
    ).toBe(3);
  });

  it("counts items still being typed as 0 in the live total", () => {
    expect(
      typedTotalCents([
        { quantity: "2", unitPrice: "10.10" },
        { quantity: "", unitPrice: "5" },
        { quantity: "x", unitPrice: "1" },
      ]),
    ).toBe(2_020);
  });

  it("lets only a won bid without a project be converted", () => {
    expect(convertible({ status: "won", project: null })).toBe(true);
    expect(convertible({ status: "won", project: { id: "p", name: "P" } })).toBe(false);
    expect(convertible({ status: "pending", project: null })).toBe(false);
  });

  it("lets a won bid without an estimate become one, whatever its project", () => {
    expect(estimable({ status: "won", estimate: null })).toBe(true);
    expect(estimable({ status: "won", estimate: { id: "e", name: "EST-2026-0001" } })).toBe(false);
    expect(estimable({ status: "lost", estimate: null })).toBe(false);
  });
});
