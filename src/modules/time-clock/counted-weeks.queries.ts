import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { executeRows, type Db } from "../../server/db/client.ts";
import { timePunches as t, timesheetCounts } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { addDays } from "../../shared/calendar.ts";
import { localDay } from "./punch.rules.ts";
import { punchesToCount, type CountedPunch } from "./punch-rows.queries.ts";
import type { TimeClockRules } from "./time-clock-settings.queries.ts";
import {
  segmentsOf,
  splitOvertime,
  weekStartOf,
  workLines,
  type DayWork,
  type SheetProblem,
} from "./timesheet.rules.ts";

const DAY_MS = 86_400_000;

/**
 * The punches to read for a week (UTC): from two days before it to the end of the second day after it, so that any
 * shift of up to MAX_SHIFT_HOURS that touches the week is read whole at any offset (up to 14 hours either way): one
 * begun late on the week's last day with its clock-out, one begun before the week with its clock-in. Shifts are
 * kept by the day they began; a longer one is a problem either way.
 */
function spanOf(weekStart: string) {
  const start = Date.parse(`${weekStart}T00:00:00Z`);
  return { from: new Date(start - 2 * DAY_MS), to: new Date(start + 9 * DAY_MS) };
}

/**
 * One worker's week, counted: its work by day, site and cost code (the split segments gathered: all that pay,
 * totals and labour cost need), its problems, whether they are on the clock.
 */
export type CountedWeek = {
  userId: string;
  work: DayWork[];
  problems: SheetProblem[];
  onTheClock: boolean;
  flagged: number;
};

/** A worker's week from their punches of the span (in time order), or null when nothing of it is in the week. */
export function countWeek(
  userId: string,
  punches: readonly CountedPunch[],
  weekStart: string,
  rules: TimeClockRules,
): CountedWeek | null {
  const weekEnd = addDays(weekStart, 6);
  const inWeek = (day: string) => day >= weekStart && day <= weekEnd;
  const { segments, problems, open } = segmentsOf(punches, true);
  const mine = segments.filter((s) => inWeek(s.day));
  const flagged = punches.filter((p) => p.flagged && inWeek(localDay(p.at, p.utcOffsetMin))).length;
  const weekProblems = problems.filter((p) => inWeek(p.day));
  const onTheClock = open !== null && inWeek(open.day);
  if (mine.length === 0 && weekProblems.length === 0 && !onTheClock && flagged === 0) return null;
  return { userId, work: workLines(splitOvertime(mine, rules)), problems: weekProblems, onTheClock, flagged };
}

/** The punches of many workers (in time order) by worker, each list staying in that order. */
function byWorker(punches: readonly CountedPunch[]): Map<string, CountedPunch[]> {
  const lists = new Map<string, CountedPunch[]>();
  for (const p of punches) {
    const list = lists.get(p.userId);
    if (list) list.push(p);
    else lists.set(p.userId, [p]);
  }
  return lists;
}

/**
 * Each worker's punches of a span as a fingerprint: how many there are (removed ones too) and the latest change
 * to any. A punch made, corrected, removed or moved out of the span changes it; reading it is one aggregate over
 * the span, answered as one row per worker rather than every punch.
 */
async function fingerprints(
  db: Db,
  scope: Scope,
  span: { from: Date; to: Date },
  userIds?: readonly string[],
): Promise<Map<string, string>> {
  const workers = userIds ? sql`and ${inArray(t.userId, [...userIds])}` : sql``;
  const rows = await executeRows<{ user_id: string; fingerprint: string }>(
    db,
    sql`select ${t.userId}, count(*) || ':' || floor(extract(epoch from max(${t.updatedAt})) * 1000000)::bigint as fingerprint
        from ${t}
        where ${t.organizationId} = ${scope.organizationId}
          and ${t.at} >= ${span.from.toISOString()} and ${t.at} < ${span.to.toISOString()} ${workers}
        group by ${t.userId}`,
  );
  return new Map(rows.map((r) => [r.user_id, String(r.fingerprint)]));
}

/** A worker's fingerprint from their punches as read, as the aggregate writes it. */
const fingerprintOf = (punches: readonly CountedPunch[]) =>
  `${punches.length}:${String(punches.reduce((latest, p) => Math.max(latest, p.changedUs), 0))}`;

/** What a count depends on besides the punches: the overtime lines (the multiplier only prices). */
const rulesKeyOf = (rules: TimeClockRules) =>
  [rules.weeklyOvertimeMinutes, rules.dailyOvertimeMinutes, rules.dailyDoubleTimeMinutes].join(",");

type Kept = { fingerprint: string; week: CountedWeek | null };

/**
 * Counted weeks kept in this process by organization, worker, week and overtime rules (the first place looked),
 * least recently used first out past the limit; the `timesheet_counts` table is the second, shared by processes.
 */
const MAX_KEPT = 50_000;
const kept = new Map<string, Kept>();
const keyOf = (scope: Scope, userId: string, weekStart: string, rulesKey: string) =>
  `${scope.organizationId}|${userId}|${weekStart}|${rulesKey}`;

/** Forgets the counts kept in this process (tests: as a new process would start). */
export const forgetKeptCounts = () => kept.clear();

function keep(key: string, entry: Kept): void {
  kept.delete(key);
  kept.set(key, entry);
  for (const oldest of kept.keys()) {
    if (kept.size <= MAX_KEPT) break;
    kept.delete(oldest);
  }
}

/** A counted week as stored. */
const storedWeek = z.object({
  work: z.array(
    z.object({
      day: z.string(),
      siteId: z.string().nullable(),
      costCodeId: z.string().nullable(),
      straight: z.number(),
      overtime: z.number(),
      double: z.number(),
    }),
  ),
  problems: z.array(z.object({ day: z.string(), punchId: z.string(), message: z.string() })),
  onTheClock: z.boolean(),
  flagged: z.number(),
});

const toStored = ({ userId: _userId, ...week }: CountedWeek) => week;

/** A stored count read back, or undefined when it is not one (then the week is counted again). */
function fromStored(userId: string, counted: unknown): CountedWeek | null | undefined {
  if (counted === null) return null;
  const parsed = storedWeek.safeParse(counted);
  return parsed.success ? { userId, ...parsed.data } : undefined;
}

const c = timesheetCounts;

async function storedCounts(
  db: Db,
  scope: Scope,
  weekStart: string,
  rulesKey: string,
  userIds?: readonly string[],
): Promise<Map<string, Kept>> {
  const where = [eq(c.organizationId, scope.organizationId), eq(c.weekStart, weekStart), eq(c.rulesKey, rulesKey)];
  if (userIds) where.push(inArray(c.userId, [...userIds]));
  const rows = await db
    .select({ userId: c.userId, fingerprint: c.fingerprint, counted: c.counted })
    .from(c)
    .where(and(...where));
  const found = new Map<string, Kept>();
  for (const r of rows) {
    const week = fromStored(r.userId, r.counted);
    if (week !== undefined) found.set(r.userId, { fingerprint: r.fingerprint, week });
  }
  return found;
}

/** Keeps counts, here and in the table (one statement), replacing what was there for those workers and week. */
async function storeCounts(
  db: Db,
  scope: Scope,
  weekStart: string,
  rulesKey: string,
  counts: readonly ({ userId: string } & Kept)[],
): Promise<void> {
  for (const k of counts) keep(keyOf(scope, k.userId, weekStart, rulesKey), k);
  if (counts.length === 0) return;
  await db
    .insert(c)
    .values(
      counts.map((k) => ({
        organizationId: scope.organizationId,
        userId: k.userId,
        weekStart,
        rulesKey,
        fingerprint: k.fingerprint,
        counted: k.week ? toStored(k.week) : null,
      })),
    )
    .onConflictDoUpdate({
      target: [c.organizationId, c.userId, c.weekStart],
      set: {
        rulesKey: sql`excluded.rules_key`,
        fingerprint: sql`excluded.fingerprint`,
        counted: sql`excluded.counted`,
        updatedAt: sql`now()`,
      },
    });
}

/** Counts the given workers' week from their punches (one read), and keeps the counts. */
async function countAndStore(
  db: Db,
  scope: Scope,
  rules: TimeClockRules,
  weekStart: string,
  userIds: readonly string[] | undefined,
): Promise<({ userId: string } & Kept)[]> {
  const lists = byWorker(await punchesToCount(db, scope, spanOf(weekStart), userIds));
  const counts = [...new Set([...(userIds ?? []), ...lists.keys()])].map((userId) => {
    const punches = lists.get(userId) ?? [];
    const week = countWeek(
      userId,
      punches.filter((p) => !p.removed),
      weekStart,
      rules,
    );
    return { userId, fingerprint: fingerprintOf(punches), week };
  });
  await storeCounts(db, scope, weekStart, rulesKeyOf(rules), counts);
  return counts;
}

/**
 * Counts a worker's weeks around the days (the punches', in their calendar) again, in the transaction that changed
 * their punches there: for each day the week holding it, and the week before or after whose span reaches it (two
 * days beyond the week, and a day more for the offset from UTC); each week once.
 */
export async function recountWorker(
  db: Db,
  scope: Scope,
  rules: TimeClockRules,
  userId: string,
  days: readonly string[],
) {
  const weeks = new Set(
    days.flatMap((day) => [-3, -2, -1, 0, 1, 2, 3].map((d) => weekStartOf(addDays(day, d), rules.weekStartsOn))),
  );
  for (const weekStart of weeks) await countAndStore(db, scope, rules, weekStart, [userId]);
}

/**
 * The counted weeks of the workers with punches near the week (or of the given workers), in no order: each
 * worker's count kept here or in the table while their fingerprint holds, and counted again otherwise.
 */
export async function countedWeeks(
  db: Db,
  scope: Scope,
  rules: TimeClockRules,
  weekStart: string,
  userIds?: readonly string[],
): Promise<CountedWeek[]> {
  if (userIds && userIds.length === 0) return [];
  const rulesKey = rulesKeyOf(rules);
  const prints = await fingerprints(db, scope, spanOf(weekStart), userIds);
  const weeks: CountedWeek[] = [];
  const take = (key: string, found: Kept) => {
    keep(key, found);
    if (found.week) weeks.push(found.week);
  };
  // Kept here first; the table is read only for the workers this process does not hold as they are.
  const missed: string[] = [];
  for (const [userId, fingerprint] of prints) {
    const key = keyOf(scope, userId, weekStart, rulesKey);
    const found = kept.get(key);
    if (found && found.fingerprint === fingerprint) take(key, found);
    else missed.push(userId);
  }
  if (missed.length === 0) return weeks;
  const all = missed.length === prints.size && !userIds;
  const stored = await storedCounts(db, scope, weekStart, rulesKey, all ? undefined : missed);
  const stale: string[] = [];
  for (const userId of missed) {
    const found = stored.get(userId);
    if (found && found.fingerprint === prints.get(userId)) take(keyOf(scope, userId, weekStart, rulesKey), found);
    else stale.push(userId);
  }
  if (stale.length === 0) return weeks;
  const everyone = stale.length === prints.size && !userIds;
  const counted = await countAndStore(db, scope, rules, weekStart, everyone ? undefined : stale);
  return [...weeks, ...counted.flatMap((k) => (k.week ? [k.week] : []))];
}
