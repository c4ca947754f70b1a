import type { Metadata } from "./fake-stripe-wire.ts";

/** The fake Stripe's objects (see fake-stripe.ts) in the shapes of the pinned API version, only the fields used. */

export type Price = {
  id: string;
  object: "price";
  unit_amount: number;
  currency: string;
  recurring: { interval: "month"; interval_count: number };
};
export type Customer = {
  id: string;
  object: "customer";
  email: string | null;
  name: string | null;
  metadata: Metadata;
  invoice_settings: { default_payment_method: string | null };
  created: number;
  livemode: false;
};
export type CheckoutSession = {
  id: string;
  object: "checkout.session";
  url: string | null;
  mode: "subscription" | "payment";
  status: "open" | "complete";
  payment_status: "unpaid" | "paid" | "no_payment_required";
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Metadata;
  subscription: string | null;
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  success_url: string | null;
  cancel_url: string | null;
  expires_at: number;
  created: number;
  livemode: false;
};
export type SubscriptionItem = {
  id: string;
  object: "subscription_item";
  subscription: string;
  price: Price;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
  created: number;
};
export type Subscription = {
  id: string;
  object: "subscription";
  customer: string;
  status: "trialing" | "active" | "past_due" | "canceled";
  trial_start: number | null;
  trial_end: number | null;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  start_date: number;
  currency: string;
  default_payment_method: string | null;
  metadata: Metadata;
  latest_invoice: string | null;
  items: { object: "list"; data: SubscriptionItem[]; has_more: false; url: string };
  /** Not a Stripe field: the last `proration_behavior` an update asked for, kept for assertions. */
  proration_behavior?: string;
  livemode: false;
};
export type Invoice = {
  id: string;
  object: "invoice";
  customer: string;
  /** Older API versions' place for it; the pinned version has it under `parent.subscription_details`. */
  subscription: string;
  parent: { type: "subscription_details"; subscription_details: { subscription: string; metadata: Metadata } };
  status: "open" | "paid";
  attempted: boolean;
  attempt_count: number;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  currency: string;
  created: number;
  period_start: number;
  period_end: number;
  number: string;
  hosted_invoice_url: string;
  invoice_pdf: string;
  billing_reason: "subscription_create" | "subscription_cycle";
  status_transitions: { finalized_at: number; paid_at: number | null };
  lines: { object: "list"; data: Array<Record<string, unknown>>; has_more: false; url: string };
  livemode: false;
};
export type PaymentMethod = {
  id: string;
  object: "payment_method";
  type: "card";
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  customer: string | null;
  created: number;
  livemode: false;
};
export type PaymentIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: "succeeded";
  customer: string | null;
  metadata: Metadata;
  latest_charge: string;
  created: number;
  livemode: false;
};
export type Charge = {
  id: string;
  object: "charge";
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  disputed: boolean;
  currency: string;
  status: "succeeded";
  paid: true;
  payment_intent: string;
  metadata: Metadata;
  created: number;
  livemode: false;
};
export type Refund = {
  id: string;
  object: "refund";
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  status: "succeeded";
  created: number;
};
export type Dispute = {
  id: string;
  object: "dispute";
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  status: "needs_response";
  reason: "fraudulent";
  created: number;
  livemode: false;
};
export type Account = {
  id: string;
  object: "account";
  type: string;
  email: string | null;
  country: string;
  metadata: Metadata;
  charges_enabled: boolean;
  details_submitted: boolean;
  payouts_enabled: boolean;
  created: number;
};
export type PortalSession = {
  id: string;
  object: "billing_portal.session";
  url: string;
  customer: string;
  return_url: string | null;
  created: number;
  livemode: false;
};

export type StripeEvent = {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  type: string;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  /** The connected account the event happened on (a Connect event); absent on the platform's own events. */
  account?: string;
};

export type Kinds = {
  customer: Customer;
  "checkout.session": CheckoutSession;
  subscription: Subscription;
  invoice: Invoice;
  payment_method: PaymentMethod;
  payment_intent: PaymentIntent;
  charge: Charge;
  refund: Refund;
  dispute: Dispute;
  account: Account;
  "billing_portal.session": PortalSession;
};
export type Kind = keyof Kinds;
export type StripeObject = Kinds[Kind];
