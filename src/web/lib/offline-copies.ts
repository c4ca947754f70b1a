import { isSessionMarker, SESSION_MARKER_HEADER, SIGNED_IN_HEADER } from "../../shared/session-marker.ts";

/**
 * What the device keeps for offline use belongs to one session (decision 0028, issue 25): the pure rules, shared
 * by the service worker (src/web/sw/service-worker.ts) and the page (./offline-shell.ts). Pages kept for a
 * signed-in session live in a cache named after the session's marker; pages served signed out (nobody's data)
 * in one cache of their own.
 */

/** The cache of one session's pages: its name ends with the session's marker. */
const SESSION_PAGES_PREFIX = "pages-session-";
/** Pages served to nobody signed in (the public site, the sign-in page): no one's data. */
export const SIGNED_OUT_PAGES = "pages-signed-out";
/** The single cache of pages earlier workers kept, whatever the session: forgotten like a session's. */
const UNMARKED_PAGES = "pages";
/** The database of what the site screens last read (src/app/web/shell/offline-queries.ts). */
export const KEPT_READS_DB = "buildops-queries";

export const sessionPagesCache = (marker: string): string => `${SESSION_PAGES_PREFIX}${marker}`;

/** The marker a cache of session pages was kept for; null for any other cache. */
export function markerOfCache(name: string): string | null {
  if (!name.startsWith(SESSION_PAGES_PREFIX)) return null;
  const marker = name.slice(SESSION_PAGES_PREFIX.length);
  return isSessionMarker(marker) ? marker : null;
}

/** Whether a cache holds pages kept for a session (someone's data), which go when the session does. */
export const holdsSessionPages = (name: string): boolean =>
  name === UNMARKED_PAGES || name.startsWith(SESSION_PAGES_PREFIX);

/** Whose a page served from the network is: a session's (its marker), nobody's (signed out), or unknown. */
export type PageOwner = { signedIn: true; marker: string } | { signedIn: false } | null;

export function ownerOfPage(status: number, headers: Headers): PageOwner {
  if (status === 401) return { signedIn: false };
  const signedIn = headers.get(SIGNED_IN_HEADER);
  if (signedIn === "0") return { signedIn: false };
  const marker = headers.get(SESSION_MARKER_HEADER);
  if (signedIn === "1" && isSessionMarker(marker)) return { signedIn: true, marker };
  return null;
}

/**
 * Whether a page kept for the session `kept` may be answered now. `current` is the device's marker cookie: the
 * same session only; none (signed out, the session ended or expired with its cookie) never. `undefined`: the
 * browser cannot tell the worker its cookies, and the copies that remain are those of the last session seen
 * (the others are deleted as soon as a page, a sign-in or a refused request shows that one ended).
 */
export const mayServe = (kept: string, current: string | null | undefined): boolean =>
  current === undefined || kept === current;

/** Where a page is kept: every dashboard address shares one copy (the app decides what it shows). */
export const pageKey = (pathname: string): string =>
  pathname === "/dashboard" || pathname.startsWith("/dashboard/") ? "/dashboard" : pathname;
