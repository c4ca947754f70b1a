import type { Mail } from "../../server/platform/mail.ts";
import { escapeHtml } from "../../server/platform/html.ts";
import { formatCents } from "../../server/platform/report-document.ts";
import type { RecordedPayment } from "./invoicing-online-records.queries.ts";

const what = (p: RecordedPayment) =>
  p.kind === "invoice" ? `invoice ${p.number}` : `the deposit on estimate ${p.number}`;

function mail(to: string, subject: string, lines: string[], link?: { label: string; url: string }): Mail {
  return {
    to,
    subject,
    text: [...lines, ...(link ? [`${link.label}: ${link.url}`] : [])].join("\n\n"),
    html: [
      ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
      ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    ].join(""),
  };
}

/** The client's receipt for a payment made online. */
export function paymentReceiptEmail(to: string, p: RecordedPayment): Mail {
  return mail(to, `Payment received: ${p.kind === "invoice" ? "Invoice" : "Estimate"} ${p.number}`, [
    `Hello ${p.clientName},`,
    `${p.organizationName} received your payment of ${formatCents(p.amountCents)} for ${what(p)}. Thank you.`,
    p.kind === "invoice"
      ? p.dueAfterCents > 0
        ? `The balance still due is ${formatCents(p.dueAfterCents)}.`
        : "The invoice is paid in full."
      : "Your deposit is paid.",
    "Your card statement shows the charge. Keep this e-mail as your receipt.",
  ]);
}

/** The sender's admins: a client paid online (and, after a race of two checkouts, paid more than was due). */
export function paymentReceivedEmail(to: string, p: RecordedPayment, url: string): Mail {
  const over = p.amountCents - p.appliedCents;
  return mail(
    to,
    `${p.clientName} paid ${formatCents(p.amountCents)} online for ${what(p)}`,
    [
      `${p.clientName} paid ${formatCents(p.amountCents)} online for ${what(p)}. It is recorded as a payment and a cleared receipt in Finance.`,
      ...(over > 0 ? [`That is ${formatCents(over)} more than was due: refund it from your Stripe dashboard.`] : []),
    ],
    { label: p.kind === "invoice" ? "Open the invoice" : "Open the estimate", url },
  );
}
