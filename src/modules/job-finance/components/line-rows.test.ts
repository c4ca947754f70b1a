import { describe, expect, it } from "vitest";
import { budgetInput } from "../job-finance.contract.ts";
import { linesForm } from "./line-rows.ts";

const { rows, spec } = linesForm("budget", ["costCodeId", "costType", "amount"] as const, (typed) =>
  budgetInput.safeParse({ lines: typed.map((r) => ({ ...r })) }),
);

describe("a form of lines", () => {
  it("says which line a problem is on", async () => {
    const lines = rows.write([
      { key: "a", costCodeId: "c1", costType: "labor", amount: "100" },
      { key: "b", costCodeId: "c1", costType: "material", amount: "ten" },
    ]);
    const result = await spec.parse({ lines });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      "Line 2: Please enter an amount of money, zero or more.",
    ]);
  });
  it("hands over the checked lines", async () => {
    const lines = rows.write([{ key: "a", costCodeId: "c1", costType: "labor", amount: "1,250.50" }]);
    const result = await spec.parse({ lines });
    expect(result.data?.lines[0]).toMatchObject({ costCodeId: "c1", costType: "labor", amount: 125_050 });
  });
});
