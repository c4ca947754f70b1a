import { and, between, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { ganttTasks as tasks } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { memberNamed, notRecordedYet, recordEvent, type NotificationAudience } from "../../server/platform/notify.ts";
import { addDays } from "../../shared/calendar.ts";

/** Where a task's notices lead. */
const TASKS_LINK = "/dashboard/gantt";
/** A task late by more than this is not told of again (nor, the first time, a long-forgotten one). */
export const LATE_NOTICE_DAYS = 7;

type Told = { id: string; name: string; assignee: string; endDate: string; updatedAt: string };

/**
 * Tells the member a task is assigned to (its assignee, matched by name or e-mail: `memberNamed`), in the
 * transaction that assigned it, unless they assigned it themselves or it was theirs already.
 */
export async function tellAssignee(tx: Db, scope: Scope, task: Told, before: string | null): Promise<void> {
  if (!task.assignee.trim() || task.assignee.trim().toLowerCase() === before?.trim().toLowerCase()) return;
  const userId = await memberNamed(tx, scope.organizationId, task.assignee);
  if (!userId || userId === scope.userId) return;
  await recordEvent(tx, {
    organizationId: scope.organizationId,
    kind: "task_assigned",
    key: `task-assigned:${task.id}:${userId}:${task.updatedAt}`,
    audience: { type: "users", userIds: [userId] },
    title: `${task.name} was assigned to you`,
    body: `Due on ${task.endDate}.`,
    link: TASKS_LINK,
  });
}

/**
 * Records "due tomorrow" and "late" for every organization's unfinished tasks on `today` (run by each process's
 * maintenance), once per task and end date: to its assignee when they are a member, else its project's team, else
 * the admins. Late is told for tasks late by at most LATE_NOTICE_DAYS. Answers how many it recorded now.
 */
export async function recordTaskDeadlines(db: Db, today: string, limit = 1000): Promise<number> {
  const tomorrow = addDays(today, 1);
  const rows = await db
    .select({
      id: tasks.id,
      organizationId: tasks.organizationId,
      projectId: tasks.projectId,
      name: tasks.name,
      assignee: tasks.assignee,
      endDate: tasks.endDate,
    })
    .from(tasks)
    .where(
      and(
        lt(tasks.progress, 100),
        between(tasks.endDate, addDays(today, -LATE_NOTICE_DAYS), tomorrow),
        ne(tasks.endDate, today),
        notRecordedYet(
          tasks.organizationId,
          sql`(case when ${tasks.endDate} = ${tomorrow} then 'task-due:' else 'task-late:' end) || ${tasks.id} || ':' || ${tasks.endDate}::text`,
        ),
      ),
    )
    .limit(limit);
  let recorded = 0;
  for (const task of rows) {
    const due = task.endDate === tomorrow;
    const userId = await memberNamed(db, task.organizationId, task.assignee);
    const audience: NotificationAudience = userId
      ? { type: "users", userIds: [userId] }
      : task.projectId
        ? { type: "project", projectId: task.projectId }
        : { type: "admins" };
    const told = await recordEvent(db, {
      organizationId: task.organizationId,
      kind: due ? "task_due_tomorrow" : "task_late",
      key: `${due ? "task-due" : "task-late"}:${task.id}:${task.endDate}`,
      audience,
      title: due ? `${task.name} is due tomorrow` : `${task.name} is late`,
      body: due ? `Its end date is ${task.endDate}.` : `It was due on ${task.endDate} and is not finished.`,
      link: TASKS_LINK,
    });
    if (told) recorded++;
  }
  return recorded;
}
