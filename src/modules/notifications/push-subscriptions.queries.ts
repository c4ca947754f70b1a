import { and, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { pushSubscriptions as ps } from "../../server/db/schema/index.ts";

/**
 * The browsers people get push notifications on (issue 30): each person's own, by the push service's endpoint.
 * No organization column: a browser is the person's, whichever organization a notification comes from.
 */

/** The browsers one person keeps at most: a new one past this forgets their oldest. */
export const MAX_PUSH_DEVICES = 20;

/** How much of a browser's User-Agent is kept (to tell devices apart). */
const USER_AGENT_LENGTH = 300;

export type PushDevice = { id: string; endpoint: string; p256dh: string; auth: string };

/**
 * Keeps a browser's subscription for the person. An endpoint already kept (the same browser subscribing again,
 * or now signed in as someone else) is replaced: a browser has one subscription, for who subscribed last.
 */
export async function savePushSubscription(
  db: Db,
  userId: string,
  device: { endpoint: string; keys: { p256dh: string; auth: string } },
  userAgent = "",
  now = new Date(),
): Promise<void> {
  const values = {
    userId,
    endpoint: device.endpoint,
    p256dh: device.keys.p256dh,
    auth: device.keys.auth,
    userAgent: userAgent.slice(0, USER_AGENT_LENGTH),
    createdAt: now,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(ps)
      .values(values)
      .onConflictDoUpdate({
        target: ps.endpoint,
        set: {
          userId: sql`excluded.user_id`,
          p256dh: sql`excluded.p256dh`,
          auth: sql`excluded.auth`,
          userAgent: sql`excluded.user_agent`,
          createdAt: sql`excluded.created_at`,
        },
      });
    const newest = tx
      .select({ id: ps.id })
      .from(ps)
      .where(eq(ps.userId, userId))
      .orderBy(desc(ps.createdAt), desc(ps.id))
      .limit(MAX_PUSH_DEVICES);
    await tx.delete(ps).where(and(eq(ps.userId, userId), notInArray(ps.id, newest)));
  });
}

/** Forgets one of the person's browsers; false when it is not theirs (or not kept). */
export async function deletePushSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(ps)
    .where(and(eq(ps.userId, userId), eq(ps.endpoint, endpoint)))
    .returning({ id: ps.id });
  return rows.length > 0;
}

/** The person's browsers. */
export async function pushDevicesOf(db: Db, userId: string): Promise<PushDevice[]> {
  return db
    .select({ id: ps.id, endpoint: ps.endpoint, p256dh: ps.p256dh, auth: ps.auth })
    .from(ps)
    .where(eq(ps.userId, userId))
    .orderBy(ps.createdAt);
}

/** Forgets browsers whose push service said their subscription is over. */
export async function deletePushDevices(db: Db, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(ps).where(inArray(ps.id, ids));
}
