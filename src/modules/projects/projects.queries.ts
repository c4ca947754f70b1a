import { and, eq, inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Database, Db } from "../../server/db/client.ts";
import { projects, users } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { nameOfRow, personRefOf, recordRefOf, rowBelongs } from "../../server/platform/organization-rows.ts";
import { badRequest, notFound } from "../../server/platform/errors.ts";
import { clientBelongs, clientNameOf } from "../clients/clients.queries.ts";
import { isMember } from "../../server/account/team.queries.ts";
import { projectList, type Project, type ProjectInputParsed, type ProjectList } from "./projects.contract.ts";
import { isProjectStatus, parseBudget } from "./projects.constants.ts";
import { PROJECT_LIST, projectListStatement, type ProjectListFilters } from "./project-list.sql.ts";
import { cachedByDataVersion, VersionedCache } from "../../server/platform/versioned-cache.ts";
import { runJsonPage } from "../../server/platform/json-list.ts";

const columns = {
  id: projects.id,
  name: projects.name,
  description: projects.description,
  startDate: projects.startDate,
  endDate: projects.endDate,
  status: projects.status,
  budget: projects.budget,
  progress: projects.progress,
  clientId: projects.clientId,
  clientName: clientNameOf(projects.clientId, projects.organizationId),
  managerId: users.id,
  managerName: users.name,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
};

type Row = {
  id: string;
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  status: string;
  budget: string | null;
  progress: number;
  clientId: string | null;
  clientName: string | null;
  managerId: string | null;
  managerName: string | null;
  createdAt: Date;
  updatedAt: Date;
};

function toProject(r: Row): Project {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    startDate: r.startDate,
    endDate: r.endDate,
    status: isProjectStatus(r.status) ? r.status : "Planning",
    budget: r.budget === null ? null : Number(r.budget),
    progress: r.progress,
    client: recordRefOf(r.clientId, r.clientName),
    manager: personRefOf(r.managerId, r.managerName),
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
  };
}

function selectProjects(db: Db) {
  return db.select(columns).from(projects).leftJoin(users, eq(users.id, projects.managerId));
}

export type ProjectListOptions = ProjectListFilters & { limit: number };

/** Pages recently served, per process (16 M characters at most), valid while the organization's projects are unchanged. */
const listCache = new VersionedCache(16 * 1024 * 1024);

/**
 * A page of the organization's projects, newest first (the spec's order), with client and manager, as the
 * response's JSON text (the hot path: see project-list.sql.ts), cached by the "projects" data version.
 */
export async function listProjectsJson(database: Database, scope: Scope, opts: ProjectListOptions): Promise<string> {
  const key = [opts.q ?? "", opts.status ?? "", opts.cursor ?? "", opts.limit];
  return cachedByDataVersion(database, listCache, scope.organizationId, "projects", key, () =>
    runJsonPage(database, PROJECT_LIST, projectListStatement(scope.organizationId, opts), opts.limit),
  );
}

/** The same page as objects, checked against the contract (for callers other than the list route). */
export async function listProjects(database: Database, scope: Scope, opts: ProjectListOptions): Promise<ProjectList> {
  return projectList.parse(JSON.parse(await listProjectsJson(database, scope, opts)));
}

export async function getProject(db: Db, scope: Scope, id: string): Promise<Project> {
  const [row] = await selectProjects(db)
    .where(and(eq(projects.id, id), eq(projects.organizationId, scope.organizationId)))
    .limit(1);
  if (!row) throw notFound("Project not found.");
  return toProject(row);
}

/** Whether a project id belongs to the organization (a foreign id is treated as unknown). */
export const projectBelongs = (db: Db, scope: Scope, id: string): Promise<boolean> =>
  rowBelongs(db, scope, projects, id);

/**
 * A project's name for another module's query, given its row's project id and organization columns: that
 * module never reads the projects table itself.
 */
export const projectNameOf = (projectId: SQLWrapper, organizationId: SQLWrapper): SQL<string | null> =>
  nameOfRow(projects, projectId, organizationId);

/** The row to store: references checked against the caller's organization, budget parsed, manager defaulted. */
async function checkedValues(db: Db, scope: Scope, input: ProjectInputParsed) {
  const clientId = input.clientId ?? null;
  if (clientId && !(await clientBelongs(db, scope, clientId))) {
    throw badRequest("The selected client does not exist.", { clientId: "The selected client does not exist." });
  }
  const managerId = input.managerId === undefined ? scope.userId : input.managerId;
  if (managerId && !(await isMember(db, scope, managerId))) {
    throw badRequest("The selected manager is not a member of your organization.", {
      managerId: "Choose a member of your organization.",
    });
  }
  const budget = parseBudget(input.budget);
  return {
    name: input.name,
    description: input.description,
    startDate: input.startDate,
    endDate: input.endDate,
    status: input.status,
    budget: budget === null || budget === "invalid" ? null : budget.toFixed(2),
    progress: input.progress,
    clientId,
    managerId,
  };
}

export async function createProject(db: Db, scope: Scope, input: ProjectInputParsed): Promise<Project> {
  const values = await checkedValues(db, scope, input);
  const [row] = await db
    .insert(projects)
    .values({ ...values, organizationId: scope.organizationId, createdBy: scope.userId })
    .returning({ id: projects.id });
  if (!row) throw new Error("insert returned no row");
  return getProject(db, scope, row.id);
}

export async function updateProject(db: Db, scope: Scope, id: string, input: ProjectInputParsed): Promise<Project> {
  // Whose project first: another organization's is not found, whatever the input points at.
  if (!(await projectBelongs(db, scope, id))) throw notFound("Project not found.");
  const values = await checkedValues(db, scope, input);
  const updated = await db
    .update(projects)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(projects.id, id), eq(projects.organizationId, scope.organizationId)))
    .returning({ id: projects.id });
  if (updated.length === 0) throw notFound("Project not found.");
  return getProject(db, scope, id);
}

/** Deletes a project and, with it, its tasks (the foreign key cascades). */
export async function deleteProject(db: Db, scope: Scope, id: string): Promise<void> {
  const deleted = await db
    .delete(projects)
    .where(and(eq(projects.id, id), eq(projects.organizationId, scope.organizationId)))
    .returning({ id: projects.id });
  if (deleted.length === 0) throw notFound("Project not found.");
}

/** Figures for the overview: projects by status, and the most recent ones. */
export async function projectCounts(db: Db, scope: Scope): Promise<{ total: number; inProgress: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      inProgress: sql<number>`(count(*) filter (where ${projects.status} = 'In Progress'))::int`,
    })
    .from(projects)
    .where(eq(projects.organizationId, scope.organizationId));
  return { total: row?.total ?? 0, inProgress: row?.inProgress ?? 0 };
}

/** Projects ending between two dates (inclusive), soonest first, except those already finished. */
export async function projectsEndingBetween(db: Db, scope: Scope, from: string, to: string, limit: number) {
  return db
    .select({ id: projects.id, name: projects.name, endDate: projects.endDate })
    .from(projects)
    .where(
      and(
        eq(projects.organizationId, scope.organizationId),
        sql`${projects.endDate} between ${from} and ${to}`,
        sql`${projects.status} not in ('Completed', 'Cancelled')`,
      ),
    )
    .orderBy(projects.endDate)
    .limit(limit);
}

/** A project's name and budget in whole cents (null without one), for the finance module's figures. */
export type ProjectBudget = { id: string; name: string; budgetCents: number | null };

const budgetColumns = {
  id: projects.id,
  name: projects.name,
  budgetCents: sql<string | null>`(${projects.budget} * 100)::bigint::text`,
};
const toBudget = (r: { id: string; name: string; budgetCents: string | null }): ProjectBudget => ({
  id: r.id,
  name: r.name,
  budgetCents: r.budgetCents === null ? null : Number(r.budgetCents),
});

/** The organization's projects by name with their budgets, at most `limit`. */
export async function projectBudgets(db: Db, scope: Scope, limit: number): Promise<ProjectBudget[]> {
  const rows = await db
    .select(budgetColumns)
    .from(projects)
    .where(eq(projects.organizationId, scope.organizationId))
    .orderBy(projects.name, projects.id)
    .limit(limit);
  return rows.map(toBudget);
}

/** One project's name and budget; null when the organization has no such project. */
export async function projectBudget(db: Db, scope: Scope, id: string): Promise<ProjectBudget | null> {
  const [row] = await db
    .select(budgetColumns)
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.organizationId, scope.organizationId)))
    .limit(1);
  return row ? toBudget(row) : null;
}

/** The organization's projects with any of these names (case-insensitive), for an import that names projects. */
export async function projectsNamed(
  db: Db,
  scope: Scope,
  names: readonly string[],
): Promise<{ id: string; name: string }[]> {
  const lowered = [...new Set(names.map((n) => n.toLowerCase()))];
  if (lowered.length === 0) return [];
  return db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(
      and(
        eq(projects.organizationId, scope.organizationId),
        sql`lower(${projects.name}) in (${sql.join(
          lowered.map((n) => sql`${n}`),
          sql`, `,
        )})`,
      ),
    );
}

/** A project's figures for analytics: status, progress, dates and budget in whole cents (null without one). */
export type ProjectFigures = ProjectBudget & { status: string; progress: number; startDate: string; endDate: string };

/**
 * The organization's projects with their figures, by name: all of them, or those of `ids` that are its own (an
 * id of another organization, or of none, finds nothing). One statement.
 */
export async function projectFigures(db: Db, scope: Scope, ids?: readonly string[]): Promise<ProjectFigures[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select({
      ...budgetColumns,
      status: projects.status,
      progress: projects.progress,
      startDate: projects.startDate,
      endDate: projects.endDate,
    })
    .from(projects)
    .where(and(eq(projects.organizationId, scope.organizationId), ids ? inArray(projects.id, [...ids]) : undefined))
    .orderBy(projects.name, projects.id);
  return rows.map((r) => ({
    ...toBudget(r),
    status: r.status,
    progress: r.progress,
    startDate: r.startDate,
    endDate: r.endDate,
  }));
}

/**
 * Moves a project's end date by `days` (an approved change order's added contract time, issue 29), in the caller's
 * transaction; never before its start. Another organization's project is left alone.
 */
export async function shiftProjectEnd(
  db: Pick<Db, "update">,
  scope: Scope,
  projectId: string,
  days: number,
  now = new Date(),
): Promise<void> {
  if (days === 0) return;
  await db
    .update(projects)
    .set({
      endDate: sql`greatest(${projects.endDate} + ${days}::int, ${projects.startDate})`,
      updatedAt: now,
    })
    .where(and(eq(projects.id, projectId), eq(projects.organizationId, scope.organizationId)));
}
