import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import { executeRows, type Database, type Db } from "../../server/db/client.ts";
import { taskListStatement } from "./task-list.sql.ts";
import { ganttTaskDependencies as deps, ganttTasks as tasks } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, notFound } from "../../server/platform/errors.ts";
import { projectBelongs, projectNameOf } from "../projects/projects.queries.ts";
import type { Task, TaskInputParsed, TaskListFilters, TaskPatchParsed } from "./gantt.contract.ts";
import { GANTT_MSG } from "./gantt.constants.ts";
import { describeCycle, findDependencyCycle } from "./gantt.rules.ts";
import { tellAssignee } from "./gantt-notices.queries.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const columns = {
  id: tasks.id,
  name: tasks.name,
  startDate: tasks.startDate,
  endDate: tasks.endDate,
  assignee: tasks.assignee,
  progress: tasks.progress,
  projectId: tasks.projectId,
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
  dependencies: sql<
    string[] | null
  >`(select array_agg(d.depends_on_id order by d.depends_on_id) from ${deps} d where d.task_id = ${tasks.id})`,
};

function toTask(
  r: { createdAt: Date; updatedAt: Date; dependencies: string[] | null } & Omit<
    Task,
    "createdAt" | "updatedAt" | "dependencies"
  >,
): Task {
  return {
    ...r,
    dependencies: r.dependencies ?? [],
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
  };
}

/** The organization's tasks by start date (the spec's order), optionally one project's, or those overlapping a range, as JSON text. */
export async function listTasksJson(database: Database, scope: Scope, query: TaskListFilters): Promise<string> {
  const { name, text, params } = taskListStatement(scope.organizationId, query);
  const [row] = await database.prepared<{ items: string; truncated: boolean }>(name, text, params);
  return `{"tasks":${row?.items ?? "[]"},"truncated":${row?.truncated === true}}`;
}

async function getTaskIn(db: Db | Tx, scope: Scope, id: string): Promise<Task> {
  const [row] = await db
    .select(columns)
    .from(tasks)
    .where(and(eq(tasks.id, id), eq(tasks.organizationId, scope.organizationId)))
    .limit(1);
  if (!row) throw notFound("Task not found.");
  return toTask(row);
}

export const getTask = (db: Db, scope: Scope, id: string) => getTaskIn(db, scope, id);

/** One writer at a time per organization's dependency graph, so two saves cannot close a loop together. */
async function lockGraph(tx: Tx, scope: Scope): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"gantt:" + scope.organizationId}))`);
}

/**
 * The dependency edges a loop through `taskId` could use: those of the tasks its new dependencies lead to,
 * transitively (the part of the organization's graph above them, not all of it), leaving out `taskId`'s own
 * current edges, which the save replaces. UNION keeps the walk finite whatever the data holds.
 */
async function reachableEdges(
  tx: Tx,
  scope: Scope,
  taskId: string,
  dependencies: readonly string[],
): Promise<{ taskId: string; dependsOnId: string }[]> {
  const start = sql.join(
    dependencies.map((id) => sql`${id}`),
    sql`, `,
  );
  return executeRows<{ taskId: string; dependsOnId: string }>(
    tx,
    sql`with recursive reach(id) as (
          select unnest(array[${start}]::text[])
          union
          select d.depends_on_id from ${deps} d join reach r on d.task_id = r.id
          where d.organization_id = ${scope.organizationId} and d.task_id <> ${taskId}
        )
        select d.task_id as "taskId", d.depends_on_id as "dependsOnId" from ${deps} d join reach r on d.task_id = r.id
        where d.organization_id = ${scope.organizationId} and d.task_id <> ${taskId}`,
  );
}

/**
 * Refuses dependencies that are unknown to the organization or that would close a loop. A new task has no
 * successors yet, so it cannot close one (`isNew` skips reading the graph).
 */
async function checkDependencies(
  tx: Tx,
  scope: Scope,
  taskId: string,
  dependencies: readonly string[],
  isNew = false,
): Promise<void> {
  if (dependencies.length === 0) return;
  const unique = [...new Set(dependencies)];
  if (unique.includes(taskId)) {
    throw badRequest(
      describeCycle([taskId, taskId], () => "this task"),
      { dependencies: "A task cannot depend on itself." },
    );
  }
  const known = await tx
    .select({ id: tasks.id, name: tasks.name })
    .from(tasks)
    .where(and(eq(tasks.organizationId, scope.organizationId), inArray(tasks.id, unique)));
  if (known.length !== unique.length)
    throw badRequest(GANTT_MSG.unknownDependency, { dependencies: GANTT_MSG.unknownDependency });
  if (isNew) return;
  const edges = await reachableEdges(tx, scope, taskId, unique);
  const graph = new Map<string, string[]>();
  for (const e of edges) {
    if (e.taskId === taskId) continue; // this task's old dependencies are being replaced
    const list = graph.get(e.taskId);
    if (list) list.push(e.dependsOnId);
    else graph.set(e.taskId, [e.dependsOnId]);
  }
  const cycle = findDependencyCycle(taskId, unique, graph);
  if (!cycle) return;
  const names = await tx
    .select({ id: tasks.id, name: tasks.name })
    .from(tasks)
    .where(and(eq(tasks.organizationId, scope.organizationId), inArray(tasks.id, cycle)));
  const nameOf = (id: string) => names.find((n) => n.id === id)?.name ?? "this task";
  const message = describeCycle(cycle, nameOf);
  throw badRequest(message, { dependencies: message });
}

async function checkProject(db: Db | Tx, scope: Scope, projectId: string | null | undefined): Promise<void> {
  if (projectId && !(await projectBelongs(db, scope, projectId))) {
    throw badRequest(GANTT_MSG.unknownProject, { projectId: GANTT_MSG.unknownProject });
  }
}

async function replaceDependencies(
  tx: Tx,
  scope: Scope,
  taskId: string,
  dependencies: readonly string[],
): Promise<void> {
  await tx.delete(deps).where(eq(deps.taskId, taskId));
  const unique = [...new Set(dependencies)];
  if (unique.length > 0) {
    await tx
      .insert(deps)
      .values(unique.map((dependsOnId) => ({ organizationId: scope.organizationId, taskId, dependsOnId })));
  }
}

export async function createTask(db: Db, scope: Scope, input: TaskInputParsed): Promise<Task> {
  return db.transaction(async (tx) => {
    await lockGraph(tx, scope);
    await checkProject(tx, scope, input.projectId);
    const id = crypto.randomUUID();
    await checkDependencies(tx, scope, id, input.dependencies, true);
    const { dependencies, ...fields } = input;
    await tx.insert(tasks).values({ ...fields, id, organizationId: scope.organizationId });
    await replaceDependencies(tx, scope, id, dependencies);
    const task = await getTaskIn(tx, scope, id);
    await tellAssignee(tx, scope, task, null);
    return task;
  });
}

/** Applies a change; the merged task must still be valid (dates in order, no dependency loop). */
export async function updateTask(db: Db, scope: Scope, id: string, patch: TaskPatchParsed): Promise<Task> {
  return db.transaction(async (tx) => {
    await lockGraph(tx, scope);
    const current = await getTaskIn(tx, scope, id);
    const merged = { ...current, ...patch };
    if (merged.endDate < merged.startDate)
      throw badRequest(GANTT_MSG.endBeforeStart, { endDate: GANTT_MSG.endBeforeStart });
    if (patch.projectId !== undefined) await checkProject(tx, scope, patch.projectId);
    if (patch.dependencies) await checkDependencies(tx, scope, id, patch.dependencies);
    const { dependencies, ...fields } = patch;
    await tx
      .update(tasks)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(tasks.id, id), eq(tasks.organizationId, scope.organizationId)));
    if (dependencies) await replaceDependencies(tx, scope, id, dependencies);
    const task = await getTaskIn(tx, scope, id);
    await tellAssignee(tx, scope, task, current.assignee);
    return task;
  });
}

/** Deletes a task; it leaves the other tasks' dependencies with it (the foreign key cascades). */
export async function deleteTask(db: Db, scope: Scope, id: string): Promise<void> {
  const deleted = await db
    .delete(tasks)
    .where(and(eq(tasks.id, id), eq(tasks.organizationId, scope.organizationId)))
    .returning({ id: tasks.id });
  if (deleted.length === 0) throw notFound("Task not found.");
}

/** Tasks not finished yet (progress under 100). */
export async function countPendingTasks(db: Db, scope: Scope): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tasks)
    .where(and(eq(tasks.organizationId, scope.organizationId), lt(tasks.progress, 100)));
  return row?.n ?? 0;
}

/** Unfinished tasks ending between two dates (inclusive), soonest first. */
export async function tasksEndingBetween(db: Db, scope: Scope, from: string, to: string, limit: number) {
  return db
    .select({
      id: tasks.id,
      name: tasks.name,
      endDate: tasks.endDate,
      projectId: tasks.projectId,
      projectName: projectNameOf(tasks.projectId, tasks.organizationId),
    })
    .from(tasks)
    .where(
      and(
        eq(tasks.organizationId, scope.organizationId),
        lt(tasks.progress, 100),
        sql`${tasks.endDate} between ${from} and ${to}`,
      ),
    )
    .orderBy(asc(tasks.endDate), asc(tasks.id))
    .limit(limit);
}

/** A task not finished (progress under 100) whose end date has passed, with its project. */
export type LateTask = {
  id: string;
  name: string;
  endDate: string;
  progress: number;
  projectId: string | null;
  projectName: string | null;
};

/**
 * Late tasks on `today`: ended before it (end date earlier than today) with progress under 100, only those of
 * `projectIds` when given (an empty list finds nothing). Their count per project (null: no project), their
 * total, and the `limit` latest first (the longest overdue). Two statements, off the (organization, end date)
 * index.
 */
export async function lateTasks(
  db: Db,
  scope: Scope,
  today: string,
  opts: { projectIds?: readonly string[]; limit: number },
): Promise<{ total: number; perProject: Map<string | null, number>; worst: LateTask[] }> {
  if (opts.projectIds && opts.projectIds.length === 0) return { total: 0, perProject: new Map(), worst: [] };
  const where = and(
    eq(tasks.organizationId, scope.organizationId),
    lt(tasks.endDate, today),
    lt(tasks.progress, 100),
    opts.projectIds ? inArray(tasks.projectId, [...opts.projectIds]) : undefined,
  );
  const [counts, worst] = await Promise.all([
    db
      .select({ projectId: tasks.projectId, n: sql<number>`count(*)::int` })
      .from(tasks)
      .where(where)
      .groupBy(tasks.projectId),
    db
      .select({
        id: tasks.id,
        name: tasks.name,
        endDate: tasks.endDate,
        progress: tasks.progress,
        projectId: tasks.projectId,
        projectName: projectNameOf(tasks.projectId, tasks.organizationId),
      })
      .from(tasks)
      .where(where)
      .orderBy(asc(tasks.endDate), asc(tasks.name), asc(tasks.id))
      .limit(opts.limit),
  ]);
  const perProject = new Map(counts.map((c) => [c.projectId, Number(c.n)] as const));
  return { total: counts.reduce((sum, c) => sum + Number(c.n), 0), perProject, worst };
}
