import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { members, notificationEvents, users, type NotificationAudience } from "../db/schema/index.ts";
import type { NOTIFICATION_KINDS } from "../../shared/column-values.ts";

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type { NotificationAudience };

/** Something people should hear of (issue 30): what happened, who it concerns, and the record it is about. */
export type NotificationEvent = {
  organizationId: string;
  kind: NotificationKind;
  /**
   * The event's identity in its organization: recorded once per key ("invoice-paid:<payment id>", "task-due:<task
   * id>:<day>"), so that a retried request or a second process tells no one twice.
   */
  key: string;
  audience: NotificationAudience;
  title: string;
  body?: string;
  /** The record's page in the app ("/dashboard/projects/…"). */
  link?: string;
  /** Told at once on every channel the people chose: never held for a digest nor by a cap (a major incident). */
  urgent?: boolean;
};

/**
 * Records an event, in the transaction of what caused it (pass that transaction as `db`): it is told to the people
 * it concerns on the channels they chose once it is committed (the notifications module fans it out). A second
 * event of the same key is ignored. Answers whether it was recorded now.
 */
export async function recordEvent(db: Db, event: NotificationEvent): Promise<boolean> {
  const rows = await db
    .insert(notificationEvents)
    .values({
      organizationId: event.organizationId,
      kind: event.kind,
      key: event.key,
      audience: event.audience,
      title: event.title,
      body: event.body ?? "",
      link: event.link ?? "",
      urgent: event.urgent ?? false,
    })
    .onConflictDoNothing({ target: [notificationEvents.organizationId, notificationEvents.key] })
    .returning({ id: notificationEvents.id });
  return rows.length > 0;
}

/**
 * For a sweep looking for what to tell (overdue invoices, tasks due, certifications expiring): only the rows whose
 * event `key` is not yet recorded in their organization. A sweep takes a batch at a time; without this, past a
 * batch's worth of candidates the same ones came back every time and the rest were never told.
 */
export function notRecordedYet(organizationId: AnyPgColumn, key: SQL): SQL {
  return sql`not exists (select 1 from ${notificationEvents} where ${notificationEvents.organizationId} = ${organizationId} and ${notificationEvents.key} = ${key})`;
}

/**
 * The member of an organization a free-text name stands for (a task's assignee: "Mo Member" or
 * "mo@example.com"), matched without case on their name or e-mail; null when none or more than one matches.
 */
export async function memberNamed(db: Db, organizationId: string, text: string): Promise<string | null> {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return null;
  const rows = await db
    .select({ userId: members.userId })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(
      and(
        eq(members.organizationId, organizationId),
        or(sql`lower(${users.name}) = ${wanted}`, sql`lower(${users.email}) = ${wanted}`),
      ),
    )
    .limit(2);
  const [only, second] = rows;
  return only && !second ? only.userId : null;
}
