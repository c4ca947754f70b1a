import { and, desc, eq, gt, lte } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { invitations, members, organizations, sessions, users } from "../db/schema/index.ts";
import type { Scope } from "../platform/caller.ts";
import { conflict, forbidden, HttpError, notFound } from "../platform/errors.ts";
import { recordEvent } from "../platform/notify.ts";
import { isRole, type Role } from "../../shared/roles.ts";
import { MSG } from "../../shared/messages.ts";
import {
  INVITATION_DAYS,
  TEAM_MSG,
  type InvitationSummary,
  type PublicInvitation,
} from "../../shared/contracts/team.ts";
import { requireSeat, type Tx } from "./entitlements.queries.ts";
import { isMemberEmail, lockTeam } from "./team.queries.ts";
import { invitationIdOf, isValidInvitationToken } from "./invitation-token.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const PENDING = "pending";

/** What a link that no longer works (expired, revoked, used, or never issued) answers: one answer for all. */
export const invalidInvitationLink = () => new HttpError(404, "INVALID_LINK", MSG.invalidLink.message);

export type Invitation = typeof invitations.$inferSelect;

const expiryFrom = (now: Date) => new Date(now.getTime() + INVITATION_DAYS * DAY_MS);

function toSummary(row: Invitation & { invitedBy: string | null }, now: Date): InvitationSummary {
  return {
    id: row.id,
    email: row.email,
    role: row.role && isRole(row.role) ? row.role : "member",
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now.getTime(),
    invitedBy: row.invitedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The organization's pending invitations (expired ones too, so they can be re-sent), newest first. */
export async function listInvitations(db: Db, scope: Scope, now = new Date()): Promise<InvitationSummary[]> {
  const rows = await db
    .select({ invitation: invitations, invitedBy: users.name })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.inviterId))
    .where(and(eq(invitations.organizationId, scope.organizationId), eq(invitations.status, PENDING)))
    .orderBy(desc(invitations.createdAt));
  return rows.map((r) => toSummary({ ...r.invitation, invitedBy: r.invitedBy }, now));
}

/**
 * Records an invitation (7 days) for an address not yet in the organization and without a live invitation,
 * if a seat is left on the plan (members plus live invitations). An expired invitation to the same address
 * is replaced.
 */
export async function createInvitation(
  db: Db,
  scope: Scope,
  input: { email: string; role: Role },
  now = new Date(),
): Promise<Invitation> {
  const email = input.email.toLowerCase();
  return db.transaction(async (tx) => {
    await lockTeam(tx, scope.organizationId);
    if (await isMemberEmail(tx, scope.organizationId, email)) throw conflict(TEAM_MSG.alreadyMember);
    const sameAddress = and(
      eq(invitations.organizationId, scope.organizationId),
      eq(invitations.status, PENDING),
      eq(invitations.email, email),
    );
    const [live] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(and(sameAddress, gt(invitations.expiresAt, now)))
      .limit(1);
    if (live) throw conflict(TEAM_MSG.alreadyInvited);
    await tx
      .update(invitations)
      .set({ status: "canceled" })
      .where(and(sameAddress, lte(invitations.expiresAt, now)));
    await requireSeat(tx, scope.organizationId, now);
    const [row] = await tx
      .insert(invitations)
      .values({
        id: crypto.randomUUID(),
        organizationId: scope.organizationId,
        email,
        role: input.role,
        status: PENDING,
        expiresAt: expiryFrom(now),
        inviterId: scope.userId,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error("invitation insert returned nothing");
    return row;
  });
}

async function pendingInvitation(conn: Db | Tx, scope: Scope, id: string): Promise<Invitation> {
  const [row] = await conn
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.id, id),
        eq(invitations.organizationId, scope.organizationId),
        eq(invitations.status, PENDING),
      ),
    )
    .limit(1);
  if (!row) throw notFound("Invitation not found.");
  return row;
}

/** A new expiry (7 days from now), hence a new link; the old link stops working. An expired one needs a seat again. */
export async function renewInvitation(db: Db, scope: Scope, id: string, now = new Date()): Promise<Invitation> {
  return db.transaction(async (tx) => {
    await lockTeam(tx, scope.organizationId);
    const current = await pendingInvitation(tx, scope, id);
    if (current.expiresAt.getTime() <= now.getTime()) await requireSeat(tx, scope.organizationId, now);
    let expiresAt = expiryFrom(now);
    // The link is signed over the expiry: it must change for the old link to die.
    if (expiresAt.getTime() <= current.expiresAt.getTime()) expiresAt = new Date(current.expiresAt.getTime() + 1);
    const [row] = await tx.update(invitations).set({ expiresAt }).where(eq(invitations.id, current.id)).returning();
    if (!row) throw notFound("Invitation not found.");
    return row;
  });
}

/** Revokes a pending invitation: its link stops working and its seat is free. */
export async function revokeInvitation(db: Db, scope: Scope, id: string): Promise<void> {
  const rows = await db
    .update(invitations)
    .set({ status: "canceled" })
    .where(
      and(
        eq(invitations.id, id),
        eq(invitations.organizationId, scope.organizationId),
        eq(invitations.status, PENDING),
      ),
    )
    .returning({ id: invitations.id });
  if (rows.length === 0) throw notFound("Invitation not found.");
}

export type LiveInvitation = {
  id: string;
  organizationId: string;
  organizationName: string;
  email: string;
  role: Role;
  expiresAt: Date;
};

/** The pending, unexpired invitation a link's token names, or null for any link that does not work. */
export async function invitationForToken(
  db: Db,
  secret: string,
  token: string,
  now = new Date(),
): Promise<LiveInvitation | null> {
  const id = invitationIdOf(token);
  if (!id) return null;
  const [row] = await db
    .select({ invitation: invitations, organizationName: organizations.name })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .where(eq(invitations.id, id))
    .limit(1);
  if (!row) return null;
  const inv = row.invitation;
  if (!isValidInvitationToken(secret, token, inv.id, inv.expiresAt)) return null;
  if (inv.status !== PENDING || inv.expiresAt.getTime() <= now.getTime()) return null;
  return {
    id: inv.id,
    organizationId: inv.organizationId,
    organizationName: row.organizationName,
    email: inv.email,
    role: inv.role && isRole(inv.role) ? inv.role : "member",
    expiresAt: inv.expiresAt,
  };
}

export const toPublicInvitation = (inv: LiveInvitation): PublicInvitation => ({
  organizationName: inv.organizationName,
  role: inv.role,
  email: inv.email,
  expiresAt: inv.expiresAt.toISOString(),
});

/**
 * Turns an invitation into a membership with its role, once: the person's e-mail must be the invited one.
 * Optionally switches one session to the organization. Returns the organization's id.
 */
export async function acceptInvitation(
  db: Db,
  invitationId: string,
  person: { id: string; email: string },
  opts: { sessionId?: string; now?: Date } = {},
): Promise<{ organizationId: string; role: Role }> {
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    const [peek] = await tx
      .select({ organizationId: invitations.organizationId })
      .from(invitations)
      .where(eq(invitations.id, invitationId))
      .limit(1);
    if (!peek) throw invalidInvitationLink();
    await lockTeam(tx, peek.organizationId);
    const [inv] = await tx.select().from(invitations).where(eq(invitations.id, invitationId)).limit(1);
    if (!inv || inv.status !== PENDING || inv.expiresAt.getTime() <= now.getTime()) throw invalidInvitationLink();
    if (inv.email.toLowerCase() !== person.email.toLowerCase()) throw forbidden(TEAM_MSG.emailMismatch);
    const role: Role = inv.role && isRole(inv.role) ? inv.role : "member";
    const joined = await tx
      .insert(members)
      .values({ id: crypto.randomUUID(), organizationId: inv.organizationId, userId: person.id, role, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: members.id });
    await tx.update(invitations).set({ status: "accepted" }).where(eq(invitations.id, inv.id));
    if (joined.length > 0)
      await recordEvent(tx, {
        organizationId: inv.organizationId,
        kind: "member_joined",
        key: `member-joined:${inv.organizationId}:${person.id}`,
        audience: { type: "admins" },
        title: `${person.email} joined the team`,
        body: `As ${role}, from an invitation.`,
        link: "/dashboard/profile#team",
      });
    if (opts.sessionId) {
      await tx
        .update(sessions)
        .set({ activeOrganizationId: inv.organizationId })
        .where(eq(sessions.id, opts.sessionId));
    }
    return { organizationId: inv.organizationId, role };
  });
}

/** The user's e-mail, for accepting an invitation on their behalf (sign-up through a link). */
export async function personOf(db: Db, userId: string): Promise<{ id: string; email: string } | null> {
  const [row] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** The names an invitation e-mail and the list show: the organization's and the inviter's. */
export async function invitationNames(
  db: Db,
  inv: Pick<Invitation, "organizationId" | "inviterId">,
): Promise<{ organizationName: string; inviterName: string }> {
  const [org] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, inv.organizationId))
    .limit(1);
  const [inviter] = await db.select({ name: users.name }).from(users).where(eq(users.id, inv.inviterId)).limit(1);
  return { organizationName: org?.name ?? "your organization", inviterName: inviter?.name ?? "A colleague" };
}

/** An invitation as the admins' list shows it. */
export const invitationSummaryOf = (inv: Invitation, inviterName: string | null, now = new Date()): InvitationSummary =>
  toSummary({ ...inv, invitedBy: inviterName }, now);
