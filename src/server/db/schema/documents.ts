import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { contracts } from "./contracts.ts";
import { DOCUMENT_STATUSES } from "../../../shared/column-values.ts";
import { createdAt, id, oneOf, organizationId, updatedAt } from "./columns.ts";
import { projects } from "./projects.ts";

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
    status: text("status", { enum: DOCUMENT_STATUSES }).notNull().default("Uploaded"),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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
    check("documents_status", oneOf(t.status, DOCUMENT_STATUSES)),
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
