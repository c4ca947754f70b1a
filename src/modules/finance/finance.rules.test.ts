import { describe, expect, it } from "vitest";
import { parseAmountCents } from "./finance.constants.ts";
import { canMoveStatus, projectFigures } from "./finance.rules.ts";

describe("parseAmountCents", () => {
  it("reads amounts as people type them, in whole cents", () => {
    expect(parseAmountCents("1,250.50")).toBe(125_050);
    expect(parseAmountCents("$2.5k")).toBe(250_000);
    expect(parseAmountCents("1.5M")).toBe(150_000_000);
    expect(parseAmountCents(" 19.99 USD ")).toBe(1_999);
    expect(parseAmountCents(42.1)).toBe(4_210);
    expect(parseAmountCents(0.29)).toBe(29);
  });

  it("refuses nothing, zero, text that is more than an amount, and amounts past the limit", () => {
    for (const bad of [
      null,
      undefined,
      "",
      "abc",
      "0",
      0,
      -5,
      "about 300",
      "3 at $4",
      Number.NaN,
      Number.POSITIVE_INFINITY,
      100_000_000_000,
      "0.004",
    ]) {
      expect(parseAmountCents(bad), String(bad)).toBe("invalid");
    }
    expect(parseAmountCents(99_999_999_999.99)).toBe(9_999_999_999_999);
  });
});

describe("canMoveStatus", () => {
  it("lets Pending clear or void, Cleared void, and nothing leave Void", () => {
    expect(canMoveStatus("Pending", "Cleared")).toBe(true);
    expect(canMoveStatus("Pending", "Void")).toBe(true);
    expect(canMoveStatus("Cleared", "Void")).toBe(true);
    expect(canMoveStatus("Cleared", "Pending")).toBe(false);
    expect(canMoveStatus("Void", "Cleared")).toBe(false);
    expect(canMoveStatus("Void", "Pending")).toBe(false);
    expect(canMoveStatus("Pending", "Pending")).toBe(false);
  });
});

describe("projectFigures", () => {
  it("gives remaining and the share used, flagged from 90 % and over 100 %", () => {
    expect(projectFigures(100_000, 50_000, 20_000)).toEqual({
      budgetCents: 100_000,
      spentCents: 50_000,
      receivedCents: 20_000,
      remainingCents: 50_000,
      percentUsed: 50,
      flag: "none",
    });
    expect(projectFigures(100_000, 89_999, 0)).toMatchObject({ percentUsed: 89, flag: "none" });
    expect(projectFigures(100_000, 90_000, 0)).toMatchObject({ percentUsed: 90, flag: "warning" });
    expect(projectFigures(100_000, 100_000, 0)).toMatchObject({ percentUsed: 100, remainingCents: 0, flag: "warning" });
    expect(projectFigures(100_000, 100_001, 0)).toMatchObject({ percentUsed: 100, remainingCents: -1, flag: "over" });
  });

  it("without a budget there is no share and no flag; against a budget of nothing any spending is over", () => {
    expect(projectFigures(null, 5_000, 0)).toMatchObject({ remainingCents: null, percentUsed: null, flag: "none" });
    expect(projectFigures(0, 0, 0)).toMatchObject({ remainingCents: 0, percentUsed: null, flag: "none" });
    expect(projectFigures(0, 1, 0)).toMatchObject({ remainingCents: -1, percentUsed: null, flag: "over" });
  });
});
