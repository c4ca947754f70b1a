import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { mailOutbox, paymentEvents, subscriptionInvoices, subscriptions } from "../db/schema/index.ts";
import { as, idsOf, signedInUser, type TestApp, type TestUser } from "../testing/test-app.ts";
import { createBillingTestApp, TEST_PRICES } from "../testing/billing-test-app.ts";
import type { FakeStripe } from "../testing/fake-stripe.ts";
import type { SubscriptionResponse, SwitchPlanResponse } from "../../shared/contracts/subscription.ts";
import { PLAN_FEATURES } from "../../shared/plan-features.ts";
import { READ_ONLY, READ_ONLY_MSG } from "../../shared/read-only.ts";
import { PAST_DUE_GRACE_DAYS } from "./billing.rules.ts";

// Subscriptions billed through Stripe (decision 0048), against the fake Stripe server the tests start: the same
// official client and code path as production, webhooks signed with Stripe's real scheme.

const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;
let stripe: FakeStripe;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, stripe, close } = await createBillingTestApp());
});
afterAll(async () => {
  await close();
});

async function subscriptionOf(user: TestUser): Promise<SubscriptionResponse> {
  const res = await as(t, user).get("/api/subscription");
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function choose(user: TestUser, plan: string): Promise<SwitchPlanResponse> {
  const res = await as(t, user).post("/api/subscription/plan", { plan });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Ends the provider's trial if it has one (the fake's clock runs ahead of ours once a test has renewed). */
async function firstCharge(subscriptionId: string): Promise<void> {
  if (stripe.get(subscriptionId)?.status === "trialing") await stripe.endTrial(subscriptionId);
}

/** Chooses a plan and pays at the fake Checkout: answers the provider's subscription id. */
async function subscribe(user: TestUser, plan: string): Promise<string> {
  const { checkoutUrl } = await choose(user, plan);
  const sessionId = new URL(checkoutUrl ?? "").pathname.split("/").pop() ?? "";
  await stripe.completeCheckout(sessionId);
  const { organizationId } = await idsOf(t, user);
  const [row] = await t.database.db
    .select({ id: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, organizationId));
  if (!row?.id) throw new Error("no provider subscription after checkout");
  return row.id;
}

const newProject = (name: string) => ({ name, startDate: "2026-12-01", endDate: "2027-03-01" });
const mailsTo = async (email: string, subject: RegExp) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter((m) =>
    subject.test(m.subject),
  );
const rowsIn = async (table: typeof paymentEvents | typeof subscriptionInvoices) =>
  Number((await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0);

describe("a subscription's whole life: trial, subscribe, renew, fail, recover, cancel", () => {
  let owner: TestUser;
  let subscriptionId: string;

  it("starts as the spec's trial: no card asked, payments offered", async () => {
    owner = await signedInUser(t, { plan: "basic", companyName: "Life Builders" });
    expect(await subscriptionOf(owner)).toMatchObject({
      planName: "basic",
      status: "trialing",
      standing: { readOnly: false, warning: "trial" },
      billing: { provider: true, paid: false, card: null, nextBillingDate: null, invoices: [] },
    });
  });

  it("subscribes through Checkout: choosing a plan alone activates nothing", async () => {
    const { subscription, checkoutUrl } = await choose(owner, "professional");
    expect(checkoutUrl).toMatch(new RegExp(`^${stripe.url}/checkout/cs_`));
    expect(subscription).toMatchObject({ planName: "basic", status: "trialing", billing: { paid: false } });
    const checkout = stripe.requests.filter((r) => r.path === "/v1/checkout/sessions" && r.method === "POST").at(-1);
    expect(checkout?.params).toMatchObject({
      mode: "subscription",
      line_items: [{ price: TEST_PRICES.professional, quantity: "1" }],
      success_url: expect.stringMatching(/\/dashboard\/profile\?checkout=\{CHECKOUT_SESSION_ID\}#subscription$/),
    });
  });

  it("applies the paid Checkout from its webhooks: the plan at once, the trial's days kept before the first charge", async () => {
    const before = await subscriptionOf(owner);
    subscriptionId = await subscribe(owner, "professional");
    const s = await subscriptionOf(owner);
    // The provider keeps times to the second.
    const trialEnd = new Date(Math.floor(Date.parse(before.trialEnd ?? "") / 1000) * 1000).toISOString();
    expect(s).toMatchObject({
      planName: "professional",
      status: "trialing",
      trialEnd,
      standing: { readOnly: false, warning: null },
      billing: { paid: true, card: { brand: "visa", last4: "4242" }, nextBillingDate: trialEnd },
    });
    expect(s.features.filter((f) => f.isEnabled).map((f) => f.name)).toEqual(
      expect.arrayContaining([...PLAN_FEATURES.professional]),
    );
  });

  it("goes active when the trial ends and the first invoice is paid, listed with its PDF", async () => {
    await stripe.endTrial(subscriptionId);
    const s = await subscriptionOf(owner);
    expect(s).toMatchObject({ status: "active", billing: { paid: true } });
    expect(s.billing.invoices).toHaveLength(1);
    expect(s.billing.invoices[0]).toMatchObject({
      status: "paid",
      amountCents: 4999,
      currency: "usd",
      pdfUrl: expect.stringMatching(/\.pdf$/),
    });
  });

  it("renews: a new period and a second invoice", async () => {
    const before = await subscriptionOf(owner);
    await stripe.renew(subscriptionId);
    const s = await subscriptionOf(owner);
    expect(Date.parse(s.currentPeriodEnd)).toBeGreaterThan(Date.parse(before.currentPeriodEnd));
    expect(s.billing.nextBillingDate).toBe(s.currentPeriodEnd);
    expect(s.billing.invoices).toHaveLength(2);
  });

  it("goes past due when a renewal fails: writes go on through the grace period, the admins are told once", async () => {
    await stripe.failPayment(subscriptionId);
    const s = await subscriptionOf(owner);
    expect(s).toMatchObject({ status: "past_due", standing: { readOnly: false, warning: "past_due" } });
    expect(Date.parse(s.standing.writesStopAt ?? "") - Date.now()).toBeGreaterThan((PAST_DUE_GRACE_DAYS - 1) * DAY_MS);
    expect(await mailsTo(owner.email, /Payment failed/)).toHaveLength(1);
    expect((await as(t, owner).post("/api/projects", newProject("During the grace"))).statusCode).toBe(201);
  });

  it("reads only once the grace period is over: writes 402 with a message, reads and exports work", async () => {
    const { organizationId } = await idsOf(t, owner);
    await t.database.db
      .update(subscriptions)
      .set({ pastDueSince: new Date(Date.now() - (PAST_DUE_GRACE_DAYS + 1) * DAY_MS) })
      .where(eq(subscriptions.organizationId, organizationId));
    const refused = await as(t, owner).post("/api/projects", newProject("After the grace"));
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toEqual({ code: READ_ONLY, message: READ_ONLY_MSG.payment_failed });
    expect((await as(t, owner).get("/api/projects")).statusCode).toBe(200);
    expect((await as(t, owner).get("/api/finance/transactions")).statusCode).toBe(200);
    const exported = await as(t, owner).post("/api/analytics/export?today=2026-12-01", { format: "csv" });
    expect(exported.statusCode, exported.body).toBeLessThan(400);
    // Paying is how out: the billing routes stay open to the admin.
    expect((await as(t, owner).post("/api/subscription/portal", {})).statusCode).toBe(200);
  });

  it("recovers when the invoice is paid: active, writable again", async () => {
    await stripe.recover(subscriptionId);
    expect(await subscriptionOf(owner)).toMatchObject({ status: "active", standing: { readOnly: false } });
    expect((await as(t, owner).post("/api/projects", newProject("After the recovery"))).statusCode).toBe(201);
  });

  it("cancels at the period end at the provider, reactivates, and ends when the period ends", async () => {
    const canceled = await as(t, owner).post("/api/subscription/cancel", {});
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({
      status: "canceled",
      cancelAtPeriodEnd: true,
      standing: { warning: "canceling" },
    });
    expect(stripe.get(subscriptionId)).toMatchObject({ cancel_at_period_end: true });

    const reactivated = await as(t, owner).post("/api/subscription/reactivate", {});
    expect(reactivated.json()).toMatchObject({ status: "active", cancelAtPeriodEnd: false, canceledAt: null });
    expect(stripe.get(subscriptionId)).toMatchObject({ cancel_at_period_end: false });

    await as(t, owner).post("/api/subscription/cancel", {});
    await stripe.endPeriod(subscriptionId);
    expect(stripe.get(subscriptionId)).toMatchObject({ status: "canceled" });
    expect(await subscriptionOf(owner)).toMatchObject({
      status: "canceled",
      standing: { readOnly: true, reason: "canceled" },
      billing: { nextBillingDate: null },
    });
    const refused = await as(t, owner).post("/api/projects", newProject("After the end"));
    expect(refused.json().error).toEqual({ code: READ_ONLY, message: READ_ONLY_MSG.canceled });
  });

  it("subscribes again through Checkout once ended", async () => {
    const { checkoutUrl } = await choose(owner, "basic");
    expect(checkoutUrl).toMatch(/\/checkout\/cs_/);
  });
});

describe("switching plans on a paid subscription", () => {
  let owner: TestUser;
  let subscriptionId: string;

  beforeAll(async () => {
    owner = await signedInUser(t, { plan: "basic", companyName: "Switch Builders" });
    subscriptionId = await subscribe(owner, "basic");
    await firstCharge(subscriptionId);
  });

  it("schedules the switch for the next billing cycle: the plan in force stays, the new one is billed from then", async () => {
    const before = await subscriptionOf(owner);
    const { subscription, checkoutUrl } = await choose(owner, "enterprise");
    expect(checkoutUrl).toBeNull();
    expect(subscription).toMatchObject({
      planName: "basic",
      status: "active",
      billing: { scheduledChange: { plan: "enterprise", at: before.currentPeriodEnd } },
    });
    expect(subscription.features.find((f) => f.name === "ai_assistant")?.isEnabled).toBe(false);
    const item = stripe.get(subscriptionId) as { items: { data: { price: { id: string } }[] } };
    expect(item.items.data[0]?.price.id).toBe(TEST_PRICES.enterprise);
  });

  it("undoes the scheduled switch on request", async () => {
    const res = await as(t, owner).delete("/api/subscription/scheduled-change");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ planName: "basic", billing: { scheduledChange: null } });
    const item = stripe.get(subscriptionId) as { items: { data: { price: { id: string } }[] } };
    expect(item.items.data[0]?.price.id).toBe(TEST_PRICES.basic);
    expect((await as(t, owner).delete("/api/subscription/scheduled-change")).statusCode).toBe(409);
  });

  it("applies the switch when the next cycle begins", async () => {
    await choose(owner, "enterprise");
    await stripe.renew(subscriptionId);
    const s = await subscriptionOf(owner);
    expect(s).toMatchObject({ planName: "enterprise", billing: { scheduledChange: null } });
    expect(s.features.find((f) => f.name === "ai_assistant")?.isEnabled).toBe(true);
    expect(s.billing.invoices[0]).toMatchObject({ amountCents: 9999 });
  });

  it("is for admins; another organization's checkout is not found", async () => {
    const stranger = await signedInUser(t, { plan: "basic" });
    const { checkoutUrl } = await choose(owner, "enterprise");
    expect(checkoutUrl).toBeNull();
    const mine = await choose(stranger, "basic");
    const sessionId = new URL(mine.checkoutUrl ?? "").pathname.split("/").pop() ?? "";
    const res = await as(t, owner).post("/api/subscription/checkout-return", { sessionId });
    expect(res.statusCode).toBe(404);
  });
});

describe("webhooks", () => {
  it("applies each event once, however often and in whatever order it arrives", async () => {
    const owner = await signedInUser(t, { plan: "basic", companyName: "Order Builders" });
    const subscriptionId = await subscribe(owner, "basic");
    await firstCharge(subscriptionId);
    // Hold Stripe's deliveries: the renewal, then a failed renewal.
    const target = (body: string, headers: Record<string, string>) =>
      t.app.inject({ method: "POST", url: "/api/payments/webhook", payload: body, headers }).then((r) => r.statusCode);
    stripe.setDeliverTo(undefined);
    try {
      await stripe.renew(subscriptionId);
      await stripe.failPayment(subscriptionId);
      const held = [...stripe.pending];
      expect(held.map((e) => e.type)).toEqual(
        expect.arrayContaining(["invoice.paid", "invoice.payment_failed", "customer.subscription.updated"]),
      );
      stripe.setDeliverTo(target);
      const events = await rowsIn(paymentEvents);
      const invoices = await rowsIn(subscriptionInvoices);
      // Newest first, five times each.
      for (const event of [...held].reverse()) {
        for (let i = 0; i < 5; i += 1) expect(await stripe.deliver(event)).toBe(200);
      }
      expect(await rowsIn(paymentEvents)).toBe(events + new Set(held.map((e) => e.id)).size);
      expect(await rowsIn(subscriptionInvoices)).toBe(invoices + 2);
      expect(await mailsTo(owner.email, /Payment failed/)).toHaveLength(1);
      // The provider's word now, whatever order its news came in.
      const s = await subscriptionOf(owner);
      expect(s).toMatchObject({ status: "past_due" });
      expect(s.billing.invoices.map((i) => i.status).sort()).toEqual(["open", "paid", "paid"]);
    } finally {
      stripe.setDeliverTo(target);
      stripe.pending.length = 0;
    }
  });

  it("applies 20 concurrent deliveries of one event once", async () => {
    const owner = await signedInUser(t, { plan: "basic", companyName: "Crowd Builders" });
    const subscriptionId = await subscribe(owner, "basic");
    await firstCharge(subscriptionId);
    const paid = stripe.events.filter((e) => e.type === "invoice.paid").at(-1);
    if (!paid) throw new Error("no invoice.paid event");
    const events = await rowsIn(paymentEvents);
    const invoices = await rowsIn(subscriptionInvoices);
    const statuses = await Promise.all(Array.from({ length: 20 }, () => stripe.deliver(paid)));
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await rowsIn(paymentEvents)).toBe(events);
    expect(await rowsIn(subscriptionInvoices)).toBe(invoices);
  });

  it("applies 20 concurrent first deliveries of each new event once: one invoice, one state, one e-mail", async () => {
    const owner = await signedInUser(t, { plan: "basic", companyName: "Rush Builders" });
    const subscriptionId = await subscribe(owner, "basic");
    await firstCharge(subscriptionId);
    const target = (body: string, headers: Record<string, string>) =>
      t.app.inject({ method: "POST", url: "/api/payments/webhook", payload: body, headers }).then((r) => r.statusCode);
    stripe.setDeliverTo(undefined);
    try {
      await stripe.failPayment(subscriptionId);
      const held = [...stripe.pending];
      expect(held.map((e) => e.type).sort()).toEqual(["customer.subscription.updated", "invoice.payment_failed"]);
      stripe.setDeliverTo(target);
      const events = await rowsIn(paymentEvents);
      const invoices = await rowsIn(subscriptionInvoices);
      const statuses = await Promise.all(held.flatMap((e) => Array.from({ length: 20 }, () => stripe.deliver(e))));
      expect(statuses.every((s) => s === 200)).toBe(true);
      expect(await rowsIn(paymentEvents)).toBe(events + 2);
      expect(await rowsIn(subscriptionInvoices)).toBe(invoices + 1);
      expect(await mailsTo(owner.email, /Payment failed/)).toHaveLength(1);
      expect(await subscriptionOf(owner)).toMatchObject({ status: "past_due" });
    } finally {
      stripe.setDeliverTo(target);
      stripe.pending.length = 0;
    }
  });

  it("refuses a bad or missing signature with 400, changing nothing", async () => {
    const event = stripe.events.at(-1);
    if (!event) throw new Error("no event");
    const body = JSON.stringify({ ...event, id: "evt_forged" });
    const before = await rowsIn(paymentEvents);
    for (const headers of [
      { "content-type": "application/json", "stripe-signature": stripe.sign(JSON.stringify(event)) },
      { "content-type": "application/json", "stripe-signature": stripe.sign(body, "whsec_not_ours") },
      { "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
      { "content-type": "application/json" },
    ]) {
      const res = await t.app.inject({ method: "POST", url: "/api/payments/webhook", payload: body, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("BAD_REQUEST");
    }
    expect(await rowsIn(paymentEvents)).toBe(before);
  });
});

describe("back from Checkout before its webhook", () => {
  it("applies the outcome read from the provider at once; the late webhook changes nothing", async () => {
    const owner = await signedInUser(t, { plan: "professional", companyName: "Early Builders" });
    const { checkoutUrl } = await choose(owner, "professional");
    const sessionId = new URL(checkoutUrl ?? "").pathname.split("/").pop() ?? "";
    const target = (body: string, headers: Record<string, string>) =>
      t.app.inject({ method: "POST", url: "/api/payments/webhook", payload: body, headers }).then((r) => r.statusCode);
    stripe.setDeliverTo(undefined);
    try {
      await stripe.completeCheckout(sessionId);
      const res = await as(t, owner).post("/api/subscription/checkout-return", { sessionId });
      expect(res.statusCode, res.body).toBe(200);
      const now = res.json();
      expect(now).toMatchObject({ planName: "professional", billing: { paid: true } });
      stripe.setDeliverTo(target);
      await stripe.flush();
      const later = await subscriptionOf(owner);
      expect({ ...later, billing: { ...later.billing, invoices: [] } }).toEqual(now);
    } finally {
      stripe.setDeliverTo(target);
    }
  });
});
