/**
 * A client's online payment, as the provider confirms it (decision 0048): recorded once per provider payment
 * (its unique id), in the caller's transaction, with what it pays (an invoice: its payment and finance receipt;
 * an accepted estimate: its deposit and receipt). A refund or a dispute is kept against it and reverses its
 * receipt and what it paid, once per amount (the provider's running totals are compared with ours).
 */
import { and, eq, sql } from "drizzle-orm";
import { recordEvent } from "../../server/platform/notify.ts";
import type { Db } from "../../server/db/client.ts";
import {
  invoicePayments as ip,
  onlinePayments as op,
  organizations,
  salesDocuments as d,
} from "../../server/db/schema/index.ts";
import { utcToday } from "../../shared/calendar.ts";
import { recordReceipt, recordReversal, type BookingScope } from "../finance/finance.queries.ts";
import { bookInvoicePayment } from "./invoicing-payments.queries.ts";

export type RecordedPayment = {
  organizationName: string;
  documentId: string;
  kind: "invoice" | "estimate";
  number: string;
  clientName: string;
  clientEmail: string;
  amountCents: number;
  appliedCents: number;
  /** What remains due on the document after it. */
  dueAfterCents: number;
};

const system = (organizationId: string): BookingScope => ({ organizationId, userId: null });

/**
 * Records a confirmed payment of `amountCents` for the document its metadata names, if the document is the
 * organization's. Answers what was recorded, or null when it was recorded before (or names no document of ours).
 * What exceeds the amount due (two checkouts paid at once) is kept on the payment, not applied.
 */
export async function recordOnlinePayment(
  trx: Db,
  organizationId: string,
  payment: { id: string; amountCents: number; metadata: Record<string, string> },
): Promise<RecordedPayment | null> {
  const documentId = payment.metadata.document_id ?? "";
  const [known] = await trx.select({ id: op.id }).from(op).where(eq(op.providerPaymentId, payment.id));
  if (known) return null;
  // The document, locked: two payments of it apply one after the other.
  const [doc] = await trx
    .select({
      kind: d.kind,
      number: d.number,
      status: d.status,
      clientName: d.clientName,
      clientEmail: d.clientEmail,
      projectId: d.projectId,
      totalCents: d.totalCents,
      paidCents: d.paidCents,
      depositPercent: d.depositPercent,
      depositCents: d.depositCents,
      depositPaidCents: d.depositPaidCents,
      createdBy: d.createdBy,
      organizationName: organizations.name,
    })
    .from(d)
    .innerJoin(organizations, eq(organizations.id, d.organizationId))
    .where(and(eq(d.id, documentId), eq(d.organizationId, organizationId)))
    .for("update", { of: d });
  if (!doc) return null;
  const [claimed] = await trx
    .insert(op)
    .values({
      organizationId,
      documentId,
      purpose: doc.kind === "invoice" ? "invoice" : "deposit",
      providerPaymentId: payment.id,
      amountCents: payment.amountCents,
      appliedCents: 0,
    })
    .onConflictDoNothing()
    .returning({ id: op.id });
  if (!claimed) return null;
  const today = utcToday();
  const reference = `Online payment ${payment.id}`;
  let appliedCents: number;
  let dueAfterCents = 0;
  let invoicePaymentId: string | null = null;
  let financeTransactionId: string | null = null;
  if (doc.kind === "invoice") {
    const balance = Number(doc.totalCents) - Number(doc.paidCents);
    appliedCents = Math.max(0, Math.min(payment.amountCents, balance));
    dueAfterCents = balance - appliedCents;
    if (appliedCents > 0) {
      const booked = await bookInvoicePayment(trx, system(organizationId), documentId, {
        amountCents: appliedCents,
        paidOn: today,
        method: "Card",
        reference,
        statuses: ["draft", "sent", "viewed"],
      });
      invoicePaymentId = booked?.paymentId ?? null;
      financeTransactionId = booked?.financeTransactionId ?? null;
      if (!booked) appliedCents = 0;
    }
  } else {
    appliedCents = payment.amountCents;
    await trx
      .update(d)
      .set({ depositPaidCents: sql`${d.depositPaidCents} + ${appliedCents}`, updatedAt: new Date() })
      .where(eq(d.id, documentId));
    financeTransactionId = await recordReceipt(trx, system(organizationId), {
      date: today,
      amountCents: appliedCents,
      vendor: doc.clientName,
      description: `Deposit on estimate ${doc.number}`,
      reference,
      projectId: doc.projectId,
    });
  }
  await trx.update(op).set({ appliedCents, invoicePaymentId, financeTransactionId }).where(eq(op.id, claimed.id));
  if (doc.kind === "invoice")
    await recordEvent(trx, {
      organizationId,
      kind: "invoice_paid",
      key: `invoice-paid:${payment.id}`,
      audience: { type: "users", userIds: doc.createdBy ? [doc.createdBy] : [], orAdmins: true },
      title: `Invoice ${doc.number} paid online by ${doc.clientName || "the client"}`,
      body: dueAfterCents > 0 ? "A part of it: the rest is still due." : "Paid in full.",
      link: `/dashboard/invoices/${encodeURIComponent(documentId)}`,
    });
  return {
    organizationName: doc.organizationName,
    documentId,
    kind: doc.kind,
    number: doc.number,
    clientName: doc.clientName,
    clientEmail: doc.clientEmail,
    amountCents: payment.amountCents,
    appliedCents,
    dueAfterCents,
  };
}

/**
 * A refund (the provider's running total refunded) or a dispute (the amount disputed) of a recorded payment:
 * what is new of it is paid back out in finance and taken off what the payment paid (the invoice's balance or
 * the estimate's deposit grows back). Answers the amount reversed now (0: nothing new).
 */
export async function reverseOnlinePayment(
  trx: Db,
  organizationId: string,
  paymentId: string,
  change: { refundedTotalCents: number } | { disputedCents: number },
): Promise<number> {
  const [row] = await trx
    .select()
    .from(op)
    .where(and(eq(op.providerPaymentId, paymentId), eq(op.organizationId, organizationId)))
    .for("update");
  if (!row) return 0;
  const amount = Number(row.amountCents);
  const refunded = Number(row.refundedCents);
  const target =
    "refundedTotalCents" in change
      ? Math.min(amount, change.refundedTotalCents)
      : row.disputedAt
        ? refunded
        : Math.min(amount, refunded + change.disputedCents);
  const newCents = target - refunded;
  if (newCents <= 0) return 0;
  await trx
    .update(op)
    .set({
      refundedCents: target,
      ...("disputedCents" in change ? { disputedAt: new Date() } : {}),
    })
    .where(eq(op.id, row.id));
  // Off what it paid first; what was never applied (an overpayment) is refunded without touching the document.
  const takeBack = Math.max(0, Math.min(newCents, Number(row.appliedCents) - refunded));
  const [doc] = await trx
    .select({ number: d.number, clientName: d.clientName, projectId: d.projectId, kind: d.kind })
    .from(d)
    .where(eq(d.id, row.documentId));

  if (takeBack > 0 && row.purpose === "deposit")
    await trx
      .update(d)
      .set({ depositPaidCents: sql`greatest(${d.depositPaidCents} - ${takeBack}, 0)`, updatedAt: new Date() })
      .where(eq(d.id, row.documentId));
  // The invoice payment it made (an invoice's, or a deposit carried over to the estimate's invoice) shrinks by it,
  // and so does that invoice's paid amount; refunded whole, the payment is gone (its receipt stays, netted).
  if (takeBack > 0 && row.invoicePaymentId) {
    const [made] = await trx
      .select({ invoiceId: ip.invoiceId, amountCents: ip.amountCents })
      .from(ip)
      .where(eq(ip.id, row.invoicePaymentId));
    const cut = Math.min(takeBack, Number(made?.amountCents ?? 0));
    if (made && cut > 0) {
      await trx
        .update(d)
        .set({ paidCents: sql`${d.paidCents} - ${cut}`, updatedAt: new Date() })
        .where(eq(d.id, made.invoiceId));
      if (cut < Number(made.amountCents))
        await trx
          .update(ip)
          .set({ amountCents: sql`${ip.amountCents} - ${cut}` })
          .where(eq(ip.id, row.invoicePaymentId));
      else await trx.delete(ip).where(eq(ip.id, row.invoicePaymentId));
    }
  }
  const why = "disputedCents" in change ? "Dispute" : "Refund";
  await recordReversal(trx, system(organizationId), {
    date: utcToday(),
    amountCents: newCents,
    vendor: doc?.clientName ?? "",
    description: `${why} of an online payment of ${doc?.kind ?? "document"} ${doc?.number ?? ""}`.trim(),
    reference: `${why} ${paymentId}`,
    projectId: doc?.projectId ?? null,
  });
  return newCents;
}
