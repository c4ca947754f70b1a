import { createHash } from "node:crypto";
import type { Db } from "../db/client.ts";
import { and, eq, like } from "drizzle-orm";
import { consumedTokens, verifications } from "../db/schema/index.ts";

/** Records a link's token as used. False when it had been used before. */
export async function consumeToken(db: Db, token: string, purpose: string): Promise<boolean> {
  const tokenHash = createHash("sha256").update(token).digest("hex");
  const rows = await db
    .insert(consumedTokens)
    .values({ tokenHash, purpose })
    .onConflictDoNothing()
    .returning({ tokenHash: consumedTokens.tokenHash });
  return rows.length > 0;
}

/** Whose password a reset link's token would set (better-auth's verification row), or null. */
export async function userOfResetToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(eq(verifications.identifier, `reset-password:${token}`))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Withdraws every password reset link a user still holds (better-auth keeps each as a `reset-password:<token>`
 * verification row whose value is the user's id): once the password has been reset or changed, an older link
 * in a mailbox must not set it again.
 */
export async function forgetResetLinks(db: Db, userId: string): Promise<number> {
  const removed = await db
    .delete(verifications)
    .where(and(like(verifications.identifier, "reset-password:%"), eq(verifications.value, userId)))
    .returning({ id: verifications.id });
  return removed.length;
}
