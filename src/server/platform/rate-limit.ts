import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimits } from "../db/schema/index.ts";
import { tooManyRequests } from "./errors.ts";

export type Limit = { max: number; windowMs: number };

/**
 * Fixed-window counter kept in the database, so that every server process sees the same count.
 * Returns the count after this hit.
 */
export async function hit(
  db: Db,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<{ count: number; resetAt: number }> {
  const expired = sql`${rateLimits.windowStart} <= ${now - windowMs}`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const row = rows[0] ?? { count: 1, windowStart: now };
  return { count: row.count, resetAt: row.windowStart + windowMs };
}

/**
 * Counts a hit and answers whether the limit is now passed: the seconds until it resets (for Retry-After), or
 * null. For a caller that answers a refusal itself (a page rather than the JSON error).
 */
export async function retryAfterHit(db: Db, key: string, limit: Limit): Promise<number | null> {
  const { count, resetAt } = await hit(db, key, limit.windowMs);
  return count > limit.max ? Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)) : null;
}

/** Counts a hit and refuses (429) once the limit is passed. */
export async function consume(db: Db, key: string, limit: Limit, message?: string): Promise<void> {
  const retryAfter = await retryAfterHit(db, key, limit);
  if (retryAfter !== null) throw tooManyRequests(message, retryAfter);
}

/** Takes back one hit (an attempt counted up front that turned out not to be one), never below zero. */
export async function unhit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

export async function reset(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
