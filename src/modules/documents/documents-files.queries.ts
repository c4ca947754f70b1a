/**
 * A document's stored files: a version's file to download (by document and number, or by the version's id), and
 * the storage clean-up queue (files of deleted documents and abandoned uploads, removed once nothing refers to
 * them). The records themselves are documents.queries.ts.
 */
import { and, asc, desc, eq, inArray, lte, notExists, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { documentVersions, storageCleanup } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { notFound } from "../../server/platform/errors.ts";

export type VersionFile = { versionId: string; storageKey: string; fileName: string; mimeType: string; size: number };

const fileColumns = {
  versionId: documentVersions.id,
  storageKey: documentVersions.storageKey,
  fileName: documentVersions.fileName,
  mimeType: documentVersions.mimeType,
  size: documentVersions.size,
};

/** A version's file (the current one when `version` is absent), in the caller's organization. */
export async function versionFile(db: Db, scope: Scope, documentId: string, version?: number): Promise<VersionFile> {
  const [row] = await db
    .select(fileColumns)
    .from(documentVersions)
    .where(
      and(
        eq(documentVersions.documentId, documentId),
        eq(documentVersions.organizationId, scope.organizationId),
        version === undefined ? undefined : eq(documentVersions.version, version),
      ),
    )
    .orderBy(desc(documentVersions.version))
    .limit(1);
  if (!row) throw notFound(version === undefined ? "Document not found." : "This version does not exist.");
  return { ...row, size: Number(row.size) };
}

/** A version's file by its id (a signed link names it); null once deleted. */
export async function versionFileById(db: Db, versionId: string): Promise<VersionFile | null> {
  const [row] = await db.select(fileColumns).from(documentVersions).where(eq(documentVersions.id, versionId)).limit(1);
  return row ? { ...row, size: Number(row.size) } : null;
}

/** Forgets clean-up entries whose files are gone. */
export async function dropCleanup(db: Db, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(storageCleanup).where(inArray(storageCleanup.storageKey, keys));
}

/**
 * Deletes due files that no version references (a deleted document's, an upload that never got its record),
 * then their entries. Safe from several processes: deleting a file twice is harmless.
 */
export async function sweepStorageCleanup(
  db: Db,
  remove: (key: string) => Promise<boolean>,
  now = new Date(),
  batch = 200,
): Promise<number> {
  const due = await db
    .select({ key: storageCleanup.storageKey })
    .from(storageCleanup)
    .where(
      and(
        lte(storageCleanup.dueAt, now),
        notExists(
          db
            .select({ one: sql`1` })
            .from(documentVersions)
            .where(eq(documentVersions.storageKey, storageCleanup.storageKey)),
        ),
      ),
    )
    .orderBy(asc(storageCleanup.dueAt))
    .limit(batch);
  const done: string[] = [];
  for (const { key } of due) {
    try {
      await remove(key);
      done.push(key);
    } catch {
      // Left for the next sweep.
    }
  }
  await dropCleanup(db, done);
  return done.length;
}
