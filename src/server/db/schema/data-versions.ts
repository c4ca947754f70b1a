import { bigint, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * A counter per organization and data set, bumped by database triggers on every change to that data
 * (migrations 0004 and 0006). A server process may keep a computed answer (a list page) as long as the counter
 * it was computed at is still current: one tiny read instead of the whole query, correct across processes.
 */
export const dataVersions = pgTable(
  "data_versions",
  {
    // No foreign key: the triggers also fire while an organization is being deleted (cascades).
    organizationId: text("organization_id").notNull(),
    name: text("name").notNull(),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.name] })],
);
