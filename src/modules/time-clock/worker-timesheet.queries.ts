import { and, eq, gte, inArray, lt } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { costCodes, laborCosts, timesheetApprovals, timesheetEvents } from "../../server/db/schema/index.ts";
import { isMember } from "../../server/account/team.queries.ts";
import type { Scope } from "../../server/platform/access.ts";
import { conflict, notFound } from "../../server/platform/errors.ts";
import { personRefOf } from "../../server/platform/organization-rows.ts";
import { addDays, utcToday } from "../../shared/calendar.ts";
import type { CostCodeRef } from "../../shared/contracts/common.ts";
import { sitesForTimeClock } from "../field/field.public.server.ts";
import { payOfUsers } from "../hr/hr.public.server.ts";
import type { ApproveInput, ReopenInput, Timesheet, TimesheetRow } from "./time-clock.contract.ts";
import { TIME_CLOCK_MSG, TIMESHEET_EVENT_ACTIONS, type TimesheetEventAction } from "./time-clock.constants.ts";
import { punchesWhere, standing, t } from "./punch-rows.queries.ts";
import { lockWorker } from "./punches.queries.ts";
import { timeClockRules } from "./time-clock-settings.queries.ts";
import { costLines, NO_TIME, weekDays } from "./timesheet.rules.ts";
import { historyOf, weekOf, weekRows } from "./timesheets.queries.ts";

const NOT_FOUND = "Timesheet not found.";
const actionOf = (s: string): TimesheetEventAction => TIMESHEET_EVENT_ACTIONS.find((a) => a === s) ?? "punch_changed";

/** A member reads their own timesheet; an admin anyone's of the organization (another's reads as 404). */
export async function checkWorker(db: Db, scope: Scope, userId: string) {
  if (scope.role !== "admin" && userId !== scope.userId) throw notFound(NOT_FOUND);
  if (!(await isMember(db, scope, userId))) throw notFound(NOT_FOUND);
}

const emptyRow = (weekStart: string, worker: { id: string; fullName: string }): TimesheetRow => ({
  worker,
  days: weekDays(weekStart).map((day) => ({ day, ...NO_TIME })),
  total: NO_TIME,
  payCents: null,
  status: "open",
  approvedAt: null,
  flagged: 0,
  problems: [],
  onTheClock: false,
});

async function approvalOf(db: Db, scope: Scope, userId: string, weekStart: string) {
  const a = timesheetApprovals;
  const [row] = await db
    .select({ id: a.id, hourlyRateCents: a.hourlyRateCents, figures: a.figures })
    .from(a)
    .where(and(eq(a.organizationId, scope.organizationId), eq(a.userId, userId), eq(a.weekStart, weekStart)))
    .limit(1);
  return row ?? null;
}

async function codesOf(db: Db, scope: Scope, ids: readonly (string | null)[]): Promise<Map<string, CostCodeRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: costCodes.id, code: costCodes.code, name: costCodes.name })
    .from(costCodes)
    .where(and(eq(costCodes.organizationId, scope.organizationId), inArray(costCodes.id, wanted)));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The punches shown for a week: the standing ones placed on its days. */
async function weekPunches(db: Db, scope: Scope, userId: string, weekStart: string, weekEnd: string) {
  const from = new Date(Date.parse(`${weekStart}T00:00:00Z`) - 86_400_000);
  const to = new Date(Date.parse(`${addDays(weekEnd, 1)}T00:00:00Z`) + 86_400_000);
  const punches = await punchesWhere(db, scope, [standing, eq(t.userId, userId), gte(t.at, from), lt(t.at, to)]);
  return punches.filter((p) => p.day >= weekStart && p.day <= weekEnd);
}

/** One worker's week in full: the row, its punches, its work by day, site and cost code, and its history. */
export async function workerTimesheet(
  db: Db,
  scope: Scope,
  userId: string,
  day: string | undefined,
): Promise<Timesheet> {
  await checkWorker(db, scope, userId);
  const rules = await timeClockRules(db, scope);
  const { weekStart, weekEnd } = weekOf(rules, day);
  const admin = scope.role === "admin";
  const [{ rows, weeks }, history, punches, approval, pay] = await Promise.all([
    weekRows(db, scope, rules, weekStart, [userId]),
    historyOf(db, scope, userId, weekStart),
    weekPunches(db, scope, userId, weekStart, weekEnd),
    approvalOf(db, scope, userId, weekStart),
    admin ? payOfUsers(db, scope, [userId]) : Promise.resolve([]),
  ]);
  const rate = admin ? (approval?.hourlyRateCents ?? pay[0]?.hourlyRateCents ?? null) : null;
  const lines = weeks[0] ? costLines(weeks[0].work, rate ?? 0, rules.overtimePercent) : [];
  const [sites, codes] = await Promise.all([
    sitesForTimeClock(
      db,
      scope,
      lines.flatMap((l) => l.siteId ?? []),
    ),
    codesOf(
      db,
      scope,
      lines.map((l) => l.costCodeId),
    ),
  ]);
  const siteNames = new Map(sites.map((s) => [s.id, s.name]));
  const worker = rows[0]?.worker ?? punches[0]?.worker ?? { id: userId, fullName: "" };
  return {
    weekStart,
    weekEnd,
    row: rows[0] ?? emptyRow(weekStart, worker),
    punches,
    hourlyRateCents: rate,
    lines: lines.map((l) => ({
      day: l.day,
      site: l.siteId ? { id: l.siteId, name: siteNames.get(l.siteId) ?? "" } : null,
      costCode: l.costCodeId ? (codes.get(l.costCodeId) ?? null) : null,
      straight: l.straight,
      overtime: l.overtime,
      double: l.double,
      payCents: rate === null ? null : l.amountCents,
    })),
    history: history.map((h) => ({
      id: h.id,
      action: actionOf(h.action),
      reason: h.reason,
      before: h.before ?? null,
      after: h.after ?? null,
      by: personRefOf(h.actorId, h.actorName),
      at: new Date(h.at).toISOString(),
    })),
  };
}

/**
 * Approves a worker's ended week (an admin): its punches must make whole shifts, and the worker must have an
 * hourly rate in HR. The figures and rate are kept with the approval, and each day's work at a site and cost code
 * becomes a labour cost line of the site's project, in one transaction; the week's punches are then locked.
 */
export async function approveTimesheet(db: Db, scope: Scope, userId: string, input: ApproveInput): Promise<Timesheet> {
  await checkWorker(db, scope, userId);
  const rules = await timeClockRules(db, scope);
  const { weekStart, weekEnd } = weekOf(rules, input.week);
  if (weekEnd >= (input.today ?? utcToday())) throw conflict(TIME_CLOCK_MSG.weekNotOver);
  await db.transaction(async (tx) => {
    await lockWorker(tx, scope, userId);
    if (await approvalOf(tx, scope, userId, weekStart)) throw conflict(TIME_CLOCK_MSG.alreadyApproved);
    const { weeks, rows } = await weekRows(tx, scope, rules, weekStart, [userId]);
    const week = weeks[0];
    const row = rows[0];
    if (!week || !row || week.work.length === 0) throw conflict(TIME_CLOCK_MSG.nothingToApprove);
    const problems = [...week.problems.map((p) => p.message), ...(week.onTheClock ? ["still clocked in"] : [])];
    if (problems.length > 0) throw conflict(`${TIME_CLOCK_MSG.punchProblems} ${problems.join("; ")}.`);
    const [pay] = await payOfUsers(tx, scope, [userId]);
    if (!pay || pay.hourlyRateCents === null) throw conflict(`${row.worker.fullName} ${TIME_CLOCK_MSG.noRate}`);
    const lines = costLines(week.work, pay.hourlyRateCents, rules.overtimePercent);
    const payCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
    const figures = { ...row.total, payCents, overtimePercent: rules.overtimePercent };
    const [approval] = await tx
      .insert(timesheetApprovals)
      .values({
        organizationId: scope.organizationId,
        userId,
        weekStart,
        figures,
        hourlyRateCents: pay.hourlyRateCents,
        approvedBy: scope.userId,
      })
      .returning({ id: timesheetApprovals.id });
    if (!approval) throw conflict(TIME_CLOCK_MSG.alreadyApproved);
    const sites = await sitesForTimeClock(
      tx,
      scope,
      lines.flatMap((l) => l.siteId ?? []),
    );
    const projects = new Map(sites.map((s) => [s.id, s.projectId]));
    await tx.insert(laborCosts).values(
      lines.map((l) => ({
        organizationId: scope.organizationId,
        approvalId: approval.id,
        userId,
        projectId: l.siteId ? (projects.get(l.siteId) ?? null) : null,
        siteId: l.siteId,
        costCodeId: l.costCodeId,
        workDate: l.day,
        straightMinutes: l.straight,
        overtimeMinutes: l.overtime,
        doubleMinutes: l.double,
        amountCents: l.amountCents,
      })),
    );
    await tx.insert(timesheetEvents).values({
      organizationId: scope.organizationId,
      userId,
      weekStart,
      action: "approved",
      after: figures,
      actorId: scope.userId,
    });
  });
  return workerTimesheet(db, scope, userId, weekStart);
}

/** Reopens an approved week (an admin, with the reason): its labour cost is withdrawn and its punches unlocked. */
export async function reopenTimesheet(db: Db, scope: Scope, userId: string, input: ReopenInput): Promise<Timesheet> {
  await checkWorker(db, scope, userId);
  const rules = await timeClockRules(db, scope);
  const { weekStart } = weekOf(rules, input.week);
  await db.transaction(async (tx) => {
    await lockWorker(tx, scope, userId);
    const approval = await approvalOf(tx, scope, userId, weekStart);
    if (!approval) throw conflict(TIME_CLOCK_MSG.notApproved);
    await tx
      .delete(timesheetApprovals)
      .where(and(eq(timesheetApprovals.id, approval.id), eq(timesheetApprovals.organizationId, scope.organizationId)));
    await tx.insert(timesheetEvents).values({
      organizationId: scope.organizationId,
      userId,
      weekStart,
      action: "reopened",
      reason: input.reason,
      before: approval.figures,
      actorId: scope.userId,
    });
  });
  return workerTimesheet(db, scope, userId, weekStart);
}
