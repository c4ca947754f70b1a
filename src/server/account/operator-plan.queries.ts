import { eq, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { members, organizations, subscriptions, users } from "../db/schema/index.ts";
import { BILLING_PERIOD_DAYS, getPlan, type PlanId } from "../../shared/plans.ts";
import { setPlanFeatures } from "./billing-state.queries.ts";
import { lockSubscription } from "./subscription.queries.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export class OperatorPlanError extends Error {}

/** An organization by its id, its slug, or the e-mail of one of its members (their first organization). */
export async function findOrganization(db: Db, ref: string): Promise<{ id: string; name: string } | null> {
  const [byId] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(or(eq(organizations.id, ref), eq(organizations.slug, ref)))
    .limit(1);
  if (byId) return byId;
  const [byMember] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(users)
    .innerJoin(members, eq(members.userId, users.id))
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(eq(sql`lower(${users.email})`, ref.toLowerCase()))
    .orderBy(members.createdAt)
    .limit(1);
  return byMember ?? null;
}

/**
 * An operator sets an organization's plan (`npm run plan`, decision 0048): on this server without a payment
 * provider, or for an organization billed outside it. Active from now and never lapsing, or, with `until`,
 * running to that date and read-only after it (a canceled subscription's rules). The plan's features replace
 * the old ones; a failed payment, a scheduled switch and the trial reminders are cleared. An organization the
 * provider bills is refused: its plan is changed there.
 */
export async function setOperatorPlan(
  db: Db,
  organizationId: string,
  plan: PlanId,
  until: Date | null,
  now = new Date(),
): Promise<{ status: string; periodEnd: Date }> {
  if (until && until.getTime() <= now.getTime()) throw new OperatorPlanError("--until must be a date in the future.");
  return db.transaction(async (tx) => {
    const row = await lockSubscription(tx, organizationId);
    const billed = row.providerSubscriptionId && !(row.status === "canceled" && row.currentPeriodEnd <= now);
    if (billed)
      throw new OperatorPlanError(
        `This organization is billed by the payment provider (${row.providerSubscriptionId}): change its plan there.`,
      );
    const periodEnd = until ?? new Date(now.getTime() + BILLING_PERIOD_DAYS * DAY_MS);
    const status = until ? "canceled" : "active";
    await tx
      .update(subscriptions)
      .set({
        planName: plan,
        status,
        currentPeriodStart: now,
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: Boolean(until),
        canceledAt: until ? now : null,
        providerSubscriptionId: null,
        scheduledPlan: null,
        scheduledAt: null,
        pastDueSince: null,
        trialReminder: null,
      })
      .where(eq(subscriptions.id, row.id));
    await setPlanFeatures(tx, row.id, plan, now);
    return { status, periodEnd };
  });
}

export const describePlan = (plan: PlanId) => getPlan(plan).name;
