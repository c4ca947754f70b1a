import { describe, expect, it } from "vitest";
import { parseBudget } from "./projects.contract.ts";

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
  it("marks text that is not an amount as invalid instead of dropping it", () => {
    for (const v of ["1.5M", "abc", "-5", "1e6", "12.3.4", Number.NaN, -1]) expect(parseBudget(v)).toBe("invalid");
  });
});
