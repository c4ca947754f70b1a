import type http from "node:http";
import type { Kind } from "./fake-stripe-objects.ts";
import type { FakeStripeStore } from "./fake-stripe-store.ts";
import { escapeHtml, formatAmount, htmlPage, tinyPdf } from "./fake-stripe-wire.ts";

/**
 * The pages a browser journey meets on Stripe's side (hosted checkout, the billing portal, Connect onboarding,
 * an invoice and its PDF), as plain HTML forms so a test drives them with fetch or a browser alike. No card
 * fields: pressing the button is the customer paying.
 */

export type PageActions = {
  completeCheckout: (sessionId: string) => Promise<void>;
  enableAccount: (accountId: string) => Promise<void>;
};

function send(res: http.ServerResponse, status: number, title: string, body: string): void {
  res.statusCode = status;
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.end(htmlPage(title, body));
}

function redirect(res: http.ServerResponse, location: string): void {
  res.statusCode = 303;
  res.setHeader("location", location);
  res.end();
}

const link = (href: string | null, text: string) =>
  href ? `<p><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>` : "";

export async function handlePage(
  store: FakeStripeStore,
  actions: PageActions,
  method: string,
  path: string,
  res: http.ServerResponse,
): Promise<void> {
  const match = /^\/(checkout|portal|connect|invoices)\/([^/]+?)(\.pdf|\/complete)?$/.exec(path);
  const [, area, rawId, suffix] = match ?? [];
  const id = decodeURIComponent(rawId ?? "");
  const peek = <K extends Kind>(kind: K) => {
    try {
      return store.find(kind, id);
    } catch {
      return undefined;
    }
  };
  const notFound = () =>
    send(res, 404, "Not found", `<p role="alert">The fake Stripe has no page at ${escapeHtml(path)}.</p>`);

  if (area === "checkout") {
    const session = peek("checkout.session");
    if (!session) return notFound();
    if (method === "POST" && suffix === "/complete") {
      if (session.status !== "open")
        return send(res, 400, "Checkout", `<p role="alert">This checkout session is already complete.</p>`);
      await actions.completeCheckout(session.id);
      if (!session.success_url) return send(res, 200, "Checkout", "<p>Thank you: your payment is complete.</p>");
      return redirect(res, session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id));
    }
    if (method !== "GET" || suffix) return notFound();
    const plan = store.plans.get(session.id);
    const amount = formatAmount(session.amount_total, session.currency);
    const trial =
      plan?.trialEnd && session.mode === "subscription"
        ? ` after a free trial until ${new Date(plan.trialEnd * 1000).toISOString().slice(0, 10)}`
        : "";
    const button = session.mode === "subscription" ? "Subscribe" : "Pay";
    const form =
      session.status === "open"
        ? `<form method="post" action="/checkout/${encodeURIComponent(session.id)}/complete"><button type="submit">${button}</button></form>`
        : `<p role="status">This checkout session is complete.</p>`;
    return send(
      res,
      200,
      "Checkout",
      `<p>${escapeHtml(plan?.description ?? "")}</p><p>Amount: <strong>${escapeHtml(amount)}</strong>${session.mode === "subscription" ? " per month" : ""}${escapeHtml(trial)}</p>${form}${link(session.cancel_url, "Back")}`,
    );
  }

  if (area === "portal" && method === "GET" && !suffix) {
    const session = peek("billing_portal.session");
    if (!session) return notFound();
    return send(
      res,
      200,
      "Billing portal",
      `<p>Customer ${escapeHtml(session.customer)}</p>${link(session.return_url, "Return")}`,
    );
  }

  if (area === "connect") {
    const account = peek("account");
    if (!account) return notFound();
    const links = store.accountLinks.get(account.id);
    if (method === "POST" && suffix === "/complete") {
      await actions.enableAccount(account.id);
      if (!links?.returnUrl) return send(res, 200, "Connect your Stripe account", "<p>Onboarding is complete.</p>");
      return redirect(res, links.returnUrl);
    }
    if (method !== "GET" || suffix) return notFound();
    return send(
      res,
      200,
      "Connect your Stripe account",
      `<p>Account ${escapeHtml(account.id)}${account.email ? ` (${escapeHtml(account.email)})` : ""}</p><form method="post" action="/connect/${encodeURIComponent(account.id)}/complete"><button type="submit">Finish onboarding</button></form>${link(links?.refreshUrl ?? null, "Start again")}`,
    );
  }

  if (area === "invoices" && method === "GET" && suffix !== "/complete") {
    const invoice = peek("invoice");
    if (!invoice) return notFound();
    const amount = formatAmount(invoice.amount_due, invoice.currency);
    if (suffix === ".pdf") {
      res.setHeader("content-type", "application/pdf");
      res.end(tinyPdf(`Invoice ${invoice.number} ${amount} ${invoice.status}`));
      return;
    }
    return send(
      res,
      200,
      "Invoice",
      `<p>Invoice ${escapeHtml(invoice.number)}: <strong>${escapeHtml(amount)}</strong>, ${escapeHtml(invoice.status)}</p>${link(invoice.invoice_pdf, "Download PDF")}`,
    );
  }

  notFound();
}
