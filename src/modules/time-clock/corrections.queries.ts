import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { timesheetEvents } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { checkedCostCodeId } from "../../server/platform/cost-code-refs.ts";
import { badRequest, notFound } from "../../server/platform/errors.ts";
import type { Punch, PunchCorrectionParsed, PunchRemoveInput } from "./time-clock.contract.ts";
import { TIME_CLOCK_MSG, type TimesheetEventAction } from "./time-clock.constants.ts";
import { localDay } from "./punch.rules.ts";
import { ofOrganization, punchById, standing, t } from "./punch-rows.queries.ts";
import { recountWorker } from "./counted-weeks.queries.ts";
import { checkedWork, lockWorker, refuseLockedWeek } from "./punches.queries.ts";
import { timeClockRules, type TimeClockRules } from "./time-clock-settings.queries.ts";
import { weekStartOf } from "./timesheet.rules.ts";
import { checkWorker } from "./worker-timesheet.queries.ts";

/**
 * An admin's corrections of a timesheet (issue 31): a punch added, changed or removed, each with the reason and
 * the punch before and after in the week's history, in the same transaction. A week already approved takes no
 * correction until it is reopened. Punches an admin records carry no position: they are not the worker's.
 */

const PUNCH_NOT_FOUND = "Punch not found.";

/** What the history keeps of a punch. */
const snapshot = (p: Punch) => ({
  kind: p.kind,
  at: p.at,
  utcOffsetMin: p.utcOffsetMin,
  site: p.site?.name ?? null,
  costCode: p.costCode ? `${p.costCode.code} ${p.costCode.name}` : null,
});

async function record(
  tx: Db,
  scope: Scope,
  rules: TimeClockRules,
  entry: { userId: string; day: string; action: TimesheetEventAction; punchId: string; reason: string },
  before: Punch | null,
  after: Punch | null,
) {
  await tx.insert(timesheetEvents).values({
    organizationId: scope.organizationId,
    userId: entry.userId,
    weekStart: weekStartOf(entry.day, rules.weekStartsOn),
    action: entry.action,
    punchId: entry.punchId,
    reason: entry.reason,
    before: before ? snapshot(before) : null,
    after: after ? snapshot(after) : null,
    actorId: scope.userId,
  });
}

function checkedAt(at: string): Date {
  const when = new Date(at);
  if (Number.isNaN(when.getTime())) throw badRequest(TIME_CLOCK_MSG.invalidTime, { at: TIME_CLOCK_MSG.invalidTime });
  return when;
}

/** The site and cost code of a corrected punch: a clock-in's are checked like the worker's; others may name none. */
async function workOf(db: Db, scope: Scope, input: PunchCorrectionParsed) {
  if (input.kind === "in") {
    const work = await checkedWork(db, scope, input.siteId, input.costCodeId);
    return { siteId: work.site.id, costCodeId: work.costCodeId };
  }
  return { siteId: input.siteId, costCodeId: await checkedCostCodeId(db, scope, input.costCodeId) };
}

/** Adds a punch to a worker's timesheet (a forgotten clock-out, a shift the phone never sent). */
export async function addPunch(db: Db, scope: Scope, userId: string, input: PunchCorrectionParsed): Promise<Punch> {
  await checkWorker(db, scope, userId);
  const rules = await timeClockRules(db, scope);
  const at = checkedAt(input.at);
  const work = await workOf(db, scope, input);
  const day = localDay(at, input.utcOffsetMin);
  const id = await db.transaction(async (tx) => {
    await lockWorker(tx, scope, userId);
    await refuseLockedWeek(tx, scope, userId, day, rules);
    const [row] = await tx
      .insert(t)
      .values({
        organizationId: scope.organizationId,
        clientKey: crypto.randomUUID(),
        userId,
        kind: input.kind,
        at,
        utcOffsetMin: input.utcOffsetMin,
        ...work,
        geofence: "no_position",
        createdBy: scope.userId,
      })
      .returning({ id: t.id });
    if (!row) throw notFound(PUNCH_NOT_FOUND);
    await recountWorker(tx, scope, rules, userId, [day]);
    const added = await punchById(tx, scope, row.id);
    await record(
      tx,
      scope,
      rules,
      { userId, day, action: "punch_added", punchId: row.id, reason: input.reason },
      null,
      added,
    );
    return row.id;
  });
  const punch = await punchById(db, scope, id);
  if (!punch) throw notFound(PUNCH_NOT_FOUND);
  return punch;
}

/** A standing punch of the organization, or 404. */
async function standingPunch(db: Db, scope: Scope, id: string): Promise<Punch> {
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.id, id), ofOrganization(scope), standing))
    .limit(1);
  const punch = row ? await punchById(db, scope, row.id) : null;
  if (!punch) throw notFound(PUNCH_NOT_FOUND);
  return punch;
}

/** Changes a punch's kind, time, site or cost code; neither its old week nor its new one may be approved. */
export async function changePunch(db: Db, scope: Scope, id: string, input: PunchCorrectionParsed): Promise<Punch> {
  const before = await standingPunch(db, scope, id);
  const rules = await timeClockRules(db, scope);
  const at = checkedAt(input.at);
  const work = await workOf(db, scope, input);
  const day = localDay(at, input.utcOffsetMin);
  await db.transaction(async (tx) => {
    await lockWorker(tx, scope, before.worker.id);
    await refuseLockedWeek(tx, scope, before.worker.id, before.day, rules);
    await refuseLockedWeek(tx, scope, before.worker.id, day, rules);
    await tx
      .update(t)
      .set({ kind: input.kind, at, utcOffsetMin: input.utcOffsetMin, ...work, updatedAt: sql`now()` })
      .where(and(eq(t.id, id), ofOrganization(scope)));
    await recountWorker(tx, scope, rules, before.worker.id, [before.day, day]);
    const after = await punchById(tx, scope, id);
    const entry = { userId: before.worker.id, action: "punch_changed" as const, punchId: id, reason: input.reason };
    await record(tx, scope, rules, { ...entry, day: before.day }, before, after);
    // Moved to another week: that week's history says so too.
    if (weekStartOf(day, rules.weekStartsOn) !== weekStartOf(before.day, rules.weekStartsOn))
      await record(tx, scope, rules, { ...entry, day }, before, after);
  });
  return standingPunch(db, scope, id);
}

/** Removes a punch from the count; its row stays, and the history keeps what it was and why it went. */
export async function removePunch(db: Db, scope: Scope, id: string, input: PunchRemoveInput): Promise<Punch> {
  const before = await standingPunch(db, scope, id);
  const rules = await timeClockRules(db, scope);
  await db.transaction(async (tx) => {
    await lockWorker(tx, scope, before.worker.id);
    await refuseLockedWeek(tx, scope, before.worker.id, before.day, rules);
    await tx
      .update(t)
      .set({ removedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(t.id, id), ofOrganization(scope), standing));
    await recountWorker(tx, scope, rules, before.worker.id, [before.day]);
    await record(
      tx,
      scope,
      rules,
      { userId: before.worker.id, day: before.day, action: "punch_removed", punchId: id, reason: input.reason },
      before,
      null,
    );
  });
  return before;
}
