import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * A user's TOTP secret (AES-256-GCM, key derived from AUTH_SECRET). A row with `enabled_at` null is a setup
 * not yet confirmed by a code. Two-factor is on exactly when `enabled_at` is set: the one source of truth
 * (the profile's `two_factor_enabled` is read from here).
 */
export const twoFactors = pgTable("two_factors", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secretEncrypted: text("secret_encrypted").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  /** The newest 30-second step whose code was accepted: a code is good once (no replay). */
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One-time backup codes: only a SHA-256 of each is kept; `used_at` marks it spent. */
export const twoFactorBackupCodes = pgTable(
  "two_factor_backup_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("two_factor_backup_codes_user_hash_idx").on(t.userId, t.codeHash)],
);

/**
 * A sign-in whose password was right and which now waits for a code: the pending cookie's token is kept
 * as a SHA-256 only, for a few minutes, and is good for one finished sign-in.
 */
export const twoFactorChallenges = pgTable(
  "two_factor_challenges",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rememberMe: boolean("remember_me").notNull().default(true),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("two_factor_challenges_user_idx").on(t.userId)],
);
