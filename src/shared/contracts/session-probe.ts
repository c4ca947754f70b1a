/**
 * The browser's look at the session on every page: `GET /api/auth/session` with this header answers a signed-out
 * caller 200 with `{ user: null, organization: null }` (the `signedOutSession` schema in ./account.ts) instead of
 * 401, so that public pages log no failed request. Without it (API clients, every other route), signed out is
 * still 401. Kept free of zod: the browser's first bundle imports it.
 */
export const SESSION_OPTIONAL_HEADER = "x-session-optional";

export type SignedOutSession = { user: null; organization: null };

/**
 * The session the server wrote into the page it served (`<script type="application/json" id=…>`), so the
 * browser starts without asking for it: the session answer, or the signed-out one.
 */
export const PAGE_SESSION_ELEMENT_ID = "page-session";
