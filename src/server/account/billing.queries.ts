import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { organizations, subscriptions, users } from "../db/schema/index.ts";
import type { Scope } from "../platform/caller.ts";
import { conflict, notFound } from "../platform/errors.ts";
import { atProvider } from "../platform/payments/provider-failed.ts";
import type { PlanId } from "../../shared/plans.ts";
import {
  SUBSCRIPTION_MSG,
  type SubscriptionResponse,
  type SwitchPlanResponse,
} from "../../shared/contracts/subscription.ts";
import {
  applyProviderSubscription,
  setPlanFeatures,
  type Payments,
  type SubscriptionRow,
} from "./billing-state.queries.ts";
import { switchTerms } from "./billing.rules.ts";
import { getSubscription, lockSubscription, requireSeatsFor, writeState } from "./subscription.queries.ts";
import { cancellation, reactivation, trialPlanChange } from "./subscription.rules.ts";
import { subscriptionPanelUrl } from "./billing-emails.ts";

/** What the billing operations need: the database, the provider (null: no payments here) and the app's address. */
export type BillingDeps = { db: Db; payments: Payments | null; appUrl: string };

/** Stripe Checkout keeps a trial's end only when it is at least this far ahead; closer, the first charge is now. */
const MIN_TRIAL_LEFT_MS = 48 * 60 * 60 * 1000;

async function rowOf(db: Db, organizationId: string): Promise<SubscriptionRow> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.organizationId, organizationId)).limit(1);
  if (!row) throw notFound(SUBSCRIPTION_MSG.noSubscription);
  return row;
}

const answer = async (deps: BillingDeps, scope: Scope, checkoutUrl: string | null = null) => ({
  subscription: await getSubscription(deps.db, scope, deps.payments !== null),
  checkoutUrl,
});

/**
 * Subscribe, or switch to a plan (admins), as the pricing FAQ says:
 * - with the provider and no subscription there yet: its Checkout (the answer's `checkoutUrl`), keeping what is
 *   left of a trial before the first charge;
 * - with one: the provider bills the new plan from the next cycle, the current plan staying in force until then
 *   (during the provider's trial, at once);
 * - without a provider: during a trial, the trial goes on with the chosen plan; otherwise the operator sets plans.
 * Refused (409) when the organization has more people than the plan has seats.
 */
export async function switchPlan(
  deps: BillingDeps,
  scope: Scope,
  plan: PlanId,
  now = new Date(),
): Promise<SwitchPlanResponse> {
  const { db, payments } = deps;
  const row = await rowOf(db, scope.organizationId);
  await requireSeatsFor(db, scope.organizationId, plan, now);
  if (!payments) {
    await db.transaction(async (tx) => {
      const current = await lockSubscription(tx, scope.organizationId);
      if (current.status !== "trialing" || (current.trialEnd && current.trialEnd <= now))
        throw conflict(SUBSCRIPTION_MSG.noProvider);
      const next = trialPlanChange(current, plan);
      if (!next) return;
      await writeState(tx, current.id, next);
      await setPlanFeatures(tx, current.id, plan, now);
    });
    return answer(deps, scope);
  }
  const { provider, prices } = payments;
  const ended = row.status === "canceled" && row.currentPeriodEnd.getTime() <= now.getTime();
  if (row.providerSubscriptionId && !ended) {
    // Choosing a plan also undoes a cancellation (spec).
    const subscriptionId = row.providerSubscriptionId;
    const current = await atProvider(() => provider.getSubscription(subscriptionId));
    await atProvider(() =>
      provider.changeSubscription(subscriptionId, {
        priceId: prices[plan],
        itemId: current.itemId,
        ...switchTerms(row, plan),
        ...(current.cancelAtPeriodEnd ? { cancelAtPeriodEnd: false } : {}),
      }),
    );
    await readBack(deps, payments, row, subscriptionId, now);
    return answer(deps, scope);
  }
  const customerId = row.providerCustomerId ?? (await newCustomer(deps, payments, scope));
  const trialLeft =
    row.status === "trialing" && row.trialEnd && row.trialEnd.getTime() - now.getTime() >= MIN_TRIAL_LEFT_MS;
  const panel = subscriptionPanelUrl(deps.appUrl);
  const checkout = await atProvider(() =>
    provider.subscriptionCheckout({
      customerId,
      priceId: prices[plan],
      organizationId: scope.organizationId,
      trialEnd: trialLeft ? row.trialEnd : null,
      successUrl: panel.replace("#", "?checkout={CHECKOUT_SESSION_ID}#"),
      cancelUrl: panel,
    }),
  );
  return answer(deps, scope, checkout.url);
}

/** The provider's customer for the organization, made once (the row's unique column keeps a second one out). */
async function newCustomer(deps: BillingDeps, payments: Payments, scope: Scope): Promise<string> {
  const [who] = await deps.db
    .select({ email: users.email, organization: organizations.name })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, scope.organizationId))
    .where(eq(users.id, scope.userId))
    .limit(1);
  if (!who) throw notFound(SUBSCRIPTION_MSG.noSubscription);
  const id = await atProvider(() =>
    payments.provider.createCustomer({
      email: who.email,
      name: who.organization,
      organizationId: scope.organizationId,
    }),
  );
  await deps.db.transaction(async (tx) => {
    const row = await lockSubscription(tx, scope.organizationId);
    if (!row.providerCustomerId) await writeState(tx, row.id, { providerCustomerId: id });
  });
  const row = await rowOf(deps.db, scope.organizationId);
  return row.providerCustomerId ?? id;
}

/** Undoes a switch waiting for the next cycle: the plan in force stays, and is what will be billed. */
export async function cancelScheduledChange(
  deps: BillingDeps,
  scope: Scope,
  now = new Date(),
): Promise<SubscriptionResponse> {
  const row = await rowOf(deps.db, scope.organizationId);
  if (!deps.payments || !row.providerSubscriptionId || !row.scheduledPlan)
    throw conflict(SUBSCRIPTION_MSG.noScheduledChange);
  const plan = row.planName as PlanId;
  return (await switchPlan(deps, scope, plan, now)).subscription;
}

/**
 * Cancels at the end of the period (spec): at the provider for a subscription it bills, here for one an
 * operator set. A trial without payment details has nothing to cancel: it ends by itself (409).
 */
export async function cancelSubscription(
  deps: BillingDeps,
  scope: Scope,
  now = new Date(),
): Promise<SubscriptionResponse> {
  const row = await rowOf(deps.db, scope.organizationId);
  if (deps.payments && row.providerSubscriptionId) {
    await setProviderCancel(deps, deps.payments, row, true, now);
  } else {
    await deps.db.transaction(async (tx) => {
      const current = await lockSubscription(tx, scope.organizationId);
      if (current.status === "trialing")
        throw conflict("A trial ends by itself and nothing is charged: there is nothing to cancel.");
      const next = cancellation(current, now);
      if (next) await writeState(tx, current.id, next);
    });
  }
  return getSubscription(deps.db, scope, deps.payments !== null, now);
}

/**
 * Undoes a cancellation (spec): at the provider while its subscription runs; here for a plan an operator set,
 * within its period. A subscription that has ended is subscribed to again (Checkout), not reactivated.
 */
export async function reactivateSubscription(
  deps: BillingDeps,
  scope: Scope,
  now = new Date(),
): Promise<SubscriptionResponse> {
  const row = await rowOf(deps.db, scope.organizationId);
  const ended = row.currentPeriodEnd.getTime() <= now.getTime();
  if (deps.payments && row.providerSubscriptionId && !ended) {
    await setProviderCancel(deps, deps.payments, row, false, now);
  } else {
    await deps.db.transaction(async (tx) => {
      const next = reactivation(await lockSubscription(tx, scope.organizationId), now);
      if (next === "ended")
        throw conflict(
          deps.payments
            ? "Your subscription has ended: choose a plan to subscribe again."
            : SUBSCRIPTION_MSG.noProvider,
        );
      if (next) await writeState(tx, row.id, next);
    });
  }
  return getSubscription(deps.db, scope, deps.payments !== null, now);
}

async function setProviderCancel(
  deps: BillingDeps,
  payments: Payments,
  row: SubscriptionRow,
  cancel: boolean,
  now: Date,
) {
  const id = row.providerSubscriptionId ?? "";
  await atProvider(() => payments.provider.changeSubscription(id, { cancelAtPeriodEnd: cancel }));
  await readBack(deps, payments, row, id, now);
}

/** The provider's subscription, read back and applied (as its webhook will: the second changes nothing). */
async function readBack(deps: BillingDeps, payments: Payments, row: SubscriptionRow, id: string, now: Date) {
  const ref = { subscriptionId: id, customerId: row.providerCustomerId ?? "" };
  const read = () => payments.provider.getSubscription(id);
  await atProvider(() => applyProviderSubscription(deps.db, payments, ref, { kind: "fresh", read }, now));
}

/** The provider's customer portal (cards, invoices), for an organization the provider bills. */
export async function billingPortal(deps: BillingDeps, scope: Scope): Promise<{ url: string }> {
  const row = await rowOf(deps.db, scope.organizationId);
  if (!deps.payments || !row.providerCustomerId) throw conflict(SUBSCRIPTION_MSG.noPaymentMethod);
  const customerId = row.providerCustomerId;
  const payments = deps.payments;
  return { url: await atProvider(() => payments.provider.portal(customerId, subscriptionPanelUrl(deps.appUrl))) };
}

/**
 * The browser is back from Checkout: its outcome is read from the provider and applied now, as its webhook will
 * (whichever comes first; the second changes nothing), so the panel shows the plan at once.
 */
export async function confirmCheckout(
  deps: BillingDeps,
  scope: Scope,
  sessionId: string,
  now = new Date(),
): Promise<SubscriptionResponse> {
  const payments = deps.payments;
  if (!payments) throw notFound(SUBSCRIPTION_MSG.checkoutNotFound);
  const checkout = await atProvider(() => payments.provider.getCheckout(sessionId)).catch(() => null);
  if (!checkout || checkout.metadata.organization_id !== scope.organizationId)
    throw notFound(SUBSCRIPTION_MSG.checkoutNotFound);
  const subscriptionId = checkout.subscriptionId;
  if (checkout.complete && subscriptionId) {
    const ref = { subscriptionId, customerId: checkout.customerId ?? "" };
    const read = () => payments.provider.getSubscription(subscriptionId);
    await atProvider(() => applyProviderSubscription(deps.db, payments, ref, { kind: "fresh", read }, now));
  }
  return getSubscription(deps.db, scope, true, now);
}
