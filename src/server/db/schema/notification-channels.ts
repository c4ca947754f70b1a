import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import type { NOTIFICATION_KINDS } from "../../../shared/column-values.ts";
import { DELIVERY_CHANNELS, DELIVERY_STATUSES } from "../../../shared/column-values.ts";
import { createdAt, id, oneOf, organizationId, updatedAt } from "./columns.ts";
import { notificationEvents } from "./notifications.ts";

/**
 * Notifications beyond the bell (issue 30, decision 0053): each (event, recipient, channel) is one delivery row,
 * made once by the fan-out and sent by a job of the queue; its id is the idempotency key the sender hands the
 * outside service, so a try cut off mid-send and tried again is delivered once.
 */
export const notificationDeliveries = pgTable(
  "notification_deliveries",
  {
    id: id(),
    organizationId: organizationId(),
    eventId: text("event_id")
      .notNull()
      .references(() => notificationEvents.id, { onDelete: "cascade" }),
    /** The person; "" for the organization's own channel (Slack). */
    recipient: text("recipient").notNull(),
    channel: text("channel", { enum: DELIVERY_CHANNELS }).notNull(),
    /**
     * queued (a job will send it) → sending → sent | skipped (nowhere to send it) | dead (out of tries);
     * held: past the hour's cap or a daily digest, sent with the next digest.
     */
    status: text("status", { enum: DELIVERY_STATUSES }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** A held delivery is sent with its recipient's digest due at this time. */
    digestAt: timestamp("digest_at", { withTimezone: true }),
    /** The digest a held delivery was taken into (its idempotency key), so a digest cut off is tried again whole. */
    batch: text("batch"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("notification_deliveries_once_idx").on(t.eventId, t.recipient, t.channel),
    index("notification_deliveries_held_idx")
      .on(t.digestAt)
      .where(sql`${t.status} = 'held'`),
    index("notification_deliveries_org_idx").on(t.organizationId, t.createdAt.desc()),
    check("notification_deliveries_channel_check", oneOf(t.channel, DELIVERY_CHANNELS, ", ")),
    check("notification_deliveries_status_check", oneOf(t.status, DELIVERY_STATUSES, ", ")),
  ],
);

/** How many deliveries an organization's channel took in an hour: counted (atomically) before each is queued. */
export const notificationRates = pgTable(
  "notification_rates",
  {
    organizationId: organizationId(),
    channel: text("channel", { enum: DELIVERY_CHANNELS }).notNull(),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.channel, t.hour] })],
);

/** A browser (device) a person allowed push notifications on; the push service's endpoint is its identity. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    userAgent: text("user_agent").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);

/** Keys the server makes at its first start and keeps (the VAPID key pair of web push). */
export const serverKeys = pgTable("server_keys", {
  name: text("name").primaryKey(),
  value: jsonb("value").$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});

/** A person's phone for text messages: used only once a code sent to it was typed back. */
export const userPhones = pgTable("user_phones", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** E.164 ("+15551234567"). */
  phone: text("phone").notNull(),
  verifiedAt: timestamp("verified_at", { withTimezone: true }),
  /** SHA-256 of the code sent, while one is waiting. */
  codeHash: text("code_hash"),
  codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }),
  /** Wrong codes typed against the code waiting (counted before it is checked). */
  codeAttempts: integer("code_attempts").notNull().default(0),
  /** Codes sent today (UTC), and that day: a phone cannot be flooded with codes. */
  codesSent: integer("codes_sent").notNull().default(0),
  codesDay: text("codes_day").notNull().default(""),
  updatedAt: updatedAt(),
});

/** The organization's Slack channel: an incoming webhook an admin added, and the kinds of event posted to it. */
export const organizationSlack = pgTable("organization_slack", {
  organizationId: organizationId().primaryKey(),
  webhookUrl: text("webhook_url").notNull(),
  kinds: jsonb("kinds").$type<(typeof NOTIFICATION_KINDS)[number][]>().notNull(),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});
