import { and, eq, sql, type SQL } from "drizzle-orm";
import { recordEvent } from "../../server/platform/notify.ts";
import type { Db } from "../../server/db/client.ts";
import { punchItemEvents } from "../../server/db/schema/index.ts";
import { isMember } from "../../server/account/team.queries.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, conflict, forbidden, notFound } from "../../server/platform/errors.ts";
import { decodeCursor, encodeCursor, keysetPage, likePattern, newestFirst } from "../../server/platform/list-paging.ts";
import { checkPhotos, deletePhotos, type PhotoKeys } from "../../server/platform/photos.queries.ts";
import { projectBelongs } from "../projects/projects.queries.ts";
import type {
  PunchFilters,
  PunchItem,
  PunchItemInputParsed,
  PunchItemUpdateParsed,
  PunchList,
  PunchMoveInput,
} from "./punch-lists.contract.ts";
import { isPunchStatus, PUNCH_MSG } from "./punch-lists.constants.ts";
import { isEditable, mayDelete, movePunchItem } from "./punch-lists.rules.ts";
import { idsOf, ofOrganization, p, selectItems, toItems } from "./punch-rows.queries.ts";

/** The filters every read of a list shares (the screen's list and the project's PDF). */
export function listConditions(scope: Scope, filters: Omit<PunchFilters, "cursor" | "limit">): SQL[] {
  const where: SQL[] = [ofOrganization(scope)];
  if (filters.projectId) where.push(eq(p.projectId, filters.projectId));
  if (filters.status) where.push(eq(p.status, filters.status));
  if (filters.assigneeId) where.push(eq(p.assigneeId, filters.assigneeId));
  if (filters.location) where.push(sql`${p.location} ilike ${likePattern(filters.location)}`);
  return where;
}

/** A page of the organization's punch items, newest first, as filtered. */
export async function listPunchItems(db: Db, scope: Scope, filters: PunchFilters): Promise<PunchList> {
  const where = listConditions(scope, filters);
  if (filters.cursor) {
    const cursor = decodeCursor(filters.cursor);
    if (!cursor) throw badRequest(PUNCH_MSG.badCursor);
    where.push(sql`(${p.createdAt}, ${p.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`);
  }
  const rows = await selectItems(db)
    .where(and(...where))
    .orderBy(...newestFirst(p.createdAt, p.id))
    .limit(filters.limit + 1);
  const { page, nextCursor } = keysetPage(rows, filters.limit, (last) =>
    encodeCursor({ createdAt: last.createdAtKey, id: last.id }),
  );
  return { items: await toItems(db, scope, page), nextCursor };
}

export async function getPunchItem(db: Db, scope: Scope, id: string): Promise<PunchItem> {
  const rows = await selectItems(db)
    .where(and(eq(p.id, id), ofOrganization(scope)))
    .limit(1);
  const [found] = await toItems(db, scope, rows);
  if (!found) throw notFound(PUNCH_MSG.itemNotFound);
  return found;
}

async function itemIdByKey(db: Db, scope: Scope, clientKey: string): Promise<string | null> {
  const [row] = await db
    .select({ id: p.id })
    .from(p)
    .where(and(ofOrganization(scope), eq(p.clientKey, clientKey)))
    .limit(1);
  return row?.id ?? null;
}

async function checkAssignee(db: Db, scope: Scope, assigneeId: string | null): Promise<void> {
  if (assigneeId && !(await isMember(db, scope, assigneeId)))
    throw badRequest(PUNCH_MSG.assigneeNotMember, { assigneeId: PUNCH_MSG.assigneeNotMember });
}

/**
 * Adds an item, exactly once per `clientKey`: a key the organization already has answers that item
 * (`created: false`), also when two copies arrive at once. Its history starts with its creation.
 */
export async function createPunchItem(
  db: Db,
  scope: Scope,
  input: PunchItemInputParsed,
): Promise<{ item: PunchItem; created: boolean }> {
  const known = await itemIdByKey(db, scope, input.clientKey);
  if (known) return { item: await getPunchItem(db, scope, known), created: false };
  if (!(await projectBelongs(db, scope, input.projectId)))
    throw badRequest(PUNCH_MSG.projectNotFound, { projectId: PUNCH_MSG.projectNotFound });
  await checkAssignee(db, scope, input.assigneeId);
  await checkPhotos(db, scope, input.photoIds);
  const id = await db.transaction(async (trx) => {
    const [row] = await trx
      .insert(p)
      .values({
        organizationId: scope.organizationId,
        clientKey: input.clientKey,
        projectId: input.projectId,
        location: input.location,
        description: input.description,
        trade: input.trade,
        assigneeId: input.assigneeId,
        dueDate: input.dueDate,
        photoIds: input.photoIds,
        createdBy: scope.userId,
      })
      .onConflictDoNothing({ target: [p.organizationId, p.clientKey] })
      .returning({ id: p.id });
    if (!row) return null;
    await trx
      .insert(punchItemEvents)
      .values({ organizationId: scope.organizationId, itemId: row.id, action: "created", actorId: scope.userId });
    await tellAssignee(trx, scope, { id: row.id, ...input }, null);
    return row.id;
  });
  if (id) return { item: await getPunchItem(db, scope, id), created: true };
  const raced = await itemIdByKey(db, scope, input.clientKey);
  // Made by a concurrent copy and deleted since: nothing to answer but to send again.
  if (!raced) throw conflict(PUNCH_MSG.resend);
  return { item: await getPunchItem(db, scope, raced), created: false };
}

/**
 * Tells the member an item is assigned to (issue 30's notifications), in the transaction that assigned it, unless
 * they assigned it themselves or it was theirs already.
 */
async function tellAssignee(
  trx: Db,
  scope: Scope,
  item: { id: string; assigneeId: string | null; location: string; description: string },
  before: string | null,
): Promise<void> {
  if (!item.assigneeId || item.assigneeId === before || item.assigneeId === scope.userId) return;
  await recordEvent(trx, {
    organizationId: scope.organizationId,
    kind: "punch_item_assigned",
    key: `punch-assigned:${item.id}:${item.assigneeId}:${Date.now()}`,
    audience: { type: "users", userIds: [item.assigneeId] },
    title: `Punch item assigned to you: ${item.location}`,
    body: item.description.slice(0, 200),
    link: "/dashboard/punch-lists",
  });
}

/** The item's row locked for a change, or 404. */
async function lockedItem(trx: Db, scope: Scope, id: string) {
  const [row] = await trx
    .select({ status: p.status, createdBy: p.createdBy, photoIds: p.photoIds, assigneeId: p.assigneeId })
    .from(p)
    .where(and(eq(p.id, id), ofOrganization(scope)))
    .for("update");
  if (!row) throw notFound(PUNCH_MSG.itemNotFound);
  return { ...row, status: isPunchStatus(row.status) ? row.status : "open", isCreator: row.createdBy === scope.userId };
}

/**
 * Changes an item's fields (not a closed one's); the photos it lets go of are deleted in the same transaction.
 * Answers the item and those photos' files, for `removePhotoFiles` once committed.
 */
export async function updatePunchItem(
  db: Db,
  scope: Scope,
  id: string,
  input: PunchItemUpdateParsed,
): Promise<{ item: PunchItem; removed: PhotoKeys[] }> {
  const removed = await db.transaction(async (trx) => {
    // The item first: another organization's answers 404 whatever its body names.
    const item = await lockedItem(trx, scope, id);
    if (!isEditable(item.status)) throw conflict(PUNCH_MSG.closedLocked);
    await tellAssignee(trx, scope, { id, ...input }, item.assigneeId);
    await checkAssignee(trx, scope, input.assigneeId);
    await checkPhotos(trx, scope, input.photoIds);
    await trx
      .update(p)
      .set({
        location: input.location,
        description: input.description,
        trade: input.trade,
        assigneeId: input.assigneeId,
        dueDate: input.dueDate,
        photoIds: input.photoIds,
        updatedAt: sql`now()`,
      })
      .where(and(eq(p.id, id), ofOrganization(scope)));
    const kept = new Set(input.photoIds);
    return deletePhotos(
      trx,
      scope,
      idsOf(item.photoIds).filter((photo) => !kept.has(photo)),
    );
  });
  return { item: await getPunchItem(db, scope, id), removed };
}

const REFUSALS = { 400: badRequest, 403: forbidden, 409: conflict } as const;

/** Moves an item's status as the rules allow this person, and keeps the move (and its note) in the history. */
export async function movePunch(db: Db, scope: Scope, id: string, input: PunchMoveInput): Promise<PunchItem> {
  const note = input.note?.trim() ?? "";
  await db.transaction(async (trx) => {
    const item = await lockedItem(trx, scope, id);
    const move = movePunchItem(item.status, input.action, { role: scope.role, isCreator: item.isCreator }, note);
    if (!move.ok) throw REFUSALS[move.code](move.message);
    await trx
      .update(p)
      .set({ status: move.to, updatedAt: sql`now()` })
      .where(and(eq(p.id, id), ofOrganization(scope)));
    await trx.insert(punchItemEvents).values({
      organizationId: scope.organizationId,
      itemId: id,
      action: move.event,
      note,
      actorId: scope.userId,
    });
  });
  return getPunchItem(db, scope, id);
}

/** Deletes an item (an admin or its creator) and its photos; answers the photos' files, for `removePhotoFiles`. */
export async function deletePunchItem(db: Db, scope: Scope, id: string): Promise<PhotoKeys[]> {
  return db.transaction(async (trx) => {
    const item = await lockedItem(trx, scope, id);
    if (!mayDelete({ role: scope.role, isCreator: item.isCreator })) throw forbidden(PUNCH_MSG.notAllowed);
    await trx.delete(p).where(and(eq(p.id, id), ofOrganization(scope)));
    return deletePhotos(trx, scope, idsOf(item.photoIds));
  });
}
