import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { executeRows, type Db } from "../db/client.ts";
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

/** `applyProviderSubscription` in the caller's transaction. */
export async function applySubscriptionIn(
  tx: Tx,
  payments: Payments,
  ref: SubscriptionRef,
  source: SubscriptionSource,
  now = new Date(),
): Promise<string | null> {
  return (await applyClaimedSubscription(tx, payments, ref, source, now)).organizationId;
}

/**
 * `applySubscriptionIn` for a webhook, which claims its event in the same transaction: `claim` (an insert that
 * answers a row only the first time) goes in the statement that locks the row, one round trip fewer on the hot
 * path. Not claimed (a repeat), nothing is applied. A customer not ours answers null (its event claimed or not).
 */
export async function applyClaimedSubscription(
  tx: Tx,
  payments: Payments,
  ref: SubscriptionRef,
  source: SubscriptionSource,
  now: Date,
  claim?: SQL,
): Promise<{ organizationId: string | null; claimed: boolean }> {
  const claimed = tx.$with("claim", { id: sql<string>`id` }).as(claim ?? sql`select null as id`);
  const [found] = await tx
    .with(claimed)
    .select({ row: subscriptions, claimed: sql<boolean>`exists (select 1 from ${claimed})` })
    .from(subscriptions)
    .where(
      or(
        eq(subscriptions.providerSubscriptionId, ref.subscriptionId),
        eq(subscriptions.providerCustomerId, ref.customerId),
      ),
    )
    .for("update", { of: subscriptions })
    .limit(1);
  if (!found) return { organizationId: null, claimed: true };
  if (!found.claimed) return { organizationId: found.row.organizationId, claimed: false };
  const row = found.row;
  await applyToRow(tx, payments, ref, source, row, now);
  return { organizationId: row.organizationId, claimed: true };
}

/** The provider's subscription applied to its locked row (see `applyProviderSubscription`). */
async function applyToRow(
  tx: Tx,
  payments: Payments,
  ref: SubscriptionRef,
  source: SubscriptionSource,
  row: SubscriptionRow,
  now: Date,
): Promise<void> {
  const seen = row.providerSubscriptionId === ref.subscriptionId ? row.providerEventAt : null;
  const at = source.kind === "event" ? source.at : now;
  if (source.kind === "event" && seen && at.getTime() < seen.getTime()) return;
  const tie = source.kind === "event" && seen?.getTime() === at.getTime();
  let sub =
    source.kind === "fresh" || tie
      ? await (source.kind === "fresh" ? source.read() : payments.provider.getSubscription(ref.subscriptionId))
      : source.subscription;
  // A newer subscription of the same organization replaced this one: the old one's end changes nothing.
  if (row.providerSubscriptionId && row.providerSubscriptionId !== sub.id && sub.status === "canceled") return;
  if (!sub.card && sub.paymentMethodId && sub.paymentMethodId !== row.providerPaymentMethodId)
    sub = { ...sub, card: await payments.provider.card(sub.paymentMethodId) };
  const next = stateFromProvider(sub, planOfPrice(payments.prices), row, now);
  if (!next) return;
  const eventAt = seen && seen.getTime() > at.getTime() ? seen : at;
  await tx
    .update(subscriptions)
    .set({ ...next, providerEventAt: eventAt })
    .where(eq(subscriptions.id, row.id));
  if (next.planName !== row.planName) await setPlanFeatures(tx, row.id, next.planName, now);
}

/**
 * Keeps (or updates) one of the provider's invoices for the panel, in one statement (a webhook's hot path): the
 * row is made from the customer's subscription, so an invoice of a customer not ours writes nothing. A paid invoice
 * stays paid whatever older news arrives after it. `claim`, an insert that answers a row only the first time (an
 * event's claim), makes the statement keep the invoice only then, atomically with it. Answers its organization
 * when it was kept, else null.
 */
export async function saveInvoice(db: Db | Tx, invoice: ProviderInvoice, claim?: SQL): Promise<string | null> {
  const paid = invoice.status === "paid";
  const t = subscriptionInvoices;
  const [row] = await executeRows<{ organizationId: string }>(
    db,
    sql`${claim ? sql`with claim as (${claim}) ` : sql``}insert into ${t} (${sql.identifier(t.organizationId.name)}, ${sql.identifier(t.providerInvoiceId.name)},
        ${sql.identifier(t.number.name)}, ${sql.identifier(t.status.name)}, ${sql.identifier(t.amountDueCents.name)},
        ${sql.identifier(t.amountPaidCents.name)}, ${sql.identifier(t.currency.name)}, ${sql.identifier(t.pdfUrl.name)},
        ${sql.identifier(t.hostedUrl.name)}, ${sql.identifier(t.issuedAt.name)})
      select ${subscriptions.organizationId}, ${invoice.id}, ${invoice.number}, ${invoice.status},
        ${invoice.amountDueCents}::bigint, ${invoice.amountPaidCents}::bigint, ${invoice.currency}, ${invoice.pdfUrl},
        ${invoice.hostedUrl}, ${invoice.createdAt.toISOString()}::timestamptz
      from ${subscriptions}${claim ? sql`, claim` : sql``} where ${subscriptions.providerCustomerId} = ${invoice.customerId}
      on conflict (${sql.identifier(t.providerInvoiceId.name)}) do update set
        number = excluded.number, pdf_url = excluded.pdf_url${
          paid
            ? sql`, status = excluded.status, amount_due_cents = excluded.amount_due_cents,
        amount_paid_cents = excluded.amount_paid_cents, currency = excluded.currency, hosted_url = excluded.hosted_url`
            : sql``
        }
      returning ${sql.identifier(t.organizationId.name)} as "organizationId"`,
  );
  return row?.organizationId ?? null;
}

/**
 * The organization's name and its admins' addresses (billing e-mails go to them), found by the organization or by
 * its customer at the provider (so a webhook can read them while its event is applied).
 */
export async function billingContacts(
  db: Db | Tx,
  of: { organizationId: string } | { customerId: string },
): Promise<{ name: string; emails: string[] } | null> {
  const admins = and(eq(members.organizationId, organizations.id), eq(members.role, "admin"));
  const base = db
    .select({ name: organizations.name, email: users.email })
    .from(organizations)
    .innerJoin(members, admins)
    .innerJoin(users, eq(users.id, members.userId));
  const rows = await ("customerId" in of
    ? base
        .innerJoin(subscriptions, eq(subscriptions.organizationId, organizations.id))
        .where(eq(subscriptions.providerCustomerId, of.customerId))
    : base.where(eq(organizations.id, of.organizationId)));
  const first = rows[0];
  return first ? { name: first.name, emails: rows.map((r) => r.email) } : null;
}

export const isPlan = (value: string | null): value is PlanId => value !== null && isPlanId(value);
