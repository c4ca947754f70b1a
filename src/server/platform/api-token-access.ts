import type { FastifyRequest } from "fastify";
import { findApiToken, looksLikeApiToken } from "../account/api-tokens.queries.ts";
import { organizationContext } from "../account/session.queries.ts";
import { API_TOKEN_MSG, type ApiTokenScope } from "../../shared/contracts/api-tokens.ts";
import { canManage, type Role } from "../../shared/roles.ts";
import type { Caller } from "./caller.ts";
import { unauthorized } from "./errors.ts";
import { consume } from "./rate-limit.ts";

/** The public API's prefix: the only routes a personal API token opens (decision 0033). */
export const PUBLIC_API_PREFIX = "/api/v1";

/**
 * Whether the request's route is part of the public API. Decided on the route the router matched (its
 * pattern), never on the raw address, so no spelling of a path can make a token open another route.
 */
export function isPublicApiRoute(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && (route === PUBLIC_API_PREFIX || route.startsWith(`${PUBLIC_API_PREFIX}/`));
}

/** A request that authenticates with a token: an `Authorization` header on a public API route. */
export function usesApiToken(request: FastifyRequest): boolean {
  return request.headers.authorization !== undefined && isPublicApiRoute(request);
}

/** The role a token acts with: read → viewer (writes refused), write → member. Never admin. */
export const roleOfTokenScope = (scope: ApiTokenScope): Role => (scope === "write" ? "member" : "viewer");

function bearerValue(header: string | undefined): string | null {
  const match = header ? /^Bearer[ \t]+([^\s]+)[ \t]*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * The caller a personal API token stands for: its organization, the admin who made it, and the role its scope
 * gives (`roleOfTokenScope`), so `requireScope` decides as it does for a member. 401 for a token that is
 * malformed, unknown, revoked (deleted), expired, or whose admin is no longer an admin of the organization
 * (left it or was demoted). Every accepted request counts against the token's limit (atomically, in the
 * database, before the check: decision 0004); past it, 429 with `Retry-After`.
 */
export async function callerFromApiToken(request: FastifyRequest): Promise<Caller> {
  const token = bearerValue(request.headers.authorization);
  if (!token || !looksLikeApiToken(token)) throw unauthorized(API_TOKEN_MSG.invalid);
  const { db, limits } = request.server.deps;
  const holder = await findApiToken(db, token);
  if (!holder) throw unauthorized(API_TOKEN_MSG.invalid);
  await consume(db, `api-token:${holder.tokenId}`, limits.apiTokenRequests, API_TOKEN_MSG.tooMany);
  const membership = await organizationContext(db, holder.user.id, holder.organizationId);
  if (!membership || !canManage(membership.role)) throw unauthorized(API_TOKEN_MSG.invalid);
  return {
    user: holder.user,
    organization: { ...membership, role: roleOfTokenScope(holder.scope) },
    sessionId: "",
    apiTokenId: holder.tokenId,
  };
}
