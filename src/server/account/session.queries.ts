import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { members, organizations, sessions, subscriptions, users } from "../db/schema/index.ts";
import { isPlanId, type PlanId } from "../../shared/plans.ts";
import { isRole, type Role } from "../../shared/roles.ts";

export type OrganizationContext = {
  id: string;
  name: string;
  role: Role;
  plan: PlanId | null;
  subscriptionStatus: string | null;
};

function toOrganizationContext(row: { id: string; name: string; role: string; plan: string | null; status: string | null }): OrganizationContext | null {
  if (!isRole(row.role)) return null;
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    plan: row.plan && isPlanId(row.plan) ? row.plan : null,
    subscriptionStatus: row.status,
  };
}

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
  return row ? toOrganizationContext(row) : null;
}

export type SessionWithContext = {
  sessionId: string;
  expiresAt: Date;
  user: { id: string; email: string; name: string; image: string | null; emailVerified: boolean; companyName: string | null };
  organization: OrganizationContext | null;
};

/**
 * The session a token names, its user, and the user's membership in the session's active organization
 * with its plan: what `organizationContext` and better-auth's session lookup read, in one query.
 */
export async function sessionWithContext(db: Db, token: string): Promise<SessionWithContext | null> {
  const rows = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      user: { id: users.id, email: users.email, name: users.name, image: users.image, emailVerified: users.emailVerified, companyName: users.companyName },
      orgId: organizations.id,
      orgName: organizations.name,
      role: members.role,
      plan: subscriptions.planName,
      status: subscriptions.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(members, and(eq(members.userId, sessions.userId), eq(members.organizationId, sessions.activeOrganizationId)))
    .leftJoin(organizations, eq(organizations.id, members.organizationId))
    .leftJoin(subscriptions, eq(subscriptions.organizationId, members.organizationId))
    .where(eq(sessions.token, token))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { orgId, orgName, role } = row;
  const organization = orgId && orgName && role ? toOrganizationContext({ id: orgId, name: orgName, role, plan: row.plan, status: row.status }) : null;
  return { sessionId: row.sessionId, expiresAt: row.expiresAt, user: row.user, organization };
}
