import { sql } from "drizzle-orm";
import { bigint, check, date, index, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { createdAt, id, organizationId, updatedAt } from "./columns.ts";
import { projects } from "./projects.ts";

/**
 * The finance module's transactions (spec: Financial transaction). Amounts are whole cents, always positive:
 * the type says which way the money went (decision 23).
 */
export const financeTransactions = pgTable(
  "finance_transactions",
  {
    id: id(),
    organizationId: organizationId(),
    date: date("date", { mode: "string" }).notNull(),
    type: text("type").notNull(),
    category: text("category").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    vendor: text("vendor").notNull(),
    description: text("description").notNull(),
    reference: text("reference").notNull().default(""),
    status: text("status").notNull().default("Pending"),
    projectId: text("project_id").references(() => projects.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("finance_tx_org_date_idx").on(t.organizationId, t.date.desc(), t.createdAt.desc(), t.id.desc()),
    index("finance_tx_org_project_idx").on(t.organizationId, t.projectId),
    check("finance_tx_type", sql`${t.type} in ('Payment','Receipt','Transfer')`),
    check("finance_tx_category", sql`${t.category} in ('Materials','Labor','Equipment','Overhead')`),
    check("finance_tx_status", sql`${t.status} in ('Pending','Cleared','Void')`),
    check("finance_tx_amount", sql`${t.amountCents} > 0 and ${t.amountCents} < 10000000000000`),
  ],
);
