import { PHOTO_MSG } from "../../shared/photos.ts";

/**
 * Photos taken with no connection (decision 0028) wait on the device with their record. Until one is uploaded,
 * the record's `photoIds` name it by a local ref (`local:<uuid>`), in its place among the ids of photos already
 * uploaded; when the outbox sends the record, each ref is replaced by the id the upload answered. Pure rules.
 */

const LOCAL_PREFIX = "local:";

export const newLocalPhotoRef = (): string => `${LOCAL_PREFIX}${crypto.randomUUID()}`;

export const isLocalPhotoRef = (id: string): boolean => id.startsWith(LOCAL_PREFIX);

/** A waiting photo of an outbox entry: its local ref, then the id its upload answered, or why it was not taken. */
export type WaitingPhoto = { ref: string; id?: string; problem?: string };

const photoIdsOf = (body: unknown): unknown[] =>
  typeof body === "object" && body !== null && "photoIds" in body && Array.isArray(body.photoIds) ? body.photoIds : [];

/** The local refs in a record's body (its `photoIds`), in order. */
export const localPhotoRefs = (body: unknown): string[] =>
  photoIdsOf(body).filter((id): id is string => typeof id === "string" && isLocalPhotoRef(id));

/** The photos still to upload: neither uploaded nor refused. */
export const photosToUpload = (photos: readonly WaitingPhoto[]): WaitingPhoto[] =>
  photos.filter((p) => p.id === undefined && p.problem === undefined);

/** The body to send: each local ref replaced by its photo's id; a photo not taken (refused, lost) is left out. */
export function withUploadedPhotos(body: unknown, photos: readonly WaitingPhoto[]): unknown {
  if (typeof body !== "object" || body === null || !("photoIds" in body) || !Array.isArray(body.photoIds)) return body;
  const idOf = new Map(photos.map((p) => [p.ref, p.id]));
  const photoIds = body.photoIds.flatMap((id: unknown) => {
    if (typeof id !== "string" || !isLocalPhotoRef(id)) return [id];
    const uploaded = idOf.get(id);
    return uploaded === undefined ? [] : [uploaded];
  });
  return { ...body, photoIds };
}

/**
 * What the person is told when the record was sent without some of its photos (numbered as in the form), with
 * the server's reason for each; null when every photo went.
 */
export function photosLeftOut(body: unknown, photos: readonly WaitingPhoto[]): string | null {
  const order = photoIdsOf(body);
  const notes = photos.flatMap((p) =>
    p.problem === undefined ? [] : [PHOTO_MSG.sentWithout(order.indexOf(p.ref) + 1, p.problem)],
  );
  return notes.length === 0 ? null : notes.join(" ");
}
