import { describe, expect, it } from "vitest";
import { bpsText, daysText, formatBps, signedMoney } from "./job-finance-format.ts";

describe("job finance formats", () => {
  it("says basis points as a percent without trailing zeros", () => {
    expect(formatBps(1000)).toBe("10%");
    expect(formatBps(1250)).toBe("12.5%");
    expect(formatBps(3333)).toBe("33.33%");
    expect(formatBps(0)).toBe("0%");
    expect(bpsText(500)).toBe("5");
  });
  it("signs changes and days", () => {
    const f = (c: number) => `$${(c / 100).toFixed(2)}`;
    expect(signedMoney(500000, f)).toBe("+$5000.00");
    expect(signedMoney(-120000, f)).toBe("−$1200.00");
    expect(signedMoney(0, f)).toBe("$0.00");
    expect(daysText(10)).toBe("+10 days");
    expect(daysText(-1)).toBe("−1 day");
    expect(daysText(0)).toBe("No change");
  });
});
