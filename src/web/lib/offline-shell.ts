/**
 * The page's side of the service worker (src/web/sw/service-worker.ts, decision 0028): registering it once the
 * page has loaded (it then fetches the site screens' code in the background, not while the first screen loads),
 * and forgetting the kept pages and reads at sign-out, so that the next person on this device never opens the
 * last one's dashboard offline.
 */

/** The service worker's cache of pages; the name is shared with src/web/sw/service-worker.ts. */
const PAGES_CACHE = "pages";

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => void navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/** The database of what the site screens last read (src/web/shell/offline-queries.ts, which loads React Query). */
export const OFFLINE_QUERIES_DB = "buildops-queries";

/** At sign-out: the kept pages and the kept reads go (what waits in the outbox, and the photos kept for it, stays for its author). */
export async function forgetOfflinePages(): Promise<void> {
  if ("indexedDB" in window) indexedDB.deleteDatabase(OFFLINE_QUERIES_DB);
  if ("caches" in window) await caches.delete(PAGES_CACHE);
}
