import { describe, expect, it } from "vitest";
import { cancellation, grantsAccess, planChange, reactivation, type SubscriptionState } from "./subscription.rules.ts";

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

describe("planChange (spec: period end 30 days ahead, trial end 14 days ahead)", () => {
  it("sets the plan active with a new period from now", () => {
    const next = planChange(trial, "professional", now);
    expect(next).toEqual({
      planName: "professional",
      status: "active",
      currentPeriodStart: now,
      currentPeriodEnd: new Date("2026-04-04T08:30:00.000Z"),
      trialEnd: new Date("2026-03-19T08:30:00.000Z"),
      cancelAtPeriodEnd: false,
      canceledAt: null,
    });
  });

  it("activates the plan a trial is already on", () => {
    expect(planChange(trial, "basic", now)).toMatchObject({
      planName: "basic",
      status: "active",
      currentPeriodStart: now,
    });
  });

  it("undoes a cancellation when a plan is chosen again", () => {
    const canceled = { ...trial, status: "canceled", cancelAtPeriodEnd: true, canceledAt: signUp };
    expect(planChange(canceled, "basic", now)).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: false,
      canceledAt: null,
    });
  });

  it("changes nothing when the plan is already active, so a click cannot extend the period", () => {
    const active = planChange(trial, "enterprise", signUp);
    if (!active) throw new Error("expected a change");
    expect(planChange(active, "enterprise", now)).toBeNull();
    expect(planChange(active, "basic", now)).toMatchObject({ planName: "basic", currentPeriodStart: now });
  });

  it("does not change the subscription it is given", () => {
    const copy = structuredClone(trial);
    planChange(trial, "enterprise", now);
    expect(trial).toEqual(copy);
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

  it("starts a new 30-day period when the canceled one has ended", () => {
    const later = days(signUp, 45);
    expect(reactivation(canceled, later)).toMatchObject({
      status: "active",
      currentPeriodStart: later,
      currentPeriodEnd: days(later, 30),
      cancelAtPeriodEnd: false,
      canceledAt: null,
    });
  });

  it("changes nothing for a subscription that is not canceled", () => {
    expect(reactivation(trial, now)).toBeNull();
    expect(reactivation({ ...trial, status: "active" }, now)).toBeNull();
  });
});

describe("grantsAccess", () => {
  it("grants an active subscription, even past its period (no payment provider lets it lapse yet)", () => {
    expect(grantsAccess({ ...trial, status: "active" }, days(signUp, 90))).toBe(true);
  });

  it("grants a trial until its trial end, not at or after it", () => {
    expect(grantsAccess(trial, days(signUp, 13))).toBe(true);
    expect(grantsAccess(trial, days(signUp, 14))).toBe(false);
    expect(grantsAccess({ ...trial, trialEnd: null }, days(signUp, 100))).toBe(true);
  });

  it("grants a canceled subscription until the end of the period", () => {
    const canceled = { ...trial, status: "canceled" };
    expect(grantsAccess(canceled, days(signUp, 29))).toBe(true);
    expect(grantsAccess(canceled, days(signUp, 30))).toBe(false);
  });

  it("grants nothing for an unknown status", () => {
    expect(grantsAccess({ ...trial, status: "past_due" }, now)).toBe(false);
  });
});
