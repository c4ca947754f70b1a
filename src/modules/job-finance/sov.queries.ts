import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { payApplicationLines, sovLines } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, conflict } from "../../server/platform/errors.ts";
import type { ScheduleOfValues, SovInputParsed } from "./job-finance.contract.ts";
import { JOB_FINANCE_MSG } from "./job-finance.constants.ts";
import { getProjectContract, requireProject } from "./budget.queries.ts";
import { usableCostCodes } from "./cost-codes.queries.ts";

/**
 * A project's schedule of values (G703's lines, issue 29): the original contract's lines, edited here, and one line
 * per approved change order, added by its approval. A line that has been billed stays (it can grow, never fall
 * below what was billed on it).
 */

const s = sovLines;

/** Each line's completed and stored to date: the sum of its applications' work and stored materials. */
async function billedByLine(db: Db, scope: Scope, lineIds: readonly string[]): Promise<Map<string, number>> {
  if (lineIds.length === 0) return new Map();
  const l = payApplicationLines;
  const rows = await db
    .select({
      id: l.sovLineId,
      cents: sql<string>`sum(${l.workThisPeriodCents} + ${l.storedThisPeriodCents})::text`,
    })
    .from(l)
    .where(and(eq(l.organizationId, scope.organizationId), inArray(l.sovLineId, [...lineIds])))
    .groupBy(l.sovLineId);
  return new Map(rows.map((r) => [r.id, Number(r.cents)]));
}

export async function getScheduleOfValues(db: Db, scope: Scope, projectId: string): Promise<ScheduleOfValues> {
  await requireProject(db, scope, projectId);
  const rows = await db
    .select({
      id: s.id,
      itemNo: s.itemNo,
      description: s.description,
      scheduledValueCents: s.scheduledValueCents,
      costCodeId: s.costCodeId,
      retainageBps: s.retainageBps,
      changeOrderId: s.changeOrderId,
    })
    .from(s)
    .where(and(eq(s.organizationId, scope.organizationId), eq(s.projectId, projectId)))
    .orderBy(sql`${s.changeOrderId} is not null`, asc(s.position), asc(s.createdAt));
  const billed = await billedByLine(
    db,
    scope,
    rows.map((r) => r.id),
  );
  const lines = rows.map((r) => ({ ...r, billedCents: billed.get(r.id) ?? 0 }));
  const original = lines.filter((l) => !l.changeOrderId).reduce((sum, l) => sum + l.scheduledValueCents, 0);
  const changes = lines.filter((l) => l.changeOrderId).reduce((sum, l) => sum + l.scheduledValueCents, 0);
  return {
    lines,
    originalContractSumCents: original,
    netChangeByChangeOrdersCents: changes,
    contractSumToDateCents: original + changes,
  };
}

/**
 * Replaces the original contract's lines with these, in one transaction: a line given with its id is kept (its
 * billing with it), a line left out is removed, a new one added. A billed line cannot be left out, nor set below
 * what was billed on it; item numbers are unique on the schedule (change orders' lines included).
 */
export async function saveScheduleOfValues(
  db: Db,
  scope: Scope,
  projectId: string,
  input: SovInputParsed,
): Promise<ScheduleOfValues> {
  const current = await getScheduleOfValues(db, scope, projectId);
  const original = new Map(current.lines.filter((l) => !l.changeOrderId).map((l) => [l.id, l]));
  const items = new Set(current.lines.filter((l) => l.changeOrderId).map((l) => l.itemNo));
  for (const line of input.lines) {
    if (line.id !== undefined && !original.has(line.id)) throw badRequest(JOB_FINANCE_MSG.sovLineUnknown);
    const kept = line.id === undefined ? undefined : original.get(line.id);
    if (kept && line.scheduledValue < kept.billedCents) throw badRequest(JOB_FINANCE_MSG.sovBelowBilled(line.itemNo));
    if (items.has(line.itemNo)) throw badRequest(JOB_FINANCE_MSG.sovItemTwice(line.itemNo));
    items.add(line.itemNo);
  }
  const keptIds = new Set(input.lines.flatMap((l) => (l.id === undefined ? [] : [l.id])));
  const removed = [...original.values()].filter((l) => !keptIds.has(l.id));
  const billedRemoved = removed.find((l) => l.billedCents !== 0);
  if (billedRemoved) throw conflict(JOB_FINANCE_MSG.sovLineBilled(billedRemoved.itemNo));
  await usableCostCodes(
    db,
    scope,
    input.lines.flatMap((l) => (l.costCodeId ? [l.costCodeId] : [])),
    new Set(current.lines.flatMap((l) => (l.costCodeId ? [l.costCodeId] : []))),
  );
  const { retainageBps } = await getProjectContract(db, scope, projectId);
  const now = new Date();
  await db.transaction(async (tx) => {
    if (removed.length > 0)
      await tx.delete(s).where(
        and(
          eq(s.organizationId, scope.organizationId),
          inArray(
            s.id,
            removed.map((l) => l.id),
          ),
          isNull(s.changeOrderId),
        ),
      );
    for (const [position, line] of input.lines.entries()) {
      const values = {
        itemNo: line.itemNo,
        description: line.description,
        scheduledValueCents: line.scheduledValue,
        costCodeId: line.costCodeId,
        retainageBps: line.retainagePercent ?? retainageBps,
        position,
      };
      if (line.id === undefined)
        await tx.insert(s).values({ ...values, organizationId: scope.organizationId, projectId });
      else
        await tx
          .update(s)
          .set({ ...values, updatedAt: now })
          .where(and(eq(s.id, line.id), eq(s.organizationId, scope.organizationId), isNull(s.changeOrderId)));
    }
  });
  return getScheduleOfValues(db, scope, projectId);
}
