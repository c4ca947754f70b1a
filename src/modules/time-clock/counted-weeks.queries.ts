import { sql } from "drizzle-orm";
import { executeRows, type Db } from "../../server/db/client.ts";
import { timePunches as t } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { addDays } from "../../shared/calendar.ts";
import { localDay } from "./punch.rules.ts";
import { punchesToCount, type CountedPunch } from "./punch-rows.queries.ts";
import type { TimeClockRules } from "./time-clock-settings.queries.ts";
import { segmentsOf, splitOvertime, type SheetProblem, type SplitSegment } from "./timesheet.rules.ts";

const DAY_MS = 86_400_000;

/**
 * The punches to read for a week (UTC): from the day before it (a shift that began then is the week before's, but
 * its clock-out tells how the week starts) to the end of the day after it (a clock-out past midnight at offsets
 * up to 14 hours). A shift begun late on the week's last day that ends after that is shown without its
 * clock-out, for an admin to see. Shifts are kept by the day they began.
 */
function spanOf(weekStart: string) {
  const start = Date.parse(`${weekStart}T00:00:00Z`);
  return { from: new Date(start - DAY_MS), to: new Date(start + 8 * DAY_MS) };
}

/** One worker's week, counted: its split segments in the week, its problems, whether they are on the clock. */
export type CountedWeek = {
  userId: string;
  segments: SplitSegment[];
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
  return { userId, segments: splitOvertime(mine, rules), problems: weekProblems, onTheClock, flagged };
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
  const workers = userIds
    ? sql`and ${t.userId} in (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
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

/**
 * Counted weeks kept in this process by organization, worker, week and overtime rules, with the fingerprint of
 * the punches they were counted from: a worker whose punches have not changed since is not read again, so a week
 * of 200 workers after one punch reads one worker's punches. Least recently used first out past the limit.
 */
const MAX_KEPT = 50_000;
const kept = new Map<string, { fingerprint: string; week: CountedWeek | null }>();

function keep(key: string, fingerprint: string, week: CountedWeek | null): void {
  kept.delete(key);
  kept.set(key, { fingerprint, week });
  for (const oldest of kept.keys()) {
    if (kept.size <= MAX_KEPT) break;
    kept.delete(oldest);
  }
}

/** The weeks this process has counted for everyone at least once (organization, week, rules). */
const seenWeeks = new Set<string>();

/** A worker's fingerprint from their punches as read, as the aggregate writes it. */
const fingerprintOf = (punches: readonly CountedPunch[]) =>
  `${punches.length}:${String(punches.reduce((latest, p) => Math.max(latest, p.changedUs), 0))}`;

/**
 * The counted weeks of the workers with punches near the week (or of the given workers), in no order. A week
 * this process has not counted yet is read whole (fingerprints taken from its punches); after that, only the
 * workers whose fingerprint moved are read again.
 */
export async function countedWeeks(
  db: Db,
  scope: Scope,
  rules: TimeClockRules,
  weekStart: string,
  userIds?: readonly string[],
): Promise<CountedWeek[]> {
  if (userIds && userIds.length === 0) return [];
  const span = spanOf(weekStart);
  const rulesKey = [rules.weeklyOvertimeMinutes, rules.dailyOvertimeMinutes, rules.dailyDoubleTimeMinutes].join(",");
  const keyOf = (userId: string) => `${scope.organizationId}|${userId}|${weekStart}|${rulesKey}`;
  const count = (lists: Map<string, CountedPunch[]>, prints: Map<string, string>, workers: readonly string[]) =>
    workers.flatMap((userId) => {
      const punches = lists.get(userId) ?? [];
      const week = countWeek(
        userId,
        punches.filter((p) => !p.removed),
        weekStart,
        rules,
      );
      keep(keyOf(userId), prints.get(userId) ?? fingerprintOf(punches), week);
      return week ? [week] : [];
    });

  const weekKey = `${scope.organizationId}|${weekStart}|${rulesKey}`;
  if (!userIds && !seenWeeks.has(weekKey)) {
    const lists = byWorker(await punchesToCount(db, scope, span));
    const prints = new Map([...lists].map(([userId, punches]) => [userId, fingerprintOf(punches)]));
    const weeks = count(lists, prints, [...lists.keys()]);
    if (seenWeeks.size > MAX_KEPT) seenWeeks.clear();
    seenWeeks.add(weekKey);
    return weeks;
  }
  const prints = await fingerprints(db, scope, span, userIds);
  const weeks: CountedWeek[] = [];
  const stale: string[] = [];
  for (const [userId, fingerprint] of prints) {
    const found = kept.get(keyOf(userId));
    if (found && found.fingerprint === fingerprint) {
      keep(keyOf(userId), fingerprint, found.week);
      if (found.week) weeks.push(found.week);
    } else stale.push(userId);
  }
  if (stale.length === 0) return weeks;
  const lists = byWorker(await punchesToCount(db, scope, span, stale));
  return [...weeks, ...count(lists, prints, stale)];
}
