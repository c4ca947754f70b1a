import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { members, users } from "../db/schema/index.ts";
import type { Scope } from "../platform/access.ts";
import { isRole } from "../../shared/roles.ts";
import type { MemberSummary } from "../../shared/contracts/team.ts";

/** The organization's members, by name. */
export async function listMembers(db: Db, scope: Scope): Promise<MemberSummary[]> {
  const rows = await db
    .select({ id: users.id, fullName: users.name, email: users.email, role: members.role })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(members.organizationId, scope.organizationId))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.email));
  return rows.flatMap((r) => (isRole(r.role) ? [{ ...r, role: r.role }] : []));
}

export async function isMember(db: Db, scope: Scope, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.organizationId, scope.organizationId), eq(members.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function countMembers(db: Db, scope: Scope): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(members)
    .where(eq(members.organizationId, scope.organizationId));
  return row?.n ?? 0;
}
