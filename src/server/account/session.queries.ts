import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { members, organizations, subscriptions } from "../db/schema/index.ts";
import { isPlanId, type PlanId } from "../../shared/plans.ts";
import { isRole, type Role } from "../../shared/roles.ts";

export type OrganizationContext = {
  id: string;
  name: string;
  role: Role;
  plan: PlanId | null;
  subscriptionStatus: string | null;
};

/** The caller's membership in their active organization, with its plan, in one query. */
export async function organizationContext(db: Db, userId: string, organizationId: string): Promise<OrganizationContext | null> {
  const rows = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      role: members.role,
      plan: subscriptions.planName,
      status: subscriptions.status,
    })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .leftJoin(subscriptions, eq(subscriptions.organizationId, members.organizationId))
    .where(and(eq(members.userId, userId), eq(members.organizationId, organizationId)))
    .limit(1);
  const row = rows[0];
  if (!row || !isRole(row.role)) return null;
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    plan: row.plan && isPlanId(row.plan) ? row.plan : null,
    subscriptionStatus: row.status,
  };
}
