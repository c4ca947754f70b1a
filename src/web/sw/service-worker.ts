import { SESSION_MARKER_COOKIE } from "../../shared/session-marker.ts";
import {
  holdsSessionPages,
  KEPT_READS_DB,
  markerOfCache,
  mayServe,
  ownerOfPage,
  pageKey,
  sessionPagesCache,
  SIGNED_OUT_PAGES,
} from "../lib/offline-copies.ts";
import { clickTarget, notificationOf } from "./push-notification.ts";
import { renewPushSubscription, type RenewableSubscription } from "./push-renewal.ts";

/**
 * The service worker (decision 0028): it keeps the app's shell so that the dashboard opens with no connection.
 * Built on its own by the `serviceWorker` plugin in vite.config.ts into dist/web/sw.js (one classic script, its
 * two imports bundled in), with the two placeholders below replaced by the build's version and the files to keep
 * before it is first needed.
 *
 * - Built files (`/assets/…`, hashed, never changed): from the cache first, kept as they are fetched.
 * - Pages: from the network first. A page is kept for the offline case by whose it is (src/web/lib/offline-copies.ts):
 *   one served to a signed-in caller in the cache of that session's marker (`x-session-marker`), one served signed
 *   out in a cache of its own. A page of another session, or one served signed out, deletes every other
 *   session's pages and the kept reads: that session is over on this device. Offline, a session's page is
 *   answered only while the device's marker cookie names that session (where the worker can read cookies).
 *   Signing out, a refused request and a sign-in in the page delete them too (src/web/lib/offline-shell.ts).
 * - The API is never answered from here: what is written offline waits in the page's outbox (src/web/lib/outbox.ts).
 * - Push messages (issue 30) are shown as notifications; a click focuses a tab of the app on the message's page.
 *   A subscription the push service renewed or ended is given anew to the server (src/web/sw/push-renewal.ts).
 */

type CacheFirst = { request: Request; respondWith(response: Promise<Response>): void };
type Lifetime = { waitUntil(work: Promise<unknown>): void };
type Pushed = Lifetime & { data: { text(): string } | null };
type Clicked = Lifetime & { notification: { data: unknown; close(): void } };
type SubscriptionChanged = Lifetime & {
  oldSubscription?: RenewableSubscription | null;
  newSubscription?: RenewableSubscription | null;
};
type Tab = { url: string; focus(): Promise<Tab>; navigate(url: string): Promise<Tab | null> };
type WorkerScope = {
  addEventListener(type: "install" | "activate", listener: (event: Lifetime) => void): void;
  addEventListener(type: "fetch", listener: (event: CacheFirst) => void): void;
  addEventListener(type: "push", listener: (event: Pushed) => void): void;
  addEventListener(type: "notificationclick", listener: (event: Clicked) => void): void;
  addEventListener(type: "pushsubscriptionchange", listener: (event: SubscriptionChanged) => void): void;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<Tab[]>;
    openWindow(url: string): Promise<unknown>;
  };
  registration: {
    pushManager: {
      subscribe(options: {
        userVisibleOnly: boolean;
        applicationServerKey: BufferSource;
      }): Promise<RenewableSubscription>;
    };
    showNotification(
      title: string,
      options: { body: string; tag?: string; data: { url: string }; icon: string },
    ): Promise<void>;
  };
  location: Location;
  /** The Cookie Store API, where the browser gives it to workers (Chromium); it shows no HttpOnly cookie. */
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};

const scope = self as unknown as WorkerScope;
const VERSION = "__SW_VERSION__";
const PRECACHE: string[] = JSON.parse("__SW_PRECACHE__") as string[];
const ASSETS = `assets-${VERSION}`;

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
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith("assets-") && n !== ASSETS).map((n) => caches.delete(n))),
      )
      // An earlier worker's pages were kept without their session's marker: nobody's to answer now.
      .then(() => forgetSessions(null, { unmarkedOnly: true }))
      .then(() => scope.clients.claim()),
  );
});

scope.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== scope.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") event.respondWith(page(request, url));
  else if (url.pathname.startsWith("/assets/") || PRECACHE.includes(url.pathname))
    event.respondWith(builtFile(request));
});

scope.addEventListener("push", (event) => {
  const shown = notificationOf(event.data?.text() ?? null);
  event.waitUntil(
    scope.registration.showNotification(shown.title, {
      body: shown.body,
      ...(shown.tag ? { tag: shown.tag } : {}),
      data: { url: shown.url },
      icon: "/icon-192.png",
    }),
  );
});

scope.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data;
  const url = typeof data === "object" && data !== null && "url" in data ? data.url : null;
  event.waitUntil(openFromNotification(clickTarget(url, scope.location.origin)));
});

scope.addEventListener("pushsubscriptionchange", (event) => {
  event.waitUntil(
    renewPushSubscription(event.oldSubscription ?? null, event.newSubscription ?? null, {
      subscribe: (key) =>
        scope.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
      fetch: (path, init) => fetch(path, init),
    }),
  );
});

/** A tab of the app, focused and taken to `url` (same origin only); a new one when none is open. */
async function openFromNotification(url: string): Promise<void> {
  const tabs = (await scope.clients.matchAll({ type: "window", includeUncontrolled: true })).filter(
    (tab) => new URL(tab.url).origin === scope.location.origin,
  );
  const tab = tabs.find((t) => t.url === url) ?? tabs[0];
  if (!tab) {
    await scope.clients.openWindow(url);
    return;
  }
  const focused = await tab.focus();
  if (focused.url === url) return;
  // A tab this worker does not control cannot be navigated from here: the page opens in a new one.
  const moved = await focused.navigate(url).catch(() => null);
  if (!moved) await scope.clients.openWindow(url);
}

async function page(request: Request, url: URL): Promise<Response> {
  const key = pageKey(url.pathname);
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    return keptPage(key);
  }
  await keep(key, response).catch(() => undefined);
  return response;
}

/** Keeps a page by whose it is; a page of another session, or a signed-out one, ends the copies of the last. */
async function keep(key: string, response: Response): Promise<void> {
  const owner = ownerOfPage(response.status, response.headers);
  if (!owner) return;
  await forgetSessions(owner.signedIn ? owner.marker : null);
  if (response.ok)
    await (
      await caches.open(owner.signedIn ? sessionPagesCache(owner.marker) : SIGNED_OUT_PAGES)
    ).put(key, response.clone());
}

/**
 * Deletes the pages of every session but `current`'s (all of them for null; with `unmarkedOnly`, those kept
 * without a marker), and the kept reads with them when there were any.
 */
async function forgetSessions(current: string | null, { unmarkedOnly = false } = {}): Promise<void> {
  const ended = (await caches.keys()).filter((name) => {
    if (!holdsSessionPages(name)) return false;
    const marker = markerOfCache(name);
    return unmarkedOnly ? marker === null : current === null || marker !== current;
  });
  if (ended.length === 0) return;
  await Promise.all(ended.map((name) => caches.delete(name)));
  indexedDB.deleteDatabase(KEPT_READS_DB);
}

/** The device's session marker: its cookie's value, null when it has none, undefined when the worker cannot tell. */
async function currentMarker(): Promise<string | null | undefined> {
  if (!scope.cookieStore) return undefined;
  try {
    return (await scope.cookieStore.get(SESSION_MARKER_COOKIE))?.value || null;
  } catch {
    return undefined;
  }
}

/** Offline: the page kept for the device's current session, else one kept signed out, else the notice. */
async function keptPage(key: string): Promise<Response> {
  const current = await currentMarker();
  for (const name of await caches.keys()) {
    const marker = markerOfCache(name);
    if (marker === null || !mayServe(marker, current)) continue;
    const kept = (await caches.match(key, { cacheName: name })) ?? (await caches.match("/", { cacheName: name }));
    if (kept) return kept;
  }
  // The device's session is not the one its copies were kept for (ended, expired, someone else's): they go.
  if (current !== undefined) await forgetSessions(current).catch(() => undefined);
  const signedOut =
    (await caches.match(key, { cacheName: SIGNED_OUT_PAGES })) ??
    (await caches.match("/", { cacheName: SIGNED_OUT_PAGES }));
  return (
    signedOut ??
    new Response("You are offline, and this page has not been opened on this device yet.", {
      status: 503,
      headers: { "content-type": "text/plain; charset=utf-8" },
    })
  );
}

async function builtFile(request: Request): Promise<Response> {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}
