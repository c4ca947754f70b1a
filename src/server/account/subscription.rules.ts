import type { PlanId } from "../../shared/plans.ts";
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "../../shared/contracts/subscription.ts";

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

/** Nothing to write: the request changes nothing (already on that plan, already canceled, already active). */
export const UNCHANGED = null;

/**
 * Choosing another plan during a trial without a payment provider (decision 0048): the trial goes on, on that
 * plan, to the same end; nothing is activated and the trial's caps hold. Choosing the same plan changes nothing.
 */
export function trialPlanChange(current: SubscriptionState, plan: PlanId): SubscriptionState | typeof UNCHANGED {
  if (current.planName === plan) return UNCHANGED;
  return { ...current, planName: plan };
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
 * Reactivating a canceled subscription an operator set (one the provider bills is reactivated there): active
 * again, the cancellation cleared, the period kept. Once the period has ended there is nothing to reactivate
 * without a payment (`ended`: the caller refuses).
 */
export function reactivation(current: SubscriptionState, now: Date): SubscriptionState | typeof UNCHANGED | "ended" {
  if (current.status !== "canceled" && !current.cancelAtPeriodEnd) return UNCHANGED;
  if (current.currentPeriodEnd.getTime() <= now.getTime()) return "ended";
  return { ...current, status: "active" satisfies SubscriptionStatus, cancelAtPeriodEnd: false, canceledAt: null };
}

/**
 * Whether the subscription grants its plan's features (to read, at least): any subscription does, whatever its
 * standing (decision 0048: an organization that may not write keeps reading and exporting everything).
 */
export function grantsAccess(s: Pick<SubscriptionState, "status">): boolean {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(s.status);
}
