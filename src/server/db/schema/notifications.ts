import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { NOTIFICATION_KINDS } from "../../../shared/column-values.ts";
import { createdAt, id, oneOf, organizationId } from "./columns.ts";

/**
 * Notifications (issue 30). An event is recorded once, in the transaction of what caused it, with who it concerns;
 * it is then fanned out to each person it concerns (their bell) and to the channels they chose.
 */

/**
 * Who an event concerns: named people (with `orAdmins`, the admins when none of them is a member any more: a
 * document's author who left), the organization's admins, a project's team, or every member; never the person
 * who did it (`except`).
 */
export type NotificationAudience = (
  | { type: "users"; userIds: string[]; orAdmins?: boolean }
  | { type: "admins" }
  | { type: "project"; projectId: string }
  | { type: "members" }
) & {
  /** Who did it: not told of their own doing. */
  except?: string;
};

export const notificationEvents = pgTable(
  "notification_events",
  {
    id: id(),
    organizationId: organizationId(),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    /** Recorded once per key in an organization (a task's "due tomorrow" once per day…). */
    key: text("key").notNull(),
    audience: jsonb("audience").$type<NotificationAudience>().notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    /** The record's page, a path of the app ("/dashboard/projects/…"). */
    link: text("link").notNull().default(""),
    /** Told at once on every channel chosen, never held for a digest (a major or critical incident). */
    urgent: boolean("urgent").notNull().default(false),
    createdAt: createdAt(),
    /** Set once every person it concerns has it in their bell (and its deliveries are queued). */
    fannedOutAt: timestamp("fanned_out_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("notification_events_org_key_idx").on(t.organizationId, t.key),
    index("notification_events_waiting_idx")
      .on(t.createdAt)
      .where(sql`${t.fannedOutAt} is null`),
    // The retention sweep takes the oldest first (their people's notifications and deliveries go with them).
    index("notification_events_created_idx").on(t.createdAt),
    check("notification_events_kind_check", oneOf(t.kind, NOTIFICATION_KINDS, ", ")),
  ],
);

/** One person's notification of an event: what their bell lists. */
export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    organizationId: organizationId(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => notificationEvents.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    link: text("link").notNull().default(""),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("notifications_event_user_idx").on(t.eventId, t.userId),
    // The bell's list, newest first, a page at a time (keyset: created_at, id).
    index("notifications_list_idx").on(t.userId, t.organizationId, t.createdAt.desc(), t.id.desc()),
    // The unread count reads only the unread.
    index("notifications_unread_idx")
      .on(t.userId, t.organizationId)
      .where(sql`${t.readAt} is null`),
    check("notifications_kind_check", oneOf(t.kind, NOTIFICATION_KINDS, ", ")),
  ],
);
