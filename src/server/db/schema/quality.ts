import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { INSPECTION_STATUSES } from "../../../shared/column-values.ts";
import { createdAt, id, oneOf, organizationId, updatedAt } from "./columns.ts";

/** One checklist line of an inspection: its name, its result and the inspector's notes. */
export type QualityInspectionItemRow = { name: string; status: string; notes: string };

/**
 * The quality module's inspections (spec: quality_inspections and the inspection form). `client_key` is the
 * New Inspection form's idempotency key (unique per organization, like safety_incidents). The status and the
 * defects count are derived from the items on every write (quality.rules.ts), and stored so that the stat
 * cards and lists can count them in SQL.
 */
export const qualityInspections = pgTable(
  "quality_inspections",
  {
    id: id(),
    organizationId: organizationId(),
    clientKey: text("client_key").notNull(),
    title: text("title").notNull(),
    location: text("location").notNull(),
    /** A member of the organization; null only once that user is deleted. */
    inspectorId: text("inspector_id").references(() => users.id, { onDelete: "set null" }),
    inspectionDate: date("inspection_date", { mode: "string" }).notNull(),
    status: text("status", { enum: INSPECTION_STATUSES }).notNull().default("Pending"),
    /** [{name, status, notes}], in the order given. */
    items: jsonb("items").$type<QualityInspectionItemRow[]>().notNull().default([]),
    /** The ids of the inspection's photos (the photos table), in the order given. */
    photoIds: jsonb("photo_ids").$type<string[]>().notNull().default([]),
    /** Failed plus warning items. */
    defectsCount: integer("defects_count").notNull().default(0),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("quality_inspections_org_client_key_idx").on(t.organizationId, t.clientKey),
    // Recent Inspections and the list (newest date first).
    index("quality_inspections_org_date_idx").on(
      t.organizationId,
      t.inspectionDate.desc(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index("quality_inspections_org_status_idx").on(t.organizationId, t.status),
    check("quality_inspections_status", oneOf(t.status, INSPECTION_STATUSES)),
    check(
      "quality_inspections_required",
      sql`btrim(${t.title}) <> '' and btrim(${t.location}) <> '' and btrim(${t.clientKey}) <> ''`,
    ),
    check(
      "quality_inspections_lists",
      sql`jsonb_typeof(${t.items}) = 'array' and jsonb_typeof(${t.photoIds}) = 'array'`,
    ),
    check("quality_inspections_defects", sql`${t.defectsCount} >= 0`),
  ],
);

/**
 * Each recorded set of results (the details dialog's save), kept once per `client_key`: a re-sent submission
 * finds its row and is not applied again.
 */
export const qualityInspectionResults = pgTable(
  "quality_inspection_results",
  {
    id: id(),
    organizationId: organizationId(),
    inspectionId: text("inspection_id")
      .notNull()
      .references(() => qualityInspections.id, { onDelete: "cascade" }),
    clientKey: text("client_key").notNull(),
    /** The items as submitted. */
    items: jsonb("items").$type<QualityInspectionItemRow[]>().notNull(),
    recordedBy: text("recorded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("quality_inspection_results_org_client_key_idx").on(t.organizationId, t.clientKey),
    index("quality_inspection_results_inspection_idx").on(t.inspectionId, t.createdAt),
    check("quality_inspection_results_key", sql`btrim(${t.clientKey}) <> ''`),
  ],
);

/** The quality module's saved reports (Generate Quality Report): the period's inspections and figures as generated. */
export const qualityReports = pgTable(
  "quality_reports",
  {
    id: id(),
    organizationId: organizationId(),
    generatedBy: text("generated_by").references(() => users.id, { onDelete: "set null" }),
    data: jsonb("data").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("quality_reports_org_created_idx").on(t.organizationId, t.createdAt.desc())],
);
