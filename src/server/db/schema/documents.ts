import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { organizations } from "./organizations.ts";
import { projects } from "./projects.ts";

const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const organizationId = () =>
  text("organization_id")
    .notNull()
    .references(() => organizations.id, { onDelete: "cascade" });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

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
    status: text("status").notNull().default("Draft"),
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
    check("contracts_status", sql`${t.status} in ('Draft','Active','Under Review','Completed','Terminated','Expired')`),
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

/**
 * The spec's documents. The file itself is the current version's (`document_versions`); `size`, `mime_type`
 * and `version` repeat the current version's for the list. A document may be attached to a project or a contract.
 */
export const documents = pgTable(
  "documents",
  {
    id: id(),
    organizationId: organizationId(),
    name: text("name").notNull(),
    documentType: text("document_type").notNull().default(""),
    status: text("status").notNull().default("Uploaded"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    version: integer("version").notNull().default(1),
    size: bigint("size", { mode: "number" }).notNull(),
    mimeType: text("mime_type").notNull(),
    fileName: text("file_name").notNull(),
    projectId: text("project_id").references(() => projects.id, { onDelete: "set null" }),
    contractId: text("contract_id").references(() => contracts.id, { onDelete: "set null" }),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("documents_org_created_idx").on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index("documents_tags_idx").using("gin", t.tags),
    index("documents_project_idx").on(t.projectId),
    index("documents_contract_idx").on(t.contractId),
    check("documents_status", sql`${t.status} in ('Uploaded','Under Review','Approved')`),
    check("documents_version_positive", sql`${t.version} >= 1`),
    check("documents_size_positive", sql`${t.size} >= 0`),
  ],
);

/** Every uploaded file of a document, oldest first; the storage key is the server's, never the client's name. */
export const documentVersions = pgTable(
  "document_versions",
  {
    id: id(),
    organizationId: organizationId(),
    documentId: text("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    storageKey: text("storage_key").notNull(),
    fileName: text("file_name").notNull(),
    mimeType: text("mime_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("document_versions_doc_version_idx").on(t.documentId, t.version),
    uniqueIndex("document_versions_key_idx").on(t.storageKey),
    index("document_versions_org_idx").on(t.organizationId),
  ],
);

/**
 * Files to delete from storage (an outbox, so no file outlives its record and no upload outlives a crash):
 * an upload writes a row due a day later and its record's transaction removes it; a delete writes a row due
 * now in the transaction that deletes the record. Maintenance deletes due files no record references.
 */
export const storageCleanup = pgTable(
  "storage_cleanup",
  {
    storageKey: text("storage_key").primaryKey(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("storage_cleanup_due_idx").on(t.dueAt)],
);
