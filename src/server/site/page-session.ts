import type { SessionResponse } from "../../shared/contracts/account.ts";
import { PAGE_SESSION_ELEMENT_ID, type SignedOutSession } from "../../shared/contracts/session-probe.ts";
import { isSessionMarker, PAGE_MARKER_META } from "../../shared/session-marker.ts";

/**
 * JSON safe inside an HTML script element: `<` is escaped, so no `</script>` or `<!--` can end or bend it, and
 * the two line separators JavaScript once refused are escaped too.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The app's page with the caller's session in a data block before `</body>` (read by src/web/lib/session.tsx):
 * the session, or the signed-out answer for null. Undefined (the session could not be read) leaves the page as
 * built, and the browser asks the session route as before. A signed-in page names its session's marker in a
 * `<meta>` (src/shared/session-marker.ts), so that a copy kept offline says whose session it was drawn for.
 */
export function pageWithSession(
  html: string,
  session: SessionResponse | null | undefined,
  marker?: string | null,
): string {
  if (session === undefined) return html;
  const body: SessionResponse | SignedOutSession = session ?? { user: null, organization: null };
  const block = `<script type="application/json" id="${PAGE_SESSION_ELEMENT_ID}">${jsonForHtml(body)}</script>`;
  const at = html.lastIndexOf("</body>");
  const page = at === -1 ? html + block : `${html.slice(0, at)}${block}${html.slice(at)}`;
  if (!session || !isSessionMarker(marker)) return page;
  const head = page.indexOf("</head>");
  const meta = `<meta name="${PAGE_MARKER_META}" content="${marker}">`;
  return head === -1 ? meta + page : `${page.slice(0, head)}${meta}${page.slice(head)}`;
}
