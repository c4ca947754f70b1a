import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
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

const literal = (value: string | number): string =>
  typeof value === "number" ? String(value) : `'${value.replaceAll("'", "''")}'`;

/**
 * A check that `column` holds one of `values`, the list its column is typed with (src/shared/column-values.ts):
 * `"table"."column" in ('a','b')`, the values written into the SQL as literals. `separator` is as each table's
 * migration wrote it (", " from migration 0030 on), so that the constraint's text, and the database, stay the same.
 */
export const oneOf = (column: SQLWrapper, values: readonly (string | number)[], separator = ","): SQL =>
  sql`${column} in (${sql.raw(values.map(literal).join(separator))})`;
