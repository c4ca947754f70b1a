import { describe, expect, it } from "vitest";
import { INVOICING_MSG } from "../invoicing.constants.ts";
import { amountProblem, typedCents } from "./client-pay-amount.ts";

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const due = { dueCents: 123_400, minimumCents: 50 };

describe("the amount a client types to pay part of an invoice", () => {
  it("reads dollars as whole cents, with grouping, a dollar sign and up to two decimals", () => {
    expect(typedCents("1,234.00")).toBe(123_400);
    expect(typedCents(" $80 ")).toBe(8_000);
    expect(typedCents("0.5")).toBe(50);
    expect(typedCents(".75")).toBe(75);
    expect(typedCents("1 234.56")).toBe(123_456);
    expect(typedCents("0.1")).toBe(10);
  });

  it("reads nothing from words, signs, a third decimal or an empty field", () => {
    for (const text of ["", ".", "abc", "-5", "1.234", "1,23", "12 dollars", "1e3"])
      expect(typedCents(text)).toBeNull();
  });

  it("says what the server says of an amount it would refuse", () => {
    expect(amountProblem(null, due, money)).toBe(INVOICING_MSG.paymentAmountInvalid);
    expect(amountProblem(0, due, money)).toBe(INVOICING_MSG.paymentAmountInvalid);
    expect(amountProblem(123_401, due, money)).toBe(INVOICING_MSG.paymentTooLarge("$1234.00"));
    expect(amountProblem(49, due, money)).toBe(INVOICING_MSG.payTooLittle("$0.50"));
    expect(amountProblem(50, due, money)).toBeNull();
    expect(amountProblem(123_400, due, money)).toBeNull();
  });
});
