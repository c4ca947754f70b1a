import { and, asc, eq, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { ganttTaskDependencies as deps, ganttTasks as tasks } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { projectNameOf } from "../projects/projects.queries.ts";

/** A task as a schedule analysis reads it (the AI assistant's critical path), with its project's name. */
export type ScheduledTask = {
  id: string;
  name: string;
  projectId: string | null;
  projectName: string | null;
  startDate: string;
  endDate: string;
  progress: number;
  assignee: string;
};

/**
 * The organization's tasks by start date (at most `limit`; `truncated` when it has more) and the dependencies
 * among them ("task depends on predecessor"), for a critical-path analysis. Two statements, both filtered by the
 * organization.
 */
export async function tasksWithDependencies(
  db: Db,
  scope: Scope,
  limit: number,
): Promise<{ tasks: ScheduledTask[]; dependencies: { taskId: string; dependsOnId: string }[]; truncated: boolean }> {
  const [rows, edges] = await Promise.all([
    db
      .select({
        id: tasks.id,
        name: tasks.name,
        projectId: tasks.projectId,
        projectName: projectNameOf(tasks.projectId, tasks.organizationId),
        startDate: tasks.startDate,
        endDate: tasks.endDate,
        progress: tasks.progress,
        assignee: tasks.assignee,
      })
      .from(tasks)
      .where(eq(tasks.organizationId, scope.organizationId))
      .orderBy(asc(tasks.startDate), asc(tasks.id))
      .limit(limit + 1),
    db
      .select({ taskId: deps.taskId, dependsOnId: deps.dependsOnId })
      .from(deps)
      .where(eq(deps.organizationId, scope.organizationId)),
  ]);
  const kept = rows.slice(0, limit);
  const ids = new Set(kept.map((t) => t.id));
  return {
    tasks: kept,
    dependencies: edges.filter((d) => ids.has(d.taskId) && ids.has(d.dependsOnId)),
    truncated: rows.length > limit,
  };
}

/**
 * Unfinished tasks (progress under 100) per assignee (tasks with one), and how many of them are late on `today`
 * (ended before it): the most loaded first. One statement.
 */
export async function openTasksByAssignee(
  db: Db,
  scope: Scope,
  today: string,
  limit: number,
): Promise<{ assignee: string; open: number; late: number }[]> {
  const rows = await db
    .select({
      assignee: tasks.assignee,
      open: sql<number>`count(*)::int`,
      late: sql<number>`(count(*) filter (where ${tasks.endDate} < ${today}::date))::int`,
    })
    .from(tasks)
    .where(and(eq(tasks.organizationId, scope.organizationId), lt(tasks.progress, 100), ne(tasks.assignee, "")))
    .groupBy(tasks.assignee)
    .orderBy(sql`count(*) desc`, asc(tasks.assignee))
    .limit(limit);
  return rows.map((r) => ({ assignee: r.assignee, open: Number(r.open), late: Number(r.late) }));
}
