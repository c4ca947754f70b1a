import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { executeRows, type Db } from "../../server/db/client.ts";
import { fieldSites, timePunches, users } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { costCodeColumns, costCodeJoin, costCodeRefOf } from "../../server/platform/cost-code-refs.ts";
import { personRefOf, recordRefOf } from "../../server/platform/organization-rows.ts";
import { costCodes } from "../../server/db/schema/index.ts";
import type { Punch } from "./time-clock.contract.ts";
import { PUNCH_KINDS, PUNCH_SENT_LATE_MS, type GeofenceResult, type PunchKind } from "./time-clock.constants.ts";
import { localDay } from "./punch.rules.ts";
import type { SheetPunch } from "./timesheet.rules.ts";

/** How punches are read: for an answer (with the worker's, site's and cost code's names) and for counting hours. */

export const t = timePunches;
export const ofOrganization = (scope: Scope) => eq(t.organizationId, scope.organizationId);
/** Punches that count: not removed by an admin. */
export const standing = isNull(t.removedAt);

export const isPunchKind = (s: string): s is PunchKind => (PUNCH_KINDS as readonly string[]).includes(s);
const kindOf = (s: string): PunchKind => (isPunchKind(s) ? s : "in");

const worker = alias(users, "worker");
const site = alias(fieldSites, "site");

const columns = {
  id: t.id,
  clientKey: t.clientKey,
  userId: t.userId,
  workerName: worker.name,
  kind: t.kind,
  at: t.at,
  utcOffsetMin: t.utcOffsetMin,
  siteId: site.id,
  siteName: site.name,
  ...costCodeColumns,
  latitude: t.latitude,
  longitude: t.longitude,
  accuracyM: t.accuracyM,
  distanceM: t.distanceM,
  geofence: t.geofence,
  createdBy: t.createdBy,
  createdAt: t.createdAt,
};

/** Punches with their names, as answered; `where` adds to the organization's own (standing or not). */
export async function punchesWhere(db: Db, scope: Scope, where: SQL[], order: "asc" | "desc" = "asc", limit = 5000) {
  const rows = await db
    .select(columns)
    .from(t)
    .innerJoin(worker, eq(worker.id, t.userId))
    .leftJoin(site, and(eq(site.id, t.siteId), eq(site.organizationId, t.organizationId)))
    .leftJoin(costCodes, costCodeJoin(t.costCodeId, t.organizationId))
    .where(and(ofOrganization(scope), ...where))
    .orderBy(order === "asc" ? asc(t.at) : desc(t.at), order === "asc" ? asc(t.id) : desc(t.id))
    .limit(limit);
  return rows.map(toPunch);
}

type PunchRow = {
  id: string;
  clientKey: string;
  userId: string;
  workerName: string;
  kind: string;
  at: Date;
  utcOffsetMin: number;
  siteId: string | null;
  siteName: string | null;
  costCodeId: string | null;
  costCodeCode: string | null;
  costCodeName: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracyM: number | null;
  distanceM: number | null;
  geofence: string;
  createdBy: string | null;
  createdAt: Date;
};

const geofenceOf = (s: string): GeofenceResult =>
  s === "inside" || s === "outside" || s === "no_position" ? s : "no_fence";

function toPunch(r: PunchRow): Punch {
  const at = new Date(r.at);
  const createdAt = new Date(r.createdAt);
  return {
    id: r.id,
    clientKey: r.clientKey,
    worker: personRefOf(r.userId, r.workerName) ?? { id: r.userId, fullName: "" },
    kind: kindOf(r.kind),
    at: at.toISOString(),
    utcOffsetMin: r.utcOffsetMin,
    day: localDay(at, r.utcOffsetMin),
    site: recordRefOf(r.siteId, r.siteName),
    costCode: costCodeRefOf(r),
    latitude: r.latitude,
    longitude: r.longitude,
    accuracyM: r.accuracyM,
    distanceM: r.distanceM,
    geofence: geofenceOf(r.geofence),
    sentLate: createdAt.getTime() - at.getTime() > PUNCH_SENT_LATE_MS,
    byAdmin: r.createdBy !== r.userId,
    createdAt: createdAt.toISOString(),
  };
}

export async function punchById(db: Db, scope: Scope, id: string): Promise<Punch | null> {
  const [found] = await punchesWhere(db, scope, [eq(t.id, id)]);
  return found ?? null;
}

/** A punch of the hours' count: only what the timesheet's arithmetic needs, and whether it is flagged. */
export type CountedPunch = SheetPunch & {
  userId: string;
  flagged: boolean;
  /** Removed by an admin: not counted, but part of the worker's fingerprint (counted-weeks.queries.ts). */
  removed: boolean;
  /** Its last change, in microseconds since the epoch. */
  changedUs: number;
};

/**
 * The punches of a span of time in time order (removed ones too, marked), for counting hours: everyone's of the organization, or
 * the given workers'. No joins: a week of 200 workers is 10,000 rows (issue 31's budget).
 */
export async function punchesToCount(
  db: Db,
  scope: Scope,
  span: { from: Date; to: Date },
  userIds?: readonly string[],
): Promise<CountedPunch[]> {
  const workers = userIds ? sql`and ${inArray(t.userId, [...userIds])}` : sql``;
  // Raw rows, the moment as epoch milliseconds (a float8): no timestamp text to parse and no ORM mapping for
  // 10,000 rows. In time order only, as the (organization, at) index reads them (no sort; a worker's two punches
  // at the same instant have no order to keep); the workers are told apart in memory, each one's punches staying
  // in this order. A punch an admin recorded has no position by design; the
  // worker's own outside the fence or without a position is flagged.
  const rows = await executeRows<{
    id: string;
    user_id: string;
    kind: string;
    at_ms: number;
    utc_offset_min: number;
    site_id: string | null;
    cost_code_id: string | null;
    flagged: boolean;
    removed: boolean;
    changed_us: number;
  }>(
    db,
    sql`select ${t.id}, ${t.userId}, ${t.kind}, (extract(epoch from ${t.at}) * 1000)::float8 as at_ms,
          ${t.utcOffsetMin}, ${t.siteId}, ${t.costCodeId},
          (${t.createdBy} = ${t.userId} and ${t.geofence} in ('outside', 'no_position')) as flagged,
          ${t.removedAt} is not null as removed,
          floor(extract(epoch from ${t.updatedAt}) * 1000000)::float8 as changed_us
        from ${t}
        where ${t.organizationId} = ${scope.organizationId}
          and ${t.at} >= ${span.from.toISOString()} and ${t.at} < ${span.to.toISOString()} ${workers}
        order by ${t.at}`,
  );
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    kind: kindOf(r.kind),
    at: new Date(Number(r.at_ms)),
    utcOffsetMin: Number(r.utc_offset_min),
    siteId: r.site_id,
    costCodeId: r.cost_code_id,
    flagged: r.flagged === true,
    removed: r.removed === true,
    changedUs: Number(r.changed_us),
  }));
}
