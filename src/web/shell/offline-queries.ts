import { dehydrate, hydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import { createStore, get, set, type UseStore } from "idb-keyval";
import { useEffect } from "react";
import { OFFLINE_QUERIES_DB } from "../lib/offline-shell.ts";

/**
 * What the site screens last read, kept on the device (decision 0028), so that Field, Quality and Safety opened
 * with no connection show the person's sites, inspections and records (and the buttons on them that start a
 * report) instead of an error. TanStack Query's own `dehydrate`/`hydrate` make and read the snapshot; idb-keyval
 * stores it, one per person and organization. Sign-out deletes the store (src/web/lib/offline-shell.ts).
 */

/** The query keys' first parts kept: the site screens'. */
const KEPT = new Set(["field", "quality", "safety"]);
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const SAVE_AFTER_MS = 1000;
const FORMAT = 1;

type Snapshot = { format: number; savedAt: number; state: DehydratedState };

let store: UseStore | null = null;
const snapshots = () => (store ??= createStore(OFFLINE_QUERIES_DB, "snapshots"));

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
  state: dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status === "success" && KEPT.has(String(q.queryKey[0])) }),
});

/** Saves a snapshot a second after the cache last changed; answers the function that stops it. */
export function keepQueries(client: QueryClient, owner: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => void set(owner, snapshotOf(client), snapshots()).catch(() => undefined);
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

/** The shell's part: restores the signed-in person's snapshot, then keeps it up to date. */
export function useOfflineQueries(client: QueryClient, userId: string | null, organizationId: string | null): void {
  useEffect(() => {
    if (!userId || !organizationId) return;
    const owner = `${userId}:${organizationId}`;
    let live = true;
    let stop: (() => void) | null = null;
    void restoreQueries(client, owner)
      .catch(() => undefined)
      .finally(() => {
        if (live) stop = keepQueries(client, owner);
      });
    return () => {
      live = false;
      stop?.();
    };
  }, [client, userId, organizationId]);
}
