/**
 * Lien waivers as pure rules (issue 29): when a final waiver may be given, and what a waiver states when the
 * request leaves it out (its amount and through date, from what it is drawn from). Money is whole cents.
 */
import type { LienWaiverKind, PayApplicationStatus } from "./job-finance.constants.ts";

/** A final waiver releases every right on the job, retainage included; a progress one only what a payment covers. */
export const isFinalWaiver = (kind: LienWaiverKind): boolean =>
  kind === "conditional_final" || kind === "unconditional_final";

/** A conditional waiver takes effect when the payment is received; an unconditional one on signing. */
export const isConditionalWaiver = (kind: LienWaiverKind): boolean =>
  kind === "conditional_progress" || kind === "conditional_final";

/** What the retainage balance is read from: a project's pay applications with their G702 line 5. */
export type RetainageRow = { number: number; status: PayApplicationStatus; totalRetainageCents: number };

/**
 * The retainage a project still holds: what its approved (or paid) applications held, less what approved releases
 * gave back. Line 5 of an application is the retainage held to date and an approved release holds 0, so it is
 * line 5 of the latest approved or paid application; 0 when none was approved. Drafts and submitted ones hold
 * nothing yet.
 */
export function retainageBalanceCents(applications: readonly RetainageRow[]): number {
  let latest: RetainageRow | undefined;
  for (const a of applications)
    if ((a.status === "approved" || a.status === "paid") && (!latest || a.number > latest.number)) latest = a;
  return latest?.totalRetainageCents ?? 0;
}

/** A progress waiver may always be given; a final one only when no retainage is held (the balance is zero). */
export const waiverAllowed = (kind: LienWaiverKind, retainageHeldCents: number): boolean =>
  !isFinalWaiver(kind) || retainageHeldCents === 0;

/** What a waiver is drawn from, with what its defaults are read from. */
export type WaiverSource =
  | { type: "payApplication"; currentPaymentDueCents: number; periodTo: string }
  | { type: "payment"; amountCents: number; date: string };

/**
 * The amount a waiver states when none is given: the application's current payment due (G702 line 8), or the
 * payment's amount. Never below zero: an application that corrects an earlier one may have a negative line 8,
 * and a waiver releases rights for a payment received, not one owed back.
 */
export function defaultWaiverAmountCents(source: WaiverSource): number {
  const cents = source.type === "payApplication" ? source.currentPaymentDueCents : source.amountCents;
  return Math.max(0, cents);
}

/** The through date a waiver states when none is given: the application's period end, or the payment's date. */
export const defaultThroughDate = (source: WaiverSource): string =>
  source.type === "payApplication" ? source.periodTo : source.date;
