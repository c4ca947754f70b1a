import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { fieldDailyReports, fieldSites, users } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, conflict, notFound } from "../../server/platform/errors.ts";
import { decodeKeyCursor, encodeKeyCursor, keysetPage, likePattern } from "../../server/platform/list-paging.ts";
import { personRefOf, recordRefOf, rowBelongs } from "../../server/platform/organization-rows.ts";
import { deletePhotos, type PhotoKeys } from "../../server/platform/photos.queries.ts";
import { projectBelongs, projectNameOf } from "../projects/projects.queries.ts";
import type { NewSiteInputParsed, Site, SiteFilters, SiteInputParsed, SiteList } from "./field.contract.ts";
import { FIELD_MSG, type SiteStatus } from "./field.constants.ts";
import { siteStatus } from "./field.rules.ts";

const s = fieldSites;
const ofOrganization = (scope: Scope) => eq(s.organizationId, scope.organizationId);

const columns = {
  id: s.id,
  clientKey: s.clientKey,
  projectId: s.projectId,
  projectName: projectNameOf(s.projectId, s.organizationId),
  name: s.name,
  location: s.location,
  type: s.type,
  supervisor: s.supervisor,
  expectedStartDate: s.expectedStartDate,
  expectedEndDate: s.expectedEndDate,
  description: s.description,
  crewRequired: s.crewRequired,
  crewAssigned: s.crewAssigned,
  equipment: s.equipment,
  latitude: s.latitude,
  longitude: s.longitude,
  geofenceRadiusM: s.geofenceRadiusM,
  creatorId: users.id,
  creatorName: users.name,
  createdAt: s.createdAt,
  updatedAt: s.updatedAt,
};

const selectSites = (db: Db) => db.select(columns).from(s).leftJoin(users, eq(users.id, s.createdBy));

type Row = Awaited<ReturnType<ReturnType<typeof selectSites>["execute"]>>[number];

const textsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

function toSite(r: Row, today: string): Site {
  return {
    id: r.id,
    clientKey: r.clientKey,
    project: recordRefOf(r.projectId, r.projectName),
    name: r.name,
    location: r.location,
    type: r.type,
    supervisor: r.supervisor,
    expectedStartDate: r.expectedStartDate,
    expectedEndDate: r.expectedEndDate,
    description: r.description,
    crewRequired: r.crewRequired,
    crewAssigned: r.crewAssigned,
    equipment: textsOf(r.equipment),
    latitude: r.latitude,
    longitude: r.longitude,
    geofenceRadiusM: r.geofenceRadiusM,
    status: siteStatus(r.expectedStartDate, r.expectedEndDate, today),
    createdBy: personRefOf(r.creatorId, r.creatorName),
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
  };
}

/** The sites of a status on `today`, as SQL (the same as field.rules.ts: siteStatus). */
export function siteStatusIs(status: SiteStatus, today: string): SQL {
  if (status === "planned") return sql`${s.expectedStartDate} > ${today}::date`;
  if (status === "completed") return sql`${s.expectedEndDate} < ${today}::date`;
  return sql`(${s.expectedStartDate} is null or ${s.expectedStartDate} <= ${today}::date) and (${s.expectedEndDate} is null or ${s.expectedEndDate} >= ${today}::date)`;
}

/** A page of the organization's sites by name, their status as of `today`, searched and filtered by status. */
export async function listSites(db: Db, scope: Scope, filters: SiteFilters, today: string): Promise<SiteList> {
  const where: SQL[] = [ofOrganization(scope)];
  if (filters.status) where.push(siteStatusIs(filters.status, today));
  if (filters.q) {
    const pattern = likePattern(filters.q);
    where.push(sql`(${s.name} ilike ${pattern} or ${s.location} ilike ${pattern} or ${s.supervisor} ilike ${pattern})`);
  }
  if (filters.cursor) {
    const cursor = decodeKeyCursor(filters.cursor, 2);
    if (!cursor) throw badRequest(FIELD_MSG.badCursor);
    const [name = "", id = ""] = cursor;
    where.push(sql`(${s.name}, ${s.id}) > (${name}, ${id})`);
  }
  const rows = await selectSites(db)
    .where(and(...where))
    .orderBy(asc(s.name), asc(s.id))
    .limit(filters.limit + 1);
  const { page, nextCursor } = keysetPage(rows, filters.limit, (last) => encodeKeyCursor([last.name, last.id]));
  return { today, sites: page.map((r) => toSite(r, today)), nextCursor };
}

/** A few of the sites active on `today`, soonest to finish first (open-ended last), for the site cards. */
export async function activeSites(db: Db, scope: Scope, today: string, limit: number): Promise<Site[]> {
  const rows = await selectSites(db)
    .where(and(ofOrganization(scope), siteStatusIs("active", today)))
    .orderBy(sql`${s.expectedEndDate} asc nulls last`, asc(s.name), asc(s.id))
    .limit(limit);
  return rows.map((r) => toSite(r, today));
}

/** How many sites the organization has, and how many are active on `today`. */
export async function siteCounts(db: Db, scope: Scope, today: string): Promise<{ total: number; active: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (where ${siteStatusIs("active", today)})::int`,
    })
    .from(s)
    .where(ofOrganization(scope));
  return { total: Number(row?.total ?? 0), active: Number(row?.active ?? 0) };
}

export async function getSite(db: Db, scope: Scope, id: string, today: string): Promise<Site> {
  const [row] = await selectSites(db)
    .where(and(eq(s.id, id), ofOrganization(scope)))
    .limit(1);
  if (!row) throw notFound(FIELD_MSG.siteNotFound);
  return toSite(row, today);
}

/** Whether a site belongs to the caller's organization (another organization's reads as missing). */
export const siteBelongs = (db: Db, scope: Scope, id: string): Promise<boolean> => rowBelongs(db, scope, s, id);

/** The values to store, the project checked against the caller's organization. */
async function checkedValues(db: Db, scope: Scope, input: SiteInputParsed) {
  if (input.projectId && !(await projectBelongs(db, scope, input.projectId)))
    throw badRequest(FIELD_MSG.unknownProject, { projectId: FIELD_MSG.unknownProject });
  return {
    projectId: input.projectId,
    name: input.name,
    location: input.location,
    type: input.type,
    supervisor: input.supervisor,
    expectedStartDate: input.expectedStartDate,
    expectedEndDate: input.expectedEndDate,
    description: input.description,
    crewRequired: input.crewRequired,
    crewAssigned: input.crewAssigned,
    equipment: input.equipment,
    latitude: input.latitude,
    longitude: input.longitude,
    geofenceRadiusM: input.geofenceRadiusM,
  };
}

async function siteIdByKey(db: Db, scope: Scope, clientKey: string): Promise<string | null> {
  const [row] = await db
    .select({ id: s.id })
    .from(s)
    .where(and(ofOrganization(scope), eq(s.clientKey, clientKey)))
    .limit(1);
  return row?.id ?? null;
}

/** New Site Report, exactly once per `clientKey` (a re-send answers the site already made, `created: false`). */
export async function createSite(
  db: Db,
  scope: Scope,
  input: NewSiteInputParsed,
  today: string,
): Promise<{ site: Site; created: boolean }> {
  const known = await siteIdByKey(db, scope, input.clientKey);
  if (known) return { site: await getSite(db, scope, known, today), created: false };
  const values = await checkedValues(db, scope, input);
  const [row] = await db
    .insert(s)
    .values({ ...values, organizationId: scope.organizationId, clientKey: input.clientKey, createdBy: scope.userId })
    .onConflictDoNothing({ target: [s.organizationId, s.clientKey] })
    .returning({ id: s.id });
  if (row) return { site: await getSite(db, scope, row.id, today), created: true };
  const raced = await siteIdByKey(db, scope, input.clientKey);
  if (!raced) throw conflict(FIELD_MSG.resend);
  return { site: await getSite(db, scope, raced, today), created: false };
}

/** Site Details: changes every field of the site. */
export async function updateSite(
  db: Db,
  scope: Scope,
  id: string,
  input: SiteInputParsed,
  today: string,
): Promise<Site> {
  // Another organization's site is missing before anything about the body is said.
  if (!(await siteBelongs(db, scope, id))) throw notFound(FIELD_MSG.siteNotFound);
  const values = await checkedValues(db, scope, input);
  const updated = await db
    .update(s)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(s.id, id), ofOrganization(scope)))
    .returning({ id: s.id });
  if (updated.length === 0) throw notFound(FIELD_MSG.siteNotFound);
  return getSite(db, scope, id, today);
}

/**
 * Deletes a site with its daily reports and their photos, in one transaction; answers the photos' files for
 * `removePhotoFiles` once it has committed.
 */
export async function deleteSite(db: Db, scope: Scope, id: string): Promise<PhotoKeys[]> {
  return db.transaction(async (trx) => {
    const reports = await trx
      .select({ photoIds: fieldDailyReports.photoIds })
      .from(fieldDailyReports)
      .where(and(eq(fieldDailyReports.siteId, id), eq(fieldDailyReports.organizationId, scope.organizationId)));
    const deleted = await trx
      .delete(s)
      .where(and(eq(s.id, id), ofOrganization(scope)))
      .returning({ id: s.id });
    if (deleted.length === 0) throw notFound(FIELD_MSG.siteNotFound);
    return deletePhotos(
      trx,
      scope,
      reports.flatMap((r) => textsOf(r.photoIds)),
    );
  });
}

/** A site's crew, required and assigned, for analytics. */
export type SiteCrew = {
  id: string;
  name: string;
  projectId: string | null;
  crewRequired: number;
  crewAssigned: number;
};

/**
 * Crew on the sites active on `today` (siteStatusIs), only those of `projectIds` when given (an empty list finds
 * nothing): the totals required and assigned over all of them, and `limit` sites, the largest shortfall first
 * (required − assigned), then by name. One statement: the totals are window sums taken before the limit.
 */
export async function crewOnActiveSites(
  db: Db,
  scope: Scope,
  today: string,
  opts: { projectIds?: readonly string[]; limit: number },
): Promise<{ sites: number; crewRequired: number; crewAssigned: number; list: SiteCrew[] }> {
  const none = { sites: 0, crewRequired: 0, crewAssigned: 0, list: [] };
  if (opts.projectIds && opts.projectIds.length === 0) return none;
  const rows = await db
    .select({
      id: s.id,
      name: s.name,
      projectId: s.projectId,
      crewRequired: s.crewRequired,
      crewAssigned: s.crewAssigned,
      sites: sql<number>`count(*) over ()::int`,
      totalRequired: sql<string>`sum(${s.crewRequired}) over ()::text`,
      totalAssigned: sql<string>`sum(${s.crewAssigned}) over ()::text`,
    })
    .from(s)
    .where(
      and(
        ofOrganization(scope),
        siteStatusIs("active", today),
        opts.projectIds ? inArray(s.projectId, [...opts.projectIds]) : undefined,
      ),
    )
    .orderBy(sql`${s.crewRequired} - ${s.crewAssigned} desc`, asc(s.name), asc(s.id))
    .limit(opts.limit);
  const first = rows[0];
  if (!first) return none;
  return {
    sites: Number(first.sites),
    crewRequired: Number(first.totalRequired),
    crewAssigned: Number(first.totalAssigned),
    list: rows.map((r) => ({
      id: r.id,
      name: r.name,
      projectId: r.projectId,
      crewRequired: r.crewRequired,
      crewAssigned: r.crewAssigned,
    })),
  };
}
