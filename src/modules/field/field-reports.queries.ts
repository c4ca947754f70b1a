import { and, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { fieldDailyReports, fieldSites, users, type FieldIssueRow } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, conflict, notFound } from "../../server/platform/errors.ts";
import { decodeDatedCursor, encodeDatedCursor, keysetPage, microsecondKey } from "../../server/platform/list-paging.ts";
import { personRefOf } from "../../server/platform/organization-rows.ts";
import { checkPhotos, deletePhotos, photoRefs, type PhotoKeys } from "../../server/platform/photos.queries.ts";
import { reporterToday } from "../../shared/calendar.ts";
import type { PhotoRef } from "../../shared/contracts/photos.ts";
import type { DailyReport, DailyReportInputParsed, Issue, ReportFilters, ReportList } from "./field.contract.ts";
import {
  FIELD_MSG,
  isIssuePriority,
  isIssueType,
  WEATHER_CONDITIONS,
  type WeatherCondition,
} from "./field.constants.ts";
import { siteBelongs } from "./field-sites.queries.ts";

const r = fieldDailyReports;
const ofOrganization = (scope: Scope) => eq(r.organizationId, scope.organizationId);

const columns = {
  id: r.id,
  clientKey: r.clientKey,
  siteId: r.siteId,
  siteName: fieldSites.name,
  date: r.reportDate,
  location: r.location,
  latitude: r.latitude,
  longitude: r.longitude,
  weatherCondition: r.weatherCondition,
  temperature: r.temperature,
  wind: r.wind,
  crewPresent: r.crewPresent,
  crewAbsent: r.crewAbsent,
  activities: r.activities,
  issues: r.issues,
  materialsReceived: r.materialsReceived,
  materialsNeeded: r.materialsNeeded,
  photoIds: r.photoIds,
  reporterId: users.id,
  reporterName: users.name,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  createdAtKey: microsecondKey(r.createdAt),
};

const selectReports = (db: Db) =>
  db
    .select(columns)
    .from(r)
    .innerJoin(fieldSites, eq(fieldSites.id, r.siteId))
    .leftJoin(users, eq(users.id, r.reportedBy));

type Row = Awaited<ReturnType<ReturnType<typeof selectReports>["execute"]>>[number];

const textOf = (value: unknown): string => (typeof value === "string" ? value : "");
const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
const isWeather = (v: string): v is WeatherCondition => (WEATHER_CONDITIONS as readonly string[]).includes(v);

/** The stored issues, read defensively (a jsonb column is whatever was written). */
export function issuesOf(value: unknown): Issue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== "object" || item === null) return [];
    const { id, type, description, priority, resolved } = item as Record<string, unknown>;
    const t = textOf(type);
    const p = textOf(priority);
    return [
      {
        id: textOf(id),
        type: isIssueType(t) ? t : "other",
        description: textOf(description),
        priority: isIssuePriority(p) ? p : "medium",
        resolved: resolved === true,
      },
    ];
  });
}

function toReport(row: Row, photosById: ReadonlyMap<string, PhotoRef>): DailyReport {
  const ids = idsOf(row.photoIds);
  return {
    id: row.id,
    clientKey: row.clientKey,
    site: { id: row.siteId, name: row.siteName },
    date: row.date,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    weatherCondition: isWeather(row.weatherCondition) ? row.weatherCondition : "",
    temperature: row.temperature,
    wind: row.wind,
    crewPresent: row.crewPresent,
    crewAbsent: row.crewAbsent,
    activities: row.activities,
    issues: issuesOf(row.issues),
    materialsReceived: row.materialsReceived,
    materialsNeeded: row.materialsNeeded,
    photoIds: ids,
    photos: ids.flatMap((id) => photosById.get(id) ?? []),
    reportedBy: personRefOf(row.reporterId, row.reporterName),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** Rows as answered, with their photos that still exist (one query for all). */
async function toReports(db: Db, scope: Scope, rows: readonly Row[]): Promise<DailyReport[]> {
  const refs = await photoRefs(
    db,
    scope,
    rows.flatMap((row) => idsOf(row.photoIds)),
  );
  const byId = new Map(refs.map((p) => [p.id, p]));
  return rows.map((row) => toReport(row, byId));
}

const newestFirst = [sql`${r.reportDate} desc`, sql`${r.createdAt} desc`, sql`${r.id} desc`];

/** A page of the organization's daily reports (of one site when asked), newest date first. */
export async function listReports(db: Db, scope: Scope, filters: ReportFilters): Promise<ReportList> {
  const where: SQL[] = [ofOrganization(scope)];
  if (filters.siteId) where.push(eq(r.siteId, filters.siteId));
  if (filters.cursor) {
    const cursor = decodeDatedCursor(filters.cursor);
    if (!cursor) throw badRequest(FIELD_MSG.badCursor);
    where.push(
      sql`(${r.reportDate}, ${r.createdAt}, ${r.id}) < (${cursor.date}::date, ${cursor.createdAt}::timestamptz, ${cursor.id})`,
    );
  }
  const rows = await selectReports(db)
    .where(and(...where))
    .orderBy(...newestFirst)
    .limit(filters.limit + 1);
  const { page, nextCursor } = keysetPage(rows, filters.limit, (last) =>
    encodeDatedCursor({ date: last.date, createdAt: last.createdAtKey, id: last.id }),
  );
  return { reports: await toReports(db, scope, page), nextCursor };
}

/** The newest `perSite` reports of each of `siteIds`, newest first (one query). */
export async function latestReportsOf(
  db: Db,
  scope: Scope,
  siteIds: readonly string[],
  perSite: number,
): Promise<Map<string, DailyReport[]>> {
  const bySite = new Map<string, DailyReport[]>(siteIds.map((id) => [id, []]));
  if (siteIds.length === 0) return bySite;
  const ranked = db
    .select({
      id: r.id,
      n: sql<number>`row_number() over (partition by ${r.siteId} order by ${r.reportDate} desc, ${r.createdAt} desc, ${r.id} desc)`.as(
        "n",
      ),
    })
    .from(r)
    .where(and(ofOrganization(scope), inArray(r.siteId, [...siteIds])))
    .as("ranked");
  const rows = await selectReports(db)
    .innerJoin(ranked, eq(ranked.id, r.id))
    .where(lte(ranked.n, perSite))
    .orderBy(...newestFirst);
  for (const report of await toReports(db, scope, rows)) bySite.get(report.site.id)?.push(report);
  return bySite;
}

export async function getReport(db: Db, scope: Scope, id: string): Promise<DailyReport> {
  const rows = await selectReports(db)
    .where(and(eq(r.id, id), ofOrganization(scope)))
    .limit(1);
  const [found] = await toReports(db, scope, rows);
  if (!found) throw notFound(FIELD_MSG.reportNotFound);
  return found;
}

async function reportIdByKey(db: Db, scope: Scope, clientKey: string): Promise<string | null> {
  const [row] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(ofOrganization(scope), eq(r.clientKey, clientKey)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Files a daily report, exactly once per `clientKey`: a report whose key the organization already has answers
 * that report (`created: false`), also when two copies arrive at once. The caller is the reporter; each issue
 * gets an id of its own and starts open.
 */
export async function fileReport(
  db: Db,
  scope: Scope,
  input: DailyReportInputParsed,
): Promise<{ report: DailyReport; created: boolean }> {
  const known = await reportIdByKey(db, scope, input.clientKey);
  if (known) return { report: await getReport(db, scope, known), created: false };
  if (!(await siteBelongs(db, scope, input.siteId)))
    throw badRequest(FIELD_MSG.siteNotFound, { siteId: FIELD_MSG.siteNotFound });
  await checkPhotos(db, scope, input.photoIds);
  const issues: FieldIssueRow[] = input.issues.map((i) => ({
    id: crypto.randomUUID(),
    type: i.type,
    description: i.description,
    priority: i.priority,
    resolved: false,
  }));
  const [row] = await db
    .insert(r)
    .values({
      organizationId: scope.organizationId,
      clientKey: input.clientKey,
      siteId: input.siteId,
      reportDate: input.date ?? reporterToday(input.today),
      location: input.location,
      latitude: input.latitude,
      longitude: input.longitude,
      weatherCondition: input.weatherCondition,
      temperature: input.temperature,
      wind: input.wind,
      crewPresent: input.crewPresent,
      crewAbsent: input.crewAbsent,
      activities: input.activities,
      issues,
      materialsReceived: input.materialsReceived,
      materialsNeeded: input.materialsNeeded,
      photoIds: input.photoIds,
      reportedBy: scope.userId,
    })
    .onConflictDoNothing({ target: [r.organizationId, r.clientKey] })
    .returning({ id: r.id });
  if (row) return { report: await getReport(db, scope, row.id), created: true };
  const raced = await reportIdByKey(db, scope, input.clientKey);
  // Inserted by a concurrent copy and deleted since: nothing to answer but to send again.
  if (!raced) throw conflict(FIELD_MSG.resend);
  return { report: await getReport(db, scope, raced), created: false };
}

/** Marks one issue of a report resolved or open again (read and written in one transaction, the row locked). */
export async function setIssueResolved(
  db: Db,
  scope: Scope,
  id: string,
  issueId: string,
  resolved: boolean,
): Promise<DailyReport> {
  await db.transaction(async (trx) => {
    const [row] = await trx
      .select({ issues: r.issues })
      .from(r)
      .where(and(eq(r.id, id), ofOrganization(scope)))
      .for("update");
    if (!row) throw notFound(FIELD_MSG.reportNotFound);
    const issues = issuesOf(row.issues);
    if (!issues.some((i) => i.id === issueId)) throw notFound(FIELD_MSG.issueNotFound);
    await trx
      .update(r)
      .set({ issues: issues.map((i) => (i.id === issueId ? { ...i, resolved } : i)), updatedAt: sql`now()` })
      .where(and(eq(r.id, id), ofOrganization(scope)));
  });
  return getReport(db, scope, id);
}

/** Deletes a report and its photos in one transaction; answers the photos' files, for `removePhotoFiles` once committed. */
export async function deleteReport(db: Db, scope: Scope, id: string): Promise<PhotoKeys[]> {
  return db.transaction(async (trx) => {
    const [deleted] = await trx
      .delete(r)
      .where(and(eq(r.id, id), ofOrganization(scope)))
      .returning({ photoIds: r.photoIds });
    if (!deleted) throw notFound(FIELD_MSG.reportNotFound);
    return deletePhotos(trx, scope, idsOf(deleted.photoIds));
  });
}

/**
 * What the stat cards need of the reports: each report dated today (for the crew on site), the issues of every
 * report (for the open ones) and how many reports fall in the week.
 */
export async function reportFigures(db: Db, scope: Scope, today: string, week: { start: string; end: string }) {
  const [todays, issueRows, [weekRow]] = await Promise.all([
    db
      .select({
        siteId: r.siteId,
        reportDate: r.reportDate,
        createdAt: microsecondKey(r.createdAt),
        crewPresent: r.crewPresent,
      })
      .from(r)
      .where(and(ofOrganization(scope), eq(r.reportDate, today))),
    db
      .select({ issues: r.issues })
      .from(r)
      .where(and(ofOrganization(scope), sql`jsonb_array_length(${r.issues}) > 0`)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(r)
      .where(and(ofOrganization(scope), gte(r.reportDate, week.start), lte(r.reportDate, week.end))),
  ]);
  return { todays, issueLists: issueRows.map((row) => issuesOf(row.issues)), reportsThisWeek: Number(weekRow?.n ?? 0) };
}
