import { sql } from "drizzle-orm";
import { check, date, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { PUNCH_EVENT_ACTIONS, PUNCH_STATUSES } from "../../../shared/punch-list-values.ts";
import { createdAt, id, oneOf, organizationId, updatedAt } from "./columns.ts";
import { projects } from "./projects.ts";

/**
 * A punch list's item (issue 31): what is left to finish on a project, where, by which trade or member, by when,
 * with photos. `client_key` is the form's idempotency key made on the device (unique per organization), so an
 * item captured offline and sent twice is stored once.
 */
export const punchItems = pgTable(
  "punch_items",
  {
    id: id(),
    organizationId: organizationId(),
    clientKey: text("client_key").notNull(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    location: text("location").notNull(),
    description: text("description").notNull(),
    /** The trade as typed ("Drywall"), beside or instead of a member. */
    trade: text("trade").notNull().default(""),
    assigneeId: text("assignee_id").references(() => users.id, { onDelete: "set null" }),
    dueDate: date("due_date", { mode: "string" }),
    status: text("status", { enum: PUNCH_STATUSES }).notNull().default("open"),
    photoIds: jsonb("photo_ids").$type<string[]>().notNull().default([]),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("punch_items_org_client_key_idx").on(t.organizationId, t.clientKey),
    index("punch_items_org_project_created_idx").on(
      t.organizationId,
      t.projectId,
      t.createdAt.desc().nullsLast(),
      t.id.desc().nullsLast(),
    ),
    index("punch_items_org_assignee_idx").on(t.organizationId, t.assigneeId),
    check("punch_items_status", oneOf(t.status, PUNCH_STATUSES, ", ")),
    check(
      "punch_items_required",
      sql`btrim(${t.location}) <> '' and btrim(${t.description}) <> '' and btrim(${t.clientKey}) <> ''`,
    ),
    check("punch_items_photos", sql`jsonb_typeof(${t.photoIds}) = 'array'`),
  ],
);

/** An item's history: its creation and every move of its status, with who made it, when, and the note given. */
export const punchItemEvents = pgTable(
  "punch_item_events",
  {
    id: id(),
    organizationId: organizationId(),
    itemId: text("item_id")
      .notNull()
      .references(() => punchItems.id, { onDelete: "cascade" }),
    action: text("action", { enum: PUNCH_EVENT_ACTIONS }).notNull(),
    note: text("note").notNull().default(""),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("punch_item_events_item_idx").on(t.itemId, t.at, t.id),
    check("punch_item_events_action", oneOf(t.action, PUNCH_EVENT_ACTIONS, ", ")),
  ],
);
