import type { FastifyInstance, FastifyRequest } from "fastify";
import { createHmac, timingSafeEqual } from "node:crypto";
import { parseCookies } from "better-auth/cookies";
import { organizationContext, sessionWithContext } from "../account/session.queries.ts";
import { canManage, canWrite } from "../../shared/roles.ts";
import { forbidden, HttpError, unauthorized } from "./errors.ts";
import { READ_ONLY, READ_ONLY_MSG } from "../../shared/read-only.ts";
import { toHeaders } from "./http.ts";
import type { AppDeps } from "../deps.ts";
import { API_TOKEN_MSG } from "../../shared/contracts/api-tokens.ts";
import { callerFromApiToken, usesApiToken } from "./api-token-access.ts";

export type { Caller, Scope, SessionUser } from "./caller.ts";
import type { Caller, Scope } from "./caller.ts";

/** Cookies better-auth set while reading a request's session (a refreshed expiry), to send with the reply. */
const refreshedCookies = new WeakMap<FastifyRequest, string[]>();

/** Callers a hook already read for a request (the plan gate), so that the handler's check does not read again. */
const readCallers = new WeakMap<FastifyRequest, Promise<Caller | null>>();

/** The signed-in caller, or 401. */
export async function requireCaller(request: FastifyRequest): Promise<Caller> {
  // A token's request is read once (kept), so that it counts once against the token's limit.
  const caller = await (readCallers.get(request) ??
    (usesApiToken(request) ? callerIfSignedIn(request) : readCaller(request)));
  if (!caller)
    throw unauthorized(
      request.headers.authorization !== undefined && !request.headers.cookie ? API_TOKEN_MSG.v1Only : undefined,
    );
  return caller;
}

/**
 * The signed-in caller or null, for a hook that runs before the handler (the plan gate); kept for the
 * handler's `requireScope`, so a gated request still reads its session once.
 */
export function callerIfSignedIn(request: FastifyRequest): Promise<Caller | null> {
  let caller = readCallers.get(request);
  if (!caller) {
    caller = readCaller(request);
    readCallers.set(request, caller);
  }
  return caller;
}

async function readCaller(request: FastifyRequest): Promise<Caller | null> {
  // On the public API a token, when one is sent, decides alone (a bad one is a 401, never a cookie's fallback);
  // elsewhere an `Authorization` header is ignored: only the session cookie signs a request in.
  if (usesApiToken(request)) return callerFromApiToken(request);
  const deps = request.server.deps;
  // The common case straight from the cookie header, without building a Fetch `Headers` for better-auth.
  const quick = await callerFromValidSession(deps, request.headers.cookie);
  return quick !== undefined
    ? quick
    : callerFromHeaders(deps, toHeaders(request), (cookies) => refreshedCookies.set(request, cookies));
}

/** Sends the cookies of a session refreshed while handling the request (sliding expiry). */
export function installSessionRefresh(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    const cookies = refreshedCookies.get(request);
    if (cookies?.length) reply.header("set-cookie", cookies);
  });
}

type CallerDeps = Pick<AppDeps, "auth" | "db" | "database">;

/** The caller a request's cookies identify, or null. */
export async function callerFromHeaders(
  deps: CallerDeps,
  headers: Headers,
  onRefresh?: (cookies: string[]) => void,
): Promise<Caller | null> {
  const quick = await callerFromValidSession(deps, headers.get("cookie") ?? undefined);
  if (quick !== undefined) return quick;
  const { headers: responseHeaders, response: result } = await deps.auth.api.getSession({
    headers,
    returnHeaders: true,
  });
  const cookies = responseHeaders.getSetCookie();
  if (cookies.length) onRefresh?.(cookies);
  if (!result) return null;
  const orgId = result.session.activeOrganizationId;
  const organization = orgId ? await organizationContext(deps.db, result.user.id, orgId) : null;
  return {
    user: result.user,
    organization,
    sessionId: result.session.id,
    expiresAt: new Date(result.session.expiresAt),
  };
}

/** "billing": an admin's, allowed even while the organization may not write (to pay is how it gets out of that). */
export type Need = "read" | "write" | "admin" | "billing";

/**
 * The caller's scope in their organization, refusing (403) what their role cannot do, and (402) any write while
 * the organization may not write: its trial ended without payment details, a payment failed past the grace
 * period, or its subscription ended (decision 0048). Reads and exports go on.
 */
export async function requireScope(request: FastifyRequest, need: Need = "read"): Promise<Scope> {
  const caller = await requireCaller(request);
  const org = caller.organization;
  if (!org) throw forbidden("You are not a member of an organization.");
  if (need === "write" && !canWrite(org.role)) throw forbidden("Your role is read-only.");
  if ((need === "admin" || need === "billing") && !canManage(org.role)) throw forbidden("Only an admin can do this.");
  if ((need === "write" || need === "admin") && org.standing.readOnly)
    throw new HttpError(402, READ_ONLY, READ_ONLY_MSG[org.standing.reason ?? "canceled"]);
  return { organizationId: org.id, userId: caller.user.id, role: org.role };
}

/**
 * The common case in one query instead of better-auth's three (session, user, then membership) and its
 * endpoint machinery: a validly signed session cookie whose session is unexpired and not yet due for its
 * sliding refresh. Still read from the database on every request, so sign-out and revocation take effect
 * at once. `undefined` means "not clearly valid": better-auth decides (odd cookies, expiry, refresh).
 */
async function callerFromValidSession(
  { auth, database }: CallerDeps,
  cookieHeader: string | undefined,
): Promise<Caller | null | undefined> {
  if (!cookieHeader) return null;
  const context = await auth.$context;
  const signed = parseCookies(cookieHeader).get(context.authCookies.sessionToken.name);
  if (!signed) return null;
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return undefined;
  const token = signed.slice(0, dot);
  if (!hasValidSignature(token, signed.slice(dot + 1), context.secret)) return undefined;
  const found = await sessionWithContext(database, token);
  if (!found) return null;
  const now = Date.now();
  const expiresAt = found.expiresAt.getTime();
  const { expiresIn, updateAge } = context.sessionConfig;
  if (expiresAt <= now || expiresAt - expiresIn * 1000 + updateAge * 1000 <= now) return undefined;
  return { user: found.user, organization: found.organization, sessionId: found.sessionId, expiresAt: found.expiresAt };
}

/**
 * better-auth signs the session cookie as `token.base64(HMAC-SHA256(secret, token))`. Node's HMAC checks
 * it synchronously; WebCrypto's async job costs ~0.2 ms a request. A mismatch is never a refusal on its
 * own: the caller then defers to better-auth.
 */
function hasValidSignature(value: string, signature: string, secret: string): boolean {
  const expected = Buffer.from(createHmac("sha256", secret).update(value).digest("base64"));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
