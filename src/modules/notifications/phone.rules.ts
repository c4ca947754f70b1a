import crypto from "node:crypto";
import { MAX_WRONG_CODES, PHONE_CODE_TTL_MINUTES } from "../../shared/contracts/phone.ts";

/** The rules of a phone's verification code (issue 30), apart from the database. */

/** A new 6-digit code, evenly drawn. */
export const newCode = (): string => String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");

/**
 * What is stored of a code: its SHA-256, with the person's id in it so that two people's equal codes differ. (A
 * code is 6 digits that live 10 minutes and 5 tries: the hash keeps it out of sight, not out of reach.)
 */
export const codeHash = (userId: string, code: string): string =>
  crypto.createHash("sha256").update(`${userId}:${code}`).digest("hex");

/** Whether a typed code is the one stored, compared in constant time. */
export function isCode(userId: string, typed: string, storedHash: string): boolean {
  const typedHash = Buffer.from(codeHash(userId, typed), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return stored.length === typedHash.length && crypto.timingSafeEqual(typedHash, stored);
}

export const codeExpiresAt = (now: Date): Date => new Date(now.getTime() + PHONE_CODE_TTL_MINUTES * 60_000);

/** The day (UTC) codes are counted against. */
export const codeDay = (now: Date): string => now.toISOString().slice(0, 10);

/** Seconds until the next day's count begins (a 429's Retry-After). */
export function secondsToNextDay(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** A stored code's standing, once this try has been counted (`attempts` includes it). */
export type CodeCheck = "ok" | "wrong" | "expired" | "tooManyTries";

export function checkCode(
  stored: { userId: string; hash: string; expiresAt: Date | null; attempts: number },
  typed: string,
  now: Date,
): CodeCheck {
  if (stored.attempts > MAX_WRONG_CODES) return "tooManyTries";
  if (!stored.expiresAt || stored.expiresAt.getTime() <= now.getTime()) return "expired";
  return isCode(stored.userId, typed, stored.hash) ? "ok" : "wrong";
}

/** Whether a stored code can still be typed back (what the Settings page shows). */
export const codeWaiting = (expiresAt: Date | null, attempts: number, now: Date): boolean =>
  expiresAt !== null && expiresAt.getTime() > now.getTime() && attempts < MAX_WRONG_CODES;
