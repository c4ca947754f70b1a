import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { ANALYTICS_LAYOUTS, REFRESH_MINUTES } from "../../../shared/column-values.ts";
import { oneOf, organizationId, updatedAt } from "./columns.ts";

/**
 * A person's Customize Dashboard of the analytics page (decision 0035), per user and organization (someone in two
 * organizations arranges each apart): auto refresh in minutes (0: off), layout and the sections shown, in order.
 * No row means the defaults (analytics.contract.ts: analyticsPreferences).
 */
export const analyticsUserPreferences = pgTable(
  "analytics_preferences",
  {
    organizationId: organizationId(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    refreshMinutes: integer("refresh_minutes").$type<(typeof REFRESH_MINUTES)[number]>().notNull(),
    layout: text("layout", { enum: ANALYTICS_LAYOUTS }).notNull(),
    /** The section names shown, in order (analytics.constants.ts: ANALYTICS_SECTIONS). */
    sections: jsonb("sections").$type<string[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    check("analytics_preferences_refresh", oneOf(t.refreshMinutes, REFRESH_MINUTES, ", ")),
    check("analytics_preferences_layout", oneOf(t.layout, ANALYTICS_LAYOUTS, ", ")),
    check("analytics_preferences_sections", sql`jsonb_typeof(${t.sections}) = 'array'`),
  ],
);
