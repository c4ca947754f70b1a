import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * The devices a user has signed in from ("Chrome on Windows", from the user agent): a sign-in from one not
 * listed yet sends a security alert (issue 12). Kept apart from sessions, which end at sign-out.
 */
export const knownDevices = pgTable(
  "known_devices",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    device: text("device").notNull(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.device] })],
);
