import { describe, expect, it } from "vitest";
import {
  cancellation,
  grantsAccess,
  reactivation,
  trialPlanChange,
  type SubscriptionState,
} from "./subscription.rules.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const signUp = new Date("2026-03-01T12:00:00.000Z");
const now = new Date("2026-03-05T08:30:00.000Z");
const days = (d: Date, n: number) => new Date(d.getTime() + n * DAY_MS);

const trial: SubscriptionState = {
  planName: "basic",
  status: "trialing",
  currentPeriodStart: signUp,
  currentPeriodEnd: days(signUp, 30),
  trialEnd: days(signUp, 14),
  cancelAtPeriodEnd: false,
  canceledAt: null,
};

describe("trialPlanChange (no payment provider: a trial goes on with the chosen plan)", () => {
  it("changes the plan only: still a trial, to the same end", () => {
    expect(trialPlanChange(trial, "enterprise")).toEqual({ ...trial, planName: "enterprise" });
  });

  it("changes nothing for the plan the trial is on", () => {
    expect(trialPlanChange(trial, "basic")).toBeNull();
  });
});

describe("cancellation", () => {
  it("sets status canceled, cancel at period end and the cancellation date, and keeps the period", () => {
    const active = { ...trial, status: "active" };
    expect(cancellation(active, now)).toEqual({
      ...active,
      status: "canceled",
      cancelAtPeriodEnd: true,
      canceledAt: now,
    });
  });

  it("changes nothing the second time (the first date stays)", () => {
    const canceled = cancellation(trial, now);
    if (!canceled) throw new Error("expected a change");
    expect(cancellation(canceled, days(now, 2))).toBeNull();
  });
});

describe("reactivation", () => {
  const canceled: SubscriptionState = { ...trial, status: "canceled", cancelAtPeriodEnd: true, canceledAt: now };

  it("restores active and clears the cancellation, keeping a period that has not ended", () => {
    expect(reactivation(canceled, days(now, 1))).toEqual({
      ...canceled,
      status: "active",
      cancelAtPeriodEnd: false,
      canceledAt: null,
    });
  });

  it("refuses once the canceled period has ended: that takes a payment", () => {
    expect(reactivation(canceled, days(signUp, 45))).toBe("ended");
  });

  it("changes nothing for a subscription that is not canceled", () => {
    expect(reactivation(trial, now)).toBeNull();
    expect(reactivation({ ...trial, status: "active" }, now)).toBeNull();
  });
});

describe("grantsAccess (the plan's features, to read at least, whatever the standing)", () => {
  it("grants every known status, an ended trial included", () => {
    for (const status of ["trialing", "active", "past_due", "canceled"]) expect(grantsAccess({ status })).toBe(true);
  });

  it("grants nothing for an unknown status", () => {
    expect(grantsAccess({ status: "mystery" })).toBe(false);
  });
});
