import { isPlanId, type PlanId } from "../../shared/plans.ts";
import type { Standing } from "../../shared/contracts/subscription.ts";
import type { ProviderSubscription } from "../platform/payments/provider.ts";

// The product's billing rules (decision 0048), pure: when an organization may write, and what the provider's word
// on a subscription means for its row.

const DAY_MS = 24 * 60 * 60 * 1000;

/** After a payment fails, writes go on this long while the provider retries the card and the admins fix it. */
export const PAST_DUE_GRACE_DAYS = 7;
/** The trial reminders, in days before the trial ends. */
export const TRIAL_REMINDER_DAYS = [3, 1] as const;

/** What `standing` reads of a subscription row. */
export type StandingInput = {
  status: string;
  trialEnd: Date | null;
  currentPeriodEnd: Date;
  pastDueSince: Date | null;
  /** Whether the provider holds a subscription with a card for it (a trial then goes on to be charged). */
  paid: boolean;
};

/**
 * Whether the organization may write now, and why not. Everything stays readable and exportable in every case;
 * nothing is deleted.
 * - A trial without payment details: until its end.
 * - A paid subscription (the provider's, or one an operator set): always, while active.
 * - Past due: for PAST_DUE_GRACE_DAYS after the first failed payment.
 * - Canceled: until the end of the period already paid for.
 */
export function standing(s: StandingInput, now: Date): Standing {
  const t = now.getTime();
  const until = (end: Date | null, reason: Standing["reason"], warning: Standing["warning"]): Standing =>
    end === null || t < end.getTime()
      ? { readOnly: false, reason: null, warning, writesStopAt: end?.toISOString() ?? null }
      : { readOnly: true, reason, warning: null, writesStopAt: end.toISOString() };
  switch (s.status) {
    case "trialing":
      return s.paid ? free() : until(s.trialEnd, "trial_ended", "trial");
    case "active":
      return free();
    case "past_due": {
      const since = s.pastDueSince ?? now;
      return until(new Date(since.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS), "payment_failed", "past_due");
    }
    case "canceled":
      return until(s.currentPeriodEnd, "canceled", "canceling");
    default:
      return { readOnly: true, reason: "canceled", warning: null, writesStopAt: null };
  }
}

const free = (): Standing => ({ readOnly: false, reason: null, warning: null, writesStopAt: null });

/** Metadata keys on the provider's subscription that say a switch waits for the next cycle. */
export const SCHEDULED_FROM = "scheduled_from_plan";
export const SCHEDULED_AT = "scheduled_at";

/** The subscription row's fields the provider decides. */
export type ProviderState = {
  planName: PlanId;
  status: "trialing" | "active" | "past_due" | "canceled";
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  providerCustomerId: string;
  providerSubscriptionId: string;
  cardBrand: string | null;
  cardLast4: string | null;
  providerPaymentMethodId: string | null;
  scheduledPlan: PlanId | null;
  scheduledAt: Date | null;
  pastDueSince: Date | null;
};

/**
 * The row as the provider's subscription says it now (read back from the provider on every event, so order does
 * not matter). A switch scheduled for the next cycle is billed from the new price already; until the period
 * that starts on its date, the old plan stays in force and the new one shows as scheduled. The spec's status: a cancellation at period end
 * reads "canceled" while the period runs. `null`: nothing to apply (not yet paid, or an unknown price).
 */
export function stateFromProvider(
  p: ProviderSubscription,
  planOfPrice: (priceId: string) => PlanId | null,
  previous: {
    pastDueSince: Date | null;
    cardBrand?: string | null;
    cardLast4?: string | null;
    providerPaymentMethodId?: string | null;
  },
  now: Date,
): ProviderState | null {
  if (p.status === "incomplete") return null;
  const billed = planOfPrice(p.priceId);
  if (!billed) return null;
  const from = p.metadata[SCHEDULED_FROM];
  const at = Number(p.metadata[SCHEDULED_AT]);
  // The provider's own period says whether the switch's cycle has begun (no clock of ours involved).
  const waiting =
    from !== undefined && isPlanId(from) && Number.isFinite(at) && p.currentPeriodStart.getTime() < at * 1000;
  const canceled = p.status === "canceled" || p.cancelAtPeriodEnd;
  const status = canceled ? "canceled" : p.status;
  // An ended subscription ended when the provider says, and no later than now (it is over).
  const periodEnd =
    p.status === "canceled" ? new Date(Math.min((p.endedAt ?? now).getTime(), now.getTime())) : p.currentPeriodEnd;
  return {
    planName: waiting ? from : billed,
    status,
    currentPeriodStart: p.currentPeriodStart,
    currentPeriodEnd: periodEnd,
    trialEnd: p.trialEnd,
    cancelAtPeriodEnd: canceled,
    canceledAt: canceled ? (p.canceledAt ?? now) : null,
    providerCustomerId: p.customerId,
    providerSubscriptionId: p.id,
    // An event's copy names the card's payment method only: the card shown stays while that is the same one.
    ...cardOf(p, previous),
    scheduledPlan: waiting && billed !== from ? billed : null,
    scheduledAt: waiting && billed !== from ? new Date(at * 1000) : null,
    pastDueSince: status === "past_due" ? (previous.pastDueSince ?? now) : null,
  };
}

/**
 * How a switch to `plan` is made on a paid subscription: during the provider's trial, or to the plan already in
 * force (undoing a scheduled one), at once; otherwise from the next cycle (the pricing FAQ), remembering the plan
 * in force until then.
 */
export function switchTerms(
  current: { planName: string; status: string; currentPeriodEnd: Date },
  plan: PlanId,
): { metadata: Record<string, string> } {
  if (current.status === "trialing" || current.planName === plan) {
    return { metadata: { [SCHEDULED_FROM]: "", [SCHEDULED_AT]: "" } };
  }
  return {
    metadata: {
      [SCHEDULED_FROM]: current.planName,
      [SCHEDULED_AT]: String(Math.floor(current.currentPeriodEnd.getTime() / 1000)),
    },
  };
}

/**
 * The trial reminder due now, if any: 3 days before the end, then 1, then 0 (the trial ended). `sent` is the
 * last one sent (null: none). A trial with payment details gets none.
 */
export function dueTrialReminder(trialEnd: Date, sent: number | null, now: Date): number | null {
  const left = (trialEnd.getTime() - now.getTime()) / DAY_MS;
  const due = left <= 0 ? 0 : ([...TRIAL_REMINDER_DAYS].reverse().find((d) => left <= d) ?? null);
  if (due === null) return null;
  return sent === null || due < sent ? due : null;
}

/** The card to show: the provider's when given, else the one kept while the payment method is the same. */
function cardOf(
  p: Pick<ProviderSubscription, "card" | "paymentMethodId">,
  previous: { cardBrand?: string | null; cardLast4?: string | null; providerPaymentMethodId?: string | null },
): Pick<ProviderState, "cardBrand" | "cardLast4" | "providerPaymentMethodId"> {
  const same = p.paymentMethodId !== null && p.paymentMethodId === previous.providerPaymentMethodId;
  return {
    cardBrand: p.card?.brand ?? (same ? (previous.cardBrand ?? null) : null),
    cardLast4: p.card?.last4 ?? (same ? (previous.cardLast4 ?? null) : null),
    providerPaymentMethodId: p.paymentMethodId,
  };
}
