import { and, asc, eq, sql } from "drizzle-orm";
import { executeRows, type Db } from "../../server/db/client.ts";
import { safetyChecklistItems, users } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { conflict, notFound } from "../../server/platform/errors.ts";
import { personRefOf } from "../../server/platform/organization-rows.ts";
import type { Checklist, ChecklistItem } from "./safety.contract.ts";
import { MAX_CHECKLIST_ITEMS, SAFETY_MSG } from "./safety.constants.ts";
import { complianceRate } from "./safety.rules.ts";

const c = safetyChecklistItems;
const ofOrganization = (scope: Scope) => eq(c.organizationId, scope.organizationId);

const selectItems = (db: Db) =>
  db
    .select({
      id: c.id,
      item: c.item,
      compliant: c.compliant,
      lastCheckedAt: c.lastCheckedAt,
      checkerId: users.id,
      checkerName: users.name,
      createdAt: c.createdAt,
    })
    .from(c)
    .leftJoin(users, eq(users.id, c.lastCheckedBy));

type Row = Awaited<ReturnType<ReturnType<typeof selectItems>["execute"]>>[number];

const toItem = (r: Row): ChecklistItem => ({
  id: r.id,
  item: r.item,
  compliant: r.compliant,
  lastCheckedAt: r.lastCheckedAt ? new Date(r.lastCheckedAt).toISOString() : null,
  lastCheckedBy: personRefOf(r.checkerId, r.checkerName),
  createdAt: new Date(r.createdAt).toISOString(),
});

/** The whole checklist (it holds at most MAX_CHECKLIST_ITEMS), in the order the items were added, with its Compliance Rate. */
export async function getChecklist(db: Db, scope: Scope): Promise<Checklist> {
  const rows = await selectItems(db).where(ofOrganization(scope)).orderBy(asc(c.createdAt), asc(c.id));
  const items = rows.map(toItem);
  const compliant = items.filter((item) => item.compliant).length;
  return { items, compliant, total: items.length, complianceRate: complianceRate(compliant, items.length) };
}

async function getItem(db: Db, scope: Scope, id: string): Promise<ChecklistItem> {
  const [row] = await selectItems(db)
    .where(and(eq(c.id, id), ofOrganization(scope)))
    .limit(1);
  if (!row) throw notFound(SAFETY_MSG.itemNotFound);
  return toItem(row);
}

/**
 * Adds an item, not yet compliant nor checked. The count and the insert are one statement, so a full checklist
 * refuses it (409); two adds at the very same moment may pass the limit by one, which nothing relies on.
 */
export async function addChecklistItem(db: Db, scope: Scope, item: string): Promise<ChecklistItem> {
  const id = crypto.randomUUID();
  const inserted = await executeRows<{ id: string }>(
    db,
    sql`insert into ${c} (id, organization_id, item)
        select ${id}, ${scope.organizationId}, ${item}
        where (select count(*) from ${c} where ${c.organizationId} = ${scope.organizationId}) < ${MAX_CHECKLIST_ITEMS}
        returning id`,
  );
  if (inserted.length === 0) throw conflict(SAFETY_MSG.checklistFull);
  return getItem(db, scope, id);
}

export async function renameChecklistItem(db: Db, scope: Scope, id: string, item: string): Promise<ChecklistItem> {
  const updated = await db
    .update(c)
    .set({ item, updatedAt: new Date() })
    .where(and(eq(c.id, id), ofOrganization(scope)))
    .returning({ id: c.id });
  if (updated.length === 0) throw notFound(SAFETY_MSG.itemNotFound);
  return getItem(db, scope, id);
}

/** Checks or unchecks an item: either way records who did it and when. */
export async function checkChecklistItem(db: Db, scope: Scope, id: string, compliant: boolean): Promise<ChecklistItem> {
  const updated = await db
    .update(c)
    .set({ compliant, lastCheckedAt: sql`now()`, lastCheckedBy: scope.userId, updatedAt: sql`now()` })
    .where(and(eq(c.id, id), ofOrganization(scope)))
    .returning({ id: c.id });
  if (updated.length === 0) throw notFound(SAFETY_MSG.itemNotFound);
  return getItem(db, scope, id);
}

export async function deleteChecklistItem(db: Db, scope: Scope, id: string): Promise<void> {
  const deleted = await db
    .delete(c)
    .where(and(eq(c.id, id), ofOrganization(scope)))
    .returning({ id: c.id });
  if (deleted.length === 0) throw notFound(SAFETY_MSG.itemNotFound);
}

/** The checklist's counts for the stat cards: compliant items and all items. */
export async function checklistCounts(db: Db, scope: Scope): Promise<{ compliant: number; total: number }> {
  const [row] = await db
    .select({ compliant: sql<number>`count(*) filter (where ${c.compliant})::int`, total: sql<number>`count(*)::int` })
    .from(c)
    .where(ofOrganization(scope));
  return { compliant: Number(row?.compliant ?? 0), total: Number(row?.total ?? 0) };
}
