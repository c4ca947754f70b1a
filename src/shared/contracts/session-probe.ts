import { z } from "zod";

/**
 * The browser's look at the session on every page: `GET /api/auth/session` with this header answers a signed-out
 * caller 200 with {@link signedOutSession} instead of 401, so that public pages log no failed request. Without
 * it (API clients, every other route), signed out is still 401.
 */
export const SESSION_OPTIONAL_HEADER = "x-session-optional";

export const signedOutSession = z.object({ user: z.null(), organization: z.null() });
export type SignedOutSession = z.infer<typeof signedOutSession>;
