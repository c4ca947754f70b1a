import { and, count, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { invitations, members, subscriptionFeatures, subscriptions } from "../db/schema/index.ts";
import { conflict } from "../platform/errors.ts";
import { DEFAULT_PLAN, isPlanId, type PlanId } from "../../shared/plans.ts";
import type { FeatureName } from "../../shared/plan-features.ts";
import {
  seatLimitMessage,
  seatsAllow,
  seatsLeftOn,
  storageDecision,
  type StorageDecision,
  type StorageTerms,
} from "../../shared/plan-limits.ts";
import { grantsAccess } from "./subscription.rules.ts";

/**
 * What an organization's subscription allows: the one place modules ask (architecture: "the server checks
 * limits in one place"). Every function takes the organization id from the caller's scope, and accepts a
 * transaction too, so that a check and the write it guards can share one (e.g. an invitation or an upload).
 *
 *   hasFeature(db, orgId, "ai_assistant")          may this organization use a feature now?
 *   seatsLeft(db, orgId) / maySeat(db, orgId, n)   how many more people fit, may n more join?
 *   requireSeat(db, orgId)                         409 with the plan's "contact sales" message when full
 *   mayStore(db, orgId, bytes, usedBytes)          may it store `bytes` more, already storing `usedBytes`?
 */

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Conn = Db | Tx;

/** The organization's plan; an organization without a subscription row gets the default plan's limits. */
export async function planOf(db: Conn, organizationId: string): Promise<PlanId> {
  const [row] = await db
    .select({ planName: subscriptions.planName })
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, organizationId))
    .limit(1);
  return row && isPlanId(row.planName) ? row.planName : DEFAULT_PLAN;
}

/**
 * Whether the organization may use a feature: its subscription has the feature enabled, whatever its standing
 * (one that may not write still reads everything: requireScope refuses its writes, decision 0048). No
 * subscription, no feature.
 */
export async function hasFeature(db: Conn, organizationId: string, name: FeatureName): Promise<boolean> {
  const [row] = await db
    .select({ status: subscriptions.status, isEnabled: subscriptionFeatures.isEnabled })
    .from(subscriptions)
    .innerJoin(
      subscriptionFeatures,
      and(eq(subscriptionFeatures.subscriptionId, subscriptions.id), eq(subscriptionFeatures.featureName, name)),
    )
    .where(eq(subscriptions.organizationId, organizationId))
    .limit(1);
  return row !== undefined && row.isEnabled && grantsAccess(row);
}

/** Seats taken: members plus invitations still pending (an invited person will take a seat on joining). */
export async function seatsUsed(db: Conn, organizationId: string, now = new Date()): Promise<number> {
  const [m] = await db.select({ n: count() }).from(members).where(eq(members.organizationId, organizationId));
  const [i] = await db
    .select({ n: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        eq(invitations.status, "pending"),
        gt(invitations.expiresAt, now),
      ),
    );
  return Number(m?.n ?? 0) + Number(i?.n ?? 0);
}

/** How many more people the plan lets the organization add (0 when full). */
export async function seatsLeft(db: Conn, organizationId: string, now = new Date()): Promise<number> {
  // One query after the other: a transaction is one connection.
  const plan = await planOf(db, organizationId);
  return seatsLeftOn(plan, await seatsUsed(db, organizationId, now));
}

/** Whether `additional` more people (default one) fit on the organization's plan. */
export async function maySeat(db: Conn, organizationId: string, additional = 1, now = new Date()): Promise<boolean> {
  const plan = await planOf(db, organizationId);
  return seatsAllow(plan, await seatsUsed(db, organizationId, now), additional);
}

/** Refuses (409, the plan's "contact sales" message) when no seat is left; for the invitation routes. */
export async function requireSeat(db: Conn, organizationId: string, now = new Date()): Promise<void> {
  const plan = await planOf(db, organizationId);
  if (!seatsAllow(plan, await seatsUsed(db, organizationId, now))) throw conflict(seatLimitMessage(plan));
}

/**
 * May the organization store `bytes` more, when it already stores `usedBytes` (the documents module sums
 * its files, ideally in the same transaction as the insert)? Answers the decision with the plan's limit and
 * what is left; `storageLimitMessage(plan)` in shared/plan-limits.ts words a refusal.
 */
export async function mayStore(
  db: Conn,
  organizationId: string,
  bytes: number,
  usedBytes: number,
  unlimitedCapBytes?: number,
): Promise<StorageDecision & { plan: PlanId; terms: StorageTerms }> {
  const [row] = await db
    .select({ planName: subscriptions.planName, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, organizationId))
    .limit(1);
  const plan = row && isPlanId(row.planName) ? row.planName : DEFAULT_PLAN;
  // A trial is capped (no payment taken yet); an unlimited plan stops at the server's cap.
  const terms: StorageTerms = {
    trialing: row?.status === "trialing",
    ...(unlimitedCapBytes === undefined ? {} : { unlimitedCapBytes }),
  };
  return { ...storageDecision(plan, usedBytes, bytes, terms), plan, terms };
}
