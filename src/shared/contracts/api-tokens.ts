import { z } from "zod";

/** What a personal API token may do (decision 0033): read acts like a viewer, write like a member; never an admin. */
export const API_TOKEN_SCOPES = ["read", "write"] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = { read: "Read only", write: "Read and write" };

/** Every token starts with this, so that a leaked one is recognizable (secret scanners, logs). */
export const API_TOKEN_PREFIX = "bo_";

/** The expiry choices of the create dialog, in days (null: never expires). */
export const API_TOKEN_EXPIRY_CHOICES = [30, 90, 365, null] as const;
export const MAX_API_TOKEN_DAYS = 3650;
/** Tokens one organization may hold at once. */
export const MAX_API_TOKENS = 50;

export const API_TOKEN_MSG = {
  title: "API Tokens",
  subtitle:
    "Personal tokens let your own scripts and integrations use the BuildOps API at /api/v1. Only admins see this section.",
  create: "Create Token",
  creating: "Creating...",
  dialogTitle: "Create API Token",
  dialogText: "Name the token after what will use it and choose what it may do.",
  shownTitle: "Copy Your Token",
  shownText: "This is the only time the token is shown. Store it somewhere safe; you can revoke it here at any time.",
  copy: "Copy",
  copied: "Token copied",
  copyFailed: "Could not copy. Select the token and copy it yourself.",
  done: "Done",
  empty: "No API tokens yet.",
  nameRequired: "Please enter a name for the token.",
  created: "Token created",
  createError: "Error Creating Token",
  revoke: "Revoke",
  revokeTitle: "Revoke API Token",
  revokeText: (name: string) => `Revoke "${name}"? Anything using it stops working at once. This cannot be undone.`,
  revoked: "Token revoked",
  revokeError: "Error Revoking Token",
  loadError: "Could not load your API tokens.",
  /** The 401 a request with a token that no longer works gets. */
  invalid:
    "This API token is not valid: it is unknown, revoked or expired, or its admin no longer manages the organization.",
  v1Only: "API tokens are accepted on /api/v1 only.",
  tooMany: "Too many requests with this API token. Please slow down.",
} as const;

export const apiTokenInput = z.object({
  name: z
    .string({ error: API_TOKEN_MSG.nameRequired })
    .trim()
    .min(1, API_TOKEN_MSG.nameRequired)
    .max(100, "A token's name is at most 100 characters."),
  scope: z.enum(API_TOKEN_SCOPES, { error: "Please choose read or write." }),
  /** Days until it stops working; absent or null: it never expires. */
  expiresInDays: z.number().int().min(1).max(MAX_API_TOKEN_DAYS).nullable().optional(),
});
export type ApiTokenInput = z.input<typeof apiTokenInput>;

/** A token as the list shows it: never the token itself, only its first characters. */
export const apiTokenSummary = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdBy: z.string(),
});
export type ApiTokenSummary = z.infer<typeof apiTokenSummary>;

export const apiTokenList = z.object({ tokens: z.array(apiTokenSummary) });
export type ApiTokenList = z.infer<typeof apiTokenList>;

/** The answer of a create: the summary and, this once, the token. */
export const createdApiToken = apiTokenSummary.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiToken>;
