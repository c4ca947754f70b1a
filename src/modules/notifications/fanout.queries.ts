import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { makeDeliveries } from "./deliveries.queries.ts";
import {
  members,
  notificationEvents as ev,
  notifications,
  projects,
  type NotificationAudience,
} from "../../server/db/schema/index.ts";

/**
 * The fan-out of recorded events (issue 30): each event's audience resolved to the members it concerns, never
 * anyone outside its organization, and a notification for each in their bell. Safe to run twice and from two
 * processes at once: a person's notification of an event is one row (event, person), and an event is marked done
 * only once.
 */

/** The user ids of the organization's members an audience names, but for the one who did it. */
export async function audienceOf(db: Db, organizationId: string, audience: NotificationAudience): Promise<string[]> {
  const named = await namedBy(db, organizationId, audience);
  return audience.except ? named.filter((id) => id !== audience.except) : named;
}

async function namedBy(db: Db, organizationId: string, audience: NotificationAudience): Promise<string[]> {
  const inOrg = eq(members.organizationId, organizationId);
  const admins = eq(members.role, "admin");
  let who;
  switch (audience.type) {
    case "users": {
      const named =
        audience.userIds.length === 0
          ? []
          : await db
              .select({ userId: members.userId })
              .from(members)
              .where(and(inOrg, inArray(members.userId, audience.userIds)));
      if (named.length > 0 || !audience.orAdmins) return [...new Set(named.map((r) => r.userId))];
      who = and(inOrg, admins);
      break;
    }
    case "admins":
      who = and(inOrg, admins);
      break;
    case "members":
      who = inOrg;
      break;
    case "project": {
      // The project's team: its manager, and the admins.
      const manager = db
        .select({ id: projects.managerId })
        .from(projects)
        .where(and(eq(projects.id, audience.projectId), eq(projects.organizationId, organizationId)));
      who = and(inOrg, or(admins, sql`${members.userId} in (${manager})`));
      break;
    }
  }
  const rows = await db.select({ userId: members.userId }).from(members).where(who);
  return [...new Set(rows.map((r) => r.userId))];
}

export type FannedOut = { eventId: string; recipients: string[]; deliveries: string[] };

/**
 * Fans out up to `limit` waiting events, oldest first: each person's notification and the event's deliveries
 * (deliveries.queries.ts) in one transaction; then `enqueue` queues the sending of the deliveries made. Answers
 * what it did.
 */
export async function fanOutWaiting(
  db: Db,
  opts: { limit?: number; smsOn: boolean; enqueue: (deliveryIds: readonly string[]) => Promise<void> },
): Promise<FannedOut[]> {
  const waiting = await db
    .select()
    .from(ev)
    .where(isNull(ev.fannedOutAt))
    .orderBy(asc(ev.createdAt))
    .limit(opts.limit ?? 50);
  const done: FannedOut[] = [];
  for (const event of waiting) {
    const recipients = await audienceOf(db, event.organizationId, event.audience);
    const deliveries = await db.transaction(async (tx) => {
      const claimed = await tx
        .update(ev)
        .set({ fannedOutAt: new Date() })
        .where(and(eq(ev.id, event.id), isNull(ev.fannedOutAt)))
        .returning({ id: ev.id });
      // Another process fanned it out meanwhile.
      if (claimed.length === 0) return [];
      if (recipients.length > 0)
        await tx
          .insert(notifications)
          .values(
            recipients.map((userId) => ({
              organizationId: event.organizationId,
              userId,
              eventId: event.id,
              kind: event.kind,
              title: event.title,
              body: event.body,
              link: event.link,
              // The event's time to the microsecond (a JavaScript Date keeps milliseconds): the bell's order.
              createdAt: sql`(select ${ev.createdAt} from ${ev} where ${ev.id} = ${event.id})`,
            })),
          )
          .onConflictDoNothing({ target: [notifications.eventId, notifications.userId] });
      return makeDeliveries(tx, event, recipients, { smsOn: opts.smsOn });
    });
    await opts.enqueue(deliveries);
    done.push({ eventId: event.id, recipients, deliveries });
  }
  return done;
}
