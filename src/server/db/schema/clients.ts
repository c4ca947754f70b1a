import { sql } from "drizzle-orm";
import { pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, organizationId, updatedAt } from "./columns.ts";

/** The companies an organization builds for. One name once per organization (case-insensitive). */
export const clients = pgTable(
  "clients",
  {
    id: id(),
    organizationId: organizationId(),
    name: text("name").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("clients_org_name_idx").on(t.organizationId, sql`lower(${t.name})`)],
);
