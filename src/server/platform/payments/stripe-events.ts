import type Stripe from "stripe";
import type {
  CardSummary,
  PaymentEvent,
  ProviderCheckout,
  ProviderInvoice,
  ProviderSubscription,
  ProviderSubscriptionStatus,
} from "./provider.ts";

// Stripe's objects in the product's terms (provider.ts): what the adapter answers and what webhooks say.

const at = (unixSeconds: number): Date => new Date(unixSeconds * 1000);
const atOrNull = (unixSeconds: number | null | undefined): Date | null =>
  unixSeconds === null || unixSeconds === undefined ? null : at(unixSeconds);
const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === "string" ? value : value.id;
const metadataOf = (m: Stripe.Metadata | null | undefined): Record<string, string> => ({ ...(m ?? {}) });

function statusOf(status: Stripe.Subscription.Status): ProviderSubscriptionStatus {
  switch (status) {
    case "trialing":
      return "trialing";
    case "active":
      return "active";
    case "past_due":
      return "past_due";
    case "canceled":
      return "canceled";
    // Stripe's "unpaid" (retries exhausted) and "paused" (a trial ended without a card) both mean: not paid.
    case "unpaid":
    case "paused":
      return "past_due";
    case "incomplete_expired":
      return "canceled";
    default:
      return "incomplete";
  }
}

export function cardOf(pm: string | Stripe.PaymentMethod | null): CardSummary | null {
  if (pm === null || typeof pm === "string" || !pm.card) return null;
  return { brand: pm.card.brand, last4: pm.card.last4 };
}

/** A subscription read with `expand: ["default_payment_method"]`; its period is its first item's. */
export function toSubscription(s: Stripe.Subscription): ProviderSubscription {
  const item = s.items.data[0];
  if (!item) throw new Error(`subscription ${s.id} has no item`);
  return {
    id: s.id,
    customerId: idOf(s.customer) ?? "",
    status: statusOf(s.status),
    priceId: item.price.id,
    itemId: item.id,
    currentPeriodStart: at(item.current_period_start),
    currentPeriodEnd: at(item.current_period_end),
    trialEnd: atOrNull(s.trial_end),
    cancelAtPeriodEnd: s.cancel_at_period_end,
    canceledAt: atOrNull(s.canceled_at),
    endedAt: atOrNull(s.ended_at),
    card: cardOf(s.default_payment_method),
    paymentMethodId: idOf(s.default_payment_method),
    metadata: metadataOf(s.metadata),
  };
}

const INVOICE_STATUSES = ["draft", "open", "paid", "uncollectible", "void"] as const;

function invoiceStatus(status: Stripe.Invoice.Status | null): ProviderInvoice["status"] {
  return INVOICE_STATUSES.find((s) => s === status) ?? "draft";
}

export function toInvoice(i: Stripe.Invoice): ProviderInvoice {
  const subscription = i.parent?.subscription_details?.subscription ?? null;
  return {
    id: i.id ?? "",
    customerId: idOf(i.customer) ?? "",
    subscriptionId: idOf(subscription),
    number: i.number,
    status: invoiceStatus(i.status),
    amountDueCents: i.amount_due,
    amountPaidCents: i.amount_paid,
    currency: i.currency,
    createdAt: at(i.created),
    pdfUrl: i.invoice_pdf ?? null,
    hostedUrl: i.hosted_invoice_url ?? null,
  };
}

export function toCheckout(c: Stripe.Checkout.Session, account: string | null): ProviderCheckout {
  return {
    id: c.id,
    mode: c.mode === "subscription" ? "subscription" : "payment",
    complete: c.status === "complete",
    paid: c.payment_status === "paid" || c.payment_status === "no_payment_required",
    customerId: idOf(c.customer),
    subscriptionId: idOf(c.subscription),
    paymentId: idOf(c.payment_intent),
    amountCents: c.amount_total,
    metadata: metadataOf(c.metadata),
    account,
  };
}

/** A verified Stripe event in the product's terms; types the product does not act on are "ignored". */
export function toPaymentEvent(e: Stripe.Event): PaymentEvent {
  const base = { id: e.id, createdAt: at(e.created), account: e.account ?? null, type: e.type };
  switch (e.type) {
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
    case "customer.subscription.paused":
    case "customer.subscription.resumed":
    case "customer.subscription.trial_will_end": {
      return { ...base, kind: "subscription", subscription: toSubscription(e.data.object) };
    }
    case "invoice.paid":
    case "invoice.payment_failed":
    case "invoice.payment_action_required":
    case "invoice.voided":
    case "invoice.marked_uncollectible": {
      const outcome = e.type === "invoice.paid" ? "paid" : e.type === "invoice.payment_failed" ? "failed" : "other";
      return { ...base, kind: "invoice", invoice: toInvoice(e.data.object), outcome };
    }
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return { ...base, kind: "checkout", checkout: toCheckout(e.data.object, e.account ?? null) };
    case "payment_intent.succeeded": {
      const p = e.data.object;
      return {
        ...base,
        kind: "payment",
        payment: { id: p.id, amountCents: p.amount_received, metadata: metadataOf(p.metadata) },
      };
    }
    case "charge.refunded": {
      const c = e.data.object;
      const paymentId = idOf(c.payment_intent);
      return paymentId ? { ...base, kind: "refund", paymentId, refundedCents: c.amount_refunded } : ignored(base);
    }
    case "charge.dispute.created": {
      const d = e.data.object;
      const paymentId = idOf(d.payment_intent);
      return paymentId
        ? { ...base, kind: "dispute", paymentId, amountCents: d.amount, disputeId: d.id }
        : ignored(base);
    }
    case "account.updated":
      return { ...base, kind: "account", accountId: e.data.object.id };
    default:
      return ignored(base);
  }
}

function ignored(base: Omit<PaymentEvent, "kind">): PaymentEvent {
  return { ...base, kind: "ignored" };
}
