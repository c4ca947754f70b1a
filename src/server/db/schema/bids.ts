import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, numeric, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { clients } from "./clients.ts";
import { BID_STATUSES } from "../../../shared/column-values.ts";
import { createdAt, id, oneOf, organizationId, updatedAt } from "./columns.ts";
import { salesDocuments } from "./invoicing.ts";
import { projects } from "./projects.ts";

/**
 * The bids module (issue 16, decision 0032): a bid for a project, its client (the name as typed, optionally one
 * of the organization's clients), due date, status and items. Money is whole cents (decision 23): the server
 * computes each item's total and the bid's amount (the items' sum, or the amount typed for a bid without items).
 */
export const bids = pgTable(
  "bids",
  {
    id: id(),
    organizationId: organizationId(),
    projectName: text("project_name").notNull(),
    clientName: text("client_name").notNull(),
    clientId: text("client_id").references(() => clients.id, { onDelete: "set null" }),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    status: text("status", { enum: BID_STATUSES }).notNull().default("pending"),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    notes: text("notes").notNull().default(""),
    /** What the list's search reads: project name and client, lowercased once when written. */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql`lower(project_name || ' ' || client_name)`),
    /** The project a won bid became (once); a deleted project leaves the bid unconverted. */
    projectId: text("project_id").references(() => projects.id, { onDelete: "set null" }),
    /** The estimate a won bid's items became (once); a deleted estimate leaves the bid without one. */
    estimateId: text("estimate_id").references(() => salesDocuments.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bids_org_created_idx").on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index("bids_org_due_idx").on(t.organizationId, t.dueDate),
    index("bids_search_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    check("bids_status", oneOf(t.status, BID_STATUSES)),
    check("bids_amount", sql`${t.amountCents} >= 0 and ${t.amountCents} < 10000000000000`),
  ],
);

/** A bid's items in their order; the server computes each total (quantity × unit price, rounded half up once). */
export const bidItems = pgTable(
  "bid_items",
  {
    id: id(),
    organizationId: organizationId(),
    bidId: text("bid_id")
      .notNull()
      .references(() => bids.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    quantity: numeric("quantity", { precision: 12, scale: 3 }).notNull(),
    unitPriceCents: bigint("unit_price_cents", { mode: "number" }).notNull(),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
  },
  (t) => [
    index("bid_items_bid_position_idx").on(t.bidId, t.position),
    check("bid_items_values", sql`${t.quantity} > 0 and ${t.unitPriceCents} >= 0 and ${t.totalCents} >= 0`),
  ],
);
