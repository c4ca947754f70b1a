import type { Database } from "../../server/db/client.ts";
import type { Scope } from "../../server/platform/access.ts";
import { countMembers } from "../../server/account/team.queries.ts";
import { addDays } from "../../shared/calendar.ts";
import { countPendingTasks, tasksEndingBetween } from "../gantt/gantt.queries.ts";
import { clearedReceiptsCents } from "../finance/finance.queries.ts";
import { listProjects, projectCounts, projectsEndingBetween } from "../projects/projects.queries.ts";
import type { Overview } from "./overview.contract.ts";
import { DEADLINE_WINDOW_DAYS, RECENT_PROJECTS_LIMIT, UPCOMING_DEADLINES_LIMIT } from "./overview.constants.ts";
import { mergeDeadlines } from "./overview.rules.ts";

/** The dashboard overview, computed from the organization's data. `today` is the caller's calendar date. */
export async function overviewFor(database: Database, scope: Scope, today: string): Promise<Overview> {
  const { db } = database;
  const until = addDays(today, DEADLINE_WINDOW_DAYS);
  const [counts, revenue, teamMembers, pendingTasks, recent, projectDeadlines, taskDeadlines] = await Promise.all([
    projectCounts(db, scope),
    clearedReceiptsCents(db, scope),
    countMembers(db, scope),
    countPendingTasks(db, scope),
    listProjects(database, scope, { limit: RECENT_PROJECTS_LIMIT }),
    projectsEndingBetween(db, scope, today, until, UPCOMING_DEADLINES_LIMIT),
    tasksEndingBetween(db, scope, today, until, UPCOMING_DEADLINES_LIMIT),
  ]);
  return {
    activeProjects: counts.inProgress,
    totalProjects: counts.total,
    // The finance module's cleared receipts, in dollars and cents.
    totalRevenue: revenue / 100,
    teamMembers,
    pendingTasks,
    recentProjects: recent.projects.map((p) => ({
      id: p.id,
      name: p.name,
      status: p.status,
      progress: p.progress,
      endDate: p.endDate,
      clientName: p.client?.name ?? null,
    })),
    upcomingDeadlines: mergeDeadlines(projectDeadlines, taskDeadlines, UPCOMING_DEADLINES_LIMIT),
  };
}
