import { and, desc, eq, sql } from "drizzle-orm";
import type { Database, Db } from "../../server/db/client.ts";
import { documents, documentVersions, storageCleanup, users } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { rowBelongs } from "../../server/platform/organization-rows.ts";
import { badRequest, notFound } from "../../server/platform/errors.ts";
import { mayStore } from "../../server/account/entitlements.queries.ts";
import {
  addStoredFiles,
  removeStoredFiles,
  storageRoom as organizationStorageRoom,
  storageUsed,
} from "../../server/platform/storage-usage.ts";
import { projectBelongs, projectNameOf } from "../projects/projects.queries.ts";
import { contractBelongs, contractNameOf } from "../contracts/contracts.queries.ts";
import type { DocumentDetail, DocumentPatch, DocumentRow, DocumentSummary } from "./documents.contract.ts";
import { RECENT_UPLOAD_DAYS, type DocumentStatus } from "./documents.constants.ts";
import { DOCUMENT_LIST, documentListStatement, type DocumentListFilters } from "./document-list.sql.ts";
import { cachedByDataVersion, dataVersion, VersionedCache } from "../../server/platform/versioned-cache.ts";
import { runJsonPage } from "../../server/platform/json-list.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Conn = Db | Tx;

const DAY_MS = 24 * 60 * 60 * 1000;
/** An upload's file is deleted by maintenance if its record has not been written a day later (a crash mid-way). */
const UPLOAD_GRACE_MS = DAY_MS;

export type ListOptions = DocumentListFilters & { limit: number };

/** Pages and figures recently served, per process (decision 0008), valid while the organization's documents are unchanged. */
const listCache = new VersionedCache(16 * 1024 * 1024);
const summaryCache = new VersionedCache(1024 * 1024);

/**
 * A page of the organization's documents, newest first, as the API's JSON text (built by the database),
 * served from this process's cache while the organization's "documents" data version is unchanged.
 */
export async function listDocumentsJson(database: Database, scope: Scope, opts: ListOptions): Promise<string> {
  const key = [
    opts.q ?? "",
    opts.tags ?? [],
    opts.projectId ?? "",
    opts.contractId ?? "",
    opts.cursor ?? "",
    opts.limit,
  ];
  return cachedByDataVersion(database, listCache, scope.organizationId, "documents", key, () =>
    runJsonPage(database, DOCUMENT_LIST, documentListStatement(scope.organizationId, opts), opts.limit),
  );
}

type Figures = Omit<DocumentSummary, "storageUsedBytes" | "storageLimitBytes" | "maxUploadBytes">;

/**
 * The four stat cards and the tag chips (figures cached by data version; storage used and the plan's limit read
 * fresh: storage used counts every stored file of the organization, photos, pictures, logo and avatars too).
 */
export async function documentSummary(
  database: Database,
  scope: Scope,
  limits: UploadLimits,
  now = new Date(),
): Promise<DocumentSummary> {
  const org = scope.organizationId;
  const version = await dataVersion(database, org, "documents");
  // The recent-uploads window moves with the clock: a cached answer lives within one minute.
  const key = `${org}|${Math.floor(now.getTime() / 60_000)}`;
  let figures: Figures;
  const cached = summaryCache.get(key, version);
  if (cached !== undefined) figures = JSON.parse(cached) as Figures;
  else {
    figures = await documentFigures(database.db, org, now);
    summaryCache.set(key, version, JSON.stringify(figures));
  }
  const storageUsedBytes = await storageUsed(database.db, org);
  const decision = await mayStore(database.db, org, 0, storageUsedBytes, limits.maxOrganizationStorageBytes);
  return {
    ...figures,
    storageUsedBytes,
    storageLimitBytes: decision.limitBytes,
    maxUploadBytes: limits.maxUploadBytes,
  };
}

async function documentFigures(db: Db, org: string, now: Date): Promise<Figures> {
  const since = new Date(now.getTime() - RECENT_UPLOAD_DAYS * DAY_MS);
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      recent: sql<number>`(count(*) filter (where ${documents.updatedAt} >= ${since.toISOString()}))::int`,
      pending: sql<number>`(count(*) filter (where ${documents.status} in ('Uploaded', 'Under Review')))::int`,
    })
    .from(documents)
    .where(eq(documents.organizationId, org));
  const tagged = db
    .select({ tag: sql<string>`unnest(${documents.tags})`.as("tag") })
    .from(documents)
    .where(eq(documents.organizationId, org))
    .as("tagged");
  const tagRows = await db
    .select({ tag: tagged.tag, count: sql<number>`count(*)::int` })
    .from(tagged)
    .groupBy(tagged.tag)
    .orderBy(sql`lower(${tagged.tag})`, tagged.tag);
  return {
    total: counts?.total ?? 0,
    recentUploads: counts?.recent ?? 0,
    pendingAction: counts?.pending ?? 0,
    tags: tagRows.map((r) => ({ tag: r.tag, count: Number(r.count) })),
  };
}

const rowColumns = {
  id: documents.id,
  name: documents.name,
  documentType: documents.documentType,
  status: documents.status,
  tags: documents.tags,
  version: documents.version,
  size: documents.size,
  mimeType: documents.mimeType,
  fileName: documents.fileName,
  projectId: documents.projectId,
  projectName: projectNameOf(documents.projectId, documents.organizationId),
  contractId: documents.contractId,
  contractName: contractNameOf(documents.contractId, documents.organizationId),
  uploadedBy: documents.uploadedBy,
  uploaderName: users.name,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
};

type RowData = {
  id: string;
  name: string;
  documentType: string;
  status: DocumentStatus;
  tags: string[];
  version: number;
  size: number;
  mimeType: string;
  fileName: string;
  projectId: string | null;
  projectName: string | null;
  contractId: string | null;
  contractName: string | null;
  uploadedBy: string | null;
  uploaderName: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const ref = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);

function toRow(r: RowData): DocumentRow {
  return {
    id: r.id,
    name: r.name,
    documentType: r.documentType,
    status: r.status,
    tags: r.tags,
    version: r.version,
    size: Number(r.size),
    mimeType: r.mimeType,
    fileName: r.fileName,
    project: ref(r.projectId, r.projectName),
    contract: ref(r.contractId, r.contractName),
    uploadedBy: r.uploadedBy ? { id: r.uploadedBy, fullName: r.uploaderName ?? "" } : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function getDocument(db: Conn, scope: Scope, id: string): Promise<DocumentRow> {
  const [row] = await db
    .select(rowColumns)
    .from(documents)
    .leftJoin(users, eq(users.id, documents.uploadedBy))
    .where(and(eq(documents.id, id), eq(documents.organizationId, scope.organizationId)))
    .limit(1);
  if (!row) throw notFound("Document not found.");
  return toRow(row);
}

/** A document with its versions, newest first. */
export async function getDocumentDetail(db: Db, scope: Scope, id: string): Promise<DocumentDetail> {
  const row = await getDocument(db, scope, id);
  const versions = await db
    .select({
      version: documentVersions.version,
      fileName: documentVersions.fileName,
      mimeType: documentVersions.mimeType,
      size: documentVersions.size,
      uploadedBy: documentVersions.uploadedBy,
      uploaderName: users.name,
      createdAt: documentVersions.createdAt,
    })
    .from(documentVersions)
    .leftJoin(users, eq(users.id, documentVersions.uploadedBy))
    .where(and(eq(documentVersions.documentId, id), eq(documentVersions.organizationId, scope.organizationId)))
    .orderBy(desc(documentVersions.version));
  return {
    ...row,
    versions: versions.map((v) => ({
      version: v.version,
      fileName: v.fileName,
      mimeType: v.mimeType,
      size: Number(v.size),
      uploadedBy: v.uploadedBy ? { id: v.uploadedBy, fullName: v.uploaderName ?? "" } : null,
      createdAt: v.createdAt.toISOString(),
    })),
  };
}

/** Attachments must be the organization's own project and contract. */
export async function checkAttachments(
  db: Db,
  scope: Scope,
  input: { projectId?: string | null; contractId?: string | null },
): Promise<void> {
  if (input.projectId && !(await projectBelongs(db, scope, input.projectId))) {
    throw badRequest("The selected project does not exist.", { projectId: "The selected project does not exist." });
  }
  if (input.contractId && !(await contractBelongs(db, scope, input.contractId))) {
    throw badRequest("The selected contract does not exist.", { contractId: "The selected contract does not exist." });
  }
}

/** The server's limits on uploads (config): the largest file, and the cap of a plan that says unlimited. */
export type UploadLimits = { maxUploadBytes: number; maxOrganizationStorageBytes: number };

/**
 * Room left for uploads before a file arrives (null = unlimited), for an early refusal and the stream's limit;
 * the count that decides is `addStoredFiles` in the recording transaction (decision 0038).
 */
export const storageRoom = (
  db: Db,
  scope: Scope,
  limits: UploadLimits,
): Promise<{ remainingBytes: number | null; message: string }> =>
  organizationStorageRoom(db, scope.organizationId, limits);

/** Before a file is written: a clean-up entry due later, removed by the transaction that records the file. */
export async function queueUploadCleanup(db: Db, key: string, now = new Date()): Promise<void> {
  await db
    .insert(storageCleanup)
    .values({ storageKey: key, dueAt: new Date(now.getTime() + UPLOAD_GRACE_MS) })
    .onConflictDoNothing();
}

export type StoredUpload = { key: string; size: number; mimeType: string; fileName: string };

export type NewDocument = {
  name: string;
  tags: string[];
  documentType: string;
  projectId: string | null;
  contractId: string | null;
};

/** Records an uploaded file as a new document (version 1). */
export async function createDocument(
  db: Db,
  scope: Scope,
  input: NewDocument,
  file: StoredUpload,
  limits: UploadLimits,
): Promise<DocumentRow> {
  const id = await db.transaction(async (tx) => {
    await addStoredFiles(tx, scope.organizationId, [{ key: file.key, bytes: file.size }], limits);
    const [doc] = await tx
      .insert(documents)
      .values({
        organizationId: scope.organizationId,
        name: input.name,
        documentType: input.documentType,
        tags: input.tags,
        size: file.size,
        mimeType: file.mimeType,
        fileName: file.fileName,
        projectId: input.projectId,
        contractId: input.contractId,
        uploadedBy: scope.userId,
      })
      .returning({ id: documents.id });
    if (!doc) throw new Error("the document insert returned no row");
    await tx.insert(documentVersions).values({ ...versionValues(scope, doc.id, 1, file) });
    await tx.delete(storageCleanup).where(eq(storageCleanup.storageKey, file.key));
    return doc.id;
  });
  return getDocument(db, scope, id);
}

const versionValues = (scope: Scope, documentId: string, version: number, file: StoredUpload) => ({
  organizationId: scope.organizationId,
  documentId,
  version,
  storageKey: file.key,
  fileName: file.fileName,
  mimeType: file.mimeType,
  size: file.size,
  uploadedBy: scope.userId,
});

/**
 * Records an uploaded file as the document's next version. The document goes back to Uploaded: new content
 * has not been reviewed.
 */
export async function addVersion(
  db: Db,
  scope: Scope,
  documentId: string,
  file: StoredUpload,
  limits: UploadLimits,
): Promise<DocumentRow> {
  await db.transaction(async (tx) => {
    const [doc] = await tx
      .select({ version: documents.version })
      .from(documents)
      .where(and(eq(documents.id, documentId), eq(documents.organizationId, scope.organizationId)))
      .for("update");
    if (!doc) throw notFound("Document not found.");
    await addStoredFiles(tx, scope.organizationId, [{ key: file.key, bytes: file.size }], limits);
    const version = doc.version + 1;
    await tx.insert(documentVersions).values(versionValues(scope, documentId, version, file));
    await tx
      .update(documents)
      .set({
        version,
        size: file.size,
        mimeType: file.mimeType,
        fileName: file.fileName,
        status: "Uploaded",
        uploadedBy: scope.userId,
        updatedAt: new Date(),
      })
      .where(eq(documents.id, documentId));
    await tx.delete(storageCleanup).where(eq(storageCleanup.storageKey, file.key));
  });
  return getDocument(db, scope, documentId);
}

/** Whether the document exists in the organization (checked before a new version's bytes are read). */
export const documentExists = (db: Db, scope: Scope, id: string): Promise<boolean> =>
  rowBelongs(db, scope, documents, id);

export async function patchDocument(db: Db, scope: Scope, id: string, patch: DocumentPatch): Promise<DocumentRow> {
  // Whose document first: another organization's is not found, whatever the patch points at.
  if (!(await rowBelongs(db, scope, documents, id))) throw notFound("Document not found.");
  await checkAttachments(db, scope, patch);
  const values: Partial<typeof documents.$inferInsert> = {};
  if (patch.name !== undefined) values.name = patch.name;
  if (patch.tags !== undefined) values.tags = [...new Set(patch.tags)];
  if (patch.status !== undefined) values.status = patch.status;
  if (patch.documentType !== undefined) values.documentType = patch.documentType;
  if (patch.projectId !== undefined) values.projectId = patch.projectId;
  if (patch.contractId !== undefined) values.contractId = patch.contractId;
  if (Object.keys(values).length > 0) {
    const updated = await db
      .update(documents)
      .set(values)
      .where(and(eq(documents.id, id), eq(documents.organizationId, scope.organizationId)))
      .returning({ id: documents.id });
    if (updated.length === 0) throw notFound("Document not found.");
  }
  return getDocument(db, scope, id);
}

/**
 * Deletes a document and its versions; a trigger queues every version's file for deletion in the same
 * transaction. Answers the queued keys, for the caller to delete now (maintenance retries what fails).
 */
export async function deleteDocument(db: Db, scope: Scope, id: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const keys = await tx
      .select({ key: documentVersions.storageKey })
      .from(documentVersions)
      .where(and(eq(documentVersions.documentId, id), eq(documentVersions.organizationId, scope.organizationId)));
    const deleted = await tx
      .delete(documents)
      .where(and(eq(documents.id, id), eq(documents.organizationId, scope.organizationId)))
      .returning({ id: documents.id });
    if (deleted.length === 0) throw notFound("Document not found.");
    await removeStoredFiles(
      tx,
      keys.map((k) => k.key),
    );
    return keys.map((k) => k.key);
  });
}
