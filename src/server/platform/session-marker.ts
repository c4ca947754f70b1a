import { createHmac } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { parseCookies } from "better-auth/cookies";
import {
  markerInCookies,
  SESSION_MARKER_COOKIE,
  SESSION_MARKER_HEADER,
  SIGNED_IN_HEADER,
} from "../../shared/session-marker.ts";
import { serializeCookie } from "../account/session-cookie.ts";
import { callerIfSignedIn } from "./access.ts";

/**
 * The session marker's server side (src/shared/session-marker.ts, decision 0028): what names a session to the
 * device's offline copies without being a secret. Derived from the session token by HMAC-SHA256 under a key of
 * its own (itself derived from the server's secret, so it is not better-auth's cookie signature either), cut to
 * 128 bits: nobody can go back from it to the token, and it signs nothing in. The readable marker cookie follows
 * the session cookie: set, refreshed and cleared in the same response, with the same lifetime.
 */

/** The marker of a session token under the server's secret. */
export function sessionMarker(token: string, secret: string): string {
  const key = createHmac("sha256", secret).update("buildops offline session marker v1").digest();
  return createHmac("sha256", key).update(token).digest("base64url").slice(0, 22);
}

/** The token in better-auth's signed cookie value (`token.signature`, URI-encoded); null when it holds none. */
export function tokenOfSessionCookie(value: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  const dot = decoded.lastIndexOf(".");
  return dot > 0 ? decoded.slice(0, dot) : null;
}

/** The name in a Set-Cookie line. */
const nameOf = (line: string): string => line.slice(0, Math.max(0, line.indexOf("="))).trim();

/** A line that deletes the marker cookie (the path must be the one it was set with). */
export function clearedMarkerCookie(secure: boolean): string {
  return serializeCookie(SESSION_MARKER_COOKIE, "", { maxAge: 0, path: "/", sameSite: "lax", secure });
}

/**
 * The marker cookie that goes with a Set-Cookie line of the session cookie: the same attributes and lifetime
 * (Max-Age or Expires, or none for a session not remembered), readable by scripts; a deletion when the line
 * deletes the session (sign-out). Null when the line is not the session cookie's.
 */
export function markerCookieFollowing(sessionLine: string, sessionCookieName: string, secret: string): string | null {
  const [pair = "", ...attributes] = sessionLine.split(";");
  if (nameOf(pair) !== sessionCookieName) return null;
  const kept = attributes.map((a) => a.trim()).filter((a) => a !== "" && a.toLowerCase() !== "httponly");
  const token = tokenOfSessionCookie(pair.slice(pair.indexOf("=") + 1).trim());
  const ends = kept.some(
    (a) => /^max-age=(0|-)/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) <= Date.now()),
  );
  if (!token || ends) return clearedMarkerCookie(kept.some((a) => a.toLowerCase() === "secure"));
  return [`${SESSION_MARKER_COOKIE}=${sessionMarker(token, secret)}`, ...kept].join("; ");
}

function setCookieLines(header: unknown): string[] {
  if (Array.isArray(header)) return header.map(String);
  return typeof header === "string" ? [header] : [];
}

const hasMarkerCookie = (cookieHeader: string | undefined) =>
  cookieHeader !== undefined && cookieHeader.includes(`${SESSION_MARKER_COOKIE}=`);

/** Replaces whatever marker cookie the reply sets with `line`. */
function setMarkerCookie(reply: FastifyReply, line: string): void {
  const others = setCookieLines(reply.getHeader("set-cookie")).filter((l) => nameOf(l) !== SESSION_MARKER_COOKIE);
  reply.removeHeader("set-cookie");
  reply.header("set-cookie", [...others, line]);
}

/**
 * Keeps the marker cookie with the session cookie on every response: a response that sets or deletes the session
 * cookie (sign-in, the sliding refresh, sign-out) sets or deletes the marker too; a 401 to a device that still has
 * a marker deletes it (its session is over). Registered after the session refresh's hook, which adds its cookies.
 */
export function installSessionMarker(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const lines = setCookieLines(reply.getHeader("set-cookie"));
    if (lines.length === 0 && reply.statusCode !== 401) return payload;
    const context = await app.deps.auth.$context;
    const cookie = context.authCookies.sessionToken;
    const sessionLine = lines.findLast((l) => nameOf(l) === cookie.name);
    if (sessionLine) {
      const line = markerCookieFollowing(sessionLine, cookie.name, context.secret);
      if (line) setMarkerCookie(reply, line);
    } else if (reply.statusCode === 401 && hasMarkerCookie(request.headers.cookie)) {
      setMarkerCookie(reply, clearedMarkerCookie(Boolean(cookie.attributes.secure)));
    }
    return payload;
  });
}

/**
 * Marks a page: `x-signed-in`, and for a signed-in caller the marker (answered, for the page's session block)
 * in `x-session-marker` and, when the device's marker cookie is missing or another's (a session older than
 * the marker, a cookie deleted by a refused request), the cookie, for the session's remaining lifetime. A
 * signed-out page deletes a marker cookie left on the device.
 */
export async function markPage(
  request: FastifyRequest,
  reply: FastifyReply,
  signedIn: boolean,
): Promise<string | null> {
  reply.header(SIGNED_IN_HEADER, signedIn ? "1" : "0");
  const context = await request.server.deps.auth.$context;
  const { sessionToken, dontRememberToken } = context.authCookies;
  const cookieHeader = request.headers.cookie;
  if (!signedIn) {
    if (hasMarkerCookie(cookieHeader))
      setMarkerCookie(reply, clearedMarkerCookie(Boolean(sessionToken.attributes.secure)));
    return null;
  }
  const cookies = parseCookies(cookieHeader ?? "");
  const signed = cookies.get(sessionToken.name);
  const token = signed ? tokenOfSessionCookie(signed) : null;
  if (!token) return null;
  const marker = sessionMarker(token, context.secret);
  reply.header(SESSION_MARKER_HEADER, marker);
  if (markerInCookies(cookieHeader ?? "") !== marker) {
    const caller = await callerIfSignedIn(request);
    const remembered = !cookies.has(dontRememberToken.name);
    const left = caller?.expiresAt ? Math.max(0, (caller.expiresAt.getTime() - Date.now()) / 1000) : undefined;
    setMarkerCookie(
      reply,
      serializeCookie(SESSION_MARKER_COOKIE, marker, {
        ...sessionToken.attributes,
        httpOnly: false,
        maxAge: remembered ? left : undefined,
      }),
    );
  }
  return marker;
}
