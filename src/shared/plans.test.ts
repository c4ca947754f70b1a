import { describe, expect, it } from "vitest";
import {
  BILLING_PERIOD_DAYS,
  DEFAULT_PLAN,
  PLANS,
  TRIAL_DAYS,
  getPlan,
  isPlanId,
  normalizePlan,
  trialSubscriptionDates,
} from "./plans.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const GB = 1024 ** 3;

describe("normalizePlan", () => {
  it("defaults to basic when no plan is given", () => {
    expect(DEFAULT_PLAN).toBe("basic");
    expect(normalizePlan(undefined)).toBe("basic");
    expect(normalizePlan(null)).toBe("basic");
    expect(normalizePlan("")).toBe("basic");
  });

  it("lowercases and trims the plan from the address", () => {
    expect(normalizePlan("Professional")).toBe("professional");
    expect(normalizePlan("ENTERPRISE")).toBe("enterprise");
    expect(normalizePlan("  Basic ")).toBe("basic");
  });

  it("turns an unknown plan into basic", () => {
    expect(normalizePlan("gold")).toBe("basic");
    expect(normalizePlan("pro")).toBe("basic");
    expect(normalizePlan("enterprise; drop table users")).toBe("basic");
  });
});

describe("isPlanId and getPlan", () => {
  it("knows exactly the three plans", () => {
    expect(PLANS.map((p) => p.id)).toEqual(["basic", "professional", "enterprise"]);
    expect(isPlanId("basic")).toBe(true);
    expect(isPlanId("Basic")).toBe(false);
    expect(getPlan("professional").name).toBe("Professional");
  });
});

describe("trialSubscriptionDates", () => {
  it("starts now, ends the trial 14 days ahead and the period 30 days ahead", () => {
    const now = new Date("2024-03-01T12:00:00.000Z");
    const dates = trialSubscriptionDates(now);
    expect(TRIAL_DAYS).toBe(14);
    expect(BILLING_PERIOD_DAYS).toBe(30);
    expect(dates.periodStart.getTime()).toBe(now.getTime());
    expect(dates.trialEnd.getTime() - now.getTime()).toBe(14 * DAY_MS);
    expect(dates.periodEnd.getTime() - now.getTime()).toBe(30 * DAY_MS);
    expect(dates.trialEnd.toISOString()).toBe("2024-03-15T12:00:00.000Z");
    expect(dates.periodEnd.toISOString()).toBe("2024-03-31T12:00:00.000Z");
  });

  it("does not change the date it is given", () => {
    const now = new Date("2024-01-01T00:00:00.000Z");
    trialSubscriptionDates(now);
    expect(now.toISOString()).toBe("2024-01-01T00:00:00.000Z");
  });
});

describe("PLANS", () => {
  it("has the spec's prices, per month", () => {
    expect(getPlan("basic").price).toBe(29.99);
    expect(getPlan("professional").price).toBe(49.99);
    expect(getPlan("enterprise").price).toBe(99.99);
    for (const plan of PLANS) expect(plan.period).toBe("month");
  });

  it("marks only Professional as the popular plan", () => {
    expect(PLANS.filter((p) => p.popular).map((p) => p.id)).toEqual(["professional"]);
  });

  it("has 1, 1 and 3 seats", () => {
    expect(PLANS.map((p) => p.seats)).toEqual([1, 1, 3]);
  });

  it("has 10GB, 50GB and unlimited storage", () => {
    expect(getPlan("basic").storageBytes).toBe(10 * GB);
    expect(getPlan("professional").storageBytes).toBe(50 * GB);
    expect(getPlan("enterprise").storageBytes).toBeNull();
  });

  it("gives every plan a name, description and support line, and tells Enterprise buyers of more seats to contact sales", () => {
    for (const plan of PLANS) {
      expect(plan.name).not.toBe("");
      expect(plan.description).not.toBe("");
      expect(plan.support).toMatch(/support$/);
    }
    expect(getPlan("enterprise").limitations.join(" ")).toMatch(/contact sales/i);
  });
});
