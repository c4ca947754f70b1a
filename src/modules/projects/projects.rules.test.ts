import { describe, expect, it } from "vitest";
import { parseBudget } from "./projects.constants.ts";

describe("parseBudget (spec: parsed as a number, else null)", () => {
  it("reads numbers, dollar amounts with separators, and empty as no budget", () => {
    expect(parseBudget(undefined)).toBeNull();
    expect(parseBudget(null)).toBeNull();
    expect(parseBudget("  ")).toBeNull();
    expect(parseBudget("250000")).toBe(250000);
    expect(parseBudget("$1,250,000.50")).toBe(1250000.5);
    expect(parseBudget("10.456")).toBe(10.46);
    expect(parseBudget(99.999)).toBe(100);
  });
  it("accepts what a contract value accepts (the shared money reading): 250k, 1.5M, $2,500,000.00", () => {
    expect(parseBudget("250k")).toBe(250_000);
    expect(parseBudget("1.5M")).toBe(1_500_000);
    expect(parseBudget("$2,500,000.00")).toBe(2_500_000);
    expect(parseBudget("$2.5 million")).toBe(2_500_000);
  });
  it("marks text that is not an amount alone as invalid instead of dropping it", () => {
    for (const v of ["abc", "-5", "1e6", "12.3.4", "about 250k", "3 phases at $400k", "20000bn", Number.NaN, -1, 1e13])
      expect(parseBudget(v)).toBe("invalid");
  });
});
