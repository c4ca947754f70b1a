import { and, eq, or } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  members,
  organizations,
  subscriptionFeatures,
  subscriptionInvoices,
  subscriptions,
  users,
} from "../db/schema/index.ts";
import type { PaymentProvider, ProviderInvoice, ProviderSubscription } from "../platform/payments/provider.ts";
import { isPlanId, type PlanId } from "../../shared/plans.ts";
import { featureRowsFor } from "../../shared/plan-features.ts";
import type { Tx } from "./entitlements.queries.ts";
import { stateFromProvider } from "./billing.rules.ts";

/** The payment provider and the plans' prices on it (null: this server takes no payments). */
export type Payments = { provider: PaymentProvider; prices: Record<PlanId, string>; clientPayments: boolean };

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const planOfPrice =
  (prices: Record<PlanId, string>) =>
  (priceId: string): PlanId | null =>
    (Object.keys(prices) as PlanId[]).find((plan) => prices[plan] === priceId) ?? null;

/** The plan's feature rows in place of the old ones (a plan change). */
export async function setPlanFeatures(tx: Tx, subscriptionId: string, plan: PlanId, now: Date): Promise<void> {
  await tx.delete(subscriptionFeatures).where(eq(subscriptionFeatures.subscriptionId, subscriptionId));
  await tx
    .insert(subscriptionFeatures)
    .values(featureRowsFor(plan).map((f) => ({ ...f, subscriptionId, createdAt: now })));
}

/** Which subscription: the provider's ids (the customer finds the row before the subscription is known). */
export type SubscriptionRef = { subscriptionId: string; customerId: string };

/**
 * Where the subscription's state comes from: an event's copy, created at `at` (applied only if no newer event
 * was; one of the same second is read back from the provider, since Stripe's times are whole seconds), or the
 * provider's answer read now (`fresh`: our own calls and the browser's return from Checkout).
 */
export type SubscriptionSource =
  | { kind: "event"; subscription: ProviderSubscription; at: Date }
  | { kind: "fresh"; read: () => Promise<ProviderSubscription> };

/**
 * Applies the provider's subscription to the organization's row, locked for the while, so that news of one
 * subscription applies one after the other and old news never overwrites newer (decision 0048). The row is found
 * by the provider's subscription, else by its customer (the first news of a new subscription). A card the copy
 * only names is read once. Answers the organization, or null when no row matches (a customer not ours).
 */
export async function applyProviderSubscription(
  db: Db,
  payments: Payments,
  ref: SubscriptionRef,
  source: SubscriptionSource,
  now = new Date(),
): Promise<string | null> {
  return db.transaction((tx) => applySubscriptionIn(tx, payments, ref, source, now));
}

/** `applyProviderSubscription` in the caller's transaction (a webhook's, which claims the event in it). */
export async function applySubscriptionIn(
  tx: Tx,
  payments: Payments,
  ref: SubscriptionRef,
  source: SubscriptionSource,
  now = new Date(),
): Promise<string | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(
      or(
        eq(subscriptions.providerSubscriptionId, ref.subscriptionId),
        eq(subscriptions.providerCustomerId, ref.customerId),
      ),
    )
    .for("update")
    .limit(1);
  if (!row) return null;
  const seen = row.providerSubscriptionId === ref.subscriptionId ? row.providerEventAt : null;
  const at = source.kind === "event" ? source.at : now;
  if (source.kind === "event" && seen && at.getTime() < seen.getTime()) return row.organizationId;
  const tie = source.kind === "event" && seen?.getTime() === at.getTime();
  let sub =
    source.kind === "fresh" || tie
      ? await (source.kind === "fresh" ? source.read() : payments.provider.getSubscription(ref.subscriptionId))
      : source.subscription;
  // A newer subscription of the same organization replaced this one: the old one's end changes nothing.
  if (row.providerSubscriptionId && row.providerSubscriptionId !== sub.id && sub.status === "canceled")
    return row.organizationId;
  if (!sub.card && sub.paymentMethodId && sub.paymentMethodId !== row.providerPaymentMethodId)
    sub = { ...sub, card: await payments.provider.card(sub.paymentMethodId) };
  const next = stateFromProvider(sub, planOfPrice(payments.prices), row, now);
  if (!next) return row.organizationId;
  const eventAt = seen && seen.getTime() > at.getTime() ? seen : at;
  await tx
    .update(subscriptions)
    .set({ ...next, providerEventAt: eventAt })
    .where(eq(subscriptions.id, row.id));
  if (next.planName !== row.planName) await setPlanFeatures(tx, row.id, next.planName, now);
  return row.organizationId;
}

/** Keeps (or updates) one of the provider's invoices for the panel; answers its organization, or null. */
export async function saveInvoice(db: Db | Tx, invoice: ProviderInvoice): Promise<string | null> {
  const [row] = await db
    .select({ organizationId: subscriptions.organizationId })
    .from(subscriptions)
    .where(eq(subscriptions.providerCustomerId, invoice.customerId))
    .limit(1);
  if (!row) return null;
  const values = {
    number: invoice.number,
    status: invoice.status,
    amountDueCents: invoice.amountDueCents,
    amountPaidCents: invoice.amountPaidCents,
    currency: invoice.currency,
    pdfUrl: invoice.pdfUrl,
    hostedUrl: invoice.hostedUrl,
  };
  await db
    .insert(subscriptionInvoices)
    .values({
      ...values,
      organizationId: row.organizationId,
      providerInvoiceId: invoice.id,
      issuedAt: invoice.createdAt,
    })
    .onConflictDoUpdate({
      target: subscriptionInvoices.providerInvoiceId,
      // A paid invoice stays paid whatever older news arrives after it.
      set: invoice.status === "paid" ? values : { number: values.number, pdfUrl: values.pdfUrl },
    });
  return row.organizationId;
}

/** The organization's name and its admins' addresses (billing e-mails go to them). */
export async function billingContacts(
  db: Db | Tx,
  organizationId: string,
): Promise<{ name: string; emails: string[] } | null> {
  const rows = await db
    .select({ name: organizations.name, email: users.email })
    .from(organizations)
    .innerJoin(members, and(eq(members.organizationId, organizations.id), eq(members.role, "admin")))
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(organizations.id, organizationId));
  const first = rows[0];
  return first ? { name: first.name, emails: rows.map((r) => r.email) } : null;
}

export const isPlan = (value: string | null): value is PlanId => value !== null && isPlanId(value);
