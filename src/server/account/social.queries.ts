import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { sessions, users } from "../db/schema/index.ts";
import type { PlanId } from "../../shared/plans.ts";

/** Spec: a social sign-in with `oauth_plan` saves the plan when the user has none yet. */
export async function setPlanIfUnset(db: Db, userId: string, plan: PlanId): Promise<void> {
  await db
    .update(users)
    .set({ selectedPlan: plan })
    .where(and(eq(users.id, userId), isNull(users.selectedPlan)));
}

/** The user a session token belongs to. */
export async function userOfSessionToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.token, token)).limit(1);
  return row?.userId ?? null;
}

/** The person a user id names, for an e-mail to them. */
export async function userById(db: Db, id: string): Promise<{ id: string; email: string; name: string } | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}
