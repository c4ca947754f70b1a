/** An origin no address can have: what a path is resolved against, to see where a browser would take it. */
const PROBE_ORIGIN = "http://same-origin.invalid";
const SIGN_IN = "/signin";

/**
 * The one judge of a `?next=` return path (after sign-in, a social sign-in, two-factor, an invitation): the
 * path a browser would reach on this site, as the URL parser reads it, or null. Refused: anything that leaves
 * the origin (`//evil`, `/\evil`, `/.//evil`, which parses to `//evil`, `https://…`, `javascript:`…), and the
 * sign-in page itself. Answers the parsed path, not the text given, so a redirect never carries a form the
 * parser would read differently; a server redirect puts it on APP_URL (absolute).
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith("//") || path.startsWith("/\\")) return null;
  if (url.pathname === SIGN_IN || url.pathname.startsWith(`${SIGN_IN}/`)) return null;
  return path;
}
