import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { createdAt, id, organizationId, updatedAt } from "./columns.ts";

/**
 * The certifications an organization holds, each kept by one module (`area`: safety or quality), which alone
 * sees it (decision 0029). Its status (valid, expiring, expired) is computed from the expiry date.
 */
export const certifications = pgTable(
  "certifications",
  {
    id: id(),
    organizationId: organizationId(),
    area: text("area").notNull(),
    name: text("name").notNull(),
    number: text("number").notNull().default(""),
    issuingAuthority: text("issuing_authority").notNull().default(""),
    issueDate: date("issue_date", { mode: "string" }),
    expiryDate: date("expiry_date", { mode: "string" }).notNull(),
    renewalRequirements: text("renewal_requirements").notNull().default(""),
    description: text("description").notNull().default(""),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A module's list (soonest expiry first, paged by expiry and id), its counts and the overview's deadlines.
    index("certifications_org_area_expiry_idx").on(t.organizationId, t.area, t.expiryDate, t.id),
    check("certifications_area", sql`${t.area} in ('safety','quality')`),
    check("certifications_name", sql`btrim(${t.name}) <> ''`),
    check("certifications_dates_order", sql`${t.issueDate} is null or ${t.expiryDate} >= ${t.issueDate}`),
  ],
);
