import type { FakeStripe } from "../src/server/testing/fake-stripe.ts";
import type { SmtpCatcher } from "./smtp-catcher.ts";

/**
 * The client's page of a sent invoice that can be paid online, made as a contractor makes it: the signed-in
 * admin's organization connects its (fake) Stripe account and finishes onboarding, then creates an invoice of
 * eight lines and sends it to a client; the link is read from the e-mail the client gets. Answers the page's path
 * (`/view/{token}`): it is the client's key, so say it only as `/view/{token}`.
 */
export async function payableInvoicePath(
  baseUrl: string,
  cookie: string,
  smtp: SmtpCatcher,
  stripe: FakeStripe,
): Promise<string> {
  stripe.setDeliverTo(`${baseUrl}/api/payments/webhook`);
  const post = async (path: string, body: object) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  const connect = await post("/api/payments/account/connect", {});
  const account = new URL(String(connect.url)).pathname.split("/").pop() ?? "";
  await stripe.enableAccount(account);
  await stripe.idle();
  const client = `client-${Date.now()}@example.com`;
  const lines = [
    "Site preparation",
    "Foundations",
    "Framing",
    "Roofing",
    "Windows",
    "Electrical",
    "Plumbing",
    "Drywall",
  ];
  const invoice = await post("/api/invoicing/invoices", {
    clientName: "Casey Client",
    clientEmail: client,
    clientAddress: "12 Harbour Road, Springfield",
    number: "auto",
    autoNumber: true,
    documentDate: "2026-11-01",
    dueDate: "2099-12-01",
    paymentTerms: "Net 30",
    lines: lines.map((description, i) => ({
      description,
      quantity: String(i + 1),
      unit: "lot",
      unitPrice: "1,250.00",
      taxRate: "8",
    })),
  });
  await post(`/api/invoicing/invoices/${String(invoice.id)}/send`, {});
  const mail = await smtp.waitForMail(client);
  const link = mail.match(/https?:\/\/[^\s"<>]+\/view\/[^\s"<>]+/)?.[0];
  if (!link) throw new Error("no client link in the invoice's e-mail");
  return new URL(link).pathname;
}
