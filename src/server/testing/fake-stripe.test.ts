import http from "node:http";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeStripe, type FakeStripe } from "./fake-stripe.ts";
import { parseStripeParams } from "./fake-stripe-wire.ts";
import { freePort } from "./free-port.ts";

const PLATFORM_SECRET = "whsec_platform_test";
const CONNECT_SECRET = "whsec_connect_test";
const PRICES = { price_basic: 2999, price_pro: 7999 };
const SECRETS = { webhookSecret: PLATFORM_SECRET, connectWebhookSecret: CONNECT_SECRET };
const DAYS_30 = 30 * 86_400;
const SUBSCRIBED = ["customer.subscription.created", "invoice.paid", "checkout.session.completed"];

type Received = { body: string; signature: string };

let fake: FakeStripe;
let stripe: Stripe;
let receiver: http.Server;
const received: Received[] = [];

function first<T>(list: T[]): T {
  const item = list[0];
  if (item === undefined) throw new Error("empty list");
  return item;
}

const idOf = (value: string | { id: string } | null): string => (typeof value === "string" ? value : (value?.id ?? ""));

/** The events the receiver got from index `from` on, verified as the product would verify them. */
function eventsSince(from: number, secret = PLATFORM_SECRET): Stripe.Event[] {
  return received.slice(from).map((r) => stripe.webhooks.constructEvent(r.body, r.signature, secret));
}

async function openCheckout(extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  const customer = await stripe.customers.create({ email: "owner@example.com", name: "Owner" });
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer: customer.id,
    line_items: [{ price: "price_basic", quantity: 1 }],
    success_url: "http://app.test/billing?session={CHECKOUT_SESSION_ID}",
    cancel_url: "http://app.test/billing",
    client_reference_id: "org_1",
    metadata: { organization_id: "org_1" },
    subscription_data: { metadata: { organization_id: "org_1", plan: "basic" } },
    ...extra,
  });
  return { customer, session };
}

async function subscribe(extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  const { customer, session } = await openCheckout(extra);
  const from = received.length;
  await fake.completeCheckout(session.id);
  const completed = await stripe.checkout.sessions.retrieve(session.id);
  return { customer, session, completed, subscriptionId: idOf(completed.subscription), events: eventsSince(from) };
}

beforeAll(async () => {
  // The product's webhook endpoint, as far as these tests go: it keeps what Stripe sent.
  receiver = http.createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += String(chunk);
    received.push({ body, signature: String(req.headers["stripe-signature"]) });
    res.end("ok");
  });
  const port = await freePort();
  await new Promise<void>((resolve) => receiver.listen(port, "127.0.0.1", () => resolve()));
  fake = await startFakeStripe({ prices: PRICES, ...SECRETS, deliverTo: `http://127.0.0.1:${port}/webhooks/stripe` });
  stripe = new Stripe("sk_test_fake", { ...fake.clientOptions, maxNetworkRetries: 0 });
});

afterAll(async () => {
  await fake.close();
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

describe("fake Stripe", () => {
  it("parses Stripe's bracket notation into nested objects and arrays", () => {
    const params = parseStripeParams(
      "line_items[0][price]=p&line_items[0][quantity]=2&expand[]=a&expand[]=b&metadata[org]=o%201" +
        "&subscription_data[metadata][k]=v&subscription_data[trial_end]=17&empty=",
    );
    expect(params).toEqual({
      line_items: [{ price: "p", quantity: "2" }],
      expand: ["a", "b"],
      metadata: { org: "o 1" },
      subscription_data: { metadata: { k: "v" }, trial_end: "17" },
      empty: "",
    });
  });

  it("creates and retrieves customers", async () => {
    const fields = { email: "owner@example.com", name: "Owner", metadata: { organization_id: "org_1" } };
    const created = await stripe.customers.create(fields);
    expect(created.id).toMatch(/^cus_[A-Za-z0-9]+$/);
    const retrieved = await stripe.customers.retrieve(created.id);
    expect(retrieved).toMatchObject({ ...fields, invoice_settings: { default_payment_method: null } });
    expect(fake.requests.at(-1)).toMatchObject({ method: "GET", path: `/v1/customers/${created.id}`, account: null });
  });

  it("completes a subscription checkout: signed events in order, the card and the period on the item", async () => {
    const { customer, session, completed, subscriptionId, events } = await subscribe();
    expect(session).toMatchObject({ url: `${fake.url}/checkout/${session.id}`, status: "open", subscription: null });
    expect(session).toMatchObject({ payment_status: "unpaid", amount_total: 2999, currency: "usd" });
    expect(completed).toMatchObject({ status: "complete", payment_status: "paid", customer: customer.id });
    expect(events.map((e) => e.type)).toEqual(SUBSCRIBED);
    expect(events.every((e) => e.account === undefined && e.api_version === "2026-10-28.endive")).toBe(true);

    const expand = ["default_payment_method", "latest_invoice"];
    const subscription = await stripe.subscriptions.retrieve(subscriptionId, { expand });
    expect(fake.requests.at(-1)?.params).toEqual({ expand });
    expect(subscription).toMatchObject({ status: "active", customer: customer.id, metadata: { plan: "basic" } });
    const card = subscription.default_payment_method;
    expect(typeof card === "object" && card?.card).toMatchObject({ brand: "visa", last4: "4242" });
    const item = first(subscription.items.data);
    expect(item.price.id).toBe("price_basic");
    expect(item.current_period_end - item.current_period_start).toBe(DAYS_30);
    const invoice = subscription.latest_invoice;
    expect(invoice).toMatchObject({ status: "paid", amount_paid: 2999, billing_reason: "subscription_create" });
    expect(invoice).toMatchObject({ parent: { subscription_details: { subscription: subscriptionId } } });
    const owner = await stripe.customers.retrieve(customer.id);
    expect(owner).toMatchObject({ invoice_settings: { default_payment_method: idOf(card) } });
  });

  it("signs webhooks with Stripe's scheme: a tampered body, another secret or an old signature fail", async () => {
    await subscribe();
    const last = received.at(-1);
    if (!last) throw new Error("no webhook received");
    const verify = (body: string, header: string, secret = PLATFORM_SECRET) =>
      stripe.webhooks.constructEvent(body, header, secret);
    expect(last.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verify(last.body, last.signature).type).toBe("checkout.session.completed");
    const tampered = last.body.replace('"livemode":false', '"livemode":true');
    expect(() => verify(tampered, last.signature)).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => verify(last.body, last.signature, CONNECT_SECRET)).toThrow();
    expect(() => verify(tampered, fake.sign(tampered))).not.toThrow();
    const old = fake.sign(last.body, PLATFORM_SECRET, Math.floor(Date.now() / 1000) - 600);
    expect(() => verify(last.body, old)).toThrow(/tolerance/);
  });

  it("updates the price, metadata and cancel_at_period_end, with previous_attributes", async () => {
    const { subscriptionId } = await subscribe();
    const item = first((await stripe.subscriptions.retrieve(subscriptionId)).items.data);
    const from = received.length;
    const updated = await stripe.subscriptions.update(subscriptionId, {
      items: [{ id: item.id, price: "price_pro" }],
      proration_behavior: "create_prorations",
      cancel_at_period_end: true,
      metadata: { plan: "pro", organization_id: "" },
    });
    // The same item, the same period: only the price changed.
    const pro = { ...item.price, id: "price_pro", unit_amount: 7999 };
    expect(first(updated.items.data)).toEqual({ ...item, price: pro });
    expect(updated).toMatchObject({ cancel_at_period_end: true });
    expect(updated.metadata).toEqual({ plan: "pro" });
    expect(fake.get(subscriptionId)).toMatchObject({ proration_behavior: "create_prorations" });

    await fake.idle();
    const [event, ...more] = eventsSince(from);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      type: "customer.subscription.updated",
      request: { id: expect.stringMatching(/^req_/) },
      data: {
        object: { id: subscriptionId, cancel_at_period_end: true },
        previous_attributes: {
          cancel_at_period_end: false,
          metadata: { plan: "basic", organization_id: "org_1" },
          items: { data: [{ price: { id: "price_basic" } }] },
        },
      },
    });

    expect((await stripe.subscriptions.update(subscriptionId, { metadata: "" })).metadata).toEqual({});
  });

  it("lists a customer's invoices newest first", async () => {
    const { customer, subscriptionId } = await subscribe();
    await fake.renew(subscriptionId);
    const list = await stripe.invoices.list({ customer: customer.id, limit: 10 });
    expect(list).toMatchObject({ object: "list", has_more: false, url: "/v1/invoices" });
    expect(list.data.map((i) => i.billing_reason)).toEqual(["subscription_cycle", "subscription_create"]);
    const newest = first(list.data);
    expect(newest.hosted_invoice_url).toBe(`${fake.url}/invoices/${newest.id}`);
    expect(newest.number).toMatch(/^FAKE-\d{4}$/);
    expect(await stripe.invoices.list({ customer: customer.id, limit: 1 })).toMatchObject({ has_more: true });
  });

  it("renews, fails, recovers and ends a subscription, moving its clock", async () => {
    const { subscriptionId: id } = await subscribe();
    const retrieve = () => stripe.subscriptions.retrieve(id, { expand: ["latest_invoice"] });
    const start = first((await retrieve()).items.data);

    let from = received.length;
    await fake.renew(id);
    let subscription = await retrieve();
    const next = first(subscription.items.data);
    expect(next.current_period_start).toBe(start.current_period_end);
    expect(next.current_period_end).toBe(start.current_period_end + DAYS_30);
    expect(fake.now()).toBeGreaterThanOrEqual(start.current_period_end);
    expect(subscription.latest_invoice).toMatchObject({ status: "paid", billing_reason: "subscription_cycle" });
    expect(eventsSince(from).map((e) => e.type)).toEqual(["invoice.paid", "customer.subscription.updated"]);

    from = received.length;
    await fake.failPayment(id);
    subscription = await retrieve();
    expect(subscription.status).toBe("past_due");
    expect(subscription.latest_invoice).toMatchObject({ status: "open", attempted: true, amount_paid: 0 });
    expect(eventsSince(from).map((e) => e.type)).toEqual(["invoice.payment_failed", "customer.subscription.updated"]);

    from = received.length;
    await fake.recover(id);
    subscription = await retrieve();
    expect(subscription.status).toBe("active");
    expect(subscription.latest_invoice).toMatchObject({ status: "paid", amount_remaining: 0 });
    expect(eventsSince(from).map((e) => e.type)).toEqual(["invoice.paid", "customer.subscription.updated"]);

    await stripe.subscriptions.update(id, { cancel_at_period_end: true });
    await fake.idle();
    from = received.length;
    await fake.endPeriod(id);
    subscription = await retrieve();
    expect(subscription).toMatchObject({ status: "canceled", canceled_at: expect.any(Number) });
    expect(subscription.ended_at).toBeGreaterThanOrEqual(start.current_period_end + DAYS_30);
    const [deleted] = eventsSince(from);
    expect(deleted).toMatchObject({ type: "customer.subscription.deleted", data: { object: { status: "canceled" } } });
  });

  it("starts a trial without a charge and charges when it ends", async () => {
    const trialEnd = fake.now() + 14 * 86_400;
    const { completed, subscriptionId, events } = await subscribe({ subscription_data: { trial_end: trialEnd } });
    expect(completed.payment_status).toBe("no_payment_required");
    expect(events.map((e) => e.type)).toEqual(["customer.subscription.created", "checkout.session.completed"]);
    const trialing = await stripe.subscriptions.retrieve(subscriptionId);
    expect(trialing).toMatchObject({ status: "trialing", trial_end: trialEnd, latest_invoice: null });
    expect(first(trialing.items.data).current_period_end).toBe(trialEnd);

    const from = received.length;
    await fake.endTrial(subscriptionId);
    expect(eventsSince(from).map((e) => e.type)).toEqual(["invoice.paid", "customer.subscription.updated"]);
    expect(await stripe.subscriptions.retrieve(subscriptionId)).toMatchObject({ status: "active" });
    expect(fake.now()).toBeGreaterThanOrEqual(trialEnd);

    const other = await subscribe({ subscription_data: { trial_end: fake.now() + 86_400 } });
    const ended = await stripe.subscriptions.update(other.subscriptionId, { trial_end: "now" });
    expect(ended.status).toBe("active");
    expect(ended.trial_end).toBeLessThanOrEqual(fake.now());
    await fake.idle();
    expect(fake.events.slice(-2).map((e) => e.type)).toEqual(["invoice.paid", "customer.subscription.updated"]);
  });

  it("onboards a connected account and takes a direct charge on it: Connect events signed with the Connect secret", async () => {
    const account = await stripe.accounts.create({ type: "standard", email: "pro@example.com", country: "US" });
    expect(account).toMatchObject({ object: "account", charges_enabled: false, details_submitted: false });
    const returns = { refresh_url: "http://app.test/connect/refresh", return_url: "http://app.test/connect/done" };
    const link = await stripe.accountLinks.create({ account: account.id, type: "account_onboarding", ...returns });
    expect(link.url).toBe(`${fake.url}/connect/${account.id}`);
    const onboarding = await (await fetch(link.url)).text();
    expect(onboarding).toContain("<title>Connect your Stripe account</title>");
    expect(onboarding).toContain(">Finish onboarding</button>");

    let from = received.length;
    const finished = await fetch(`${link.url}/complete`, { method: "POST", redirect: "manual" });
    expect(finished.status).toBe(303);
    expect(finished.headers.get("location")).toBe("http://app.test/connect/done");
    const enabled = await stripe.accounts.retrieve(account.id);
    expect(enabled).toMatchObject({ charges_enabled: true, details_submitted: true });
    const [updated] = eventsSince(from, CONNECT_SECRET);
    expect(updated).toMatchObject({ type: "account.updated", account: account.id });
    expect(() => eventsSince(from, PLATFORM_SECRET)).toThrow();

    const onAccount = { stripeAccount: account.id };
    const session = await stripe.checkout.sessions.create(
      {
        mode: "payment",
        line_items: [{ price_data: { currency: "usd", unit_amount: 125_000, product_data: { name: "INV-7" } } }],
        payment_intent_data: { metadata: { invoice_id: "inv_7" } },
        metadata: { invoice_id: "inv_7" },
        customer_email: "client@example.com",
        client_reference_id: "inv_7",
        success_url: "http://app.test/pay/done",
        cancel_url: "http://app.test/pay",
      },
      onAccount,
    );
    expect(fake.requests.at(-1)).toMatchObject({ method: "POST", account: account.id });
    expect(session).toMatchObject({ mode: "payment", amount_total: 125_000, customer_email: "client@example.com" });
    // Each side sees only its own objects.
    await expect(stripe.checkout.sessions.retrieve(session.id)).rejects.toMatchObject({ statusCode: 404 });
    const own = await stripe.customers.create({ email: "platform@example.com" });
    await expect(stripe.customers.retrieve(own.id, {}, onAccount)).rejects.toMatchObject({ statusCode: 404 });

    from = received.length;
    await fake.completeCheckout(session.id);
    const events = eventsSince(from, CONNECT_SECRET);
    expect(events.map((e) => [e.type, e.account])).toEqual([
      ["payment_intent.succeeded", account.id],
      ["checkout.session.completed", account.id],
    ]);
    const completed = await stripe.checkout.sessions.retrieve(session.id, {}, onAccount);
    expect(completed.payment_status).toBe("paid");
    const intent = await stripe.paymentIntents.retrieve(idOf(completed.payment_intent), {}, onAccount);
    expect(intent).toMatchObject({ amount: 125_000, status: "succeeded", metadata: { invoice_id: "inv_7" } });
    expect(await stripe.events.retrieve(first(events).id, {}, onAccount)).toMatchObject({ account: account.id });

    from = received.length;
    await fake.refund(intent.id, 25_000);
    await fake.refund(intent.id);
    const refunds = eventsSince(from, CONNECT_SECRET);
    expect(refunds.map((e) => [e.type, e.account, e.data.object])).toEqual([
      ["charge.refunded", account.id, expect.objectContaining({ amount_refunded: 25_000, refunded: false })],
      ["charge.refunded", account.id, expect.objectContaining({ amount_refunded: 125_000, refunded: true })],
    ]);
    const charge = await stripe.charges.retrieve(idOf(intent.latest_charge), {}, onAccount);
    expect(charge).toMatchObject({ amount_refunded: 125_000, refunded: true, payment_intent: intent.id });

    from = received.length;
    await fake.dispute(intent.id);
    const [disputed] = eventsSince(from, CONNECT_SECRET);
    expect(disputed).toMatchObject({ type: "charge.dispute.created", account: account.id });
    expect(disputed?.data.object).toMatchObject({ object: "dispute", charge: charge.id, status: "needs_response" });
  });

  it("serves the checkout, portal and invoice pages of a browser journey", async () => {
    const { customer, session } = await openCheckout();
    const page = await (await fetch(session.url ?? "")).text();
    expect(page).toContain("<title>Checkout</title>");
    expect(page).toContain("$29.99");
    expect(page).toContain(">Subscribe</button>");
    expect(page).toContain('<a href="http://app.test/billing">Back</a>');
    const pay = () => fetch(`${session.url ?? ""}/complete`, { method: "POST", redirect: "manual" });
    const paid = await pay();
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`http://app.test/billing?session=${session.id}`);
    expect((await pay()).status).toBe(400);

    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: "http://app.test/me",
    });
    expect(portal.url).toBe(`${fake.url}/portal/${portal.id}`);
    const portalPage = await (await fetch(portal.url)).text();
    expect(portalPage).toContain("<title>Billing portal</title>");
    expect(portalPage).toContain('<a href="http://app.test/me">Return</a>');

    const [invoice] = (await stripe.invoices.list({ customer: customer.id })).data;
    const pdf = await fetch(invoice?.invoice_pdf ?? "");
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect((await pdf.text()).startsWith("%PDF-1.4")).toBe(true);
  });

  it("queues events with autoDeliver false; flush sends them in order and deliver re-sends the same id", async () => {
    const calls: Array<{ body: string; signature: string }> = [];
    const deliverTo = async (body: string, headers: Record<string, string>) => {
      calls.push({ body, signature: headers["stripe-signature"] ?? "" });
      return 200;
    };
    const quiet = await startFakeStripe({ prices: PRICES, ...SECRETS, autoDeliver: false, deliverTo });
    try {
      const client = new Stripe("sk_test_fake", { ...quiet.clientOptions, maxNetworkRetries: 0 });
      const line_items = [{ price: "price_pro", quantity: 1 }];
      const session = await client.checkout.sessions.create({
        mode: "subscription",
        line_items,
        customer_email: "q@x.test",
      });
      await quiet.completeCheckout(session.id);
      expect(calls).toEqual([]);
      expect(quiet.pending.map((e) => e.type)).toEqual(SUBSCRIBED);

      expect(await quiet.flush()).toEqual([200, 200, 200]);
      expect(quiet.pending).toEqual([]);
      const firstEvent = first(quiet.events);
      expect(await quiet.deliver(firstEvent)).toBe(200);
      const delivered = calls.map((c) => stripe.webhooks.constructEvent(c.body, c.signature, PLATFORM_SECRET));
      expect(delivered.map((e) => e.type)).toEqual([...SUBSCRIBED, SUBSCRIBED[0]]);
      expect(delivered.at(-1)?.id).toBe(firstEvent.id);
      expect(quiet.deliveries.map((d) => d.status)).toEqual([200, 200, 200, 200]);
    } finally {
      await quiet.close();
    }
  });

  it("answers 401 without a secret key, 404 for unknown ids and for what it does not implement", async () => {
    const anonymous = await fetch(`${fake.url}/v1/customers`, { method: "POST" });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { type: "invalid_request_error" } });

    const missing = { type: "StripeInvalidRequestError", statusCode: 404, code: "resource_missing" };
    await expect(stripe.customers.retrieve("cus_missing")).rejects.toMatchObject(missing);
    const line_items = [{ price: "price_gold", quantity: 1 }];
    const creating = stripe.checkout.sessions.create({ mode: "subscription", line_items });
    await expect(creating).rejects.toMatchObject({ statusCode: 400, param: "line_items[0][price]" });
    const unimplemented = expect.stringContaining("does not implement GET /v1/products");
    await expect(stripe.products.list()).rejects.toMatchObject({ statusCode: 404, message: unimplemented });
  });
});
