import { createStore, delMany, entries, get, set, type UseStore } from "idb-keyval";

/**
 * The files of photos taken with no connection (decision 0028), kept on the device (IndexedDB, through
 * idb-keyval) under their local ref until the outbox has uploaded them and sent their record. Like the outbox's
 * entries, each belongs to the person and organization that took it: only they read it back.
 */

type KeptPhoto = { owner: string; blob: Blob; savedAt: number };

/** A kept photo no outbox entry names is a form's that was closed without saving: it goes after a day. */
export const ABANDONED_PHOTO_MS = 24 * 60 * 60 * 1000;

let store: UseStore | null = null;
const photoStore = () => (store ??= createStore("buildops-photos", "files"));

export async function keepPhotoFile(ref: string, blob: Blob, owner: string, now = Date.now()): Promise<void> {
  await set(ref, { owner, blob, savedAt: now } satisfies KeptPhoto, photoStore());
}

/** The file kept under `ref`, when it is there and `owner`'s. */
export async function keptPhotoFile(ref: string, owner: string): Promise<Blob | undefined> {
  const kept = await get<KeptPhoto>(ref, photoStore());
  return kept?.owner === owner ? kept.blob : undefined;
}

export async function forgetPhotoFiles(refs: readonly string[]): Promise<void> {
  if (refs.length > 0) await delMany([...refs], photoStore());
}

/** Deletes the kept photos no entry names (`named`, every owner's) that were kept more than a day ago. */
export async function sweepPhotoFiles(named: ReadonlySet<string>, now = Date.now()): Promise<void> {
  const kept = await entries<string, KeptPhoto>(photoStore());
  await forgetPhotoFiles(
    kept.flatMap(([ref, photo]) => (named.has(ref) || now - photo.savedAt <= ABANDONED_PHOTO_MS ? [] : [ref])),
  );
}
