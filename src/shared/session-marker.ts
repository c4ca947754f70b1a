/**
 * The session marker (decision 0028, issue 25): a non-secret name for one session on one device, so that what
 * is kept on the device for offline use (pages, reads) is used only while that same session is the device's.
 * The server derives it from the session's token with a key of its own (one-way: it gives nothing back that
 * signs a request in) and sends it three ways: the `x-session-marker` header of a page served to a signed-in
 * caller, the page itself (`<meta name="session-marker">`), and a cookie scripts and the service worker can
 * read, set and cleared together with the session cookie. Kept free of imports: the first bundle and the
 * service worker use it.
 */

/** The readable cookie that names the device's current session (absent: no session, or it ended). */
export const SESSION_MARKER_COOKIE = "buildops_session_marker";

/** On a page served to a signed-in caller: the session's marker. */
export const SESSION_MARKER_HEADER = "x-session-marker";

/** On every page whose caller's session was read: "1" signed in, "0" signed out (absent: it could not be read). */
export const SIGNED_IN_HEADER = "x-signed-in";

/** The name of the `<meta>` in a signed-in page's head that carries its marker (src/server/site/page-session.ts). */
export const PAGE_MARKER_META = "session-marker";

/** What a marker looks like (base64url, 22 characters: 128 bits); anything else is not one. */
export const isSessionMarker = (value: unknown): value is string =>
  typeof value === "string" && /^[A-Za-z0-9_-]{22}$/.test(value);

/** The marker in a `Cookie`-style string (`document.cookie`), or null when there is none (or it is not a marker). */
export function markerInCookies(cookies: string): string | null {
  for (const part of cookies.split(";")) {
    const at = part.indexOf("=");
    if (at === -1 || part.slice(0, at).trim() !== SESSION_MARKER_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    return isSessionMarker(value) ? value : null;
  }
  return null;
}
