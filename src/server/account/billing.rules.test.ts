import { describe, expect, it } from "vitest";
import type { ProviderSubscription } from "../platform/payments/provider.ts";
import {
  dueTrialReminder,
  PAST_DUE_GRACE_DAYS,
  SCHEDULED_AT,
  SCHEDULED_FROM,
  standing,
  stateFromProvider,
  switchTerms,
} from "./billing.rules.ts";

const DAY = 24 * 60 * 60 * 1000;
const now = new Date("2026-12-01T12:00:00.000Z");
const days = (n: number) => new Date(now.getTime() + n * DAY);

describe("standing", () => {
  const base = { trialEnd: null, currentPeriodEnd: days(20), pastDueSince: null, paid: false };

  it("lets a trial without payment details write until its end, then reads only", () => {
    const trial = { ...base, status: "trialing", trialEnd: days(2) };
    expect(standing(trial, now)).toEqual({
      readOnly: false,
      reason: null,
      warning: "trial",
      writesStopAt: days(2).toISOString(),
    });
    expect(standing(trial, days(2))).toMatchObject({ readOnly: true, reason: "trial_ended", warning: null });
  });

  it("lets a trial with payment details go on: the provider charges at its end", () => {
    expect(standing({ ...base, status: "trialing", trialEnd: days(-1), paid: true }, now)).toMatchObject({
      readOnly: false,
      warning: null,
    });
  });

  it("never stops an active subscription, paid or set by the operator", () => {
    expect(standing({ ...base, status: "active", currentPeriodEnd: days(-90) }, now).readOnly).toBe(false);
  });

  it(`gives a failed payment ${PAST_DUE_GRACE_DAYS} days of grace from the first failure`, () => {
    const pastDue = { ...base, status: "past_due", pastDueSince: days(-PAST_DUE_GRACE_DAYS + 1), paid: true };
    expect(standing(pastDue, now)).toMatchObject({ readOnly: false, warning: "past_due" });
    expect(standing(pastDue, days(1))).toMatchObject({ readOnly: true, reason: "payment_failed" });
  });

  it("keeps a canceled subscription writable to the end of its period", () => {
    const canceled = { ...base, status: "canceled" };
    expect(standing(canceled, days(19))).toMatchObject({ readOnly: false, warning: "canceling" });
    expect(standing(canceled, days(20))).toMatchObject({ readOnly: true, reason: "canceled" });
  });

  it("reads only for a status it does not know", () => {
    expect(standing({ ...base, status: "mystery" }, now).readOnly).toBe(true);
  });
});

const prices = { basic: "price_b", professional: "price_p", enterprise: "price_e" } as const;
const planOfPrice = (id: string) =>
  (Object.keys(prices) as (keyof typeof prices)[]).find((plan) => prices[plan] === id) ?? null;

const providerSub = (over: Partial<ProviderSubscription> = {}): ProviderSubscription => ({
  id: "sub_1",
  customerId: "cus_1",
  status: "active",
  priceId: "price_p",
  itemId: "si_1",
  currentPeriodStart: days(-10),
  currentPeriodEnd: days(20),
  trialEnd: null,
  cancelAtPeriodEnd: false,
  canceledAt: null,
  endedAt: null,
  card: { brand: "visa", last4: "4242" },
  paymentMethodId: "pm_1",
  metadata: {},
  ...over,
});

describe("stateFromProvider", () => {
  const none = { pastDueSince: null };

  it("takes the plan from the price, the period and the card", () => {
    expect(stateFromProvider(providerSub(), planOfPrice, none, now)).toMatchObject({
      planName: "professional",
      status: "active",
      currentPeriodEnd: days(20),
      cardBrand: "visa",
      cardLast4: "4242",
      providerSubscriptionId: "sub_1",
      scheduledPlan: null,
      pastDueSince: null,
    });
  });

  it("keeps the plan in force until a scheduled switch's date, showing the switch", () => {
    const scheduled = providerSub({
      priceId: "price_e",
      metadata: { [SCHEDULED_FROM]: "basic", [SCHEDULED_AT]: String(days(20).getTime() / 1000) },
    });
    expect(stateFromProvider(scheduled, planOfPrice, none, now)).toMatchObject({
      planName: "basic",
      scheduledPlan: "enterprise",
      scheduledAt: days(20),
    });
    const renewed = { ...scheduled, currentPeriodStart: days(20), currentPeriodEnd: days(50) };
    expect(stateFromProvider(renewed, planOfPrice, none, now)).toMatchObject({
      planName: "enterprise",
      scheduledPlan: null,
    });
  });

  it("reads a cancellation at period end as the spec's canceled status", () => {
    expect(stateFromProvider(providerSub({ cancelAtPeriodEnd: true }), planOfPrice, none, now)).toMatchObject({
      status: "canceled",
      cancelAtPeriodEnd: true,
      canceledAt: now,
    });
  });

  it("ends an ended subscription when it ended", () => {
    const ended = providerSub({ status: "canceled", endedAt: days(-1), canceledAt: days(-5) });
    expect(stateFromProvider(ended, planOfPrice, none, now)).toMatchObject({
      status: "canceled",
      currentPeriodEnd: days(-1),
      canceledAt: days(-5),
    });
  });

  it("keeps the first failure's date while past due, and clears it once paid", () => {
    const since = days(-3);
    const pastDue = providerSub({ status: "past_due" });
    expect(stateFromProvider(pastDue, planOfPrice, none, now)?.pastDueSince).toEqual(now);
    expect(stateFromProvider(pastDue, planOfPrice, { pastDueSince: since }, now)?.pastDueSince).toEqual(since);
    expect(stateFromProvider(providerSub(), planOfPrice, { pastDueSince: since }, now)?.pastDueSince).toBeNull();
  });

  it("applies nothing before the first payment, or for a price that is not a plan's", () => {
    expect(stateFromProvider(providerSub({ status: "incomplete" }), planOfPrice, none, now)).toBeNull();
    expect(stateFromProvider(providerSub({ priceId: "price_other" }), planOfPrice, none, now)).toBeNull();
  });
});

describe("stateFromProvider's card", () => {
  it("keeps the card shown while an event's copy names the same payment method, and forgets it for another", () => {
    const copy = providerSub({ card: null });
    const kept = { pastDueSince: null, cardBrand: "visa", cardLast4: "4242", providerPaymentMethodId: "pm_1" };
    expect(stateFromProvider(copy, planOfPrice, kept, now)).toMatchObject({ cardBrand: "visa", cardLast4: "4242" });
    const other = providerSub({ card: null, paymentMethodId: "pm_2" });
    expect(stateFromProvider(other, planOfPrice, kept, now)).toMatchObject({ cardBrand: null, cardLast4: null });
  });
});

describe("switchTerms", () => {
  const active = { planName: "basic", status: "active", currentPeriodEnd: days(20) };

  it("schedules a paid subscription's switch for the next cycle, remembering the plan in force", () => {
    expect(switchTerms(active, "enterprise")).toEqual({
      metadata: { [SCHEDULED_FROM]: "basic", [SCHEDULED_AT]: String(days(20).getTime() / 1000) },
    });
  });

  it("switches at once during the trial, and a switch back to the plan in force undoes a scheduled one", () => {
    const cleared = { metadata: { [SCHEDULED_FROM]: "", [SCHEDULED_AT]: "" } };
    expect(switchTerms({ ...active, status: "trialing" }, "enterprise")).toEqual(cleared);
    expect(switchTerms(active, "basic")).toEqual(cleared);
  });
});

describe("dueTrialReminder", () => {
  it("is due 3 days before, then 1, then at the end, each once", () => {
    const end = days(10);
    expect(dueTrialReminder(end, null, days(6))).toBeNull();
    expect(dueTrialReminder(end, null, days(7))).toBe(3);
    expect(dueTrialReminder(end, 3, days(8))).toBeNull();
    expect(dueTrialReminder(end, 3, days(9))).toBe(1);
    expect(dueTrialReminder(end, 1, days(9.5))).toBeNull();
    expect(dueTrialReminder(end, 1, days(10))).toBe(0);
    expect(dueTrialReminder(end, 0, days(11))).toBeNull();
  });

  it("sends only the latest due when the server was down through the earlier ones", () => {
    expect(dueTrialReminder(days(10), null, days(9.5))).toBe(1);
    expect(dueTrialReminder(days(10), null, days(12))).toBe(0);
  });
});
