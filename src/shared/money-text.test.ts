import { describe, expect, it } from "vitest";
import { readMoneyText } from "./money-text.ts";

const amount = (text: string | null | undefined) => readMoneyText(text).amount;
const alone = (text: string) => readMoneyText(text).alone;

describe("readMoneyText (money typed by people, read one way)", () => {
  it("reads plain figures with currency signs, spaces and thousands commas", () => {
    expect(amount("250000")).toBe(250000);
    expect(amount("$1,250,000.50")).toBe(1250000.5);
    expect(amount("$2,500,000.00")).toBe(2_500_000);
    expect(amount("USD 1,200,000")).toBe(1200000);
    expect(amount(" $ 980 ")).toBe(980);
    expect(amount("0")).toBe(0);
    expect(amount("10.456")).toBe(10.46);
  });

  it("scales k, M, MM, million, bn; reads a decimal comma before one or two digits", () => {
    expect(amount("250k")).toBe(250_000);
    expect(amount("1.5M")).toBe(1_500_000);
    expect(amount("$250K")).toBe(250_000);
    expect(amount("2 million")).toBe(2_000_000);
    expect(amount("$2.5 Million USD")).toBe(2_500_000);
    expect(amount("3MM")).toBe(3_000_000);
    expect(amount("1.2bn")).toBe(1_200_000_000);
    expect(amount("$.5M")).toBe(500_000);
    expect(amount("1,5M")).toBe(1_500_000);
  });

  it("does not take the letter starting a word for a scale", () => {
    expect(amount("12 months")).toBe(12);
    expect(amount("5 bays")).toBe(5);
  });

  it("prefers the first amount marked as money, else the first number; ignores a minus sign", () => {
    expect(amount("3 phases at $400k each")).toBe(400_000);
    expect(amount("Phase 2: 75,000")).toBe(2);
    expect(amount("-$5,000")).toBe(5000);
  });

  it("finds no amount in empty or wordy text, or in a figure too large to keep to the cent", () => {
    for (const text of [undefined, null, "", "   ", "TBD", "to be negotiated", "$"]) expect(amount(text)).toBeNull();
    expect(amount("9".repeat(30))).toBeNull();
  });

  it("says whether the text is the amount alone (what a budget field accepts)", () => {
    for (const text of [
      "250k",
      "1.5M",
      "$2,500,000.00",
      " $ 980 ",
      "USD 1,200,000",
      "$2.5 Million USD",
      "1,5M",
      "75000 dollars",
    ])
      expect(alone(text), text).toBe(true);
    for (const text of ["3 phases at $400k", "-5", "1e6", "12.3.4", "about 250k", "250k?", "TBD", ""])
      expect(alone(text), text).toBe(false);
  });
});
