import { describe, expect, it } from "vitest";
import { readHourlyRateCents } from "./hr.constants.ts";

describe("readHourlyRateCents (the money reading itself is shared/money-text.ts)", () => {
  it("reads dollars as typed or sent into whole cents; blank is none", () => {
    expect(readHourlyRateCents("42.50")).toBe(4250);
    expect(readHourlyRateCents(" $42.5 ")).toBe(4250);
    expect(readHourlyRateCents("1,250")).toBe(125_000);
    expect(readHourlyRateCents(38.755)).toBe(3876);
    expect(readHourlyRateCents("0")).toBe(0);
    expect(readHourlyRateCents("1000000")).toBe(100_000_000);
    for (const none of ["", "   ", null, undefined]) expect(readHourlyRateCents(none)).toBeNull();
  });

  it("refuses what is not one amount of zero or more, and more than $1,000,000", () => {
    for (const bad of ["forty", "42.50/hr", "12 or 14", -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(readHourlyRateCents(bad), String(bad)).toBe("invalid");
    expect(readHourlyRateCents("1000000.01")).toBe("too_large");
    expect(readHourlyRateCents("2M")).toBe("too_large");
  });
});
