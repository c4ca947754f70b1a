import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { subscriptionFeatures, subscriptions } from "../db/schema/index.ts";
import type { Scope } from "../platform/caller.ts";
import { conflict, notFound } from "../platform/errors.ts";
import { canManage } from "../../shared/roles.ts";
import { getPlan, isPlanId, type PlanId } from "../../shared/plans.ts";
import { FEATURE_NAMES, featureLabel, featureRowsFor, isFeatureName } from "../../shared/plan-features.ts";
import { tooManySeatsForPlanMessage } from "../../shared/plan-limits.ts";
import {
  SUBSCRIPTION_MSG,
  SUBSCRIPTION_STATUSES,
  type SubscriptionResponse,
  type SubscriptionStatus,
} from "../../shared/contracts/subscription.ts";
import { seatsUsed, type Tx } from "./entitlements.queries.ts";
import { cancellation, planChange, reactivation, type SubscriptionState } from "./subscription.rules.ts";

type SubscriptionRow = typeof subscriptions.$inferSelect;

const isStatus = (s: string): s is SubscriptionStatus => (SUBSCRIPTION_STATUSES as readonly string[]).includes(s);

/** The organization's subscription with its features and limits, as the panel shows it. */
export async function getSubscription(db: Db, scope: Scope, now = new Date()): Promise<SubscriptionResponse> {
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
  };
}

/** The subscription row, locked until the transaction ends, so that concurrent changes apply one by one. */
async function lockSubscription(tx: Tx, scope: Scope): Promise<SubscriptionRow> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, scope.organizationId))
    .for("update")
    .limit(1);
  if (!row) throw notFound(SUBSCRIPTION_MSG.noSubscription);
  return row;
}

async function writeState(tx: Tx, id: string, next: SubscriptionState): Promise<void> {
  await tx.update(subscriptions).set(next).where(eq(subscriptions.id, id));
}

/**
 * Switches the organization to a plan (admins; the route checks): active, a new period, the plan's feature
 * rows in place of the old ones. Refused (409) when the organization has more members and pending
 * invitations than the plan has seats.
 */
export async function switchPlan(db: Db, scope: Scope, plan: PlanId, now = new Date()): Promise<SubscriptionResponse> {
  await db.transaction(async (tx) => {
    const current = await lockSubscription(tx, scope);
    const next = planChange(current, plan, now);
    if (!next) return;
    const used = await seatsUsed(tx, scope.organizationId, now);
    if (used > getPlan(plan).seats) throw conflict(tooManySeatsForPlanMessage(plan, used));
    await writeState(tx, current.id, next);
    await tx.delete(subscriptionFeatures).where(eq(subscriptionFeatures.subscriptionId, current.id));
    await tx
      .insert(subscriptionFeatures)
      .values(featureRowsFor(plan).map((f) => ({ ...f, subscriptionId: current.id, createdAt: now })));
  });
  return getSubscription(db, scope, now);
}

/** Cancels at the end of the current period: status canceled, `cancel_at_period_end`, `canceled_at`. */
export async function cancelSubscription(db: Db, scope: Scope, now = new Date()): Promise<SubscriptionResponse> {
  await db.transaction(async (tx) => {
    const current = await lockSubscription(tx, scope);
    const next = cancellation(current, now);
    if (next) await writeState(tx, current.id, next);
  });
  return getSubscription(db, scope, now);
}

/** Undoes a cancellation: active again. */
export async function reactivateSubscription(db: Db, scope: Scope, now = new Date()): Promise<SubscriptionResponse> {
  await db.transaction(async (tx) => {
    const current = await lockSubscription(tx, scope);
    const next = reactivation(current, now);
    if (next) await writeState(tx, current.id, next);
  });
  return getSubscription(db, scope, now);
}
