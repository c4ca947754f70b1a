import { CreditCard } from "lucide-react";
import type { SubscriptionResponse } from "../../../shared/contracts/subscription.ts";
import { formatTimestampDay } from "../../lib/format.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { cardText, formatInvoiceAmount, invoiceStatus } from "./subscription-terms.ts";

type Billing = SubscriptionResponse["billing"];

/** How the subscription is billed, in words true to it: by the provider, not yet, or not on this server. */
function billingSentence(billing: Billing): string {
  if (!billing.provider)
    return "Payments are not set up on this server: your trial runs its course, and the server's operator sets paid plans.";
  return billing.paid
    ? "Billed monthly by card through our payment provider."
    : "No payment details yet. Subscribing takes you to our payment provider's secure checkout.";
}

/**
 * The billing part of the panel: how it is billed, the next charge and the card, and (for admins, when the provider
 * bills it) Manage Billing, the provider's portal for the card and the invoices.
 */
export function BillingDetails({ billing, portal }: { billing: Billing; portal: PortalProps | null }) {
  const paid = billing.provider && billing.paid;
  return (
    <section aria-labelledby="billing-heading" className="space-y-3">
      <h3 id="billing-heading" className="text-sm font-semibold text-ink">
        Billing
      </h3>
      <p className="text-sm text-slate-700">{billingSentence(billing)}</p>
      {paid ? (
        <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {billing.nextBillingDate ? (
            <div className="space-y-1">
              <dt className="text-muted">Next billing date</dt>
              <dd className="font-medium text-ink">{formatTimestampDay(billing.nextBillingDate)}</dd>
            </div>
          ) : null}
          <div className="space-y-1">
            <dt className="text-muted">Card</dt>
            <dd className="font-medium text-ink">{cardText(billing.card)}</dd>
          </div>
        </dl>
      ) : null}
      {paid && portal ? <ManageBillingButton {...portal} /> : null}
      {billing.invoices.length > 0 ? <InvoiceList invoices={billing.invoices} /> : null}
    </section>
  );
}

type PortalProps = { busy: boolean; opening: boolean; onOpen: () => void };

/** Opens the provider's portal (change the card, read invoices). */
export function ManageBillingButton({ busy, opening, onOpen }: PortalProps) {
  return (
    <Button type="button" variant="outline" size="sm" disabled={busy} aria-busy={opening} onClick={onOpen}>
      <CreditCard aria-hidden="true" />
      {opening ? "Opening..." : "Manage Billing"}
    </Button>
  );
}

/** The provider's latest invoices: date, number, amount, status and a link to each (a new tab). */
function InvoiceList({ invoices }: { invoices: Billing["invoices"] }) {
  return (
    <div className="space-y-2">
      <h4 id="invoices-heading" className="text-sm font-semibold text-ink">
        Invoices
      </h4>
      <ul aria-labelledby="invoices-heading" className="divide-y divide-border rounded-md border border-border text-sm">
        {invoices.map((invoice) => {
          const status = invoiceStatus(invoice.status);
          const name = invoice.number ?? formatTimestampDay(invoice.issuedAt);
          const link = invoice.pdfUrl
            ? { href: invoice.pdfUrl, text: "PDF", label: `Invoice ${name} PDF` }
            : invoice.hostedUrl
              ? { href: invoice.hostedUrl, text: "View", label: `View invoice ${name}` }
              : null;
          return (
            <li key={invoice.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2">
              <span className="text-slate-700">{formatTimestampDay(invoice.issuedAt)}</span>
              <span className="min-w-0 break-all font-medium text-ink">{invoice.number ?? "—"}</span>
              <span className="tabular text-ink">{formatInvoiceAmount(invoice.amountCents, invoice.currency)}</span>
              <Badge tone={status.tone}>{status.label}</Badge>
              {link ? (
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.label}
                  className="ml-auto font-medium text-brand underline-offset-4 hover:underline"
                >
                  {link.text}
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
