import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { twoFactorBackupCodes, twoFactorChallenges, twoFactors } from "../db/schema/index.ts";
import type { SecretBox } from "../platform/secret-box.ts";
import { badRequest, conflict } from "../platform/errors.ts";
import { matchTotp, newTotpSecret } from "../platform/totp.ts";
import { BACKUP_CODE_COUNT, SECURITY_MSG } from "../../shared/contracts/security.ts";

/** How long a sign-in may wait for its code. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Backup codes are typed by people: case, spaces and dashes do not matter. */
const normalizeBackupCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");

/** Ten codes like `k7rq2-mx9dp` (50 random bits each) from an alphabet without look-alikes. */
function newBackupCodes(): string[] {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export async function isTwoFactorEnabled(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: twoFactors.userId })
    .from(twoFactors)
    .where(and(eq(twoFactors.userId, userId), isNotNull(twoFactors.enabledAt)))
    .limit(1);
  return rows.length > 0;
}

/** A fresh secret waiting for its first code (replacing any earlier unconfirmed one). */
export async function startSetup(db: Db, box: SecretBox, userId: string, now = new Date()): Promise<string> {
  if (await isTwoFactorEnabled(db, userId)) throw conflict(SECURITY_MSG.alreadyEnabled);
  const secret = newTotpSecret();
  const sealed = box.seal(secret);
  const written = await db
    .insert(twoFactors)
    .values({ userId, secretEncrypted: sealed, enabledAt: null, lastUsedStep: null, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: twoFactors.userId,
      set: { secretEncrypted: sealed, lastUsedStep: null, updatedAt: now },
      // Never overwrite a secret in use (a setup racing an enable).
      setWhere: isNull(twoFactors.enabledAt),
    })
    .returning({ userId: twoFactors.userId });
  if (written.length === 0) throw conflict(SECURITY_MSG.alreadyEnabled);
  return secret;
}

/**
 * Turns two-factor on if the code matches the pending secret: records the step (that code is spent),
 * replaces the backup codes and returns them, the only time they are readable. Null for a wrong code.
 */
export async function enableTwoFactor(
  db: Db,
  box: SecretBox,
  userId: string,
  code: string,
  now = new Date(),
): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(twoFactors).where(eq(twoFactors.userId, userId)).for("update");
    if (!row) throw badRequest(SECURITY_MSG.setupFirst);
    if (row.enabledAt) throw conflict(SECURITY_MSG.alreadyEnabled);
    const step = matchTotp(box.open(row.secretEncrypted), code, now.getTime(), row.lastUsedStep);
    if (step === null) return null;
    await tx
      .update(twoFactors)
      .set({ enabledAt: now, lastUsedStep: step, updatedAt: now })
      .where(eq(twoFactors.userId, userId));
    await tx.delete(twoFactorBackupCodes).where(eq(twoFactorBackupCodes.userId, userId));
    const codes = newBackupCodes();
    await tx
      .insert(twoFactorBackupCodes)
      .values(codes.map((c) => ({ userId, codeHash: sha256(normalizeBackupCode(c)), createdAt: now })));
    return codes;
  });
}

/**
 * Whether a code proves the second factor for a user with two-factor on: an app code of the current step
 * (±1), newer than the last accepted one; or, when allowed, an unused backup code, which is then spent.
 * Both are recorded with a conditional update, so two requests racing with one code cannot both pass.
 */
export async function checkSecondFactor(
  db: Db,
  box: SecretBox,
  userId: string,
  code: string,
  opts: { allowBackupCode: boolean },
  now = new Date(),
): Promise<boolean> {
  if (/^\d{6}$/.test(code)) {
    const [row] = await db
      .select({ secret: twoFactors.secretEncrypted, lastUsedStep: twoFactors.lastUsedStep })
      .from(twoFactors)
      .where(and(eq(twoFactors.userId, userId), isNotNull(twoFactors.enabledAt)));
    if (!row) return false;
    const step = matchTotp(box.open(row.secret), code, now.getTime(), row.lastUsedStep);
    if (step === null) return false;
    const claimed = await db
      .update(twoFactors)
      .set({ lastUsedStep: step, updatedAt: now })
      .where(and(eq(twoFactors.userId, userId), or(isNull(twoFactors.lastUsedStep), lt(twoFactors.lastUsedStep, step))))
      .returning({ userId: twoFactors.userId });
    return claimed.length > 0;
  }
  if (!opts.allowBackupCode) return false;
  const spent = await db
    .update(twoFactorBackupCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(twoFactorBackupCodes.userId, userId),
        eq(twoFactorBackupCodes.codeHash, sha256(normalizeBackupCode(code))),
        isNull(twoFactorBackupCodes.usedAt),
        sql`exists (select 1 from ${twoFactors} where ${twoFactors.userId} = ${userId} and ${twoFactors.enabledAt} is not null)`,
      ),
    )
    .returning({ id: twoFactorBackupCodes.id });
  return spent.length > 0;
}

/**
 * New backup codes for a user with two-factor on: the old ones (used or not) stop working; the new ones are
 * answered once, the only time they are readable. The caller proves the second factor first.
 */
export async function renewBackupCodes(db: Db, userId: string, now = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ enabledAt: twoFactors.enabledAt })
      .from(twoFactors)
      .where(eq(twoFactors.userId, userId))
      .for("update");
    if (!row?.enabledAt) throw badRequest(SECURITY_MSG.notEnabled);
    await tx.delete(twoFactorBackupCodes).where(eq(twoFactorBackupCodes.userId, userId));
    const codes = newBackupCodes();
    await tx
      .insert(twoFactorBackupCodes)
      .values(codes.map((c) => ({ userId, codeHash: sha256(normalizeBackupCode(c)), createdAt: now })));
    return codes;
  });
}

/** Turns two-factor off: the secret, the backup codes and any pending sign-in go together. */
export async function disableTwoFactor(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
    await tx.delete(twoFactorBackupCodes).where(eq(twoFactorBackupCodes.userId, userId));
    await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
  });
}

/** A sign-in waiting for its code; the token goes in the pending cookie, only its hash is kept. */
export async function createChallenge(db: Db, userId: string, rememberMe: boolean, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  // Old, expired challenges of anyone are swept on the way (there are few: they last minutes).
  await db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, now));
  await db.insert(twoFactorChallenges).values({
    tokenHash: sha256(token),
    userId,
    rememberMe,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    createdAt: now,
  });
  return token;
}

export type Challenge = { userId: string; rememberMe: boolean };

export async function findChallenge(db: Db, token: string, now = new Date()): Promise<Challenge | null> {
  const [row] = await db
    .select({ userId: twoFactorChallenges.userId, rememberMe: twoFactorChallenges.rememberMe })
    .from(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.tokenHash, sha256(token)), gt(twoFactorChallenges.expiresAt, now)));
  return row ?? null;
}

/** Spends a challenge (once: false if another request already did). */
export async function consumeChallenge(db: Db, token: string): Promise<boolean> {
  const deleted = await db
    .delete(twoFactorChallenges)
    .where(eq(twoFactorChallenges.tokenHash, sha256(token)))
    .returning({ userId: twoFactorChallenges.userId });
  return deleted.length > 0;
}
