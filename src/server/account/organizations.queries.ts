import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { members, organizations, sessions } from "../db/schema/index.ts";
import { notFound } from "../platform/errors.ts";
import { isRole } from "../../shared/roles.ts";
import type { MembershipList } from "../../shared/contracts/organizations.ts";

/** Every organization the user is a member of, by name. */
export async function membershipsOf(db: Db, userId: string): Promise<MembershipList["organizations"]> {
  const rows = await db
    .select({ id: organizations.id, name: organizations.name, role: members.role })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(eq(members.userId, userId))
    .orderBy(asc(organizations.name), asc(organizations.id));
  return rows.flatMap((r) => (isRole(r.role) ? [{ ...r, role: r.role }] : []));
}

/** Makes another of the user's organizations the one this session acts in; 404 unless they are a member. */
export async function switchOrganization(
  db: Db,
  userId: string,
  sessionId: string,
  organizationId: string,
): Promise<void> {
  const membership = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.userId, userId), eq(members.organizationId, organizationId)))
    .limit(1);
  if (membership.length === 0) throw notFound("Organization not found.");
  await db
    .update(sessions)
    .set({ activeOrganizationId: organizationId, updatedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
}
