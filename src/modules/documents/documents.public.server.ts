// The documents module's public server file (decision 0007): how another module keeps a file it made itself (a
// lien waiver's PDF) as a document of a project, counted in the organization's storage like an upload.
import { Readable } from "node:stream";
import { and, eq, inArray } from "drizzle-orm";
import { documents } from "../../server/db/schema/index.ts";
import type { Db } from "../../server/db/client.ts";
import type { Scope } from "../../server/platform/access.ts";
import { newStorageKey, type Storage } from "../../server/platform/storage.ts";
import { href } from "../../shared/route.ts";
import type { DocumentRow } from "./documents.contract.ts";
import { createDocument, deleteDocument, queueUploadCleanup, type UploadLimits } from "./documents.queries.ts";
import { discardUpload } from "./document-files.server.ts";
import { documentsEndpoints } from "./documents.routes.ts";

export type GeneratedDocument = {
  /** The document's name in the hub. */
  name: string;
  /** The download's file name (`lien-waiver-….pdf`). */
  fileName: string;
  mimeType: "application/pdf";
  bytes: Buffer;
  projectId: string;
  documentType: string;
  tags: string[];
};

/**
 * Stores `file` and records it as a new document (version 1) of its project, uploaded by the caller. Past the
 * plan's storage it answers the documents' 413 and keeps nothing; a failure after the bytes are written removes
 * them (maintenance removes what a crash leaves, as for an upload).
 */
export async function storeGeneratedDocument(
  db: Db,
  storage: Storage,
  scope: Scope,
  limits: UploadLimits,
  file: GeneratedDocument,
): Promise<DocumentRow> {
  const key = newStorageKey("documents");
  await queueUploadCleanup(db, key);
  const { size } = await storage.put(Readable.from([file.bytes]), {
    key,
    prefix: "documents",
    maxBytes: limits.maxUploadBytes,
  });
  try {
    return await createDocument(
      db,
      scope,
      {
        name: file.name,
        tags: file.tags,
        documentType: file.documentType,
        projectId: file.projectId,
        contractId: null,
      },
      { key, size, mimeType: file.mimeType, fileName: file.fileName },
      limits,
    );
  } catch (err) {
    await discardUpload(db, storage, key);
    throw err;
  }
}

/** Deletes a document this caller just made (a record of the caller's that could not follow it) and its file. */
export async function removeGeneratedDocument(db: Db, storage: Storage, scope: Scope, id: string): Promise<void> {
  for (const key of await deleteDocument(db, scope, id)) await discardUpload(db, storage, key);
}

/** Where a member of the organization downloads a document's current file. */
export const documentFileAddress = (id: string): string => href(documentsEndpoints.file, { params: { id } });

/** The names of the organization's documents among `ids` (as renamed in the hub), by id; others are left out. */
export async function documentNames(db: Db, scope: Scope, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: documents.id, name: documents.name })
    .from(documents)
    .where(and(eq(documents.organizationId, scope.organizationId), inArray(documents.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r.name]));
}
