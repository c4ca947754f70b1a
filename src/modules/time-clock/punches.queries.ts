import { and, desc, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { costCodes, timesheetApprovals } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { checkedCostCodeId } from "../../server/platform/cost-code-refs.ts";
import { badRequest, conflict, notFound } from "../../server/platform/errors.ts";
import { siteForTimeClock, sitesForTimeClock } from "../field/field.public.server.ts";
import { listCostCodes } from "../job-finance/cost-codes.queries.ts";
import type { ClockStatus, Punch, PunchInputParsed } from "./time-clock.contract.ts";
import { PUNCH_CLOCK_SKEW_MS, PUNCH_MAX_AGE_DAYS, TIME_CLOCK_MSG, type PunchKind } from "./time-clock.constants.ts";
import { geofenceOf, localDay, punchRefusal, refusedByFence, stateAfter } from "./punch.rules.ts";
import { isPunchKind, ofOrganization, punchById, punchesWhere, standing, t } from "./punch-rows.queries.ts";
import { recountWorker } from "./counted-weeks.queries.ts";
import { timeClockRules, type TimeClockRules } from "./time-clock-settings.queries.ts";
import { weekStartOf } from "./timesheet.rules.ts";

const DAY_MS = 86_400_000;

/** Serializes one worker's punches (two phones, or a resent outbox racing a new punch). */
export const lockWorker = (tx: Db, scope: Scope, userId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`time-punches:${scope.organizationId}:${userId}`}))`);

/** 409 when the week holding `day` is approved for the worker: its hours are locked until an admin reopens it. */
export async function refuseLockedWeek(db: Db, scope: Scope, userId: string, day: string, rules: TimeClockRules) {
  const a = timesheetApprovals;
  const [approved] = await db
    .select({ id: a.id })
    .from(a)
    .where(
      and(
        eq(a.organizationId, scope.organizationId),
        eq(a.userId, userId),
        eq(a.weekStart, weekStartOf(day, rules.weekStartsOn)),
      ),
    )
    .limit(1);
  if (approved) throw conflict(TIME_CLOCK_MSG.locked);
}

/** The worker's standing punch just before (or at) a moment, and whether any comes after it. */
async function neighbours(db: Db, scope: Scope, userId: string, at: Date) {
  const mine = and(ofOrganization(scope), standing, eq(t.userId, userId));
  const [last] = await db
    .select({ kind: t.kind, siteId: t.siteId, costCodeId: t.costCodeId })
    .from(t)
    .where(and(mine, lte(t.at, at)))
    .orderBy(desc(t.at), desc(t.id))
    .limit(1);
  const [later] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(mine, gt(t.at, at)))
    .limit(1);
  return { last: last && isPunchKind(last.kind) ? { ...last, kind: last.kind } : null, hasLater: Boolean(later) };
}

/** The codes a worker may clock in under: the organization's in use (its list made on first read, as job finance's). */
async function activeCostCodes(db: Db, scope: Scope) {
  const codes = await listCostCodes(db, scope);
  return codes.filter((c) => c.active).map(({ id, code, name }) => ({ id, code, name }));
}

/** A punch's own time, checked against the server's clock: not ahead (beyond a phone's drift), not too old. */
function checkedTime(at: string, now: Date): Date {
  const when = new Date(at);
  if (Number.isNaN(when.getTime())) throw badRequest(TIME_CLOCK_MSG.invalidTime, { at: TIME_CLOCK_MSG.invalidTime });
  if (when.getTime() > now.getTime() + PUNCH_CLOCK_SKEW_MS)
    throw badRequest(TIME_CLOCK_MSG.futureTime, { at: TIME_CLOCK_MSG.futureTime });
  if (when.getTime() < now.getTime() - PUNCH_MAX_AGE_DAYS * DAY_MS)
    throw badRequest(TIME_CLOCK_MSG.tooOld, { at: TIME_CLOCK_MSG.tooOld });
  return when;
}

/** The site and cost code a clock-in names: the organization's own, a cost code required when it has any. */
export async function checkedWork(db: Db, scope: Scope, siteId: string | null, costCodeId: string | null) {
  const site = siteId ? await siteForTimeClock(db, scope, siteId) : null;
  if (!site) throw badRequest(TIME_CLOCK_MSG.unknownSite, { siteId: TIME_CLOCK_MSG.unknownSite });
  if (!costCodeId) {
    const [any] = await db
      .select({ id: costCodes.id })
      .from(costCodes)
      .where(and(eq(costCodes.organizationId, scope.organizationId), eq(costCodes.active, true)))
      .limit(1);
    if (any) throw badRequest(TIME_CLOCK_MSG.costCodeRequired, { costCodeId: TIME_CLOCK_MSG.costCodeRequired });
  }
  return { site, costCodeId: await checkedCostCodeId(db, scope, costCodeId) };
}

async function punchIdByKey(db: Db, scope: Scope, clientKey: string) {
  const [row] = await db
    .select({ id: t.id, userId: t.userId })
    .from(t)
    .where(and(ofOrganization(scope), eq(t.clientKey, clientKey)))
    .limit(1);
  return row ?? null;
}

async function known(db: Db, scope: Scope, clientKey: string): Promise<Punch | null> {
  const row = await punchIdByKey(db, scope, clientKey);
  if (!row) return null;
  // Another worker's key is no answer to give this one.
  if (row.userId !== scope.userId) throw conflict(TIME_CLOCK_MSG.clientKey);
  return punchById(db, scope, row.id);
}

/**
 * The caller's punch from the clock screen, exactly once per `clientKey`. It must follow the worker's punch before
 * it (clock in when out…) and have none after it; a clock-in's site and cost code are checked, the others belong
 * to the open shift. The position is checked against the site's geofence: flagged, or refused under the
 * organization's "refuse". A week already approved takes no punch.
 */
export async function recordPunch(
  db: Db,
  scope: Scope,
  input: PunchInputParsed,
  now = new Date(),
): Promise<{ punch: Punch; created: boolean }> {
  const stored = await known(db, scope, input.clientKey);
  if (stored) return { punch: stored, created: false };
  const at = checkedTime(input.at, now);
  const rules = await timeClockRules(db, scope);
  const work = input.kind === "in" ? await checkedWork(db, scope, input.siteId, input.costCodeId) : null;
  const id = await db.transaction(async (tx) => {
    await lockWorker(tx, scope, scope.userId);
    const { last, hasLater } = await neighbours(tx, scope, scope.userId, at);
    if (hasLater) throw conflict(TIME_CLOCK_MSG.laterPunch);
    const refusal = punchRefusal(last?.kind ?? null, input.kind);
    if (refusal) throw conflict(refusal);
    await refuseLockedWeek(tx, scope, scope.userId, localDay(at, input.utcOffsetMin), rules);
    const siteId = work ? work.site.id : (last?.siteId ?? null);
    const costCodeId = work ? work.costCodeId : (last?.costCodeId ?? null);
    const site = work?.site ?? (siteId ? await siteForTimeClock(tx, scope, siteId) : null);
    const position =
      input.latitude !== null && input.longitude !== null
        ? { latitude: input.latitude, longitude: input.longitude, accuracyM: input.accuracyM }
        : null;
    const fence = geofenceOf(site, position);
    if (refusedByFence(rules.geofencePolicy, fence.geofence)) throw conflict(TIME_CLOCK_MSG.outsideRefused);
    const [row] = await tx
      .insert(t)
      .values({
        organizationId: scope.organizationId,
        clientKey: input.clientKey,
        userId: scope.userId,
        kind: input.kind,
        at,
        utcOffsetMin: input.utcOffsetMin,
        siteId,
        costCodeId,
        latitude: position?.latitude ?? null,
        longitude: position?.longitude ?? null,
        accuracyM: input.accuracyM === null ? null : Math.round(input.accuracyM),
        distanceM: fence.distanceM,
        geofence: fence.geofence,
        createdBy: scope.userId,
      })
      .onConflictDoNothing({ target: [t.organizationId, t.clientKey] })
      .returning({ id: t.id });
    // The worker's week counted again with the punch, so the timesheets read it without reading the punches.
    if (row) await recountWorker(tx, scope, rules, scope.userId, [localDay(at, input.utcOffsetMin)]);
    return row?.id ?? null;
  });
  if (id) {
    const punch = await punchById(db, scope, id);
    if (punch) return { punch, created: true };
  }
  const raced = await known(db, scope, input.clientKey);
  if (!raced) throw notFound();
  return { punch: raced, created: false };
}

/** Where the caller stands on the clock, their punches of the last two days, and what they may clock in for. */
export async function clockStatus(db: Db, scope: Scope, now = new Date()): Promise<ClockStatus> {
  const [rules, sites, codes, recent] = await Promise.all([
    timeClockRules(db, scope),
    sitesForTimeClock(db, scope),
    activeCostCodes(db, scope),
    punchesWhere(
      db,
      scope,
      [standing, eq(t.userId, scope.userId), gt(t.at, new Date(now.getTime() - 2 * DAY_MS))],
      "desc",
      30,
    ),
  ]);
  const [last] = await db
    .select({ kind: t.kind })
    .from(t)
    .where(and(ofOrganization(scope), standing, eq(t.userId, scope.userId)))
    .orderBy(desc(t.at), desc(t.id))
    .limit(1);
  const lastKind: PunchKind | null = last && isPunchKind(last.kind) ? last.kind : null;
  const state = stateAfter(lastKind);
  let shift: ClockStatus["shift"] = null;
  if (state !== "out") {
    const [clockIn] = await punchesWhere(
      db,
      scope,
      [standing, eq(t.userId, scope.userId), eq(t.kind, "in")],
      "desc",
      1,
    );
    const breakStart = state === "on_break" ? recent.find((p) => p.kind === "break_start") : undefined;
    if (clockIn)
      shift = {
        since: clockIn.at,
        site: clockIn.site,
        costCode: clockIn.costCode,
        breakSince: breakStart?.at ?? null,
      };
  }
  return {
    state,
    shift,
    recent,
    sites: sites.map((s) => ({
      id: s.id,
      name: s.name,
      geofence: s.geofenceRadiusM !== null && s.latitude !== null,
    })),
    costCodes: codes,
    costCodeRequired: codes.length > 0,
    geofencePolicy: rules.geofencePolicy,
  };
}
