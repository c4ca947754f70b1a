import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * A person's own settings (the settings screen): notification preferences and integrations, kept as JSON
 * objects of booleans so that a new setting needs no migration; read back over the defaults
 * (`withDefaults` in shared/contracts/settings.ts). No row means every setting at its default.
 */
export const userSettings = pgTable("user_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  notifications: jsonb("notifications").$type<Record<string, boolean>>().notNull(),
  integrations: jsonb("integrations").$type<Record<string, boolean>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
