import type { Auth } from "../platform/auth.ts";
import { serializeCookie } from "./session-cookie.ts";
import { CHALLENGE_TTL_MS } from "./two-factor.queries.ts";

type AuthContext = Awaited<Auth["$context"]>;

/** The pending sign-in's cookie: sent only to the two-factor routes, HttpOnly, for the challenge's few minutes. */
const PATH = "/api/auth/two-factor";

export const PENDING_COOKIE = (context: AuthContext) =>
  `${context.authCookies.sessionToken.attributes.secure ? "__Secure-" : ""}buildops.two_factor`;

const attributes = (context: AuthContext, maxAge: number) => ({
  path: PATH,
  httpOnly: true,
  sameSite: "lax",
  secure: !!context.authCookies.sessionToken.attributes.secure,
  maxAge,
});

export function pendingCookie(context: AuthContext, token: string): string {
  return serializeCookie(PENDING_COOKIE(context), token, attributes(context, CHALLENGE_TTL_MS / 1000));
}

export function clearPendingCookie(context: AuthContext): string {
  return serializeCookie(PENDING_COOKIE(context), "", attributes(context, 0));
}
