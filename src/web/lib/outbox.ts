import { createStore, del, entries, get, set, type UseStore } from "idb-keyval";
import { PHOTO_MSG } from "../../shared/photos.ts";
import { api, ApiError, type CallInput } from "./api.ts";
import { href, type AnswerOf, type Route, type RouteTypes } from "../../shared/route.ts";
import { currentSessionMarker } from "./offline-shell.ts";
import type { Submitted } from "./outbox-result.ts";
import { uploadPhoto } from "./photos-api.ts";
import {
  localPhotoRefs,
  newLocalPhotoRef,
  photosLeftOut,
  photosToUpload,
  withUploadedPhotos,
  type WaitingPhoto,
} from "./waiting-photo-refs.ts";
import { forgetPhotoFiles, keepPhotoFile, keptPhotoFile, sweepPhotoFiles } from "./waiting-photo-store.ts";

/**
 * The outbox (decision 0028): what was written on site with no connection waits here, on the device
 * (IndexedDB, through idb-keyval), and is sent when the connection returns. Each entry is one record's request
 * with the record's idempotency key (`clientKey` in its body), which the server honours, so a request sent twice
 * (the answer was lost, two tabs sent it) still makes one record: it arrives exactly once.
 *
 * Entries belong to the person and organization that wrote them: only they send them (another person signing in
 * on the same phone never sends, or sees, someone else's report). So do the photos taken for them with no
 * connection (./waiting-photo-store.ts): uploaded first, their ids put in the record's body, then the record sent.
 */

export type OutboxRequest = {
  /** The record's idempotency key, also in the body as `clientKey`; the entry's key in the store. */
  key: string;
  /** Which screen's record this is (`safety-incident`, `field-daily-report`, `quality-results`). */
  kind: string;
  /** What the person sees while it waits ("Injury at North Gate"). */
  label: string;
  /** What is said when it has been sent (the spec's success message). */
  sentMessage: string;
  method: "POST" | "PUT";
  path: string;
  body: unknown;
};

export type OutboxEntry = OutboxRequest & {
  owner: string;
  savedAt: string;
  /** The server's refusal (a 4xx other than a lost session): kept, shown, never re-sent; the person discards it. */
  problem?: string;
  /** The photos taken offline for this record (local refs in its `photoIds`), each with its id once uploaded. */
  photos?: WaitingPhoto[];
  /** The record arrived without some of its photos: `problem` says which and why (a note, not a refusal of it). */
  sent?: true;
};

type Listener = () => void;
type DeliveredListener = (entry: OutboxEntry) => void;

let store: UseStore | null = null;
const outboxStore = () => (store ??= createStore("buildops-outbox", "requests"));

let owner: string | null = null;
/**
 * The device's session when the owner was set (src/shared/session-marker.ts). Entries go out only under it: if
 * the device's session changed since (someone else signed in before the app followed), a round sends nothing.
 */
let ownerSession: string | null = null;
let snapshot: readonly OutboxEntry[] = [];
const listeners = new Set<Listener>();
const delivered = new Set<DeliveredListener>();

/** The entries of the signed-in person, oldest first, as last read (a stable array for useSyncExternalStore). */
export const outboxSnapshot = (): readonly OutboxEntry[] => snapshot;

export function subscribeOutbox(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Called with each entry the server has accepted (to refresh the screen that shows its record). */
export function onDelivered(listener: DeliveredListener): () => void {
  delivered.add(listener);
  return () => void delivered.delete(listener);
}

const allEntries = async () => (await entries<string, OutboxEntry>(outboxStore())).map(([, entry]) => entry);

async function reload(): Promise<void> {
  const all = owner === null ? [] : await allEntries();
  snapshot = all.filter((e) => e.owner === owner).sort((a, b) => a.savedAt.localeCompare(b.savedAt));
  for (const listener of listeners) listener();
}

/**
 * Whose entries are shown and sent: the signed-in person in their current organization (null: nobody). Photos
 * kept for a form that was never saved (no entry, anyone's, names them) go after a day.
 */
export async function setOutboxOwner(userId: string | null, organizationId: string | null): Promise<void> {
  owner = userId && organizationId ? `${userId}:${organizationId}` : null;
  ownerSession = currentSessionMarker();
  await reload();
  if (owner !== null)
    await sweepPhotoFiles(new Set((await allEntries()).flatMap((e) => (e.photos ?? []).map((p) => p.ref))));
}

/**
 * Keeps a photo taken with no connection on the device, for the signed-in person; answers its local ref, which
 * the form lists among its photo ids (the record that names it uploads it before it is sent).
 */
export async function keepPhoto(photo: Blob): Promise<string> {
  if (owner === null) throw new Error(PHOTO_MSG.notKept);
  const ref = newLocalPhotoRef();
  await keepPhotoFile(ref, photo, owner);
  return ref;
}

/** Lets go of a kept photo (removed from its form, or uploaded by it). */
export const forgetPhoto = (ref: string): Promise<void> => forgetPhotoFiles([ref]);

/** Whether a failure means "not delivered yet, try again later" rather than "refused". */
const isTransient = (err: unknown) =>
  err instanceof ApiError &&
  (err.status === 0 || err.status === 401 || err.status === 408 || err.status === 429 || err.status >= 500);

const refusal = (err: unknown) =>
  err instanceof Error && err.message ? err.message : "The server refused this record.";

const send = <T>(request: OutboxRequest) => api<T>(request.path, { method: request.method, body: request.body });

/**
 * Sends the request now when the device is online; when it is not, or the request cannot reach the server,
 * keeps it in the outbox and answers `{ sent: false }`. A refusal from the server (a 4xx) is thrown as usual,
 * for the form to show. A record with photos kept on the device is kept too, and sent by a round of the outbox
 * (started at once when the device is online), which uploads them first.
 */
export async function sendOrKeep<R extends Route<"POST" | "PUT", string, RouteTypes>>(
  entry: R,
  input: CallInput<R>,
  about: Pick<OutboxRequest, "key" | "kind" | "label" | "sentMessage">,
): Promise<Submitted<AnswerOf<R>>> {
  const request: OutboxRequest = {
    ...about,
    method: entry.method,
    path: href(entry, input),
    body: (input as { body?: unknown }).body,
  };
  return sendOrKeepRequest<AnswerOf<R>>(request);
}

/** `sendOrKeep` once the request is written out: what the outbox stores and sends again. */
async function sendOrKeepRequest<T>(request: OutboxRequest): Promise<Submitted<T>> {
  if (owner === null) return { sent: true, data: await send<T>(request) };
  const waiting = localPhotoRefs(request.body);
  if (navigator.onLine && waiting.length === 0) {
    try {
      return { sent: true, data: await send<T>(request) };
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 0) throw err;
    }
  }
  const photos = waiting.length > 0 ? { photos: waiting.map((ref) => ({ ref })) } : {};
  await set(
    request.key,
    { ...request, owner, savedAt: new Date().toISOString(), ...photos } satisfies OutboxEntry,
    outboxStore(),
  );
  await reload();
  if (waiting.length > 0 && navigator.onLine) void flushOutbox().catch(() => undefined);
  return { sent: false };
}

/** Removes an entry the server refused (or one the person no longer wants sent), and the photos kept for it. */
export async function discardEntry(key: string): Promise<void> {
  const entry = await get<OutboxEntry>(key, outboxStore());
  await del(key, outboxStore());
  await forgetPhotoFiles((entry?.photos ?? []).map((p) => p.ref));
  await reload();
}

let flushing: Promise<void> | null = null;

/**
 * Sends the waiting entries, oldest first, one at a time; stops at the first that cannot reach the server (still
 * offline) and leaves the rest for the next try. One flush at a time in this page, and (where the browser has Web
 * Locks) in all the app's tabs; a second tab sending the same entry anyway still makes one record.
 */
export function flushOutbox(): Promise<void> {
  flushing ??= withLock(flushOnce).finally(() => (flushing = null));
  return flushing;
}

async function withLock(work: () => Promise<void>): Promise<void> {
  if (typeof navigator.locks?.request === "function") await navigator.locks.request("buildops-outbox", work);
  else await work();
}

/**
 * An entry is sent in three steps: its waiting photos are uploaded (each id stored in the entry as soon as it
 * is answered, so a round cut short never uploads a photo twice), the record is sent with those ids in place
 * of the local refs (its `clientKey` makes it once), then the kept files are deleted. A photo the server
 * refuses is left out and the record sent without it; the entry stays as a note saying which and why.
 */
async function flushOnce(): Promise<void> {
  await reload();
  for (const entry of snapshot) {
    if (entry.problem || entry.owner !== owner) continue;
    if (currentSessionMarker() !== ownerSession) break;
    const photos = await uploadPhotosOf(entry);
    if (photos === null) break;
    try {
      await send({ ...entry, body: withUploadedPhotos(entry.body, photos) });
    } catch (err) {
      if (isTransient(err)) break;
      await set(entry.key, { ...entry, photos, problem: refusal(err) } satisfies OutboxEntry, outboxStore());
      continue;
    }
    const leftOut = photosLeftOut(entry.body, photos);
    if (leftOut === null) await del(entry.key, outboxStore());
    else await set(entry.key, { ...entry, photos, problem: leftOut, sent: true } satisfies OutboxEntry, outboxStore());
    await forgetPhotoFiles(photos.map((p) => p.ref));
    for (const listener of delivered) listener(entry);
  }
  await reload();
}

/** Uploads the entry's photos not yet uploaded; answers them all, or null when the connection failed. */
async function uploadPhotosOf(entry: OutboxEntry): Promise<WaitingPhoto[] | null> {
  let photos = entry.photos ?? [];
  for (const { ref } of photosToUpload(photos)) {
    const file = await keptPhotoFile(ref, entry.owner);
    let photo: WaitingPhoto = { ref, problem: PHOTO_MSG.notOnDevice };
    if (file) {
      try {
        photo = { ref, id: (await uploadPhoto(file)).id };
      } catch (err) {
        if (isTransient(err)) return null;
        photo = { ref, problem: refusal(err) };
      }
    }
    photos = photos.map((p) => (p.ref === ref ? photo : p));
    await set(entry.key, { ...entry, photos } satisfies OutboxEntry, outboxStore());
  }
  return photos;
}
