import { sql } from "drizzle-orm";
import { check, date, index, integer, numeric, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { clients } from "./clients.ts";
import { createdAt, id, organizationId, updatedAt } from "./columns.ts";

/** The spec's projects; a project may be built for a client and led by a member (the manager). */
export const projects = pgTable(
  "projects",
  {
    id: id(),
    organizationId: organizationId(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    status: text("status").notNull().default("Planning"),
    budget: numeric("budget", { precision: 15, scale: 2 }),
    progress: integer("progress").notNull().default(0),
    clientId: text("client_id").references(() => clients.id, { onDelete: "set null" }),
    managerId: text("manager_id").references(() => users.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("projects_org_created_idx").on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index("projects_org_end_idx").on(t.organizationId, t.endDate),
    index("projects_client_idx").on(t.clientId),
    check("projects_progress_range", sql`${t.progress} between 0 and 100`),
    check("projects_dates_order", sql`${t.endDate} >= ${t.startDate}`),
  ],
);
