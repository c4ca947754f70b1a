import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COST_TYPE_LABELS, COST_TYPES, DEFAULT_COST_CODES } from "./job-finance.constants.ts";
import {
  approvedChangeRows,
  jobCostFigures,
  jobCostReport,
  type AmountRow,
  type BudgetRow,
  type JobCostFigures,
} from "./job-costing.rules.ts";

describe("a budget line's figures", () => {
  it("revises the budget by approved changes, projects the larger of it and actual + committed, and signs the variance", () => {
    expect(
      jobCostFigures({
        budgetCents: 1_000_000,
        approvedChangesCents: 100_000,
        committedCents: 300_000,
        actualCents: 900_000,
      }),
    ).toEqual({
      budgetCents: 1_000_000,
      approvedChangesCents: 100_000,
      revisedBudgetCents: 1_100_000,
      committedCents: 300_000,
      actualCents: 900_000,
      projectedCents: 1_200_000,
      varianceCents: -100_000,
      overBudget: true,
    });
    expect(
      jobCostFigures({ budgetCents: 500_000, approvedChangesCents: 0, committedCents: 0, actualCents: 200_000 }),
    ).toMatchObject({ projectedCents: 500_000, varianceCents: 300_000, overBudget: false });
    // Exactly on budget is not over it.
    expect(
      jobCostFigures({
        budgetCents: 500_000,
        approvedChangesCents: -100_000,
        committedCents: 100_000,
        actualCents: 300_000,
      }),
    ).toMatchObject({ revisedBudgetCents: 400_000, projectedCents: 400_000, varianceCents: 0, overBudget: false });
  });
});

describe("the job cost report", () => {
  it("merges budget and amount rows by code and type, sorted by code then type, with a line for an unbudgeted cost", () => {
    const budgets: BudgetRow[] = [
      { costCode: "03 00 00", costType: "material", budgetCents: 1_000_000 },
      { costCode: "03 00 00", costType: "labor", budgetCents: 500_000 },
      { costCode: "01 00 00", costType: "other", budgetCents: 50_000 },
    ];
    const amounts: AmountRow[] = [
      { costCode: "03 00 00", costType: "material", committedCents: 300_000 },
      { costCode: "03 00 00", costType: "material", actualCents: 600_000 },
      { costCode: "03 00 00", costType: "material", actualCents: 300_000 },
      { costCode: "03 00 00", costType: "labor", actualCents: 200_000 },
      // An expense with a cost code and no budget line.
      { costCode: "09 00 00", costType: "subcontract", actualCents: 5_000 },
      ...approvedChangeRows([
        { status: "approved", lines: [{ costCode: "03 00 00", costType: "material", amountCents: 100_000 }] },
        { status: "sent", lines: [{ costCode: "03 00 00", costType: "material", amountCents: 999_999 }] },
      ]),
    ];
    const report = jobCostReport(budgets, amounts);
    expect(report.lines.map((l) => [l.costCode, l.costType])).toEqual([
      ["01 00 00", "other"],
      ["03 00 00", "labor"],
      ["03 00 00", "material"],
      ["09 00 00", "subcontract"],
    ]);
    expect(report.lines[2]).toEqual({
      costCode: "03 00 00",
      costType: "material",
      budgetCents: 1_000_000,
      approvedChangesCents: 100_000,
      revisedBudgetCents: 1_100_000,
      committedCents: 300_000,
      actualCents: 900_000,
      projectedCents: 1_200_000,
      varianceCents: -100_000,
      overBudget: true,
    });
    expect(report.lines[3]).toMatchObject({
      budgetCents: 0,
      revisedBudgetCents: 0,
      actualCents: 5_000,
      projectedCents: 5_000,
      varianceCents: -5_000,
      overBudget: true,
    });
    expect(report.totals).toEqual({
      budgetCents: 1_550_000,
      approvedChangesCents: 100_000,
      revisedBudgetCents: 1_650_000,
      committedCents: 300_000,
      actualCents: 1_105_000,
      projectedCents: 50_000 + 500_000 + 1_200_000 + 5_000,
      varianceCents: 50_000 + 300_000 - 100_000 - 5_000,
      overBudget: false,
    });
  });

  it("is empty, with zero totals, for a job with nothing", () => {
    expect(jobCostReport([], [])).toEqual({
      lines: [],
      totals: {
        budgetCents: 0,
        approvedChangesCents: 0,
        revisedBudgetCents: 0,
        committedCents: 0,
        actualCents: 0,
        projectedCents: 0,
        varianceCents: 0,
        overBudget: false,
      },
    });
  });

  it("counts only approved change orders' lines", () => {
    const lines = [{ costCode: "05 00 00", costType: "equipment" as const, amountCents: 1_000 }];
    for (const status of ["draft", "sent", "rejected", "void"] as const)
      expect(approvedChangeRows([{ status, lines }])).toEqual([]);
    expect(approvedChangeRows([{ status: "approved", lines }])).toEqual([
      { costCode: "05 00 00", costType: "equipment", approvedChangesCents: 1_000 },
    ]);
  });

  it("property: the totals row is the sum of the lines, each key once, sorted, and nothing lost in the merge", () => {
    const key = {
      costCode: fc.constantFrom("01 00 00", "03 00 00", "03 30 00", "26 00 00", "A|B", "A"),
      costType: fc.constantFrom(...COST_TYPES),
    };
    const cents = fc.integer({ min: -1_000_000_000, max: 10_000_000_000 });
    const budget = fc.record({ ...key, budgetCents: cents });
    const amount = fc.record(
      { ...key, approvedChangesCents: cents, committedCents: cents, actualCents: cents },
      { requiredKeys: ["costCode", "costType"] },
    );
    fc.assert(
      fc.property(fc.array(budget, { maxLength: 20 }), fc.array(amount, { maxLength: 30 }), (budgets, amounts) => {
        const { lines, totals } = jobCostReport(budgets, amounts);
        const fields = [
          "budgetCents",
          "approvedChangesCents",
          "revisedBudgetCents",
          "committedCents",
          "actualCents",
          "projectedCents",
          "varianceCents",
        ] as const satisfies readonly (keyof JobCostFigures)[];
        for (const f of fields) expect(totals[f], f).toBe(lines.reduce((s, l) => s + l[f], 0));
        expect(totals.overBudget).toBe(totals.varianceCents < 0);
        expect(totals.budgetCents).toBe(budgets.reduce((s, b) => s + b.budgetCents, 0));
        expect(totals.actualCents).toBe(amounts.reduce((s, a) => s + (a.actualCents ?? 0), 0));
        expect(totals.committedCents).toBe(amounts.reduce((s, a) => s + (a.committedCents ?? 0), 0));
        expect(totals.approvedChangesCents).toBe(amounts.reduce((s, a) => s + (a.approvedChangesCents ?? 0), 0));
        const keys = lines.map((l) => `${l.costCode}\u0000${l.costType}`);
        expect(new Set(keys).size).toBe(keys.length);
        const given = new Set([...budgets, ...amounts].map((r) => `${r.costCode}\u0000${r.costType}`));
        expect(new Set(keys)).toEqual(given);
        for (const [i, l] of lines.entries()) {
          const next = lines[i + 1];
          if (!next) continue;
          expect(l.costCode <= next.costCode).toBe(true);
          if (l.costCode === next.costCode)
            expect(COST_TYPES.indexOf(l.costType)).toBeLessThan(COST_TYPES.indexOf(next.costType));
        }
        for (const l of lines) {
          expect(l.revisedBudgetCents).toBe(l.budgetCents + l.approvedChangesCents);
          expect(l.projectedCents).toBe(Math.max(l.revisedBudgetCents, l.actualCents + l.committedCents));
          expect(l.varianceCents).toBe(l.revisedBudgetCents - (l.actualCents + l.committedCents));
          expect(l.overBudget).toBe(l.varianceCents < 0);
        }
      }),
    );
  });
});

describe("the default cost codes and cost types", () => {
  it("are the 35 divisions of MasterFormat 2016, in order, one code each", () => {
    expect(DEFAULT_COST_CODES).toHaveLength(35);
    const divisions = DEFAULT_COST_CODES.map((c) => c.code.slice(0, 2));
    expect(divisions).toEqual([
      ...["00", "01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12", "13", "14"],
      ...["21", "22", "23", "25", "26", "27", "28"],
      ...["31", "32", "33", "34", "35"],
      ...["40", "41", "42", "43", "44", "45", "46", "48"],
    ]);
    for (const c of DEFAULT_COST_CODES) {
      expect(c.code).toMatch(/^\d{2} 00 00$/);
      expect(c.name.trim()).toBe(c.name);
      expect(c.name.length).toBeGreaterThan(0);
    }
    expect(DEFAULT_COST_CODES[1]).toEqual({ code: "01 00 00", name: "General Requirements" });
    expect(DEFAULT_COST_CODES.find((c) => c.code === "23 00 00")?.name).toBe(
      "Heating, Ventilating, and Air Conditioning (HVAC)",
    );
  });

  it("label every cost type", () => {
    expect(COST_TYPES.map((t) => COST_TYPE_LABELS[t])).toEqual([
      "Labor",
      "Material",
      "Equipment",
      "Subcontract",
      "Other",
    ]);
  });
});
