import { markerInCookies } from "../../shared/session-marker.ts";
import { holdsSessionPages, KEPT_READS_DB } from "./offline-copies.ts";

/**
 * The page's side of the service worker (src/web/sw/service-worker.ts, decision 0028): registering it once the
 * page has loaded (it then fetches the site screens' code in the background, not while the first screen loads),
 * and forgetting the kept pages and reads when their session is over on this device (sign-out, a refused
 * request, someone else signing in), so that the next person on it never opens the last one's dashboard offline.
 */

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => void navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/** The database of what the site screens last read (src/app/web/shell/offline-queries.ts, which loads React Query). */
export const OFFLINE_QUERIES_DB = KEPT_READS_DB;

/**
 * The device's current session marker (src/shared/session-marker.ts), from its readable cookie: null when there
 * is no session (or it ended), and on the server, where there is no device.
 */
export const currentSessionMarker = (): string | null =>
  typeof document === "undefined" ? null : markerInCookies(document.cookie);

/**
 * The kept pages of every session and the kept reads go (what waits in the outbox, and the photos kept for it,
 * stays for its author, who alone sends it: src/web/lib/outbox.ts). Pages kept signed out carry nobody's data.
 */
export async function forgetOfflinePages(): Promise<void> {
  if ("indexedDB" in window) indexedDB.deleteDatabase(OFFLINE_QUERIES_DB);
  if ("caches" in window)
    await Promise.all((await caches.keys()).filter(holdsSessionPages).map((name) => caches.delete(name)));
}
