import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Every e-mail the product sends is recorded here; without SMTP this is where it goes. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("body_text").notNull(),
    html: text("body_html"),
    /** Files sent with the message (a purchase order's PDF): name, type and base64 content. */
    attachments: jsonb("attachments").$type<{ filename: string; contentType: string; contentBase64: string }[]>(),
    /** Headers of its own (List-Unsubscribe on notification and marketing e-mails). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: text("status").notNull(), // queued (no SMTP), sending, sent, failed
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    /** When a failed (or abandoned) delivery may be tried again. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mail_outbox_to_idx").on(t.to),
    // The maintenance sweep removes the oldest first (MAIL_RETENTION_MS).
    index("mail_outbox_created_idx").on(t.createdAt),
  ],
);

/** Fixed-window counters shared by every server process. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: bigint("window_start", { mode: "number" }).notNull(),
});

/** Single-use links: a token's hash is recorded when it is first used. */
export const consumedTokens = pgTable("consumed_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  purpose: text("purpose").notNull(),
  consumedAt: timestamp("consumed_at", { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    ipAddress: text("ip_address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_email_idx").on(t.email)],
);
