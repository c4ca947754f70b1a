import { createHmac } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Auth } from "../platform/auth.ts";

type CookieAttributes = {
  secure?: boolean;
  sameSite?: string;
  path?: string;
  httpOnly?: boolean;
  domain?: string;
  maxAge?: number;
};

/** A Set-Cookie line. */
export function serializeCookie(name: string, value: string, attrs: CookieAttributes): string {
  let line = `${name}=${value}`;
  if (attrs.maxAge !== undefined) line += `; Max-Age=${Math.floor(attrs.maxAge)}`;
  if (attrs.domain) line += `; Domain=${attrs.domain}`;
  line += `; Path=${attrs.path ?? "/"}`;
  if (attrs.httpOnly) line += "; HttpOnly";
  if (attrs.secure) line += "; Secure";
  if (attrs.sameSite) line += `; SameSite=${attrs.sameSite.charAt(0).toUpperCase()}${attrs.sameSite.slice(1)}`;
  return line;
}

/** better-auth's signed cookie value: `value.base64(HMAC-SHA256(secret, value))`, URI-encoded. */
function signed(value: string, secret: string): string {
  return encodeURIComponent(`${value}.${createHmac("sha256", secret).update(value).digest("base64")}`);
}

/**
 * Creates a session for a user whose sign-in is complete (the second factor checked), through better-auth's
 * own adapter (so its hooks run: the workspace check and the active organization), and returns the
 * Set-Cookie lines better-auth itself would send.
 */
export async function createSignedInSession(
  auth: Auth,
  request: FastifyRequest,
  userId: string,
  rememberMe: boolean,
): Promise<string[]> {
  const context = await auth.$context;
  const session = await context.internalAdapter.createSession(userId, !rememberMe, {
    ipAddress: request.ip,
    userAgent: request.headers["user-agent"] ?? "",
  });
  if (!session) throw new Error("could not create a session");
  const { sessionToken, dontRememberToken } = context.authCookies;
  const maxAge = rememberMe ? context.sessionConfig.expiresIn : undefined;
  const cookies = [
    serializeCookie(sessionToken.name, signed(session.token, context.secret), { ...sessionToken.attributes, maxAge }),
  ];
  if (!rememberMe)
    cookies.push(serializeCookie(dontRememberToken.name, signed("true", context.secret), dontRememberToken.attributes));
  return cookies;
}
