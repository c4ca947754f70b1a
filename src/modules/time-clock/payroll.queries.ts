import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../server/db/client.ts";
import { laborCosts, timesheetApprovals, users } from "../../server/db/schema/index.ts";
import { getCompany } from "../../server/account/company.queries.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest } from "../../server/platform/errors.ts";
import { organizationNameOf } from "../../server/platform/organization-rows.ts";
import { dayNumber } from "../../shared/calendar.ts";
import { sitesForTimeClock } from "../field/field.public.server.ts";
import { payOfUsers } from "../hr/hr.public.server.ts";
import { getProject } from "../projects/projects.queries.ts";
import type { CertifiedPayrollSheet, CertifiedPayrollWorker } from "./certified-payroll.types.ts";
import type { CertifiedPayrollQuery, PayrollQuery } from "./time-clock.contract.ts";
import { hoursOf as hours, TIME_CLOCK_MSG } from "./time-clock.constants.ts";
import { timeClockRules } from "./time-clock-settings.queries.ts";
import { weekDays } from "./timesheet.rules.ts";
import { weekOf } from "./timesheets.queries.ts";

/** Payroll from approved weeks only (issue 31): what an admin approved is what is paid and certified. */

const a = timesheetApprovals;
const approver = alias(users, "approver");
const worker = alias(users, "worker");

export type PayrollRow = {
  weekStart: string;
  userId: string;
  workerName: string;
  employeeId: string | null;
  classification: string;
  hourlyRateCents: number;
  straightMinutes: number;
  overtimeMinutes: number;
  doubleMinutes: number;
  payCents: number;
  approvedAt: Date;
  approvedBy: string | null;
};

const figure = (figures: Record<string, number>, key: string) => (typeof figures[key] === "number" ? figures[key] : 0);

/** The approved weeks that begin within a period (at most a year), by week then worker. */
export async function payrollRows(db: Db, scope: Scope, period: PayrollQuery): Promise<PayrollRow[]> {
  if (period.from > period.to || dayNumber(period.to) - dayNumber(period.from) > 366)
    throw badRequest(TIME_CLOCK_MSG.invalidPeriod, { from: TIME_CLOCK_MSG.invalidPeriod });
  const rows = await db
    .select({
      weekStart: a.weekStart,
      userId: a.userId,
      workerName: worker.name,
      figures: a.figures,
      hourlyRateCents: a.hourlyRateCents,
      approvedAt: a.approvedAt,
      approvedBy: approver.name,
    })
    .from(a)
    .innerJoin(worker, eq(worker.id, a.userId))
    .leftJoin(approver, eq(approver.id, a.approvedBy))
    .where(and(eq(a.organizationId, scope.organizationId), gte(a.weekStart, period.from), lte(a.weekStart, period.to)))
    .orderBy(asc(a.weekStart), asc(sql`lower(${worker.name})`), asc(a.userId))
    .limit(50_000);
  const pay = new Map(
    (
      await payOfUsers(
        db,
        scope,
        rows.map((r) => r.userId),
      )
    ).map((p) => [p.userId, p]),
  );
  return rows.map((r) => ({
    weekStart: r.weekStart,
    userId: r.userId,
    workerName: pay.get(r.userId)?.name ?? r.workerName,
    employeeId: pay.get(r.userId)?.employeeId ?? null,
    classification: pay.get(r.userId)?.classification ?? "",
    hourlyRateCents: r.hourlyRateCents,
    straightMinutes: figure(r.figures, "straight"),
    overtimeMinutes: figure(r.figures, "overtime"),
    doubleMinutes: figure(r.figures, "double"),
    payCents: figure(r.figures, "payCents"),
    approvedAt: new Date(r.approvedAt),
    approvedBy: r.approvedBy,
  }));
}

/** "Doe, Jane" from "Jane Doe" (the last word as the surname). */
const payrollName = (name: string) => {
  const words = name.trim().split(/\s+/);
  return words.length > 1 ? `${words.at(-1)}, ${words.slice(0, -1).join(" ")}` : name;
};

/**
 * A project's week for the WH-347: each worker's approved hours on the project's sites per day (straight,
 * overtime, double), their rate as approved, the gross earned on the project and for all work that week.
 */
export async function certifiedPayrollSheet(
  db: Db,
  scope: Scope,
  query: CertifiedPayrollQuery,
): Promise<CertifiedPayrollSheet> {
  const project = await getProject(db, scope, query.projectId);
  const rules = await timeClockRules(db, scope);
  const { weekStart, weekEnd } = weekOf(rules, query.week);
  const l = laborCosts;
  const [lines, organization, company, earlierWeeks] = await Promise.all([
    db
      .select({
        userId: l.userId,
        workerName: worker.name,
        workDate: l.workDate,
        siteId: l.siteId,
        straight: l.straightMinutes,
        overtime: l.overtimeMinutes,
        double: l.doubleMinutes,
        amountCents: l.amountCents,
        rateCents: a.hourlyRateCents,
        figures: a.figures,
      })
      .from(l)
      .innerJoin(a, eq(a.id, l.approvalId))
      .innerJoin(worker, eq(worker.id, l.userId))
      .where(and(eq(l.organizationId, scope.organizationId), eq(l.projectId, project.id), eq(a.weekStart, weekStart))),
    organizationNameOf(db, scope),
    getCompany(db, scope),
    db
      .selectDistinct({ weekStart: a.weekStart })
      .from(l)
      .innerJoin(a, eq(a.id, l.approvalId))
      .where(
        and(
          eq(l.organizationId, scope.organizationId),
          eq(l.projectId, project.id),
          sql`${a.weekStart} < ${weekStart}`,
        ),
      ),
  ]);
  const sites = await sitesForTimeClock(db, scope, [...new Set(lines.flatMap((l) => l.siteId ?? []))]);
  const days = weekDays(weekStart);
  const pay = new Map(
    (
      await payOfUsers(
        db,
        scope,
        lines.map((r) => r.userId),
      )
    ).map((p) => [p.userId, p]),
  );
  // Minutes by worker and day first; hours (to the hundredth) once, at the end.
  type Minutes = { straight: number; overtime: number; double: number };
  const none = (): Minutes => ({ straight: 0, overtime: 0, double: 0 });
  const byWorker = new Map<string, { first: (typeof lines)[number]; days: Minutes[]; projectGrossCents: number }>();
  for (const line of lines) {
    const entry = byWorker.get(line.userId) ?? { first: line, days: days.map(none), projectGrossCents: 0 };
    const day = entry.days[days.indexOf(line.workDate)];
    if (day) {
      day.straight += line.straight;
      day.overtime += line.overtime;
      day.double += line.double;
    }
    entry.projectGrossCents += line.amountCents;
    byWorker.set(line.userId, entry);
  }
  const workers: CertifiedPayrollWorker[] = [...byWorker.entries()].map(([userId, entry]) => {
    const employee = pay.get(userId);
    const sum = (key: keyof Minutes) => entry.days.reduce((total, d) => total + d[key], 0);
    return {
      name: payrollName(employee?.name ?? entry.first.workerName),
      identifier: (employee?.employeeId ?? userId).replace(/-/g, "").slice(-4).toUpperCase(),
      classification: employee?.classification ?? "",
      days: entry.days.map((d) => ({
        straightHours: hours(d.straight),
        overtimeHours: hours(d.overtime + d.double),
        doubleHours: hours(d.double),
      })),
      totalStraightHours: hours(sum("straight")),
      totalOvertimeHours: hours(sum("overtime") + sum("double")),
      totalDoubleHours: hours(sum("double")),
      rateCents: entry.first.rateCents,
      overtimePercent: figure(entry.first.figures, "overtimePercent") || rules.overtimePercent,
      projectGrossCents: entry.projectGrossCents,
      allWorkGrossCents: figure(entry.first.figures, "payCents"),
    };
  });
  const siteNames = [...new Set(lines.flatMap((l) => sites.find((s) => s.id === l.siteId)?.name ?? []))];
  return {
    contractorName: organization,
    contractorAddress: company.address,
    projectName: project.name,
    projectLocation: siteNames.join(", "),
    payrollNumber: earlierWeeks.length + 1,
    weekStart,
    weekEnd,
    days,
    workers: workers.sort((x, y) => x.name.localeCompare(y.name)),
  };
}
