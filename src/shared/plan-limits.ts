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

/**
 * May an organization on `plan`, already storing `usedBytes`, store `bytes` more? Exactly up to the limit is
 * allowed. Sizes must be whole, non-negative numbers of bytes.
 */
export function storageDecision(plan: PlanId, usedBytes: number, bytes: number): StorageDecision {
  if (!Number.isSafeInteger(bytes) || bytes < 0) throw new RangeError(`bytes must be a whole number >= 0, got ${bytes}`);
  if (!Number.isSafeInteger(usedBytes) || usedBytes < 0) throw new RangeError(`usedBytes must be a whole number >= 0, got ${usedBytes}`);
  const limitBytes = getPlan(plan).storageBytes;
  if (limitBytes === null) return { allowed: true, limitBytes, usedBytes, remainingBytes: null };
  const remainingBytes = Math.max(0, limitBytes - usedBytes);
  return { allowed: bytes <= remainingBytes, limitBytes, usedBytes, remainingBytes };
}

/** What a refused upload says. */
export function storageLimitMessage(plan: PlanId): string {
  const p = getPlan(plan);
  return `Your ${p.name} plan includes ${formatStorage(p.storageBytes)} of document storage, and this file does not fit. Delete documents or switch to a larger plan.`;
}

const GB = 1024 ** 3;

/** "10 GB", "50 GB", "Unlimited". */
export function formatStorage(bytes: number | null): string {
  if (bytes === null) return "Unlimited";
  return `${Number((bytes / GB).toFixed(2))} GB`;
}
