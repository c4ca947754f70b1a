import { text, timestamp } from "drizzle-orm/pg-core";
import { organizations } from "./organizations.ts";

/** The columns every module's table starts with (decision 0007): a text UUID id, its organization, timestamps. */

/** A text UUID made by the server. */
export const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

/** The owning organization; its rows go with it. */
export const organizationId = () =>
  text("organization_id")
    .notNull()
    .references(() => organizations.id, { onDelete: "cascade" });

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
