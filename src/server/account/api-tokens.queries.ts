import { createHash, randomBytes } from "node:crypto";
import { and, count, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { apiTokens, users } from "../db/schema/index.ts";
import type { Scope, SessionUser } from "../platform/caller.ts";
import { conflict, notFound } from "../platform/errors.ts";
import {
  API_TOKEN_PREFIX,
  API_TOKEN_SCOPES,
  MAX_API_TOKENS,
  type ApiTokenInput,
  type ApiTokenScope,
  type ApiTokenSummary,
  type CreatedApiToken,
} from "../../shared/contracts/api-tokens.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How stale `last_used_at` may get before a request writes it again (one write a minute per busy token, not per request). */
const LAST_USED_PRECISION_MS = 60_000;
/** Characters of the token the list shows (`bo_` and eight of the secret's). */
const SHOWN_PREFIX_LENGTH = API_TOKEN_PREFIX.length + 8;

/** A new token: the prefix and 32 random bytes (256 bits) in base64url. */
function newToken(): string {
  return API_TOKEN_PREFIX + randomBytes(32).toString("base64url");
}

/** What is stored and looked up: SHA-256 of the token, hex (a fast hash is enough for 256 random bits). */
export function hashApiToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A `Bearer` value that could be one of our tokens (anything else is refused without a query). */
export function looksLikeApiToken(token: string): boolean {
  return token.startsWith(API_TOKEN_PREFIX) && token.length <= 200;
}

const summaryColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  scope: apiTokens.scope,
  prefix: apiTokens.prefix,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  expiresAt: apiTokens.expiresAt,
  createdBy: users.name,
};

type SummaryRow = {
  id: string;
  name: string;
  scope: ApiTokenScope;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
  createdBy: string;
};

const isScope = (value: string): value is ApiTokenScope => (API_TOKEN_SCOPES as readonly string[]).includes(value);

function toSummary(r: SummaryRow): ApiTokenSummary {
  return {
    id: r.id,
    name: r.name,
    scope: r.scope,
    prefix: r.prefix,
    createdAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
    expiresAt: r.expiresAt?.toISOString() ?? null,
    createdBy: r.createdBy,
  };
}

/** The organization's tokens, newest first (expired ones too, marked by their date, until revoked). */
export async function listApiTokens(db: Db, scope: Scope): Promise<ApiTokenSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .where(eq(apiTokens.organizationId, scope.organizationId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(toSummary);
}

/** Makes a token for the caller's organization; the answer carries the token, which is never stored or shown again. */
export async function createApiToken(
  db: Db,
  scope: Scope,
  input: ApiTokenInput,
  now = new Date(),
): Promise<CreatedApiToken> {
  const token = newToken();
  const row = await db.transaction(async (tx) => {
    // Two creations at once cannot both take the last place.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"api-tokens:" + scope.organizationId}))`);
    const [existing] = await tx
      .select({ n: count() })
      .from(apiTokens)
      .where(eq(apiTokens.organizationId, scope.organizationId));
    if ((existing?.n ?? 0) >= MAX_API_TOKENS)
      throw conflict(`An organization may have at most ${MAX_API_TOKENS} API tokens. Revoke one first.`);
    const [inserted] = await tx
      .insert(apiTokens)
      .values({
        organizationId: scope.organizationId,
        createdBy: scope.userId,
        name: input.name.trim(),
        scope: input.scope,
        prefix: token.slice(0, SHOWN_PREFIX_LENGTH),
        tokenHash: hashApiToken(token),
        expiresAt: input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * DAY_MS) : null,
      })
      .returning({ id: apiTokens.id });
    return inserted;
  });
  if (!row) throw new Error("token not stored");
  const [created] = await db
    .select(summaryColumns)
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .where(eq(apiTokens.id, row.id));
  if (!created) throw new Error("token not stored");
  return { ...toSummary(created), token };
}

/** Revokes (deletes) one of the organization's tokens; another organization's is a 404 like a missing one. */
export async function revokeApiToken(db: Db, scope: Scope, id: string): Promise<void> {
  const gone = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.organizationId, scope.organizationId)))
    .returning({ id: apiTokens.id });
  if (gone.length === 0) throw notFound("API token not found.");
}

export type TokenHolder = { tokenId: string; organizationId: string; scope: ApiTokenScope; user: SessionUser };

/**
 * The token a `Bearer` value names, if it exists and has not expired, with the admin who made it; null
 * otherwise. Whether that person may still act for the organization is the caller's check (their membership).
 * Notes the use (`last_used_at`) at most once a minute.
 */
export async function findApiToken(db: Db, token: string, now = new Date()): Promise<TokenHolder | null> {
  const [row] = await db
    .select({
      id: apiTokens.id,
      organizationId: apiTokens.organizationId,
      scope: apiTokens.scope,
      expiresAt: apiTokens.expiresAt,
      lastUsedAt: apiTokens.lastUsedAt,
      userId: users.id,
      email: users.email,
      name: users.name,
      image: users.image,
      emailVerified: users.emailVerified,
      companyName: users.companyName,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .where(eq(apiTokens.tokenHash, hashApiToken(token)))
    .limit(1);
  if (!row || !isScope(row.scope)) return null;
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    const staleBefore = new Date(now.getTime() - LAST_USED_PRECISION_MS);
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(apiTokens.id, row.id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, staleBefore))));
  }
  return {
    tokenId: row.id,
    organizationId: row.organizationId,
    scope: row.scope,
    user: {
      id: row.userId,
      email: row.email,
      name: row.name,
      image: row.image,
      emailVerified: row.emailVerified,
      companyName: row.companyName,
    },
  };
}
