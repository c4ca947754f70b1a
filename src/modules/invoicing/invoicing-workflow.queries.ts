/**
 * Moves between documents and states: an accepted estimate becomes an invoice; an invoice handed over in person
 * or posted is marked sent; an invoice is voided.
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { onlinePayments, salesDocuments as d } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { conflict } from "../../server/platform/errors.ts";
import { DEFAULT_INVOICE_NOTES, DEFAULT_PAYMENT_TERM, INVOICING_MSG } from "./invoicing.constants.ts";
import { dueDateFor } from "./invoicing.rules.ts";
import { documentRow, linesOf, ofKind } from "./invoicing-documents.queries.ts";
import { copiedLines, insertDocument, suggestNumber } from "./invoicing-document-writes.queries.ts";
import { bookInvoicePayment } from "./invoicing-payments.queries.ts";

/**
 * Makes a draft invoice of an accepted estimate: the same client, project and lines, dated today with the
 * default terms. The estimate is claimed in the same transaction, so it becomes one invoice however often
 * the button is pressed.
 */
export async function convertEstimate(
  db: Db,
  scope: Scope,
  estimateId: string,
  today: string,
): Promise<{ id: string; number: string }> {
  const estimate = await documentRow(db, scope, "estimate", estimateId);
  if (estimate.status !== "accepted") throw conflict(INVOICING_MSG.convertOnlyAccepted);
  if (estimate.invoiceId) throw conflict(INVOICING_MSG.alreadyConverted);
  const lines = await linesOf(db, estimateId);
  const number = await suggestNumber(db, scope, "invoice", today);
  const invoiceId = randomUUID();
  await insertDocument(
    db,
    scope,
    "invoice",
    {
      id: invoiceId,
      number,
      documentDate: today,
      paymentTerms: DEFAULT_PAYMENT_TERM,
      dueDate: dueDateFor(today, DEFAULT_PAYMENT_TERM),
      clientId: estimate.clientId,
      clientName: estimate.clientName,
      clientAddress: estimate.clientAddress,
      clientContact: estimate.clientContact,
      clientEmail: estimate.clientEmail,
      projectId: estimate.projectId,
      notes: DEFAULT_INVOICE_NOTES,
      lineCount: lines.length,
      subtotalCents: Number(estimate.subtotalCents),
      taxCents: Number(estimate.taxCents),
      totalCents: Number(estimate.totalCents),
      sourceEstimateId: estimateId,
    },
    copiedLines(lines),
    true,
    async (trx) => {
      const [claimed] = await trx
        .update(d)
        .set({ invoiceId, updatedAt: new Date() })
        .where(and(eq(d.id, estimateId), ofKind(scope, "estimate"), eq(d.status, "accepted"), isNull(d.invoiceId)))
        .returning({ id: d.id });
      if (!claimed) throw conflict(INVOICING_MSG.alreadyConverted);
    },
    // The deposit paid online counts on the invoice: a payment already received (its receipt was booked then).
    async (trx, id) => carryDeposit(trx, scope, estimateId, id, estimate.number, today),
  );
  const invoice = await documentRow(db, scope, "invoice", invoiceId);
  return { id: invoiceId, number: invoice.number };
}

/**
 * Carries an estimate's deposit paid online over to its new invoice, as a card payment of the invoice whose
 * receipt finance already has; the deposit's online payments then point at it (a later refund comes off it).
 */
async function carryDeposit(
  trx: Db,
  scope: Scope,
  estimateId: string,
  invoiceId: string,
  estimateNumber: string,
  today: string,
): Promise<void> {
  const [estimate] = await trx
    .select({ depositPaidCents: d.depositPaidCents })
    .from(d)
    .where(and(eq(d.id, estimateId), ofKind(scope, "estimate")));
  const cents = Number(estimate?.depositPaidCents ?? 0);
  if (cents <= 0) return;
  const booked = await bookInvoicePayment(trx, scope, invoiceId, {
    amountCents: cents,
    paidOn: today,
    method: "Card",
    reference: `Deposit paid online on estimate ${estimateNumber}`,
    financeTransactionId: null,
    statuses: ["draft"],
  });
  if (booked)
    await trx
      .update(onlinePayments)
      .set({ invoicePaymentId: booked.paymentId })
      .where(and(eq(onlinePayments.documentId, estimateId), eq(onlinePayments.organizationId, scope.organizationId)));
}

/**
 * Marks a draft invoice sent without e-mailing it (handed over in person or posted), so payments can be recorded
 * on it. No client link is issued: Send does that.
 */
export async function markInvoiceSent(db: Db, scope: Scope, id: string, now = new Date()): Promise<void> {
  const [marked] = await db
    .update(d)
    .set({ status: "sent", sentAt: now, updatedAt: now })
    .where(and(eq(d.id, id), ofKind(scope, "invoice"), eq(d.status, "draft")))
    .returning({ id: d.id });
  if (marked) return;
  await documentRow(db, scope, "invoice", id);
  throw conflict(INVOICING_MSG.markSentOnlyDraft);
}

/** Voids an invoice without payments (one with payments keeps them: remove them first). */
export async function voidInvoice(db: Db, scope: Scope, id: string): Promise<void> {
  const before = await documentRow(db, scope, "invoice", id);
  if (Number(before.paidCents) > 0) throw conflict(INVOICING_MSG.voidWithPayments);
  const [voided] = await db
    .update(d)
    .set({ status: "void", updatedAt: new Date() })
    .where(and(eq(d.id, id), ofKind(scope, "invoice"), ne(d.status, "void"), eq(d.paidCents, 0)))
    .returning({ id: d.id });
  if (!voided)
    throw conflict(before.status === "void" ? "This invoice is already void." : INVOICING_MSG.voidWithPayments);
}
