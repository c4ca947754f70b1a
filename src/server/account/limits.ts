import type { Limit } from "../platform/rate-limit.ts";

const MIN = 60_000;
const factor = Math.max(1, Number(process.env.RATE_LIMIT_FACTOR ?? "1") || 1);
const scaled = (max: number, windowMs: number): Limit => ({ max: max * factor, windowMs });

/** Per-IP and per-account limits on the account routes (shared by every server process). */
export const LIMITS = {
  signUpPerIp: scaled(20, 60 * MIN),
  signUpPerEmail: scaled(5, 60 * MIN),
  signInPerIp: scaled(100, 15 * MIN),
  forgotPerIp: scaled(20, 60 * MIN),
  forgotPerEmail: scaled(5, 60 * MIN),
  resetPerIp: scaled(30, 60 * MIN),
  contactPerEmail: scaled(5, 60 * MIN),
  contactPerIp: scaled(20, 60 * MIN),
} as const;

/** Wrong passwords in a row before an account refuses sign-in for a while (not scaled: it is a rule). */
export const MAX_FAILED_SIGN_INS = 25;
export const FAILED_SIGN_IN_WINDOW_MS = 15 * MIN;
