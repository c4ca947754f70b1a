import { lt } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { notificationEvents as ev, notificationRates as rates } from "../../server/db/schema/index.ts";
import { deleteOldest } from "../../server/platform/maintenance.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long an event is kept with what it made: each person's notification of it (their bell) and its deliveries.
 * A year covers any look back at "what were we told"; past it the bell's oldest pages go.
 */
export const NOTIFICATION_RETENTION_DAYS = 365;
/** An hour's count of a channel's deliveries is read only in that hour (the cap); two days are kept to look at. */
export const RATE_RETENTION_DAYS = 2;

/**
 * Removes notification events older than NOTIFICATION_RETENTION_DAYS, the oldest first, a batch a sweep (their
 * notifications and deliveries go with them, by the foreign keys), and old hourly counts. Run by each process's
 * maintenance, safe from several at once. Answers how many rows it removed.
 */
export async function sweepOldNotifications(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * DAY_MS);
  const events = await deleteOldest(db, ev, { id: ev.id, at: ev.createdAt }, before);
  const counts = await db
    .delete(rates)
    .where(lt(rates.hour, new Date(now.getTime() - RATE_RETENTION_DAYS * DAY_MS)))
    .returning({ hour: rates.hour });
  return events + counts.length;
}
