import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { financeTransactions, mailOutbox, onlinePayments } from "../../server/db/schema/index.ts";
import {
  as,
  idsOf,
  joinOrganizationOf,
  lastMailTo,
  linkIn,
  signedInUser,
  type TestApp,
  type TestUser,
} from "../../server/testing/test-app.ts";
import { createBillingTestApp } from "../../server/testing/billing-test-app.ts";
import type { FakeStripe } from "../../server/testing/fake-stripe.ts";
import type { PaymentAccountResponse } from "../../shared/contracts/payments.ts";
import type { ClientDocument, Estimate, Invoice } from "./invoicing.contract.ts";

// Clients pay online (decision 0048), through the organization's own (fake) Stripe account: Connect onboarding,
// Pay Now, the payment recorded once from the webhook or the return, refunds and disputes reversed.

let t: TestApp;
let stripe: FakeStripe;
let close: () => Promise<void>;
let owner: TestUser;
let account: string;

const lines = [{ description: "Framing", quantity: "1", unit: "lot", unitPrice: "1,000.00", taxRate: "0" }];

beforeAll(async () => {
  ({ t, stripe, close } = await createBillingTestApp());
  owner = await signedInUser(t, { plan: "professional", companyName: "Paid Builders" });
});
afterAll(async () => {
  await close();
});

const client = () => as(t, null);
const tokenOfMail = async (to: string) => {
  const mail = await lastMailTo(t.database, to);
  if (!mail) throw new Error("no mail");
  return new URL(linkIn(mail.text)).pathname.replace("/view/", "");
};

async function sentInvoice(over: object = {}, to = "payer@client.example"): Promise<{ id: string; token: string }> {
  const created = await as(t, owner).post("/api/invoicing/invoices", {
    clientName: "Casey Client",
    clientEmail: to,
    number: "auto",
    autoNumber: true,
    documentDate: "2026-11-01",
    dueDate: "2099-12-01",
    paymentTerms: "Net 30",
    lines,
    ...over,
  });
  expect(created.statusCode, created.body).toBe(201);
  const invoice: Invoice = created.json();
  expect((await as(t, owner).post(`/api/invoicing/invoices/${invoice.id}/send`, {})).statusCode).toBe(200);
  return { id: invoice.id, token: await tokenOfMail(to) };
}

const page = async (token: string): Promise<ClientDocument> =>
  (await client().get(`/api/client-documents/${token}`)).json();
const invoiceOf = async (id: string): Promise<Invoice> =>
  (await as(t, owner).get(`/api/invoicing/invoices/${id}`)).json();

/** Presses Pay Now, pays on the provider's page; answers the checkout session. */
async function pay(token: string, amountCents?: number): Promise<string> {
  const res = await client().post(`/api/client-documents/${token}/pay`, amountCents ? { amountCents } : {});
  expect(res.statusCode, res.body).toBe(200);
  const sessionId = new URL(res.json().url).pathname.split("/").pop() ?? "";
  await stripe.completeCheckout(sessionId);
  return sessionId;
}

const paymentIdOf = (sessionId: string) => String(stripe.get(sessionId)?.payment_intent ?? "");
const rows = async (documentId: string) =>
  Number(
    (
      await t.database.db.select({ n: count() }).from(onlinePayments).where(eq(onlinePayments.documentId, documentId))
    )[0]?.n ?? 0,
  );

describe("connecting the organization's Stripe account", () => {
  it("offers nothing to pay before the organization is connected", async () => {
    const { token } = await sentInvoice();
    expect((await page(token)).payment).toBeNull();
    expect((await client().post(`/api/client-documents/${token}/pay`, {})).statusCode).toBe(409);
  });

  it("lets an admin connect through the provider's onboarding; its webhook turns payments on", async () => {
    const before: PaymentAccountResponse = (await as(t, owner).get("/api/payments/account")).json();
    expect(before).toEqual({
      available: true,
      connected: false,
      chargesEnabled: false,
      detailsSubmitted: false,
      canManage: true,
    });
    const res = await as(t, owner).post("/api/payments/account/connect", {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().url).toMatch(new RegExp(`^${stripe.url}/connect/acct_`));
    account = new URL(res.json().url).pathname.split("/").pop() ?? "";
    expect((await as(t, owner).get("/api/payments/account")).json()).toMatchObject({
      connected: true,
      chargesEnabled: false,
    });
    // Asking again resumes the same account.
    expect((await as(t, owner).post("/api/payments/account/connect", {})).json().url).toContain(account);
    await stripe.enableAccount(account);
    expect((await as(t, owner).get("/api/payments/account")).json()).toMatchObject({
      connected: true,
      chargesEnabled: true,
    });
  });

  it("is for admins to connect", async () => {
    const member = await signedInUser(t, { plan: "enterprise" });
    const admin = await signedInUser(t, { plan: "enterprise" });
    await joinOrganizationOf(t, member, admin, "member");
    expect((await as(t, member).post("/api/payments/account/connect", {})).statusCode).toBe(403);
    expect((await as(t, member).get("/api/payments/account")).json()).toMatchObject({ canManage: false });
  });
});

describe("a client pays an invoice", () => {
  it("pays the balance: recorded once, with its payment, receipt and e-mails", async () => {
    const { id, token } = await sentInvoice({}, "whole@client.example");
    expect((await page(token)).payment).toEqual({
      dueCents: 100_000,
      partial: false,
      minimumCents: 50,
      purpose: "invoice",
    });
    const sessionId = await pay(token);
    const invoice = await invoiceOf(id);
    expect(invoice).toMatchObject({ status: "paid", paidCents: 100_000, balanceCents: 0 });
    expect(invoice.payments).toEqual([
      expect.objectContaining({
        amountCents: 100_000,
        method: "Card",
        reference: `Online payment ${paymentIdOf(sessionId)}`,
        online: true,
      }),
    ]);
    const { organizationId } = await idsOf(t, owner);
    const receipts = await t.database.db
      .select()
      .from(financeTransactions)
      .where(
        and(
          eq(financeTransactions.organizationId, organizationId),
          eq(financeTransactions.reference, `Online payment ${paymentIdOf(sessionId)}`),
        ),
      );
    expect(receipts).toEqual([expect.objectContaining({ type: "Receipt", status: "Cleared", amountCents: 100_000 })]);
    expect((await lastMailTo(t.database, "whole@client.example"))?.subject).toMatch(/^Payment received/);
    expect((await lastMailTo(t.database, owner.email))?.subject).toMatch(/paid \$1,000\.00 online/);
    expect((await page(token)).payment).toBeNull();
    // Refunded at the provider, never removed by hand (the client could pay twice).
    const removed = await as(t, owner).delete(
      `/api/invoicing/invoices/${id}/payments/${invoice.payments[0]?.id ?? ""}`,
    );
    expect(removed.statusCode).toBe(409);
    expect((await invoiceOf(id)).paidCents).toBe(100_000);
  });

  it("refuses more than the balance before anything is taken, and a part unless the sender allows it", async () => {
    const { token } = await sentInvoice();
    const checkouts = stripe.requests.filter((r) => r.path === "/v1/checkout/sessions").length;
    const tooMuch = await client().post(`/api/client-documents/${token}/pay`, { amountCents: 100_001 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.message).toBe("A payment cannot be more than the balance of $1,000.00.");
    const part = await client().post(`/api/client-documents/${token}/pay`, { amountCents: 10_000 });
    expect(part.statusCode).toBe(400);
    expect(stripe.requests.filter((r) => r.path === "/v1/checkout/sessions").length).toBe(checkouts);
  });

  it("takes a part where allowed, down to the minimum", async () => {
    const { id, token } = await sentInvoice({ allowPartialPayments: true });
    expect((await client().post(`/api/client-documents/${token}/pay`, { amountCents: 49 })).statusCode).toBe(400);
    await pay(token, 25_000);
    expect(await invoiceOf(id)).toMatchObject({ status: "partially_paid", paidCents: 25_000, balanceCents: 75_000 });
    expect((await page(token)).payment).toMatchObject({ dueCents: 75_000, partial: true });
  });

  it("records the return from the payment page at once; the late webhook changes nothing", async () => {
    const { id, token } = await sentInvoice();
    const target = (body: string, headers: Record<string, string>) =>
      t.app.inject({ method: "POST", url: "/api/payments/webhook", payload: body, headers }).then((r) => r.statusCode);
    stripe.setDeliverTo(undefined);
    try {
      const sessionId = await pay(token);
      const back = await client().post(`/api/client-documents/${token}/paid`, { sessionId });
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json()).toMatchObject({
        outcome: "received",
        document: { paidCents: 100_000, balanceCents: 0, payment: null },
      });
      stripe.setDeliverTo(target);
      await stripe.flush();
      expect((await invoiceOf(id)).payments).toHaveLength(1);
      expect(await rows(id)).toBe(1);
    } finally {
      stripe.setDeliverTo(target);
    }
  });

  it("says a payment page left unfinished was not paid, and records nothing", async () => {
    const { id, token } = await sentInvoice();
    const res = await client().post(`/api/client-documents/${token}/pay`, {});
    expect(res.statusCode, res.body).toBe(200);
    const sessionId = new URL(res.json().url).pathname.split("/").pop() ?? "";
    const back = await client().post(`/api/client-documents/${token}/paid`, { sessionId });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ outcome: "unpaid", document: { paidCents: 0, balanceCents: 100_000 } });
    expect((await invoiceOf(id)).payments).toHaveLength(0);
  });

  it("records 20 concurrent deliveries of one payment once", async () => {
    const { id, token } = await sentInvoice({ allowPartialPayments: true });
    const target = (body: string, headers: Record<string, string>) =>
      t.app.inject({ method: "POST", url: "/api/payments/webhook", payload: body, headers }).then((r) => r.statusCode);
    stripe.setDeliverTo(undefined);
    try {
      await pay(token, 30_000);
      const held = [...stripe.pending];
      stripe.pending.length = 0;
      stripe.setDeliverTo(target);
      const statuses = await Promise.all(held.flatMap((e) => Array.from({ length: 20 }, () => stripe.deliver(e))));
      expect(statuses.every((s) => s === 200)).toBe(true);
      expect(await rows(id)).toBe(1);
      expect(await invoiceOf(id)).toMatchObject({
        paidCents: 30_000,
        payments: [expect.objectContaining({ amountCents: 30_000 })],
      });
    } finally {
      stripe.setDeliverTo(target);
    }
  });

  it("reverses refunds and disputes against the payment and its receipt", async () => {
    const { id, token } = await sentInvoice();
    const paymentId = paymentIdOf(await pay(token));
    await stripe.refund(paymentId, 20_000);
    expect(await invoiceOf(id)).toMatchObject({ status: "partially_paid", paidCents: 80_000 });
    await stripe.refund(paymentId, 10_000);
    expect(await invoiceOf(id)).toMatchObject({ paidCents: 70_000 });
    await stripe.dispute(paymentId);
    const after = await invoiceOf(id);
    expect(after).toMatchObject({ paidCents: 0, payments: [] });
    const [row] = await t.database.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.providerPaymentId, paymentId));
    expect(row).toMatchObject({ refundedCents: 100_000, amountCents: 100_000 });
    expect(row?.disputedAt).not.toBeNull();
    const reversals = await t.database.db
      .select()
      .from(financeTransactions)
      .where(eq(financeTransactions.type, "Payment"));
    expect(
      reversals
        .filter((r) => r.reference.endsWith(paymentId))
        .map((r) => Number(r.amountCents))
        .sort(),
    ).toEqual([10_000, 20_000, 70_000]);
  });

  it("ignores a payment event from another organization's account naming this organization's invoice", async () => {
    const { id } = await sentInvoice();
    const other = await signedInUser(t, { plan: "professional", companyName: "Other Builders" });
    const link = (await as(t, other).post("/api/payments/account/connect", {})).json().url as string;
    const otherAccount = new URL(link).pathname.split("/").pop() ?? "";
    await stripe.enableAccount(otherAccount);
    const forged = {
      id: "evt_forged_tenant",
      object: "event",
      api_version: "2026-10-28.endive",
      created: Math.floor(Date.now() / 1000),
      type: "payment_intent.succeeded",
      account: otherAccount,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: {
        object: {
          id: "pi_forged",
          object: "payment_intent",
          amount: 5000,
          amount_received: 5000,
          currency: "usd",
          status: "succeeded",
          metadata: { document_id: id },
        },
      },
    };
    const body = JSON.stringify(forged);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      payload: body,
      headers: {
        "content-type": "application/json",
        "stripe-signature": stripe.sign(body, "whsec_test_connect_0123456789"),
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await rows(id)).toBe(0);
    expect((await invoiceOf(id)).paidCents).toBe(0);
  });
});

describe("an estimate's deposit", () => {
  it("is paid after the client accepts, and counts on the estimate", async () => {
    const created = await as(t, owner).post("/api/invoicing/estimates", {
      clientName: "Dana Deposit",
      clientEmail: "deposit@client.example",
      autoNumber: true,
      number: "auto",
      documentDate: "2026-11-01",
      validUntil: "2099-12-31",
      lines,
      depositKind: "percent",
      depositValue: "25",
    });
    expect(created.statusCode, created.body).toBe(201);
    const estimate: Estimate = created.json();
    expect(estimate).toMatchObject({ depositPercent: 25, depositCents: null, depositPaidCents: 0 });
    await as(t, owner).post(`/api/invoicing/estimates/${estimate.id}/send`, {});
    const token = await tokenOfMail("deposit@client.example");
    expect((await page(token)).payment).toBeNull();
    const accepted = await client().post(`/api/client-documents/${token}/answer`, {
      name: "Dana Deposit",
      accept: true,
      version: estimate.version,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      deposit: { cents: 25_000, paidCents: 0 },
      payment: { dueCents: 25_000, partial: false, purpose: "deposit" },
    });
    expect((await client().post(`/api/client-documents/${token}/pay`, { amountCents: 10_000 })).statusCode).toBe(400);
    await pay(token);
    const after = (await as(t, owner).get(`/api/invoicing/estimates/${estimate.id}`)).json();
    expect(after).toMatchObject({ depositPaidCents: 25_000 });
    expect(await page(token)).toMatchObject({ deposit: { cents: 25_000, paidCents: 25_000 }, payment: null });
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "deposit@client.example"));
    expect(mails.some((m) => /Payment received: Estimate/.test(m.subject))).toBe(true);

    // Made an invoice, the deposit counts on it (finance booked it once, at the deposit); a refund comes off it.
    const converted = await as(t, owner).post(`/api/invoicing/estimates/${estimate.id}/convert`, {});
    expect(converted.statusCode, converted.body).toBe(201);
    const invoiceId: string = converted.json().id;
    expect(await invoiceOf(invoiceId)).toMatchObject({
      paidCents: 25_000,
      balanceCents: 75_000,
      payments: [expect.objectContaining({ amountCents: 25_000, method: "Card" })],
    });
    const [deposit] = await t.database.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.documentId, estimate.id));
    await stripe.refund(deposit?.providerPaymentId ?? "", 5_000);
    expect(await invoiceOf(invoiceId)).toMatchObject({ paidCents: 20_000, balanceCents: 80_000 });
  });

  it("refuses a deposit amount above the estimate's total", async () => {
    const res = await as(t, owner).post("/api/invoicing/estimates", {
      clientName: "X",
      autoNumber: true,
      number: "auto",
      documentDate: "2026-11-01",
      lines,
      depositKind: "amount",
      depositValue: "1,000.01",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("The deposit cannot be more than the estimate's total.");
  });

  it("refuses a deposit out of range", async () => {
    for (const deposit of [
      { depositKind: "percent", depositValue: "0" },
      { depositKind: "percent", depositValue: "101" },
      { depositKind: "percent" },
      { depositKind: "amount", depositValue: "-5" },
      { depositKind: "share", depositValue: "5" },
    ]) {
      const res = await as(t, owner).post("/api/invoicing/estimates", {
        clientName: "X",
        autoNumber: true,
        number: "auto",
        documentDate: "2026-11-01",
        lines,
        ...deposit,
      });
      expect(res.statusCode, JSON.stringify(deposit)).toBe(400);
    }
  });
});
