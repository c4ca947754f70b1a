import { SUBSCRIPTION_MSG, type SubscriptionResponse } from "../../../shared/contracts/subscription.ts";
import type { PlanId } from "../../../shared/plans.ts";
import { ApiError } from "../../lib/api.ts";
import type { Tone } from "../../ui/status-tones.ts";

// The subscription panel's rules and words, pure: what each plan's button does, when a switch asks first, and how
// the card and the provider's invoices read.

type Subscription = Pick<SubscriptionResponse, "planName" | "status" | "standing" | "billing">;

/** A subscription that has ended (canceled, its period over): it is subscribed to again, not reactivated. */
const ended = (s: Subscription) => s.status === "canceled" && s.standing.readOnly;

/** Whether choosing a plan goes to the provider's Checkout: no payment details yet, or a subscription that ended. */
export const goesToCheckout = (s: Subscription): boolean => s.billing.provider && (!s.billing.paid || ended(s));

/**
 * A plan card's button: `scheduled` (the switch waiting for the next cycle), `subscribe` (the plan in force, on a
 * trial without payment details or after the subscription ended: to the provider's Checkout), `switch` (another
 * plan), or none (the plan in force).
 */
export function planButton(s: Subscription, plan: PlanId): "scheduled" | "subscribe" | "switch" | null {
  if (s.billing.scheduledChange?.plan === plan) return "scheduled";
  if (plan !== s.planName) return "switch";
  return goesToCheckout(s) && (s.status === "trialing" || ended(s)) ? "subscribe" : null;
}

/**
 * Whether a switch asks first: a paid subscription (not on a trial) keeps its plan until the period ends and is
 * billed the new one from the next cycle. During a paid trial, or through Checkout, it applies at once.
 */
export const switchNeedsConfirm = (s: Subscription, plan: PlanId): boolean =>
  plan !== s.planName && s.billing.provider && s.billing.paid && s.status !== "trialing" && !ended(s);

/** Whether cancelling can do anything: a trial without payment details ends by itself (the server refuses). */
export const canCancel = (s: Subscription): boolean =>
  s.status !== "canceled" && !(s.status === "trialing" && !s.billing.paid);

const titleCase = (value: string) =>
  value
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1).toLowerCase())
    .join(" ");

/** "Visa ending in 4242", or "No card on file". */
export function cardText(card: SubscriptionResponse["billing"]["card"]): string {
  return card ? `${titleCase(card.brand)} ending in ${card.last4}` : "No card on file";
}

/** An invoice's amount, given in the currency's smallest unit (cents; yen have none), as money: "$49.99". */
export function formatInvoiceAmount(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  try {
    const format = new Intl.NumberFormat(undefined, { style: "currency", currency: code });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amount / 10 ** digits);
  } catch {
    // Not a currency this browser knows.
    return `${(amount / 100).toFixed(2)} ${code}`;
  }
}

/** The provider's invoice statuses (one mapping, UI.md). */
const INVOICE_TONES: Record<string, Tone> = {
  paid: "success",
  open: "warning",
  draft: "neutral",
  uncollectible: "danger",
  void: "neutral",
};

export function invoiceStatus(status: string): { label: string; tone: Tone } {
  return { label: titleCase(status), tone: INVOICE_TONES[status] ?? "neutral" };
}

/**
 * What an error toast says: the server's own words for a refusal (4xx: read-only 402, not possible now 409) or
 * the provider not answering; otherwise the spec's.
 */
export function subscriptionErrorMessage(err: unknown): string {
  const said = err instanceof ApiError && ((err.status >= 400 && err.status < 500) || err.code === "PAYMENT_PROVIDER");
  return said && err.message ? err.message : SUBSCRIPTION_MSG.failed.message;
}
