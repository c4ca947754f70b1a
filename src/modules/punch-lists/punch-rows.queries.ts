import { and, asc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../server/db/client.ts";
import { punchItemEvents, punchItems, users } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { microsecondKey } from "../../server/platform/list-paging.ts";
import { personRefOf } from "../../server/platform/organization-rows.ts";
import { photoRefs } from "../../server/platform/photos.queries.ts";
import type { PhotoRef } from "../../shared/contracts/photos.ts";
import { projectNameOf } from "../projects/projects.queries.ts";
import type { PunchEvent, PunchItem } from "./punch-lists.contract.ts";
import { isPunchStatus } from "./punch-lists.constants.ts";

/** How a punch item is read for an answer: its row, project, assignee and creator; its photos and history beside. */

export const p = punchItems;
const assignee = alias(users, "assignee");
const creator = alias(users, "creator");
export const ofOrganization = (scope: Scope) => eq(p.organizationId, scope.organizationId);

const columns = {
  id: p.id,
  clientKey: p.clientKey,
  projectId: p.projectId,
  projectName: projectNameOf(p.projectId, p.organizationId),
  location: p.location,
  description: p.description,
  trade: p.trade,
  assigneeId: assignee.id,
  assigneeName: assignee.name,
  dueDate: p.dueDate,
  status: p.status,
  photoIds: p.photoIds,
  creatorId: creator.id,
  creatorName: creator.name,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
  createdAtKey: microsecondKey(p.createdAt),
};

export const selectItems = (db: Db) =>
  db
    .select(columns)
    .from(p)
    .leftJoin(assignee, eq(assignee.id, p.assigneeId))
    .leftJoin(creator, eq(creator.id, p.createdBy));

export type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>["execute"]>>[number];

export const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

/** The history of these items, oldest first, by item (one query). */
async function historiesOf(db: Db, scope: Scope, itemIds: readonly string[]): Promise<Map<string, PunchEvent[]>> {
  const byItem = new Map<string, PunchEvent[]>(itemIds.map((id) => [id, []]));
  if (itemIds.length === 0) return byItem;
  const e = punchItemEvents;
  const rows = await db
    .select({
      id: e.id,
      itemId: e.itemId,
      action: e.action,
      note: e.note,
      at: e.at,
      byId: users.id,
      byName: users.name,
    })
    .from(e)
    .leftJoin(users, eq(users.id, e.actorId))
    .where(and(eq(e.organizationId, scope.organizationId), inArray(e.itemId, [...itemIds])))
    .orderBy(asc(e.at), asc(e.id));
  for (const row of rows)
    byItem.get(row.itemId)?.push({
      id: row.id,
      action: row.action,
      note: row.note,
      by: personRefOf(row.byId, row.byName),
      at: new Date(row.at).toISOString(),
    });
  return byItem;
}

function toItem(row: ItemRow, photosById: ReadonlyMap<string, PhotoRef>, history: PunchEvent[]): PunchItem {
  const ids = idsOf(row.photoIds);
  return {
    id: row.id,
    clientKey: row.clientKey,
    project: { id: row.projectId, name: row.projectName ?? "" },
    location: row.location,
    description: row.description,
    trade: row.trade,
    assignee: personRefOf(row.assigneeId, row.assigneeName),
    dueDate: row.dueDate,
    status: isPunchStatus(row.status) ? row.status : "open",
    photoIds: ids,
    photos: ids.flatMap((id) => photosById.get(id) ?? []),
    createdBy: personRefOf(row.creatorId, row.creatorName),
    history,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** Rows as answered, with the photos that still exist and each one's history (two queries for all). */
export async function toItems(db: Db, scope: Scope, rows: readonly ItemRow[]): Promise<PunchItem[]> {
  const [refs, histories] = await Promise.all([
    photoRefs(
      db,
      scope,
      rows.flatMap((row) => idsOf(row.photoIds)),
    ),
    historiesOf(
      db,
      scope,
      rows.map((row) => row.id),
    ),
  ]);
  const byId = new Map(refs.map((ref) => [ref.id, ref]));
  return rows.map((row) => toItem(row, byId, histories.get(row.id) ?? []));
}
