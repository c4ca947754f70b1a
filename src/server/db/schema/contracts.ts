import { sql } from "drizzle-orm";
import { check, date, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { CONTRACT_STATUSES } from "../../../shared/column-values.ts";
import { createdAt, id, oneOf, organizationId, updatedAt } from "./columns.ts";
import { projects } from "./projects.ts";

/** The spec's contracts; `value` stays the text typed ("$1.5M"), the report parses it. */
export const contracts = pgTable(
  "contracts",
  {
    id: id(),
    organizationId: organizationId(),
    name: text("name").notNull(),
    clientName: text("client_name").notNull(),
    value: text("value").notNull().default(""),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    status: text("status", { enum: CONTRACT_STATUSES }).notNull().default("Draft"),
    contractType: text("contract_type").notNull(),
    description: text("description").notNull().default(""),
    projectId: text("project_id").references(() => projects.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("contracts_org_created_idx").on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index("contracts_project_idx").on(t.projectId),
    check("contracts_status", oneOf(t.status, CONTRACT_STATUSES)),
    check("contracts_dates_order", sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

/** A generated contracts report: who, when, and the figures and rows as they were (the PDF and CSV are made from it). */
export const contractReports = pgTable(
  "contract_reports",
  {
    id: id(),
    organizationId: organizationId(),
    generatedBy: text("generated_by").references(() => users.id, { onDelete: "set null" }),
    data: jsonb("data").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contract_reports_org_created_idx").on(t.organizationId, t.createdAt.desc())],
);
