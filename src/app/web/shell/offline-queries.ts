import { dehydrate, hydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import { get, promisifyRequest, set, type UseStore } from "idb-keyval";
import { useEffect } from "react";
import { currentSessionMarker, OFFLINE_QUERIES_DB } from "../../../web/lib/offline-shell.ts";

/**
 * What the site screens last read, kept on the device (decision 0028), so that Field, Quality and Safety opened
 * with no connection show the person's sites, inspections and records (and the buttons on them that start a
 * report) instead of an error. TanStack Query's own `dehydrate`/`hydrate` make and read the snapshot; idb-keyval
 * stores it, one per session, person and organization. The end of the session on this device (sign-out, a refused
 * request, someone else signing in) deletes the store (src/web/lib/offline-shell.ts), and nothing is saved once
 * the device's session is no longer the one the screens read under.
 */

/** The query keys' first parts kept: the site screens'. */
const KEPT = new Set(["field", "quality", "safety", "time-clock"]);
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const SAVE_AFTER_MS = 1000;
const FORMAT = 1;

type Snapshot = { format: number; savedAt: number; state: DehydratedState };

/**
 * idb-keyval's store, except that it lets its connection go when the database is to be deleted (a forget, here or
 * in the service worker), so that the deletion happens now rather than when the page closes; the next use opens
 * a new one.
 */
function closingStore(dbName: string, storeName: string): UseStore {
  let db: Promise<IDBDatabase> | null = null;
  const open = () => {
    if (db) return db;
    const request = indexedDB.open(dbName);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    const opened = promisifyRequest(request).then((connection) => {
      connection.onversionchange = () => {
        connection.close();
        if (db === opened) db = null;
      };
      return connection;
    });
    opened.catch(() => {
      if (db === opened) db = null;
    });
    db = opened;
    return opened;
  };
  return (txMode, callback) =>
    open().then((connection) => callback(connection.transaction(storeName, txMode).objectStore(storeName)));
}

let store: UseStore | null = null;
const snapshots = () => (store ??= closingStore(OFFLINE_QUERIES_DB, "snapshots"));

/** Puts the last snapshot of `owner` into the cache; newer data already there is kept (hydrate compares times). */
export async function restoreQueries(client: QueryClient, owner: string, now = Date.now()): Promise<void> {
  const snapshot = await get<Snapshot>(owner, snapshots());
  if (!snapshot || snapshot.format !== FORMAT || now - snapshot.savedAt > MAX_AGE_MS) return;
  hydrate(client, snapshot.state);
}

/** The site screens' successful reads, as a snapshot. */
export const snapshotOf = (client: QueryClient, now = Date.now()): Snapshot => ({
  format: FORMAT,
  savedAt: now,
  state: dehydrate(client, {
    shouldDehydrateQuery: (q) => q.state.status === "success" && KEPT.has(String(q.queryKey[0])),
  }),
});

/**
 * Saves a snapshot a second after the cache last changed, while `stillOurs()` (the session it reads under is still
 * the device's); answers the function that stops it.
 */
export function keepQueries(client: QueryClient, owner: string, stillOurs: () => boolean = () => true): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    if (stillOurs()) void set(owner, snapshotOf(client), snapshots()).catch(() => undefined);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || !KEPT.has(String(event.query.queryKey[0]))) return;
    clearTimeout(timer);
    timer = setTimeout(save, SAVE_AFTER_MS);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}

/** The shell's part: restores the signed-in person's snapshot of this session, then keeps it up to date. */
export function useOfflineQueries(client: QueryClient, userId: string | null, organizationId: string | null): void {
  useEffect(() => {
    if (!userId || !organizationId) return;
    // The session's marker (src/shared/session-marker.ts): a snapshot is this session's, never the next one's.
    const marker = currentSessionMarker();
    const owner = `${marker ?? "-"}:${userId}:${organizationId}`;
    const stillOurs = () => currentSessionMarker() === marker;
    let live = true;
    let stop: (() => void) | null = null;
    void restoreQueries(client, owner)
      .catch(() => undefined)
      .finally(() => {
        if (live) stop = keepQueries(client, owner, stillOurs);
      });
    return () => {
      live = false;
      stop?.();
    };
  }, [client, userId, organizationId]);
}
