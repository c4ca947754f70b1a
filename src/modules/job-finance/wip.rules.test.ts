import Big from "big.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { percentCompleteBps, wipReport, wipRow, type WipInput } from "./wip.rules.ts";

const dollars = (d: number): number => d * 100;

describe("a project's WIP row", () => {
  it("the issue's figures: 1,500,000.00 contract, 1,000,000.00 estimate, 500,000.00 cost, 800,000.00 billed", () => {
    expect(
      wipRow({
        contractCents: dollars(1_500_000),
        estimatedCostCents: dollars(1_000_000),
        costToDateCents: dollars(500_000),
        billedToDateCents: dollars(800_000),
      }),
    ).toEqual({
      contractCents: dollars(1_500_000),
      estimatedCostCents: dollars(1_000_000),
      costToDateCents: dollars(500_000),
      billedToDateCents: dollars(800_000),
      percentCompleteBps: 5_000,
      earnedRevenueCents: dollars(750_000),
      overBilledCents: dollars(50_000),
      underBilledCents: 0,
    });
  });

  it("is under-billed when billing runs behind the earned revenue, and keeps the row's own fields", () => {
    expect(
      wipRow({
        projectId: "p1",
        contractCents: dollars(1_500_000),
        estimatedCostCents: dollars(1_000_000),
        costToDateCents: dollars(500_000),
        billedToDateCents: dollars(700_000),
      }),
    ).toMatchObject({ projectId: "p1", overBilledCents: 0, underBilledCents: dollars(50_000) });
  });

  it("is 0 % and earns nothing while there is no estimate", () => {
    expect(
      wipRow({ contractCents: 1_000, estimatedCostCents: 0, costToDateCents: 500, billedToDateCents: 200 }),
    ).toMatchObject({ percentCompleteBps: 0, earnedRevenueCents: 0, overBilledCents: 200, underBilledCents: 0 });
    expect(percentCompleteBps(500, 0)).toBe(0);
  });

  it("goes past 100 % when costs overrun the estimate", () => {
    expect(
      wipRow({ contractCents: 10_000, estimatedCostCents: 8_000, costToDateCents: 10_000, billedToDateCents: 10_000 }),
    ).toMatchObject({ percentCompleteBps: 12_500, earnedRevenueCents: 12_500, underBilledCents: 2_500 });
  });

  it("rounds once, half away from zero, from the exact ratio (not from the rounded percent)", () => {
    expect(percentCompleteBps(1, 3)).toBe(3_333);
    expect(percentCompleteBps(2, 3)).toBe(6_667);
    expect(percentCompleteBps(1, 20_000)).toBe(1); // 0.5 bps
    // 5 × 1 ÷ 2 = 2.5 → 3; 100 × 1 ÷ 3 = 33.33 → 33.
    expect(wipRow({ contractCents: 5, estimatedCostCents: 2, costToDateCents: 1, billedToDateCents: 0 })).toMatchObject(
      { earnedRevenueCents: 3 },
    );
    expect(
      wipRow({ contractCents: 100, estimatedCostCents: 3, costToDateCents: 1, billedToDateCents: 0 }),
    ).toMatchObject({ earnedRevenueCents: 33 });
    // The rounded percent (33.33 %) would make 33,330,000; the exact third is 33,333,333.
    expect(
      wipRow({ contractCents: 100_000_000, estimatedCostCents: 3, costToDateCents: 1, billedToDateCents: 0 }),
    ).toMatchObject({ percentCompleteBps: 3_333, earnedRevenueCents: 33_333_333 });
  });
});

describe("the WIP report", () => {
  // Up to $1 billion a contract, costs up to three times the estimate (any cost while there is no estimate).
  const row = fc
    .record({
      contractCents: fc.integer({ min: 0, max: 100_000_000_000 }),
      estimatedCostCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100_000_000_000 })),
      costShareBps: fc.integer({ min: 0, max: 30_000 }),
      noEstimateCostCents: fc.integer({ min: 0, max: 100_000_000_000 }),
      billedToDateCents: fc.integer({ min: 0, max: 150_000_000_000 }),
    })
    .map((r): WipInput => ({
      contractCents: r.contractCents,
      estimatedCostCents: r.estimatedCostCents,
      costToDateCents:
        r.estimatedCostCents === 0
          ? r.noEstimateCostCents
          : Math.round((r.estimatedCostCents * r.costShareBps) / 10_000),
      billedToDateCents: r.billedToDateCents,
    }));

  it("property: the totals row is the sum of the rows; each row is over- or under-billed, never both", () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 25 }), (rows) => {
        const report = wipReport(rows);
        const total = (pick: (r: (typeof report.rows)[number]) => number) =>
          report.rows.reduce((s, r) => s + pick(r), 0);
        expect(report.totals).toEqual({
          contractCents: total((r) => r.contractCents),
          estimatedCostCents: total((r) => r.estimatedCostCents),
          costToDateCents: total((r) => r.costToDateCents),
          billedToDateCents: total((r) => r.billedToDateCents),
          earnedRevenueCents: total((r) => r.earnedRevenueCents),
          overBilledCents: total((r) => r.overBilledCents),
          underBilledCents: total((r) => r.underBilledCents),
        });
        for (const r of report.rows) {
          expect(r.overBilledCents - r.underBilledCents).toBe(r.billedToDateCents - r.earnedRevenueCents);
          expect(Math.min(r.overBilledCents, r.underBilledCents)).toBe(0);
          if (r.estimatedCostCents > 0) {
            const exact = new Big(r.contractCents).times(r.costToDateCents).div(r.estimatedCostCents);
            expect(exact.minus(r.earnedRevenueCents).abs().lte(0.5)).toBe(true);
          }
        }
      }),
    );
  });
});
