/**
 * The service worker (decision 0028): it keeps the app's shell so that the dashboard opens with no connection.
 * Built on its own by the `serviceWorker` plugin in vite.config.ts into dist/web/sw.js, with the two
 * placeholders below replaced by the build's version and the files to keep before it is first needed. It imports
 * nothing: a service worker is a classic script.
 *
 * - Built files (`/assets/…`, hashed, never changed): from the cache first, kept as they are fetched.
 * - Pages: from the network first. A page is kept for the offline case: a dashboard page only when the server
 *   marks it as served to a signed-in caller (`x-signed-in`), so that a signed-out copy never hides the
 *   dashboard; signing out deletes it (src/web/lib/offline-shell.ts).
 * - The API is never answered from here: what is written offline waits in the page's outbox (src/web/lib/outbox.ts).
 */

type CacheFirst = { request: Request; respondWith(response: Promise<Response>): void };
type Lifetime = { waitUntil(work: Promise<unknown>): void };
type WorkerScope = {
  addEventListener(type: "install" | "activate", listener: (event: Lifetime) => void): void;
  addEventListener(type: "fetch", listener: (event: CacheFirst) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: Location;
};

const scope = self as unknown as WorkerScope;
const VERSION = "__SW_VERSION__";
const PRECACHE: string[] = JSON.parse("__SW_PRECACHE__") as string[];
const ASSETS = `assets-${VERSION}`;
/** Pages kept for the offline case; the name is shared with src/web/lib/offline-shell.ts. */
const PAGES = "pages";
const DASHBOARD_PAGE = "/dashboard";

scope.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(ASSETS)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => scope.skipWaiting()),
  );
});

scope.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith("assets-") && n !== ASSETS).map((n) => caches.delete(n))))
      .then(() => scope.clients.claim()),
  );
});

scope.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== scope.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") event.respondWith(page(request, url));
  else if (url.pathname.startsWith("/assets/") || PRECACHE.includes(url.pathname)) event.respondWith(builtFile(request));
});

/** Where a page is kept: every dashboard address shares one copy (the app decides what it shows). */
const pageKey = (url: URL) => (url.pathname === DASHBOARD_PAGE || url.pathname.startsWith(`${DASHBOARD_PAGE}/`) ? DASHBOARD_PAGE : url.pathname);

async function page(request: Request, url: URL): Promise<Response> {
  const key = pageKey(url);
  try {
    const response = await fetch(request);
    const keep = response.ok && (key !== DASHBOARD_PAGE || response.headers.get("x-signed-in") === "1");
    if (keep) await (await caches.open(PAGES)).put(key, response.clone());
    return response;
  } catch {
    const pages = await caches.open(PAGES);
    const kept = (await pages.match(key)) ?? (await pages.match("/"));
    return kept ?? new Response("You are offline, and this page has not been opened on this device yet.", { status: 503, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
}

async function builtFile(request: Request): Promise<Response> {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}
