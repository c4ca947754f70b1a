import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { fieldSites } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";

const s = fieldSites;

/** A site as the time clock checks a punch against it: where it is and its geofence (none without a radius). */
export type SiteForTimeClock = {
  id: string;
  name: string;
  projectId: string | null;
  /** Both or neither. */
  latitude: number | null;
  longitude: number | null;
  /** Metres around the position, or null for no geofence (always null without a position). */
  geofenceRadiusM: number | null;
};

const columns = {
  id: s.id,
  name: s.name,
  projectId: s.projectId,
  latitude: s.latitude,
  longitude: s.longitude,
  geofenceRadiusM: s.geofenceRadiusM,
};

/**
 * The sites of the scope's organization with their positions and geofences, by name: all of them when no ids are
 * given, else those of `siteIds` (an empty list finds nothing; another organization's ids are left out).
 */
export async function sitesForTimeClock(
  db: Db,
  scope: Scope,
  siteIds?: readonly string[],
): Promise<SiteForTimeClock[]> {
  if (siteIds && siteIds.length === 0) return [];
  return db
    .select(columns)
    .from(s)
    .where(and(eq(s.organizationId, scope.organizationId), siteIds ? inArray(s.id, [...siteIds]) : undefined))
    .orderBy(asc(s.name), asc(s.id));
}

/** One site of the scope's organization with its position and geofence; null when missing or another's. */
export async function siteForTimeClock(db: Db, scope: Scope, id: string): Promise<SiteForTimeClock | null> {
  const [row] = await db
    .select(columns)
    .from(s)
    .where(and(eq(s.id, id), eq(s.organizationId, scope.organizationId)))
    .limit(1);
  return row ?? null;
}
