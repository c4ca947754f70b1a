import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { accounts, sessions } from "../db/schema/index.ts";
import { badRequest, HttpError, notFound } from "../platform/errors.ts";
import { forgetResetLinks } from "./tokens.queries.ts";
import { describeUserAgent } from "../../shared/user-agent.ts";
import { SECURITY_MSG, type SessionItem } from "../../shared/contracts/security.ts";

/** The user's unexpired sessions, the most recently seen first, this one marked. */
export async function listSessions(
  db: Db,
  userId: string,
  currentSessionId: string,
  now = new Date(),
): Promise<SessionItem[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt))
    .limit(100);
  const items = rows.map((row) => ({
    id: row.id,
    device: describeUserAgent(row.userAgent),
    ipAddress: row.ipAddress || null,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.updatedAt.toISOString(),
    current: row.id === currentSessionId,
  }));
  // This device first, then the others.
  return [...items.filter((s) => s.current), ...items.filter((s) => !s.current)];
}

/** Ends one of the user's sessions; another user's session is a 404 like a missing one. */
export async function revokeSession(db: Db, userId: string, sessionId: string): Promise<void> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (deleted.length === 0) throw notFound("Session not found.");
}

/** Ends every session of the user but this one; the number ended. */
export async function revokeOtherSessions(db: Db, userId: string, currentSessionId: string): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)))
    .returning({ id: sessions.id });
  return deleted.length;
}

export type PasswordHasher = {
  hash: (password: string) => Promise<string>;
  verify: (input: { hash: string; password: string }) => Promise<boolean>;
};

/**
 * Changes the password after checking the current one (better-auth's scrypt, through its context), and ends
 * every other session in the same transaction; this one stays. The number of sessions ended.
 */
export async function changePassword(
  db: Db,
  hasher: PasswordHasher,
  input: { userId: string; currentSessionId: string; currentPassword: string; newPassword: string },
  now = new Date(),
): Promise<number> {
  const [account] = await db
    .select({ id: accounts.id, password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, input.userId), eq(accounts.providerId, "credential")))
    .limit(1);
  if (!account?.password) throw badRequest("This account has no password yet. Use “Forgot password?” to set one.");
  if (!(await hasher.verify({ hash: account.password, password: input.currentPassword }))) {
    throw new HttpError(400, "INVALID_PASSWORD", SECURITY_MSG.wrongCurrentPassword, {
      currentPassword: SECURITY_MSG.wrongCurrentPassword,
    });
  }
  const hash = await hasher.hash(input.newPassword);
  return db.transaction(async (tx) => {
    await tx.update(accounts).set({ password: hash, updatedAt: now }).where(eq(accounts.id, account.id));
    await forgetResetLinks(tx, input.userId);
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, input.userId), ne(sessions.id, input.currentSessionId)))
      .returning({ id: sessions.id });
    return ended.length;
  });
}
