import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../server/db/client.ts";
import { qualityInspectionResults, qualityInspections, users } from "../../server/db/schema/index.ts";
import { isMember } from "../../server/account/team.queries.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, conflict, notFound } from "../../server/platform/errors.ts";
import {
  decodeDatedCursor,
  encodeDatedCursor,
  keysetPage,
  likePattern,
  microsecondKey,
} from "../../server/platform/list-paging.ts";
import { personRefOf } from "../../server/platform/organization-rows.ts";
import { checkPhotos, deletePhotos, photoRefs, type PhotoKeys } from "../../server/platform/photos.queries.ts";
import type { PhotoRef } from "../../shared/contracts/photos.ts";
import { utcToday } from "../../shared/calendar.ts";
import type {
  Inspection,
  InspectionFilters,
  InspectionInputParsed,
  InspectionItem,
  InspectionList,
  InspectionResultsInputParsed,
} from "./quality.contract.ts";
import { isItemStatus, QUALITY_MSG } from "./quality.constants.ts";
import { defectsCount, inspectionStatus } from "./quality.rules.ts";

const q = qualityInspections;
const r = qualityInspectionResults;
const inspector = alias(users, "inspector");
const creator = alias(users, "creator");
const ofOrganization = (scope: Scope) => eq(q.organizationId, scope.organizationId);

const columns = {
  id: q.id,
  clientKey: q.clientKey,
  title: q.title,
  location: q.location,
  inspectorId: inspector.id,
  inspectorName: inspector.name,
  date: q.inspectionDate,
  status: q.status,
  items: q.items,
  defectsCount: q.defectsCount,
  photoIds: q.photoIds,
  creatorId: creator.id,
  creatorName: creator.name,
  createdAt: q.createdAt,
  updatedAt: q.updatedAt,
  createdAtKey: microsecondKey(q.createdAt),
};

const selectInspections = (db: Db) =>
  db
    .select(columns)
    .from(q)
    .leftJoin(inspector, eq(inspector.id, q.inspectorId))
    .leftJoin(creator, eq(creator.id, q.createdBy));

type Row = Awaited<ReturnType<ReturnType<typeof selectInspections>["execute"]>>[number];

const textOf = (value: unknown): string => (typeof value === "string" ? value : "");

/** The stored items, read defensively (a jsonb column is whatever was written). */
function itemsOf(value: unknown): InspectionItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== "object" || item === null) return [];
    const { name, status, notes } = item as Record<string, unknown>;
    const s = textOf(status);
    return [{ name: textOf(name), status: isItemStatus(s) ? s : "pending", notes: textOf(notes) }];
  });
}

const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((s): s is string => typeof s === "string") : [];

function toInspection(row: Row, photosById: ReadonlyMap<string, PhotoRef>): Inspection {
  const ids = idsOf(row.photoIds);
  return {
    id: row.id,
    clientKey: row.clientKey,
    title: row.title,
    location: row.location,
    inspector: personRefOf(row.inspectorId, row.inspectorName),
    date: row.date,
    status: row.status,
    items: itemsOf(row.items),
    defectsCount: row.defectsCount,
    photoIds: ids,
    photos: ids.flatMap((id) => photosById.get(id) ?? []),
    createdBy: personRefOf(row.creatorId, row.creatorName),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** Rows as answered, with their photos that still exist (one query for all). */
async function toInspections(db: Db, scope: Scope, rows: readonly Row[]): Promise<Inspection[]> {
  const refs = await photoRefs(
    db,
    scope,
    rows.flatMap((row) => idsOf(row.photoIds)),
  );
  const byId = new Map(refs.map((p) => [p.id, p]));
  return rows.map((row) => toInspection(row, byId));
}

/** A page of the organization's inspections, newest date first (spec: ordered by inspection_date descending). */
export async function listInspections(db: Db, scope: Scope, filters: InspectionFilters): Promise<InspectionList> {
  const where: SQL[] = [ofOrganization(scope)];
  if (filters.status) where.push(eq(q.status, filters.status));
  if (filters.q) {
    const pattern = likePattern(filters.q);
    where.push(sql`(${q.title} ilike ${pattern} or ${q.location} ilike ${pattern})`);
  }
  if (filters.cursor) {
    const cursor = decodeDatedCursor(filters.cursor);
    if (!cursor) throw badRequest(QUALITY_MSG.badCursor);
    where.push(
      sql`(${q.inspectionDate}, ${q.createdAt}, ${q.id}) < (${cursor.date}::date, ${cursor.createdAt}::timestamptz, ${cursor.id})`,
    );
  }
  const rows = await selectInspections(db)
    .where(and(...where))
    .orderBy(
      sql`${q.inspectionDate} desc nulls last`,
      sql`${q.createdAt} desc nulls last`,
      sql`${q.id} desc nulls last`,
    )
    .limit(filters.limit + 1);
  const { page, nextCursor } = keysetPage(rows, filters.limit, (last) =>
    encodeDatedCursor({ date: last.date, createdAt: last.createdAtKey, id: last.id }),
  );
  return { inspections: await toInspections(db, scope, page), nextCursor };
}

export async function getInspection(db: Db, scope: Scope, id: string): Promise<Inspection> {
  const rows = await selectInspections(db)
    .where(and(eq(q.id, id), ofOrganization(scope)))
    .limit(1);
  const [found] = await toInspections(db, scope, rows);
  if (!found) throw notFound(QUALITY_MSG.inspectionNotFound);
  return found;
}

async function inspectionIdByKey(db: Db, scope: Scope, clientKey: string): Promise<string | null> {
  const [row] = await db
    .select({ id: q.id })
    .from(q)
    .where(and(ofOrganization(scope), eq(q.clientKey, clientKey)))
    .limit(1);
  return row?.id ?? null;
}

/** The derived columns every write of the items sets. */
const derivedOf = (items: readonly InspectionItem[]) => ({
  items: [...items],
  status: inspectionStatus(items),
  defectsCount: defectsCount(items),
});

/**
 * New Inspection, exactly once per `clientKey`: a submission whose key the organization already has answers
 * that inspection (`created: false`), also when two copies arrive at once. The inspector must be a member of
 * the organization; the status and defects count are derived from the items.
 */
export async function createInspection(
  db: Db,
  scope: Scope,
  input: InspectionInputParsed,
): Promise<{ inspection: Inspection; created: boolean }> {
  const known = await inspectionIdByKey(db, scope, input.clientKey);
  if (known) return { inspection: await getInspection(db, scope, known), created: false };
  if (!(await isMember(db, scope, input.inspectorId)))
    throw badRequest(QUALITY_MSG.inspectorNotMember, { inspectorId: QUALITY_MSG.chooseMember });
  await checkPhotos(db, scope, input.photoIds);
  const [row] = await db
    .insert(q)
    .values({
      organizationId: scope.organizationId,
      clientKey: input.clientKey,
      title: input.title,
      location: input.location,
      inspectorId: input.inspectorId,
      inspectionDate: input.date ?? utcToday(),
      ...derivedOf(input.items),
      photoIds: input.photoIds,
      createdBy: scope.userId,
    })
    .onConflictDoNothing({ target: [q.organizationId, q.clientKey] })
    .returning({ id: q.id });
  if (row) return { inspection: await getInspection(db, scope, row.id), created: true };
  const raced = await inspectionIdByKey(db, scope, input.clientKey);
  // Inserted by a concurrent copy and deleted since: nothing to answer but to send again.
  if (!raced) throw conflict("This inspection could not be saved. Please send it again.");
  return { inspection: await getInspection(db, scope, raced), created: false };
}

/**
 * Records an inspection's results (the details dialog), exactly once per `clientKey`: the submission is kept
 * in quality_inspection_results and the inspection's items, status and defects count replaced, in one
 * transaction. A re-sent submission (its key already kept) changes nothing and answers the inspection; a key
 * kept for another inspection answers 409. Another organization's inspection is a 404.
 */
export async function recordResults(
  db: Db,
  scope: Scope,
  id: string,
  input: InspectionResultsInputParsed,
): Promise<{ inspection: Inspection; applied: boolean }> {
  const applied = await db.transaction(async (trx) => {
    const [exists] = await trx
      .select({ id: q.id })
      .from(q)
      .where(and(eq(q.id, id), ofOrganization(scope)))
      .for("update");
    if (!exists) throw notFound(QUALITY_MSG.inspectionNotFound);
    const [kept] = await trx
      .insert(r)
      .values({
        organizationId: scope.organizationId,
        inspectionId: id,
        clientKey: input.clientKey,
        items: input.items,
        recordedBy: scope.userId,
      })
      .onConflictDoNothing({ target: [r.organizationId, r.clientKey] })
      .returning({ id: r.id });
    if (!kept) {
      const [earlier] = await trx
        .select({ inspectionId: r.inspectionId })
        .from(r)
        .where(and(eq(r.organizationId, scope.organizationId), eq(r.clientKey, input.clientKey)))
        .limit(1);
      if (earlier && earlier.inspectionId !== id) throw conflict(QUALITY_MSG.keyUsedElsewhere);
      return false;
    }
    await trx
      .update(q)
      .set({ ...derivedOf(input.items), updatedAt: sql`now()` })
      .where(and(eq(q.id, id), ofOrganization(scope)));
    return true;
  });
  return { inspection: await getInspection(db, scope, id), applied };
}

/** Deletes an inspection with its recorded results and its photos; answers the photos' files, for `removePhotoFiles` once committed. */
export async function deleteInspection(db: Db, scope: Scope, id: string): Promise<PhotoKeys[]> {
  return db.transaction(async (trx) => {
    const [deleted] = await trx
      .delete(q)
      .where(and(eq(q.id, id), ofOrganization(scope)))
      .returning({ photoIds: q.photoIds });
    if (!deleted) throw notFound(QUALITY_MSG.inspectionNotFound);
    return deletePhotos(trx, scope, idsOf(deleted.photoIds));
  });
}

/** Inspections dated between two dates (inclusive), as SQL; none when no range is given. */
const dated = (range: { from: string; to: string } | undefined) =>
  range ? sql`${q.inspectionDate} between ${range.from}::date and ${range.to}::date` : undefined;

/** The stat cards' and metrics' counts over the organization's inspections and their items: all, or those dated in `range`. */
export async function inspectionFigures(db: Db, scope: Scope, range?: { from: string; to: string }) {
  const countOf = (status: string) => sql<number>`count(*) filter (where ${q.status} = ${status})::int`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      passed: countOf("Passed"),
      failed: countOf("Failed"),
      pending: countOf("Pending"),
      needsReview: countOf("Needs Review"),
      openDefects: sql<number>`coalesce(sum(${q.defectsCount}) filter (where ${q.status} <> 'Passed'), 0)::int`,
      defects: sql<number>`coalesce(sum(${q.defectsCount}), 0)::int`,
      items: sql<number>`coalesce(sum(jsonb_array_length(${q.items})), 0)::int`,
    })
    .from(q)
    .where(and(ofOrganization(scope), dated(range)));
  const [itemRow] = await db
    .select({ passedItems: sql<number>`count(*)::int` })
    .from(sql`${q} cross join lateral jsonb_array_elements(${q.items}) as item(value)`)
    .where(and(ofOrganization(scope), dated(range), sql`item.value->>'status' = 'passed'`));
  const n = (v: number | undefined) => Number(v ?? 0);
  return {
    total: n(row?.total),
    passed: n(row?.passed),
    failed: n(row?.failed),
    pending: n(row?.pending),
    needsReview: n(row?.needsReview),
    openDefects: n(row?.openDefects),
    defects: n(row?.defects),
    items: n(row?.items),
    passedItems: n(itemRow?.passedItems),
  };
}

/** Common Defects: the item names (trimmed, case-insensitive) most often failed or warned about, most first; of the inspections dated in `range` when given. */
export async function commonDefects(
  db: Db,
  scope: Scope,
  limit: number,
  range?: { from: string; to: string },
): Promise<{ name: string; count: number; failed: number; warning: number }[]> {
  const name = sql`btrim(item.value->>'name')`;
  const rows = await db
    .select({
      name: sql<string>`min(${name})`,
      count: sql<number>`count(*)::int`,
      failed: sql<number>`count(*) filter (where item.value->>'status' = 'failed')::int`,
      warning: sql<number>`count(*) filter (where item.value->>'status' = 'warning')::int`,
    })
    .from(sql`${q} cross join lateral jsonb_array_elements(${q.items}) as item(value)`)
    .where(and(ofOrganization(scope), dated(range), inArray(sql`item.value->>'status'`, ["failed", "warning"])))
    .groupBy(sql`lower(${name})`)
    .orderBy(sql`count(*) desc`, sql`lower(${name})`)
    .limit(limit);
  return rows.map((row) => ({
    name: row.name,
    count: Number(row.count),
    failed: Number(row.failed),
    warning: Number(row.warning),
  }));
}
