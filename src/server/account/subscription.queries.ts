import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { subscriptionFeatures, subscriptionInvoices, subscriptions } from "../db/schema/index.ts";
import type { Scope } from "../platform/caller.ts";
import { conflict, notFound } from "../platform/errors.ts";
import { canManage } from "../../shared/roles.ts";
import { getPlan, isPlanId, type PlanId } from "../../shared/plans.ts";
import { FEATURE_NAMES, featureLabel, isFeatureName } from "../../shared/plan-features.ts";
import { tooManySeatsForPlanMessage } from "../../shared/plan-limits.ts";
import {
  SUBSCRIPTION_MSG,
  SUBSCRIPTION_STATUSES,
  type SubscriptionResponse,
  type SubscriptionStatus,
} from "../../shared/contracts/subscription.ts";
import { seatsUsed, type Tx } from "./entitlements.queries.ts";
import { standing } from "./billing.rules.ts";
import { isPlan, type SubscriptionRow } from "./billing-state.queries.ts";

const isStatus = (s: string): s is SubscriptionStatus => (SUBSCRIPTION_STATUSES as readonly string[]).includes(s);

/** How many of the provider's invoices the panel lists. */
const INVOICES_SHOWN = 12;

/**
 * The organization's subscription with its features, limits, standing and billing, as the panel shows it.
 * `provider`: whether this server takes payments.
 */
export async function getSubscription(
  db: Db,
  scope: Scope,
  provider: boolean,
  now = new Date(),
): Promise<SubscriptionResponse> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, scope.organizationId))
    .limit(1);
  if (!row) throw notFound(SUBSCRIPTION_MSG.noSubscription);
  if (!isPlanId(row.planName) || !isStatus(row.status))
    throw new Error(`subscription ${row.id} has plan ${row.planName}, status ${row.status}`);
  const featureRows = await db
    .select()
    .from(subscriptionFeatures)
    .where(eq(subscriptionFeatures.subscriptionId, row.id));
  const order = (name: string) => FEATURE_NAMES.indexOf(name as (typeof FEATURE_NAMES)[number]);
  const features = featureRows
    .flatMap((f) => (isFeatureName(f.featureName) ? [{ ...f, featureName: f.featureName }] : []))
    // Newest first (spec), then in the catalogue's order.
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || order(a.featureName) - order(b.featureName))
    .map((f) => ({
      name: f.featureName,
      label: featureLabel(f.featureName),
      isEnabled: f.isEnabled,
      createdAt: f.createdAt.toISOString(),
    }));
  const plan = getPlan(row.planName);
  const invoices = await db
    .select()
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.organizationId, scope.organizationId))
    .orderBy(desc(subscriptionInvoices.issuedAt))
    .limit(INVOICES_SHOWN);
  const paid = row.providerSubscriptionId !== null;
  const chargesNext = paid && row.status !== "canceled";
  return {
    id: row.id,
    planName: row.planName,
    status: row.status,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    trialEnd: row.trialEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    canceledAt: row.canceledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    features,
    seats: { used: await seatsUsed(db, scope.organizationId, now), limit: plan.seats },
    storage: { limitBytes: plan.storageBytes },
    canManage: canManage(scope.role),
    standing: standing({ ...row, paid }, now),
    billing: {
      provider,
      paid,
      card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
      nextBillingDate: chargesNext
        ? (row.status === "trialing" && row.trialEnd ? row.trialEnd : row.currentPeriodEnd).toISOString()
        : null,
      scheduledChange:
        isPlan(row.scheduledPlan) && row.scheduledAt
          ? { plan: row.scheduledPlan, at: row.scheduledAt.toISOString() }
          : null,
      invoices: invoices.map((i) => ({
        id: i.id,
        number: i.number,
        status: i.status,
        amountCents: i.status === "paid" ? i.amountPaidCents : i.amountDueCents,
        currency: i.currency,
        issuedAt: i.issuedAt.toISOString(),
        pdfUrl: i.pdfUrl,
        hostedUrl: i.hostedUrl,
      })),
    },
  };
}

/** The subscription row, locked until the transaction ends, so that concurrent changes apply one by one. */
export async function lockSubscription(tx: Tx, organizationId: string): Promise<SubscriptionRow> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, organizationId))
    .for("update")
    .limit(1);
  if (!row) throw notFound(SUBSCRIPTION_MSG.noSubscription);
  return row;
}

export async function writeState(tx: Tx, id: string, next: Partial<SubscriptionRow>): Promise<void> {
  await tx.update(subscriptions).set(next).where(eq(subscriptions.id, id));
}

/** Refused (409) when the organization has more members and pending invitations than the plan has seats. */
export async function requireSeatsFor(db: Db | Tx, organizationId: string, plan: PlanId, now: Date): Promise<void> {
  const used = await seatsUsed(db, organizationId, now);
  if (used > getPlan(plan).seats) throw conflict(tooManySeatsForPlanMessage(plan, used));
}
