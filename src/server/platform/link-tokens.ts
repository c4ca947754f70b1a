import { createHash, randomBytes } from "node:crypto";
import type { Scope } from "./access.ts";

/**
 * The key of a link sent to someone without an account (a client's estimate, invoice or change order): 32 random
 * bytes, base64url. Only its SHA-256 is stored, so the table cannot be turned back into links.
 */
export const newLinkToken = (): string => randomBytes(32).toString("base64url");

/** What is stored for a token. */
export const linkTokenHash = (token: string): string => createHash("sha256").update(token).digest("base64url");

/** Whether a text has a token's shape (anything else is refused before any lookup). */
export const isLinkToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/** The scope a link acts in for someone without an account: the linked record's organization, no user, read-only. */
export const linkScope = (link: { organizationId: string }): Scope => ({
  organizationId: link.organizationId,
  userId: "",
  role: "viewer",
});
