/**
 * An invoice's payments: recorded partly or in full, never more than the balance (checked and added in one
 * statement, so two payments at once cannot both overpay), each booked in finance as a cleared receipt in the
 * same transaction.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { invoicePayments as p, onlinePayments, salesDocuments as d } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, conflict, notFound } from "../../server/platform/errors.ts";
import { formatCents } from "../../server/platform/report-document.ts";
import { centsOf } from "../../shared/money-text.ts";
import { recordReceipt, voidBookedTransaction, type BookingScope } from "../finance/finance.queries.ts";
import type { Payment, PaymentInput } from "./invoicing.contract.ts";
import { INVOICING_MSG, MAX_TOTAL_CENTS, PAYMENT_METHODS, type PaymentMethod } from "./invoicing.constants.ts";
import { balanceCents } from "./invoicing.rules.ts";

const isMethod = (s: string): s is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(s);

export async function paymentsOf(db: Pick<Db, "select">, scope: Scope, invoiceId: string): Promise<Payment[]> {
  const rows = await db
    .select({
      id: p.id,
      amountCents: p.amountCents,
      paidOn: p.paidOn,
      method: p.method,
      reference: p.reference,
      createdAt: p.createdAt,
    })
    .from(p)
    .where(and(eq(p.invoiceId, invoiceId), eq(p.organizationId, scope.organizationId)))
    .orderBy(asc(p.paidOn), asc(p.createdAt));
  // Taken online: an online payment made it (a deposit carried over included).
  const online = new Set(
    (
      await db
        .select({ id: onlinePayments.invoicePaymentId })
        .from(onlinePayments)
        .innerJoin(p, eq(p.id, onlinePayments.invoicePaymentId))
        .where(and(eq(p.invoiceId, invoiceId), eq(onlinePayments.organizationId, scope.organizationId)))
    ).map((r) => r.id),
  );
  return rows.map(({ paidOn, ...r }) => ({
    ...r,
    paymentDate: paidOn,
    amountCents: Number(r.amountCents),
    method: isMethod(r.method) ? r.method : "Other",
    createdAt: new Date(r.createdAt).toISOString(),
    online: online.has(r.id),
  }));
}

const invoiceOf = (scope: Pick<Scope, "organizationId">, id: string) =>
  and(eq(d.id, id), eq(d.organizationId, scope.organizationId), eq(d.kind, "invoice"));

/** Records a payment of a sent (or viewed) invoice, up to its balance, and its receipt in finance. */
export async function recordPayment(
  db: Db,
  scope: Scope,
  invoiceId: string,
  input: PaymentInput & { paymentDate: string },
): Promise<void> {
  const [invoice] = await db
    .select({
      number: d.number,
      status: d.status,
      totalCents: d.totalCents,
      paidCents: d.paidCents,
      clientName: d.clientName,
      projectId: d.projectId,
    })
    .from(d)
    .where(invoiceOf(scope, invoiceId))
    .limit(1);
  if (!invoice) throw notFound(INVOICING_MSG.invoiceNotFound);
  const amountCents = centsOf(input.amount);
  if (amountCents === null || amountCents <= 0 || amountCents >= MAX_TOTAL_CENTS)
    throw badRequest(INVOICING_MSG.paymentAmountInvalid, { amount: INVOICING_MSG.paymentAmountInvalid });
  if (!["sent", "viewed"].includes(invoice.status) || Number(invoice.paidCents) >= Number(invoice.totalCents))
    throw conflict(INVOICING_MSG.paymentNotAllowed);
  await db.transaction(async (trx) => {
    const booked = await bookInvoicePayment(trx, scope, invoiceId, {
      amountCents,
      paidOn: input.paymentDate,
      method: input.method,
      reference: input.reference ?? "",
    });
    if (!booked) {
      const [now] = await trx
        .select({ totalCents: d.totalCents, paidCents: d.paidCents })
        .from(d)
        .where(invoiceOf(scope, invoiceId));
      const balance = balanceCents(Number(now?.totalCents ?? 0), Number(now?.paidCents ?? 0));
      throw badRequest(INVOICING_MSG.paymentTooLarge(formatCents(balance)), {
        amount: INVOICING_MSG.paymentTooLarge(formatCents(balance)),
      });
    }
  });
}

/**
 * Books a payment of a sent (or viewed) invoice in the caller's transaction: the invoice's paid amount grows only
 * if it stays within the total (checked and added in one statement), the receipt goes to finance (unless the
 * money was booked already: `financeTransactionId`), and the payment row is written. Answers the payment's and
 * receipt's ids, or null when the amount is more than the balance (nothing written).
 */
export async function bookInvoicePayment(
  trx: Db,
  scope: BookingScope,
  invoiceId: string,
  payment: {
    amountCents: number;
    paidOn: string;
    method: PaymentMethod;
    reference: string;
    financeTransactionId?: string | null;
    /** The invoice's stored statuses it may be booked on (default sent or viewed; a deposit carried over: draft). */
    statuses?: readonly ("draft" | "sent" | "viewed")[];
  },
): Promise<{ paymentId: string; financeTransactionId: string | null } | null> {
  const { amountCents } = payment;
  const [added] = await trx
    .update(d)
    .set({ paidCents: sql`${d.paidCents} + ${amountCents}`, updatedAt: new Date() })
    .where(
      and(
        invoiceOf(scope, invoiceId),
        inArray(d.status, [...(payment.statuses ?? ["sent", "viewed"])]),
        sql`${d.paidCents} + ${amountCents} <= ${d.totalCents}`,
      ),
    )
    .returning({ number: d.number, clientName: d.clientName, projectId: d.projectId });
  if (!added) return null;
  const financeTransactionId =
    payment.financeTransactionId !== undefined
      ? payment.financeTransactionId
      : await recordReceipt(trx, scope, {
          date: payment.paidOn,
          amountCents,
          vendor: added.clientName,
          description: `Payment of invoice ${added.number}`,
          reference: payment.reference || added.number,
          projectId: added.projectId,
        });
  const [row] = await trx
    .insert(p)
    .values({
      organizationId: scope.organizationId,
      invoiceId,
      amountCents,
      paidOn: payment.paidOn,
      method: payment.method,
      reference: payment.reference,
      financeTransactionId,
      createdBy: scope.userId,
    })
    .returning({ id: p.id });
  if (!row) throw new Error("insert returned no row");
  return { paymentId: row.id, financeTransactionId };
}

/** Removes a payment recorded by mistake: the invoice's balance grows back and its finance receipt is voided. */
export async function deletePayment(db: Db, scope: Scope, invoiceId: string, paymentId: string): Promise<void> {
  await db.transaction(async (trx) => {
    const [online] = await trx
      .select({ id: onlinePayments.id })
      .from(onlinePayments)
      .where(
        and(eq(onlinePayments.invoicePaymentId, paymentId), eq(onlinePayments.organizationId, scope.organizationId)),
      );
    if (online) throw conflict(INVOICING_MSG.onlinePaymentKept);
    const [removed] = await trx
      .delete(p)
      .where(and(eq(p.id, paymentId), eq(p.invoiceId, invoiceId), eq(p.organizationId, scope.organizationId)))
      .returning({ amountCents: p.amountCents, financeTransactionId: p.financeTransactionId });
    if (!removed) throw notFound("Payment not found.");
    await trx
      .update(d)
      .set({ paidCents: sql`${d.paidCents} - ${removed.amountCents}`, updatedAt: new Date() })
      .where(invoiceOf(scope, invoiceId));
    if (removed.financeTransactionId) await voidBookedTransaction(trx, scope, removed.financeTransactionId);
  });
}
