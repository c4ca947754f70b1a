import { getPlan, PLANS, type PlanId } from "./plans.ts";

/**
 * The plan limits as pure rules, for the whole organization (decision 0006): seats (members plus pending
 * invitations) and document storage. The server asks them through `entitlements.queries.ts`; the browser
 * uses them only to display.
 */

/** The plan with the most seats: beyond it, the only way is to contact sales. */
const LARGEST_PLAN = PLANS.reduce((a, b) => (b.seats > a.seats ? b : a));

/** Seats still free on a plan when `used` are taken (never negative). */
export function seatsLeftOn(plan: PlanId, used: number): number {
  return Math.max(0, getPlan(plan).seats - Math.max(0, used));
}

/** Whether `additional` more people fit on the plan when `used` seats are taken. */
export function seatsAllow(plan: PlanId, used: number, additional = 1): boolean {
  return Math.max(0, used) + Math.max(0, additional) <= getPlan(plan).seats;
}

/** What an invitation (or a downgrade) beyond the plan's seats says (spec: more than 3 users means contact sales). */
export function seatLimitMessage(plan: PlanId): string {
  const p = getPlan(plan);
  const users = p.seats === 1 ? "1 user" : `up to ${p.seats} users`;
  if (p.id === LARGEST_PLAN.id) return `Your ${p.name} plan includes ${users}. For more users, please contact sales.`;
  return `Your ${p.name} plan includes ${users}. Switch to ${LARGEST_PLAN.name} for up to ${LARGEST_PLAN.seats} users, or contact sales for more.`;
}

/** A downgrade that would leave more people than seats. */
export function tooManySeatsForPlanMessage(plan: PlanId, used: number): string {
  const p = getPlan(plan);
  const users = p.seats === 1 ? "1 user" : `up to ${p.seats} users`;
  return `Your organization has ${used} members and pending invitations; the ${p.name} plan includes ${users}. Remove members or invitations first.`;
}

export type StorageDecision = {
  allowed: boolean;
  /** The plan's storage in bytes; null = unlimited. */
  limitBytes: number | null;
  usedBytes: number;
  /** What is left before this upload; null = unlimited. */
  remainingBytes: number | null;
};

/** A trial stores at most this much, whatever plan it tries (no payment has been taken: issue 12). */
export const TRIAL_STORAGE_BYTES = 5 * 1024 ** 3;

/**
 * What bounds an organization's storage besides its plan: a trial's cap, and the server's cap on a plan that
 * says unlimited (MAX_ORGANIZATION_STORAGE_BYTES; undefined: none).
 */
export type StorageTerms = { trialing?: boolean; unlimitedCapBytes?: number };

/** The bytes an organization may store on `plan` under these terms; null = unlimited. */
export function storageLimitOf(
  plan: PlanId,
  { trialing = false, unlimitedCapBytes }: StorageTerms = {},
): number | null {
  const planBytes = getPlan(plan).storageBytes;
  const limit = planBytes ?? unlimitedCapBytes ?? null;
  if (!trialing) return limit;
  return limit === null ? TRIAL_STORAGE_BYTES : Math.min(limit, TRIAL_STORAGE_BYTES);
}

/**
 * May an organization on `plan`, already storing `usedBytes`, store `bytes` more? Exactly up to the limit is
 * allowed. Sizes must be whole, non-negative numbers of bytes.
 */
export function storageDecision(
  plan: PlanId,
  usedBytes: number,
  bytes: number,
  terms: StorageTerms = {},
): StorageDecision {
  if (!Number.isSafeInteger(bytes) || bytes < 0)
    throw new RangeError(`bytes must be a whole number >= 0, got ${bytes}`);
  if (!Number.isSafeInteger(usedBytes) || usedBytes < 0)
    throw new RangeError(`usedBytes must be a whole number >= 0, got ${usedBytes}`);
  const limitBytes = storageLimitOf(plan, terms);
  if (limitBytes === null) return { allowed: true, limitBytes, usedBytes, remainingBytes: null };
  const remainingBytes = Math.max(0, limitBytes - usedBytes);
  return { allowed: bytes <= remainingBytes, limitBytes, usedBytes, remainingBytes };
}

/** What a refused upload says. */
export function storageLimitMessage(plan: PlanId, terms: StorageTerms = {}): string {
  const p = getPlan(plan);
  const limit = storageLimitOf(plan, terms);
  if (terms.trialing && limit !== p.storageBytes) {
    return `Your ${p.name} trial includes ${formatStorage(limit)} of document storage, and this file does not fit. Delete documents, or choose a plan in Account Settings when your trial ends.`;
  }
  if (p.storageBytes === null && limit !== null) {
    return `Your organization stores the most this server allows (${formatStorage(limit)}), and this file does not fit. Delete documents or contact sales.`;
  }
  return `Your ${p.name} plan includes ${formatStorage(p.storageBytes)} of document storage, and this file does not fit. Delete documents or switch to a larger plan.`;
}

const GB = 1024 ** 3;

/** "10 GB", "50 GB", "Unlimited". */
export function formatStorage(bytes: number | null): string {
  if (bytes === null) return "Unlimited";
  return `${Number((bytes / GB).toFixed(2))} GB`;
}
