import type { SessionResponse } from "../../shared/contracts/account.ts";
import { PAGE_SESSION_ELEMENT_ID, type SignedOutSession } from "../../shared/contracts/session-probe.ts";

/**
 * JSON safe inside an HTML script element: `<` is escaped, so no `</script>` or `<!--` can end or bend it, and
 * the two line separators JavaScript once refused are escaped too.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/**
 * The app's page with the caller's session in a data block before `</body>` (read by src/web/lib/session.tsx):
 * the session, or the signed-out answer for null. Undefined (the session could not be read) leaves the page as
 * built, and the browser asks the session route as before.
 */
export function pageWithSession(html: string, session: SessionResponse | null | undefined): string {
  if (session === undefined) return html;
  const body: SessionResponse | SignedOutSession = session ?? { user: null, organization: null };
  const block = `<script type="application/json" id="${PAGE_SESSION_ELEMENT_ID}">${jsonForHtml(body)}</script>`;
  const at = html.lastIndexOf("</body>");
  return at === -1 ? html + block : `${html.slice(0, at)}${block}${html.slice(at)}`;
}
