import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database, Db } from "../../server/db/client.ts";
import { timesheetApprovals, timesheetEvents, users } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { personRefOf } from "../../server/platform/organization-rows.ts";
import { cachedByDataVersion, VersionedCache } from "../../server/platform/versioned-cache.ts";
import { addDays, utcToday } from "../../shared/calendar.ts";
import type { PersonRef } from "../../shared/contracts/common.ts";
import { payOfUsers } from "../hr/hr.public.server.ts";
import type { TimesheetRow, TimesheetWeek } from "./time-clock.contract.ts";
import { countedWeeks, type CountedWeek } from "./counted-weeks.queries.ts";
import { timeClockRules, type TimeClockRules } from "./time-clock-settings.queries.ts";
import { costLines, dayTotals, weekStartOf, type CostLine } from "./timesheet.rules.ts";

/** A week's first and last day in the organization's weeks, from any day of it (today's when none is given). */
export function weekOf(rules: TimeClockRules, day: string | undefined) {
  const weekStart = weekStartOf(day ?? utcToday(), rules.weekStartsOn);
  return { weekStart, weekEnd: addDays(weekStart, 6) };
}

/** The approvals of a week, by worker. */
async function approvalsOf(db: Db, scope: Scope, weekStart: string, userIds?: readonly string[]) {
  const a = timesheetApprovals;
  const where = [eq(a.organizationId, scope.organizationId), eq(a.weekStart, weekStart)];
  if (userIds) where.push(inArray(a.userId, [...userIds]));
  const rows = await db
    .select({ id: a.id, userId: a.userId, approvedAt: a.approvedAt, hourlyRateCents: a.hourlyRateCents })
    .from(a)
    .where(and(...where));
  return new Map(rows.map((r) => [r.userId, r]));
}

async function namesOf(db: Db, userIds: readonly string[]): Promise<Map<string, PersonRef>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.flatMap((r) => personRefOf(r.id, r.name) ?? []).map((p) => [p.id, p]));
}

const payOf = (lines: readonly CostLine[]) => lines.reduce((sum, l) => sum + l.amountCents, 0);

/** A worker's row: by day and in all, pay at the approved rate (or the current one) for admins. */
function rowOf(
  week: CountedWeek,
  weekStart: string,
  worker: PersonRef,
  approval: { approvedAt: Date; hourlyRateCents: number } | undefined,
  rateCents: number | null,
  overtimePercent: number,
): TimesheetRow {
  const { days, total } = dayTotals(week.work, weekStart);
  const rate = approval ? approval.hourlyRateCents : rateCents;
  return {
    worker,
    days,
    total,
    payCents: rate === null ? null : payOf(costLines(week.work, rate, overtimePercent)),
    status: approval ? "approved" : "open",
    approvedAt: approval ? new Date(approval.approvedAt).toISOString() : null,
    flagged: week.flagged,
    problems: week.problems.map((p) => p.message),
    onTheClock: week.onTheClock,
  };
}

/** The rows of a week for these workers (or everyone's), counted from their punches, with their approvals. */
export async function weekRows(
  db: Db,
  scope: Scope,
  rules: TimeClockRules,
  weekStart: string,
  userIds?: readonly string[],
): Promise<{ rows: TimesheetRow[]; weeks: CountedWeek[] }> {
  const [counted, approvals] = await Promise.all([
    countedWeeks(db, scope, rules, weekStart, userIds),
    approvalsOf(db, scope, weekStart, userIds),
  ]);
  const weeks = [...counted];
  const countedIds = new Set(weeks.map((w) => w.userId));
  // An approved week whose punches are gone (the member left) still shows as approved, with no hours.
  for (const userId of approvals.keys())
    if (!countedIds.has(userId)) weeks.push({ userId, work: [], problems: [], onTheClock: false, flagged: 0 });
  const ids = weeks.map((w) => w.userId);
  const [names, pay] = await Promise.all([
    namesOf(db, ids),
    scope.role === "admin" ? payOfUsers(db, scope, ids) : Promise.resolve([]),
  ]);
  const rates = new Map(pay.map((p) => [p.userId, p.hourlyRateCents]));
  const rows = weeks.map((w) =>
    rowOf(
      w,
      weekStart,
      names.get(w.userId) ?? { id: w.userId, fullName: "" },
      approvals.get(w.userId),
      scope.role === "admin" ? (rates.get(w.userId) ?? null) : null,
      rules.overtimePercent,
    ),
  );
  rows.sort((a, b) => a.worker.fullName.localeCompare(b.worker.fullName) || a.worker.id.localeCompare(b.worker.id));
  return { rows, weeks };
}

/** Counted weeks kept in this process while the organization's time clock data is unchanged (migration 0051). */
const weekCache = new VersionedCache(32 * 1024 * 1024);

/**
 * A week's timesheets as JSON text: every worker's for an admin, the caller's own otherwise. Counting a week
 * reads all its punches, so the answer is kept while none of what it depends on (punches, approvals, rules, rates,
 * names) has changed: one small read instead, correct across processes.
 */
export async function weekTimesheetsJson(database: Database, scope: Scope, day: string | undefined): Promise<string> {
  const who = scope.role === "admin" ? "admin" : `${scope.role}:${scope.userId}`;
  return cachedByDataVersion(
    database,
    weekCache,
    scope.organizationId,
    "time_clock",
    [day ?? utcToday(), who],
    async () => {
      const { db } = database;
      const rules = await timeClockRules(db, scope);
      const { weekStart, weekEnd } = weekOf(rules, day);
      const { rows } = await weekRows(db, scope, rules, weekStart, scope.role === "admin" ? undefined : [scope.userId]);
      const week: TimesheetWeek = { weekStart, weekEnd, rows };
      return JSON.stringify(week);
    },
  );
}

/** A worker's timesheet history for a week, oldest first. */
export async function historyOf(db: Db, scope: Scope, userId: string, weekStart: string) {
  const e = timesheetEvents;
  const rows = await db
    .select({
      id: e.id,
      action: e.action,
      reason: e.reason,
      before: e.before,
      after: e.after,
      actorId: users.id,
      actorName: users.name,
      at: e.at,
    })
    .from(e)
    .leftJoin(users, eq(users.id, e.actorId))
    .where(and(eq(e.organizationId, scope.organizationId), eq(e.userId, userId), eq(e.weekStart, weekStart)))
    .orderBy(asc(e.at), asc(e.id));
  return rows;
}
