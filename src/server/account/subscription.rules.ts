import { BILLING_PERIOD_DAYS, TRIAL_DAYS, type PlanId } from "../../shared/plans.ts";
import type { SubscriptionStatus } from "../../shared/contracts/subscription.ts";

/** The subscription fields the rules read and write (a `subscriptions` row). */
export type SubscriptionState = {
  planName: string;
  status: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAfter = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

/** Nothing to write: the request changes nothing (already on that plan, already canceled, already active). */
export const UNCHANGED = null;

/**
 * Choosing a plan (spec: "Subscription update: period end 30 days ahead, trial end 14 days ahead"): active,
 * a new period from now, any cancellation undone. Choosing the plan one is already actively on changes
 * nothing, so a click cannot extend the period.
 */
export function planChange(current: SubscriptionState, plan: PlanId, now: Date): SubscriptionState | typeof UNCHANGED {
  if (current.planName === plan && current.status === "active" && !current.cancelAtPeriodEnd) return UNCHANGED;
  return {
    planName: plan,
    status: "active" satisfies SubscriptionStatus,
    currentPeriodStart: now,
    currentPeriodEnd: daysAfter(now, BILLING_PERIOD_DAYS),
    trialEnd: daysAfter(now, TRIAL_DAYS),
    cancelAtPeriodEnd: false,
    canceledAt: null,
  };
}

/** Cancelling: status canceled, ends with the current period; a second cancel keeps the first date. */
export function cancellation(current: SubscriptionState, now: Date): SubscriptionState | typeof UNCHANGED {
  if (current.status === "canceled" && current.cancelAtPeriodEnd) return UNCHANGED;
  return {
    ...current,
    status: "canceled" satisfies SubscriptionStatus,
    cancelAtPeriodEnd: true,
    canceledAt: current.canceledAt ?? now,
  };
}

/**
 * Reactivating a canceled subscription: active again, the cancellation cleared. Within the paid-for period
 * the period stays; once it has ended, a new one starts now.
 */
export function reactivation(current: SubscriptionState, now: Date): SubscriptionState | typeof UNCHANGED {
  if (current.status !== "canceled" && !current.cancelAtPeriodEnd) return UNCHANGED;
  const ended = current.currentPeriodEnd.getTime() <= now.getTime();
  return {
    ...current,
    status: "active" satisfies SubscriptionStatus,
    cancelAtPeriodEnd: false,
    canceledAt: null,
    ...(ended ? { currentPeriodStart: now, currentPeriodEnd: daysAfter(now, BILLING_PERIOD_DAYS) } : {}),
  };
}

/**
 * Whether the subscription currently grants its plan's features: active always (no payment provider yet can
 * let it lapse); a trial until its trial end; a canceled one until the end of the period already paid for.
 */
export function grantsAccess(
  s: Pick<SubscriptionState, "status" | "trialEnd" | "currentPeriodEnd">,
  now: Date,
): boolean {
  switch (s.status) {
    case "active":
      return true;
    case "trialing":
      return s.trialEnd === null || now.getTime() < s.trialEnd.getTime();
    case "canceled":
      return now.getTime() < s.currentPeriodEnd.getTime();
    default:
      return false;
  }
}
