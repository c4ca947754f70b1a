import type {
  Account,
  CheckoutSession,
  Customer,
  PortalSession,
  StripeEvent,
  Subscription,
} from "./fake-stripe-objects.ts";
import { DAY, type FakeStripeStore } from "./fake-stripe-store.ts";
import {
  expandPaths,
  int,
  invalid,
  isRecord,
  metadataOf,
  missing,
  newId,
  previousAttributes,
  str,
  strings,
  StripeApiError,
} from "./fake-stripe-wire.ts";

/**
 * The part of Stripe's HTTP API the product uses (see fake-stripe.ts), over the fake's objects. A route answers
 * the object (expanded as asked) and the events the call caused, which the server sends once it has answered,
 * as Stripe does: a webhook never arrives inside the API call that caused it.
 */

export type ApiRequest = {
  store: FakeStripeStore;
  method: string;
  path: string;
  params: Record<string, unknown>;
  /** The `Stripe-Account` header: the connected account the call acts on, null for the platform. */
  account: string | null;
  request: StripeEvent["request"];
};
type Answer = { object: Record<string, unknown>; events?: StripeEvent[] };
type Route = { method: "GET" | "POST"; pattern: RegExp; handle: (req: ApiRequest, id: string) => Answer };

const snapshot = (object: object): Record<string, unknown> => structuredClone({ ...object });

function required(value: unknown, param: string): string {
  const s = str(value);
  if (s === null) throw invalid(`Missing required param: ${param}.`, param);
  return s;
}

function createCustomer({ store, params, account }: ApiRequest): Answer {
  const customer: Customer = {
    id: newId("cus"),
    object: "customer",
    email: str(params.email),
    name: str(params.name),
    metadata: metadataOf(params.metadata),
    invoice_settings: { default_payment_method: null },
    created: store.now(),
    livemode: false,
  };
  return { object: store.put(customer, account) };
}

function createCheckoutSession({ store, params, account }: ApiRequest): Answer {
  const mode = params.mode;
  if (mode !== "subscription" && mode !== "payment") throw invalid("mode must be subscription or payment.", "mode");
  const line = Array.isArray(params.line_items) ? params.line_items[0] : undefined;
  if (!isRecord(line)) throw invalid("Missing required param: line_items.", "line_items");
  const quantity = int(line.quantity, "line_items[0][quantity]") ?? 1;
  const customer = str(params.customer);
  if (customer) store.find("customer", customer, account, "customer");
  const subscriptionData = isRecord(params.subscription_data) ? params.subscription_data : {};
  const paymentIntentData = isRecord(params.payment_intent_data) ? params.payment_intent_data : {};
  const id = newId("cs");
  const now = store.now();

  let amount: number;
  let currency = "usd";
  let description: string;
  const price = mode === "subscription" ? store.price(required(line.price, "line_items[0][price]")) : null;
  if (mode === "subscription") {
    if (!price) throw missing("price", String(line.price), "line_items[0][price]");
    amount = price.unit_amount * quantity;
    description = price.id;
  } else {
    const data = isRecord(line.price_data) ? line.price_data : {};
    const unit = int(data.unit_amount, "line_items[0][price_data][unit_amount]");
    if (unit === null) throw invalid("Missing required param: unit_amount.", "line_items[0][price_data][unit_amount]");
    amount = unit * quantity;
    currency = (str(data.currency) ?? "usd").toLowerCase();
    description = (isRecord(data.product_data) ? str(data.product_data.name) : null) ?? "Payment";
  }
  store.plans.set(id, {
    price: price ?? null,
    quantity,
    trialEnd: int(subscriptionData.trial_end, "subscription_data[trial_end]"),
    subscriptionMetadata: metadataOf(subscriptionData.metadata),
    paymentIntentMetadata: metadataOf(paymentIntentData.metadata),
    description,
  });
  const session: CheckoutSession = {
    id,
    object: "checkout.session",
    url: `${store.base}/checkout/${id}`,
    mode,
    status: "open",
    payment_status: "unpaid",
    customer,
    customer_email: str(params.customer_email),
    client_reference_id: str(params.client_reference_id),
    metadata: metadataOf(params.metadata),
    subscription: null,
    payment_intent: null,
    amount_total: amount,
    currency,
    success_url: str(params.success_url),
    cancel_url: str(params.cancel_url),
    expires_at: now + DAY,
    created: now,
    livemode: false,
  };
  return { object: store.put(session, account) };
}

function createPortalSession({ store, params, account }: ApiRequest): Answer {
  const customer = store.find("customer", required(params.customer, "customer"), account, "customer");
  const id = newId("bps");
  const session: PortalSession = {
    id,
    object: "billing_portal.session",
    url: `${store.base}/portal/${id}`,
    customer: customer.id,
    return_url: str(params.return_url),
    created: store.now(),
    livemode: false,
  };
  return { object: store.put(session, account) };
}

function updateSubscription({ store, params, account, request }: ApiRequest, id: string): Answer {
  const subscription = store.find("subscription", id, account);
  const before = snapshot(subscription);
  const events: StripeEvent[] = [];
  const changesBilling =
    params.items !== undefined || params.cancel_at_period_end !== undefined || "trial_end" in params;
  if (subscription.status === "canceled" && changesBilling)
    throw invalid(`The subscription ${id} is canceled; only its metadata can change.`);

  for (const [i, raw] of (Array.isArray(params.items) ? params.items : []).entries()) {
    if (!isRecord(raw)) continue;
    const itemId = required(raw.id, `items[${i}][id]`);
    const item = subscription.items.data.find((it) => it.id === itemId);
    if (!item) throw missing("subscription item", itemId, `items[${i}][id]`);
    const priceId = str(raw.price);
    if (priceId) item.price = store.price(priceId) ?? throwMissingPrice(priceId, `items[${i}][price]`);
    item.quantity = int(raw.quantity, `items[${i}][quantity]`) ?? item.quantity;
  }

  const proration = str(params.proration_behavior);
  if (proration !== null) {
    if (!["create_prorations", "none", "always_invoice"].includes(proration))
      throw invalid(`Invalid proration_behavior: ${proration}`, "proration_behavior");
    subscription.proration_behavior = proration;
  }

  const cancel = params.cancel_at_period_end;
  if (cancel !== undefined) {
    if (cancel !== "true" && cancel !== "false") throw invalid("Invalid boolean", "cancel_at_period_end");
    const now = store.now();
    subscription.cancel_at_period_end = cancel === "true";
    subscription.cancel_at = cancel === "true" ? (subscription.items.data[0]?.current_period_end ?? now) : null;
    subscription.canceled_at = cancel === "true" ? now : null;
  }

  updateMetadata(subscription, params.metadata);

  if ("trial_end" in params) {
    if (subscription.status !== "trialing") throw invalid(`The subscription ${id} is not trialing.`, "trial_end");
    if (params.trial_end === "now") {
      subscription.trial_end = store.now();
      events.push(store.event("invoice.paid", store.billPeriod(subscription, store.now(), true), { request }));
    } else {
      const trialEnd = int(params.trial_end, "trial_end");
      if (trialEnd === null || trialEnd <= store.now()) throw invalid("trial_end must be in the future.", "trial_end");
      subscription.trial_end = trialEnd;
      for (const item of subscription.items.data) item.current_period_end = trialEnd;
    }
  }

  if (Object.keys(previousAttributes(before, snapshot(subscription))).length > 0)
    events.push(store.event("customer.subscription.updated", subscription, { before, request }));
  return { object: subscription, events };
}

function throwMissingPrice(id: string, param: string): never {
  throw missing("price", id, param);
}

/** `metadata[k]=v` sets k, `metadata[k]=` removes k, `metadata=` removes every key (Stripe's rules). */
function updateMetadata(subscription: Subscription, value: unknown): void {
  if (value === "") subscription.metadata = {};
  else if (isRecord(value))
    for (const [k, v] of Object.entries(value)) {
      if (v === "") delete subscription.metadata[k];
      else if (typeof v === "string") subscription.metadata[k] = v;
    }
}

function listInvoices({ store, params, account }: ApiRequest): Answer {
  const customer = str(params.customer);
  const subscription = str(params.subscription);
  const status = str(params.status);
  const limit = Math.min(Math.max(int(params.limit, "limit") ?? 10, 1), 100);
  const all = store
    .list("invoice")
    .filter(
      (inv) =>
        store.ownerOf(inv.id) === account &&
        (customer === null || inv.customer === customer) &&
        (subscription === null || inv.subscription === subscription) &&
        (status === null || inv.status === status),
    )
    .reverse()
    .sort((a, b) => b.created - a.created);
  const after = str(params.starting_after);
  const from = after === null ? 0 : all.findIndex((inv) => inv.id === after) + 1;
  const page = all.slice(from, from + limit);
  return { object: { object: "list", data: page, has_more: from + limit < all.length, url: "/v1/invoices" } };
}

function createAccount({ store, params }: ApiRequest): Answer {
  const account: Account = {
    id: newId("acct"),
    object: "account",
    type: str(params.type) ?? "standard",
    email: str(params.email),
    country: str(params.country) ?? "US",
    metadata: metadataOf(params.metadata),
    charges_enabled: false,
    details_submitted: false,
    payouts_enabled: false,
    created: store.now(),
  };
  // Connected accounts belong to the platform, whoever asks.
  return { object: store.put(account, null) };
}

function retrieveAccount({ store, account }: ApiRequest, id: string): Answer {
  const found = store.find("account", id, null);
  // A connected account may read itself.
  if (account !== null && account !== id) throw missing("account", id);
  return { object: found };
}

function createAccountLink({ store, params }: ApiRequest): Answer {
  const account = store.find("account", required(params.account, "account"), null, "account");
  const type = required(params.type, "type");
  if (type !== "account_onboarding" && type !== "account_update") throw invalid(`Invalid type: ${type}`, "type");
  store.accountLinks.set(account.id, { returnUrl: str(params.return_url), refreshUrl: str(params.refresh_url) });
  const now = store.now();
  return {
    object: { object: "account_link", url: `${store.base}/connect/${account.id}`, created: now, expires_at: now + 300 },
  };
}

function retrieveEvent({ store, account }: ApiRequest, id: string): Answer {
  const event = store.events.find((e) => e.id === id && (e.account ?? null) === account);
  if (!event) throw missing("event", id);
  return { object: event };
}

const retrieve =
  (kind: Parameters<FakeStripeStore["find"]>[0]) =>
  ({ store, account }: ApiRequest, id: string): Answer => ({ object: store.find(kind, id, account) });

const ID = "([^/]+)";
const ROUTES: Route[] = [
  { method: "POST", pattern: /^\/v1\/customers$/, handle: createCustomer },
  { method: "GET", pattern: new RegExp(`^/v1/customers/${ID}$`), handle: retrieve("customer") },
  { method: "POST", pattern: /^\/v1\/checkout\/sessions$/, handle: createCheckoutSession },
  { method: "GET", pattern: new RegExp(`^/v1/checkout/sessions/${ID}$`), handle: retrieve("checkout.session") },
  { method: "POST", pattern: /^\/v1\/billing_portal\/sessions$/, handle: createPortalSession },
  { method: "GET", pattern: new RegExp(`^/v1/subscriptions/${ID}$`), handle: retrieve("subscription") },
  { method: "POST", pattern: new RegExp(`^/v1/subscriptions/${ID}$`), handle: updateSubscription },
  { method: "GET", pattern: /^\/v1\/invoices$/, handle: listInvoices },
  { method: "GET", pattern: new RegExp(`^/v1/invoices/${ID}$`), handle: retrieve("invoice") },
  { method: "GET", pattern: new RegExp(`^/v1/payment_methods/${ID}$`), handle: retrieve("payment_method") },
  { method: "POST", pattern: /^\/v1\/accounts$/, handle: createAccount },
  { method: "GET", pattern: new RegExp(`^/v1/accounts/${ID}$`), handle: retrieveAccount },
  { method: "POST", pattern: /^\/v1\/account_links$/, handle: createAccountLink },
  { method: "GET", pattern: new RegExp(`^/v1/payment_intents/${ID}$`), handle: retrieve("payment_intent") },
  { method: "GET", pattern: new RegExp(`^/v1/charges/${ID}$`), handle: retrieve("charge") },
  { method: "GET", pattern: new RegExp(`^/v1/events/${ID}$`), handle: retrieveEvent },
];

/** Answers one API call, or throws a StripeApiError (404 for what the fake does not implement). */
export function handleApi(req: ApiRequest): { body: Record<string, unknown>; events: StripeEvent[] } {
  if (req.account !== null && req.store.get(req.account)?.object !== "account")
    throw new StripeApiError(
      403,
      `The provided key does not have access to account '${req.account}' (or that account does not exist).`,
      "account_invalid",
    );
  for (const route of ROUTES) {
    const match = route.pattern.exec(req.path);
    if (!match || route.method !== req.method) continue;
    const answer = route.handle(req, decodeURIComponent(match[1] ?? ""));
    const expand = strings(req.params.expand);
    const body = expand.length > 0 ? expandPaths(answer.object, expand, (id) => req.store.get(id)) : answer.object;
    return { body, events: answer.events ?? [] };
  }
  throw new StripeApiError(404, `The fake Stripe server does not implement ${req.method} ${req.path}.`);
}
