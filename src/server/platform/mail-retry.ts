/** Deliveries tried at most this many times; then the message stays failed, with its last error. */
export const MAX_MAIL_ATTEMPTS = 5;
/** How long a delivery under way holds its message before another process may take it over. */
export const MAIL_LEASE_MS = 10 * 60 * 1000;

const DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];

/** When to try again after the n-th failed attempt (1-based); null when no attempt is left. */
export function nextMailAttempt(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_MAIL_ATTEMPTS) return null;
  const delay = DELAYS_MS[Math.min(attempts, DELAYS_MS.length) - 1] ?? DELAYS_MS[0] ?? 60_000;
  return new Date(now.getTime() + delay);
}
