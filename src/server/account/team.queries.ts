import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { members, sessions, users } from "../db/schema/index.ts";
import type { Scope } from "../platform/caller.ts";
import { conflict, notFound } from "../platform/errors.ts";
import { isRole, type Role } from "../../shared/roles.ts";
import { TEAM_MSG, type MemberSummary } from "../../shared/contracts/team.ts";
import type { Tx } from "./entitlements.queries.ts";

type Conn = Db | Tx;

/**
 * Serializes the team changes of one organization (invite, accept, role change, removal) inside their
 * transaction, so that two admins demoting each other, or two invitations for the last seat, cannot both pass.
 */
export async function lockTeam(tx: Tx, organizationId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"team:" + organizationId}))`);
}

const memberColumns = {
  id: users.id,
  fullName: users.name,
  email: users.email,
  role: members.role,
  avatarUrl: users.image,
};

function toSummary(row: {
  id: string;
  fullName: string;
  email: string;
  role: string;
  avatarUrl: string | null;
}): MemberSummary | null {
  return isRole(row.role) ? { ...row, role: row.role } : null;
}

/** The organization's members, by name. */
export async function listMembers(db: Db, scope: Scope): Promise<MemberSummary[]> {
  const rows = await db
    .select(memberColumns)
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(members.organizationId, scope.organizationId))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.email));
  return rows.flatMap((r) => toSummary(r) ?? []);
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

/** Whether someone with this e-mail is already in the organization. */
export async function isMemberEmail(db: Conn, organizationId: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.organizationId, organizationId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return rows.length > 0;
}

async function memberFor(tx: Tx, organizationId: string, userId: string) {
  const [row] = await tx
    .select(memberColumns)
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.organizationId, organizationId), eq(members.userId, userId)))
    .limit(1);
  return row ?? null;
}

async function adminCount(tx: Tx, organizationId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(members)
    .where(and(eq(members.organizationId, organizationId), eq(members.role, "admin")));
  return Number(row?.n ?? 0);
}

/** Changes a member's role; the organization's last admin keeps theirs (409). */
export async function changeRole(db: Db, scope: Scope, userId: string, role: Role): Promise<MemberSummary> {
  return db.transaction(async (tx) => {
    await lockTeam(tx, scope.organizationId);
    const member = await memberFor(tx, scope.organizationId, userId);
    if (!member) throw notFound("Team member not found.");
    if (member.role === "admin" && role !== "admin" && (await adminCount(tx, scope.organizationId)) <= 1)
      throw conflict(TEAM_MSG.lastAdmin);
    await tx
      .update(members)
      .set({ role })
      .where(and(eq(members.organizationId, scope.organizationId), eq(members.userId, userId)));
    return { ...member, role };
  });
}

/**
 * Removes a member; the last admin stays (409). Their sessions acting in this organization end at once,
 * so their next request is refused (sessions in their other organizations go on).
 */
export async function removeMember(db: Db, scope: Scope, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTeam(tx, scope.organizationId);
    const member = await memberFor(tx, scope.organizationId, userId);
    if (!member) throw notFound("Team member not found.");
    if (member.role === "admin" && (await adminCount(tx, scope.organizationId)) <= 1)
      throw conflict(TEAM_MSG.lastAdmin);
    await tx.delete(members).where(and(eq(members.organizationId, scope.organizationId), eq(members.userId, userId)));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), eq(sessions.activeOrganizationId, scope.organizationId)));
  });
}
