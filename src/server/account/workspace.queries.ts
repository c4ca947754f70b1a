import { eq, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { Db } from "../db/client.ts";
import { members, organizations, profiles, subscriptionFeatures, subscriptions, users } from "../db/schema/index.ts";
import { getPlan, normalizePlan, trialSubscriptionDates } from "../../shared/plans.ts";
import { featureRowsFor } from "../../shared/plan-features.ts";
import { organizationNameFor, slugify } from "./workspace.rules.ts";

/**
 * Makes sure a user has an organization and answers the one a new session acts in (the last used). Creates it with the user as admin, a trialing subscription
 * to the plan chosen at sign-up, its features, and the profile, all in one transaction.
 * Idempotent and safe under concurrent calls; returns the organization id.
 */
export async function ensureWorkspace(db: Db, userId: string, now = new Date()): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"workspace:" + userId}))`);
    const existing = await tx
      .select({ organizationId: members.organizationId })
      .from(members)
      .where(eq(members.userId, userId))
      // The organization the person last worked in (their most recently used session's), else the first joined.
      .orderBy(
        sql`(select max(s.updated_at) from sessions s where s.user_id = ${members.userId} and s.active_organization_id = ${members.organizationId}) desc nulls last`,
        members.createdAt,
      )
      .limit(1);
    if (existing[0]) return existing[0].organizationId;

    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) return null;

    const orgName = organizationNameFor(user.companyName, user.name, user.email);
    const organizationId = crypto.randomUUID();
    await tx.insert(organizations).values({
      id: organizationId,
      name: orgName,
      slug: `${slugify(orgName)}-${randomBytes(3).toString("hex")}`,
      createdAt: now,
    });
    await tx.insert(members).values({ id: crypto.randomUUID(), organizationId, userId, role: "admin", createdAt: now });

    const plan = getPlan(normalizePlan(user.selectedPlan));
    const dates = trialSubscriptionDates(now);
    const [subscription] = await tx
      .insert(subscriptions)
      .values({
        organizationId,
        planName: plan.id,
        status: "trialing",
        currentPeriodStart: dates.periodStart,
        currentPeriodEnd: dates.periodEnd,
        trialEnd: dates.trialEnd,
        createdAt: now,
      })
      .returning({ id: subscriptions.id });
    if (subscription) {
      await tx
        .insert(subscriptionFeatures)
        .values(featureRowsFor(plan.id).map((row) => ({ ...row, subscriptionId: subscription.id, createdAt: now })));
    }
    await tx.insert(profiles).values({ userId, updatedAt: now }).onConflictDoNothing();
    return organizationId;
  });
}
