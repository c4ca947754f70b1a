import { createStore, del, entries, set, type UseStore } from "idb-keyval";
import { api, ApiError } from "./api.ts";
import type { Submitted } from "./outbox-result.ts";

/**
 * The outbox (decision 0028): what was written on site with no connection waits here, on the device
 * (IndexedDB, through idb-keyval), and is sent when the connection returns. Each entry is one record's request
 * with the record's idempotency key (`clientKey` in its body), which the server honours, so a request sent twice
 * (the answer was lost, two tabs sent it) still makes one record: it arrives exactly once.
 *
 * Entries belong to the person and organization that wrote them: only they send them (another person signing in
 * on the same phone never sends, or sees, someone else's report).
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
};


type Listener = () => void;
type DeliveredListener = (entry: OutboxEntry) => void;

let store: UseStore | null = null;
const outboxStore = () => (store ??= createStore("buildops-outbox", "requests"));

let owner: string | null = null;
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

async function reload(): Promise<void> {
  const all = owner === null ? [] : (await entries<string, OutboxEntry>(outboxStore())).map(([, entry]) => entry);
  snapshot = all.filter((e) => e.owner === owner).sort((a, b) => a.savedAt.localeCompare(b.savedAt));
  for (const listener of listeners) listener();
}

/** Whose entries are shown and sent: the signed-in person in their current organization (null: nobody). */
export async function setOutboxOwner(userId: string | null, organizationId: string | null): Promise<void> {
  owner = userId && organizationId ? `${userId}:${organizationId}` : null;
  await reload();
}

/** Whether a failure means "not delivered yet, try again later" rather than "refused". */
const isTransient = (err: unknown) => err instanceof ApiError && (err.status === 0 || err.status === 401 || err.status === 408 || err.status === 429 || err.status >= 500);

const send = <T>(request: OutboxRequest) => api<T>(request.path, { method: request.method, body: request.body });

/**
 * Sends the request now when the device is online; when it is not, or the request cannot reach the server,
 * keeps it in the outbox and answers `{ sent: false }`. A refusal from the server (a 4xx) is thrown as usual,
 * for the form to show.
 */
export async function sendOrKeep<T>(request: OutboxRequest): Promise<Submitted<T>> {
  if (owner === null) return { sent: true, data: await send<T>(request) };
  if (navigator.onLine) {
    try {
      return { sent: true, data: await send<T>(request) };
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 0) throw err;
    }
  }
  await set(request.key, { ...request, owner, savedAt: new Date().toISOString() } satisfies OutboxEntry, outboxStore());
  await reload();
  return { sent: false };
}

/** Removes an entry the server refused (or one the person no longer wants sent). */
export async function discardEntry(key: string): Promise<void> {
  await del(key, outboxStore());
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

async function flushOnce(): Promise<void> {
  await reload();
  for (const entry of snapshot) {
    if (entry.problem || entry.owner !== owner) continue;
    try {
      await send(entry);
    } catch (err) {
      if (isTransient(err)) break;
      const problem = err instanceof Error ? err.message : "The server refused this record.";
      await set(entry.key, { ...entry, problem } satisfies OutboxEntry, outboxStore());
      continue;
    }
    await del(entry.key, outboxStore());
    for (const listener of delivered) listener(entry);
  }
  await reload();
}
