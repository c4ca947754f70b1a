import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { photos } from "../db/schema/index.ts";
import type { PhotoRef, PhotoUpload } from "../../shared/contracts/photos.ts";
import { PHOTO_MSG, photoThumbUrl, photoUrl } from "../../shared/photos.ts";
import type { Scope } from "./access.ts";
import { badRequest, notFound } from "./errors.ts";
import { addStoredFiles, removeStoredFiles, type StorageCap } from "./storage-usage.ts";

/**
 * The photos table's queries (decision 0026), every one filtered by the caller's organization: another
 * organization's photo reads as missing. Modules whose records carry photos (field, quality, safety) keep the
 * photos' ids and ask here: `checkPhotos` / `photosBelong` before saving them, `photoRefs` to show them,
 * `deletePhotos` (then `removePhotoFiles`) for the ones a record let go of.
 */

/** The two stored files of a photo. */
export type PhotoKeys = { storageKey: string; thumbKey: string };

export type NewPhoto = PhotoKeys & {
  contentType: string;
  width: number;
  height: number;
  sizeBytes: number;
  caption: string;
};

/**
 * Records a stored photo (its files are in storage already) and counts both files, the image and its thumbnail
 * (`thumbBytes`), in the organization's storage used, in one transaction: past the plan's storage neither is
 * written (the documents' 413). Answers what the upload answers.
 */
export async function insertPhoto(
  db: Db,
  scope: Scope,
  photo: NewPhoto,
  thumbBytes: number,
  cap: StorageCap,
): Promise<PhotoUpload> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(photos)
      .values({ ...photo, organizationId: scope.organizationId, createdBy: scope.userId })
      .returning({ id: photos.id, width: photos.width, height: photos.height });
    if (!row) throw new Error("the photo's row was not written");
    const files = [
      { key: photo.storageKey, bytes: photo.sizeBytes },
      { key: photo.thumbKey, bytes: thumbBytes },
    ];
    await addStoredFiles(tx, scope.organizationId, files, cap);
    return { ...row, url: photoUrl(row.id), thumbUrl: photoThumbUrl(row.id) };
  });
}

export type PhotoFile = { id: string; key: string; contentType: string };

/** The stored file of one of the caller's organization's photos (the image or its thumbnail); 404 otherwise. */
export async function photoFile(
  db: Db,
  scope: Pick<Scope, "organizationId">,
  id: string,
  variant: "image" | "thumb",
): Promise<PhotoFile> {
  const [row] = await db
    .select({
      id: photos.id,
      storageKey: photos.storageKey,
      thumbKey: photos.thumbKey,
      contentType: photos.contentType,
    })
    .from(photos)
    .where(and(eq(photos.id, id), eq(photos.organizationId, scope.organizationId)))
    .limit(1);
  if (!row) throw notFound("This photo was not found.");
  return { id: row.id, key: variant === "thumb" ? row.thumbKey : row.storageKey, contentType: row.contentType };
}

/** Deletes one of the caller's organization's photos (404 otherwise); answers its files, for `removePhotoFiles`. */
export async function deletePhoto(db: Db, scope: Scope, id: string): Promise<PhotoKeys> {
  const [row] = await deletePhotos(db, scope, [id]);
  if (!row) throw notFound("This photo was not found.");
  return row;
}

/**
 * Deletes those of `ids` that are the caller's organization's photos (others are left alone, unanswered) and
 * gives their bytes back to the organization's storage, in the caller's transaction (or one of its own); answers
 * their files, for `removePhotoFiles` once the transaction has committed.
 */
export async function deletePhotos(db: Db, scope: Scope, ids: readonly string[]): Promise<PhotoKeys[]> {
  if (ids.length === 0) return [];
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(photos)
      .where(and(eq(photos.organizationId, scope.organizationId), inArray(photos.id, [...ids])))
      .returning({ storageKey: photos.storageKey, thumbKey: photos.thumbKey });
    await removeStoredFiles(tx, keysOf(gone));
    return gone;
  });
}

const keysOf = (gone: readonly PhotoKeys[]) => gone.flatMap((p) => [p.storageKey, p.thumbKey]);

/** Whether every one of `ids` is a photo of the caller's organization (true for none). */
export async function photosBelong(db: Db, scope: Scope, ids: readonly string[]): Promise<boolean> {
  const wanted = new Set(ids);
  if (wanted.size === 0) return true;
  const rows = await db
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.organizationId, scope.organizationId), inArray(photos.id, [...wanted])));
  return rows.length === wanted.size;
}

/**
 * A record's photo ids before they are saved: 400 with the message under `field` unless every one is a photo of
 * the caller's organization (another organization's id reads as a missing one). The photos are marked as kept by
 * a record in the same statement, so the orphan sweep cannot take one between the check and the save.
 */
export async function checkPhotos(db: Db, scope: Scope, ids: readonly string[], field = "photoIds"): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const theirs = and(eq(photos.organizationId, scope.organizationId), inArray(photos.id, wanted));
  // One statement: every photo is marked, or (one is not the organization's) none is.
  const kept = await db
    .update(photos)
    .set({ attachedAt: sql`coalesce(${photos.attachedAt}, now())` })
    .where(and(theirs, sql`(select count(*) from ${photos} where ${theirs}) = ${wanted.length}`))
    .returning({ id: photos.id });
  if (kept.length !== wanted.length) throw badRequest(PHOTO_MSG.notYours, { [field]: PHOTO_MSG.notYours });
}

/** How long an uploaded photo may wait for a record: longer than a report may wait offline on a phone. */
export const ORPHAN_PHOTO_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Deletes (at most `limit`) photos no record kept a week after their upload, in every organization: the forms
 * they were uploaded from were never saved. Answers their files, for `removePhotoFiles`.
 */
export async function deleteOrphanPhotos(db: Db, now = new Date(), limit = 500): Promise<PhotoKeys[]> {
  const cutoff = new Date(now.getTime() - ORPHAN_PHOTO_AGE_MS);
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: photos.id })
      .from(photos)
      .where(and(isNull(photos.attachedAt), lt(photos.createdAt, cutoff)))
      .limit(limit);
    const gone = await tx
      .delete(photos)
      .where(and(inArray(photos.id, due), isNull(photos.attachedAt)))
      .returning({ storageKey: photos.storageKey, thumbKey: photos.thumbKey });
    await removeStoredFiles(tx, keysOf(gone));
    return gone;
  });
}

/**
 * A record's photos for its answer, in the order of `ids`; an id that is not (or no longer) a photo of the
 * caller's organization is left out.
 */
export async function photoRefs(db: Db, scope: Scope, ids: readonly string[]): Promise<PhotoRef[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: photos.id, width: photos.width, height: photos.height, caption: photos.caption })
    .from(photos)
    .where(and(eq(photos.organizationId, scope.organizationId), inArray(photos.id, [...new Set(ids)])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const refs: PhotoRef[] = [];
  for (const id of new Set(ids)) {
    const row = byId.get(id);
    if (row) refs.push({ ...row, url: photoUrl(row.id), thumbUrl: photoThumbUrl(row.id) });
  }
  return refs;
}
