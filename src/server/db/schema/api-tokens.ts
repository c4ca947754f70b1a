import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { API_TOKEN_SCOPES } from "../../../shared/contracts/api-tokens.ts";
import { createdAt, id, oneOf, organizationId } from "./columns.ts";

/**
 * Personal API tokens (decision 0033): made by an admin for their organization, read or write, used as
 * `Authorization: Bearer bo_…` on `/api/v1` only. Only the SHA-256 of the token is kept (the token is shown
 * once); `prefix` is its first characters, for the list. Revoking deletes the row.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: id(),
    organizationId: organizationId(),
    /** The admin who made it: the token acts for them, and only while they are an admin of the organization. */
    createdBy: text("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scope: text("scope", { enum: API_TOKEN_SCOPES }).notNull(),
    prefix: text("prefix").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("api_tokens_organization_idx").on(t.organizationId, t.createdAt),
    check("api_tokens_scope", oneOf(t.scope, API_TOKEN_SCOPES)),
    check("api_tokens_name", sql`btrim(${t.name}) <> ''`),
  ],
);
