import type { Charge, PaymentIntent, PaymentMethod, StripeEvent, Subscription } from "./fake-stripe-objects.ts";
import { type FakeStripeStore, PERIOD } from "./fake-stripe-store.ts";
import { newId } from "./fake-stripe-wire.ts";

/**
 * What happens on Stripe's side without an API call (a customer pays, a month passes, a card fails, a bank
 * disputes): each changes the objects as Stripe would and hands the events Stripe would send, in Stripe's order,
 * to `send` (which delivers them, or queues them when the fake does not deliver by itself).
 */

export type World = { store: FakeStripeStore; send: (events: StripeEvent[]) => Promise<void> };

const snapshot = (object: object): Record<string, unknown> => structuredClone({ ...object });

function liveSubscription(store: FakeStripeStore, id: string): Subscription {
  const subscription = store.find("subscription", id);
  if (subscription.status === "canceled") throw new Error(`fake Stripe: subscription ${id} is canceled`);
  return subscription;
}

const periodEnd = (subscription: Subscription) =>
  subscription.items.data[0]?.current_period_end ?? subscription.trial_end ?? subscription.created;

export async function completeCheckout({ store, send }: World, sessionId: string): Promise<void> {
  const session = store.find("checkout.session", sessionId);
  const plan = store.plans.get(session.id);
  if (session.status !== "open" || !plan) throw new Error(`fake Stripe: checkout session ${sessionId} is not open`);
  const account = store.ownerOf(session.id);
  const now = store.now();
  session.status = "complete";

  if (session.mode === "payment") {
    const chargeId = newId("ch");
    const intent: PaymentIntent = {
      id: newId("pi"),
      object: "payment_intent",
      amount: session.amount_total,
      amount_received: session.amount_total,
      currency: session.currency,
      status: "succeeded",
      customer: session.customer,
      metadata: { ...plan.paymentIntentMetadata },
      latest_charge: chargeId,
      created: now,
      livemode: false,
    };
    const charge: Charge = {
      id: chargeId,
      object: "charge",
      amount: intent.amount,
      amount_refunded: 0,
      refunded: false,
      disputed: false,
      currency: intent.currency,
      status: "succeeded",
      paid: true,
      payment_intent: intent.id,
      metadata: { ...plan.paymentIntentMetadata },
      created: now,
      livemode: false,
    };
    store.put(intent, account);
    store.put(charge, account);
    session.payment_status = "paid";
    session.payment_intent = intent.id;
    await send([store.event("payment_intent.succeeded", intent), store.event("checkout.session.completed", session)]);
    return;
  }

  const price = plan.price;
  if (!price) throw new Error(`fake Stripe: checkout session ${sessionId} has no price`);
  const customer = session.customer
    ? store.find("customer", session.customer)
    : store.put(
        {
          id: newId("cus"),
          object: "customer",
          email: session.customer_email,
          name: null,
          metadata: {},
          invoice_settings: { default_payment_method: null },
          created: now,
          livemode: false,
        },
        account,
      );
  const card: PaymentMethod = {
    id: newId("pm"),
    object: "payment_method",
    type: "card",
    card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2030 },
    customer: customer.id,
    created: now,
    livemode: false,
  };
  store.put(card, account);
  customer.invoice_settings.default_payment_method = card.id;

  const trialing = plan.trialEnd !== null && plan.trialEnd > now;
  const end = trialing && plan.trialEnd !== null ? plan.trialEnd : now + PERIOD;
  const subscriptionId = newId("sub");
  const subscription: Subscription = store.put(
    {
      id: subscriptionId,
      object: "subscription",
      customer: customer.id,
      status: trialing ? "trialing" : "active",
      trial_start: trialing ? now : null,
      trial_end: trialing ? plan.trialEnd : null,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: now,
      start_date: now,
      currency: price.currency,
      default_payment_method: card.id,
      metadata: { ...plan.subscriptionMetadata },
      latest_invoice: null,
      items: {
        object: "list",
        data: [
          {
            id: newId("si"),
            object: "subscription_item",
            subscription: subscriptionId,
            price,
            quantity: plan.quantity,
            current_period_start: now,
            current_period_end: end,
            created: now,
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${subscriptionId}`,
      },
      livemode: false,
    },
    account,
  );
  const invoice = trialing ? null : store.invoice(subscription, "subscription_create", true, now, end);
  subscription.latest_invoice = invoice?.id ?? null;
  session.customer = customer.id;
  session.subscription = subscription.id;
  session.payment_status = trialing ? "no_payment_required" : "paid";
  await send([
    store.event("customer.subscription.created", subscription),
    ...(invoice ? [store.event("invoice.paid", invoice)] : []),
    store.event("checkout.session.completed", session),
  ]);
}

/** The period ends and the renewal is charged (paid) or fails (an open invoice, past_due). */
async function cycle({ store, send }: World, id: string, paid: boolean): Promise<void> {
  const subscription = liveSubscription(store, id);
  const before = snapshot(subscription);
  const start = periodEnd(subscription);
  store.advanceTo(start);
  const invoice = store.billPeriod(subscription, start, paid);
  await send([
    store.event(paid ? "invoice.paid" : "invoice.payment_failed", invoice),
    store.event("customer.subscription.updated", subscription, { before }),
  ]);
}

export const renew = (world: World, id: string) => cycle(world, id, true);
export const failPayment = (world: World, id: string) => cycle(world, id, false);

/** How long after a failed payment the fake's successful retry comes. */
const RETRY_AFTER_SECONDS = 6 * 60 * 60;

export async function recover({ store, send }: World, id: string): Promise<void> {
  const subscription = liveSubscription(store, id);
  const invoice = subscription.latest_invoice ? store.find("invoice", subscription.latest_invoice) : null;
  if (invoice?.status !== "open") throw new Error(`fake Stripe: subscription ${id} has no open invoice to recover`);
  // A retry that succeeds comes hours after the failure, as Stripe's smart retries do: its news is newer.
  store.advanceTo(store.now() + RETRY_AFTER_SECONDS);
  const before = snapshot(subscription);
  invoice.status = "paid";
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.attempt_count += 1;
  invoice.status_transitions.paid_at = store.now();
  subscription.status = "active";
  await send([
    store.event("invoice.paid", invoice),
    store.event("customer.subscription.updated", subscription, { before }),
  ]);
}

export async function endPeriod(world: World, id: string): Promise<void> {
  const { store, send } = world;
  const subscription = liveSubscription(store, id);
  if (!subscription.cancel_at_period_end) return renew(world, id);
  store.advanceTo(periodEnd(subscription));
  const now = store.now();
  subscription.status = "canceled";
  subscription.ended_at = now;
  subscription.canceled_at ??= now;
  await send([store.event("customer.subscription.deleted", subscription)]);
}

export async function endTrial({ store, send }: World, id: string): Promise<void> {
  const subscription = liveSubscription(store, id);
  if (subscription.status !== "trialing") throw new Error(`fake Stripe: subscription ${id} is not trialing`);
  const before = snapshot(subscription);
  if (subscription.trial_end !== null) store.advanceTo(subscription.trial_end);
  const invoice = store.billPeriod(subscription, store.now(), true);
  await send([
    store.event("invoice.paid", invoice),
    store.event("customer.subscription.updated", subscription, { before }),
  ]);
}

export async function enableAccount({ store, send }: World, id: string): Promise<void> {
  const account = store.find("account", id);
  const before = snapshot(account);
  account.charges_enabled = true;
  account.details_submitted = true;
  account.payouts_enabled = true;
  await send([store.event("account.updated", account, { before, account: account.id })]);
}

function chargeOf(store: FakeStripeStore, paymentIntentId: string): Charge {
  return store.find("charge", store.find("payment_intent", paymentIntentId).latest_charge);
}

export async function refund({ store, send }: World, paymentIntentId: string, amountCents?: number): Promise<void> {
  const charge = chargeOf(store, paymentIntentId);
  const left = charge.amount - charge.amount_refunded;
  const amount = amountCents ?? left;
  if (!Number.isInteger(amount) || amount <= 0 || amount > left)
    throw new Error(`fake Stripe: cannot refund ${amount} of ${left} left on ${charge.id}`);
  const before = snapshot(charge);
  store.put(
    {
      id: newId("re"),
      object: "refund",
      amount,
      charge: charge.id,
      payment_intent: paymentIntentId,
      currency: charge.currency,
      status: "succeeded",
      created: store.now(),
    },
    store.ownerOf(charge.id),
  );
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  await send([store.event("charge.refunded", charge, { before })]);
}

export async function dispute({ store, send }: World, paymentIntentId: string): Promise<void> {
  const charge = chargeOf(store, paymentIntentId);
  charge.disputed = true;
  const created = store.put(
    {
      id: newId("dp"),
      object: "dispute",
      amount: charge.amount,
      charge: charge.id,
      payment_intent: paymentIntentId,
      currency: charge.currency,
      status: "needs_response",
      reason: "fraudulent",
      created: store.now(),
      livemode: false,
    },
    store.ownerOf(charge.id),
  );
  await send([store.event("charge.dispute.created", created)]);
}
