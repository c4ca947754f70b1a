/**
 * Clients pay online (decision 0048): Pay Now on the client's page opens the provider's payment page on the
 * organization's own connected account (a direct charge: the money is theirs), for an invoice's balance (or less,
 * where the sender allows it) or an accepted estimate's deposit. The amount is checked against what is due
 * before anything is taken. What the provider confirms, by its webhook or as the client comes back, is recorded
 * once (invoicing-online-records.queries.ts), with a receipt to the client and a message to the sender's admins.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { salesDocuments as d } from "../../server/db/schema/index.ts";
import { badRequest, conflict, notFound } from "../../server/platform/errors.ts";
import type { Mail, Mailer } from "../../server/platform/mail.ts";
import type { PaymentEvent } from "../../server/platform/payments/provider.ts";
import { providerFailed } from "../../server/platform/payments/provider-failed.ts";
import { formatCents } from "../../server/platform/report-document.ts";
import { billingContacts, type Payments } from "../../server/account/billing-state.queries.ts";
import type { PaymentEventHandler } from "../../server/account/billing-events.queries.ts";
import { chargeableAccount, organizationOfAccount } from "../../server/account/payment-account.queries.ts";
import type { ClientDocument, PaidAnswer } from "./invoicing.contract.ts";
import { INVOICING_MSG } from "./invoicing.constants.ts";
import { depositCentsOf, MIN_ONLINE_PAYMENT_CENTS, onlinePaymentAmount } from "./invoicing.rules.ts";
import type { OpenedLink } from "./invoicing-links.queries.ts";
import { recordOnlinePayment, reverseOnlinePayment, type RecordedPayment } from "./invoicing-online-records.queries.ts";
import { paymentReceivedEmail, paymentReceiptEmail } from "./invoicing-payment-emails.server.ts";

export type OnlinePaymentDeps = { db: Db; payments: Payments | null; appUrl: string; mailer: Mailer };

/** What the client may pay online now (the page's Pay Now), or null: not payable, or the sender takes no payments. */
export async function paymentTerms(
  deps: OnlinePaymentDeps,
  link: OpenedLink,
  view: ClientDocument,
): Promise<ClientDocument["payment"]> {
  if (!deps.payments?.clientPayments) return null;
  const [row] = await deps.db
    .select({
      status: d.status,
      allowPartial: d.allowPartialPayments,
      invoiceId: d.invoiceId,
      depositPercent: d.depositPercent,
      depositCents: d.depositCents,
      depositPaidCents: d.depositPaidCents,
      totalCents: d.totalCents,
    })
    .from(d)
    .where(and(eq(d.id, link.documentId), eq(d.organizationId, link.organizationId)));
  if (!row) return null;
  let due: { dueCents: number; partial: boolean; purpose: "invoice" | "deposit" } | null = null;
  if (link.kind === "invoice" && (row.status === "sent" || row.status === "viewed") && view.balanceCents > 0) {
    due = { dueCents: view.balanceCents, partial: row.allowPartial, purpose: "invoice" };
  } else if (link.kind === "estimate" && row.status === "accepted" && !row.invoiceId) {
    const percent = row.depositPercent === null ? null : Number(row.depositPercent);
    const cents = row.depositCents === null ? null : Number(row.depositCents);
    const deposit = depositCentsOf(Number(row.totalCents), percent, cents) ?? 0;
    const left = deposit - Number(row.depositPaidCents);
    if (left > 0) due = { dueCents: left, partial: false, purpose: "deposit" };
  }
  if (!due || !(await chargeableAccount(deps.db, link.organizationId))) return null;
  return { ...due, minimumCents: Math.min(MIN_ONLINE_PAYMENT_CENTS, due.dueCents) };
}

/**
 * Starts a client's payment: the amount checked against what is due now (refused before anything is taken),
 * then the provider's payment page on the organization's account. Answers its address.
 */
export async function startOnlinePayment(
  deps: OnlinePaymentDeps,
  link: OpenedLink,
  token: string,
  view: ClientDocument,
  requestedCents: number | undefined,
): Promise<{ url: string }> {
  const terms = await paymentTerms(deps, link, view);
  const account = await chargeableAccount(deps.db, link.organizationId);
  if (!terms || !account || !deps.payments) throw conflict(INVOICING_MSG.payUnavailable);
  const amount = onlinePaymentAmount(terms, requestedCents);
  if (!amount.ok) {
    const message =
      amount.reason === "too_much"
        ? INVOICING_MSG.paymentTooLarge(formatCents(terms.dueCents))
        : amount.reason === "whole_only"
          ? INVOICING_MSG.payWholeAmount(formatCents(terms.dueCents))
          : amount.reason === "too_little"
            ? INVOICING_MSG.payTooLittle(formatCents(terms.minimumCents))
            : INVOICING_MSG.payUnavailable;
    throw badRequest(message, { amountCents: message });
  }
  const page = `${deps.appUrl}/view/${encodeURIComponent(token)}`;
  const what = terms.purpose === "deposit" ? `Deposit on estimate ${view.number}` : `Invoice ${view.number}`;
  const payments = deps.payments;
  try {
    const checkout = await payments.provider.paymentCheckout({
      account,
      amountCents: amount.cents,
      currency: "usd",
      description: `${what} from ${view.company.name}`,
      customerEmail: view.client.email || null,
      metadata: { organization_id: link.organizationId, document_id: link.documentId, purpose: terms.purpose },
      successUrl: `${page}?paid={CHECKOUT_SESSION_ID}`,
      cancelUrl: page,
    });
    return { url: checkout.url };
  } catch (err) {
    throw providerFailed(err);
  }
}

/**
 * The client is back from the payment page: the outcome is read from the provider and recorded now, as its
 * webhook will (whichever comes first; the second changes nothing). A session for another document is 404.
 */
export async function confirmOnlinePayment(
  deps: OnlinePaymentDeps,
  link: OpenedLink,
  sessionId: string,
): Promise<PaidAnswer["outcome"]> {
  const account = await chargeableAccount(deps.db, link.organizationId);
  const payments = deps.payments;
  if (!account || !payments) throw notFound(INVOICING_MSG.payCheckoutNotFound);
  const checkout = await payments.provider.getCheckout(sessionId, account).catch(() => null);
  if (!checkout || checkout.metadata.document_id !== link.documentId) throw notFound(INVOICING_MSG.payCheckoutNotFound);
  if (!checkout.complete) return "unpaid";
  if (!checkout.paid || !checkout.paymentId || checkout.amountCents === null) return "processing";
  const payment = { id: checkout.paymentId, amountCents: checkout.amountCents, metadata: checkout.metadata };
  const mails: Mail[] = [];
  await deps.db.transaction(async (trx) => {
    const recorded = await recordOnlinePayment(trx, link.organizationId, payment);
    if (recorded) mails.push(...(await paymentMails(trx, link.organizationId, recorded, deps.appUrl)));
  });
  // The mailer records before it sends; a mail that fails to record must not turn a recorded payment into an error.
  for (const mail of mails) await deps.mailer.send(mail).catch(() => undefined);
  return "received";
}

/** The receipt to the client, and a message to each of the organization's admins. */
async function paymentMails(trx: Db, organizationId: string, p: RecordedPayment, appUrl: string): Promise<Mail[]> {
  const admins = (await billingContacts(trx, { organizationId }))?.emails ?? [];
  const url = `${appUrl}/dashboard/${p.kind === "invoice" ? "invoices" : "estimates"}/${encodeURIComponent(p.documentId)}`;
  return [
    ...(p.clientEmail ? [paymentReceiptEmail(p.clientEmail, p)] : []),
    ...admins.map((email) => paymentReceivedEmail(email, p, url)),
  ];
}

/**
 * The invoicing module's part of the provider's Connect events: a client's payment (its Checkout or payment
 * intent, whichever comes first), a refund, a dispute. The tenant is the organization whose connected account
 * the event came from; the document must be that organization's.
 */
export function invoicingPaymentEvents(appUrl: string): PaymentEventHandler {
  return async (trx, event: PaymentEvent) => {
    const organizationId = event.account ? await organizationOfAccount(trx, event.account) : null;
    if (!organizationId) return [];
    const payment =
      event.kind === "payment"
        ? event.payment
        : event.kind === "checkout" && event.checkout.mode === "payment" && event.checkout.paid
          ? event.checkout.paymentId && event.checkout.amountCents !== null
            ? {
                id: event.checkout.paymentId,
                amountCents: event.checkout.amountCents,
                metadata: event.checkout.metadata,
              }
            : null
          : null;
    if (payment) {
      const recorded = await recordOnlinePayment(trx, organizationId, payment);
      return recorded ? paymentMails(trx, organizationId, recorded, appUrl) : [];
    }
    if (event.kind === "refund")
      await reverseOnlinePayment(trx, organizationId, event.paymentId, { refundedTotalCents: event.refundedCents });
    if (event.kind === "dispute")
      await reverseOnlinePayment(trx, organizationId, event.paymentId, { disputedCents: event.amountCents });
    return [];
  };
}
