import { and, eq, sql } from "drizzle-orm";
import type { Database, Db } from "../../server/db/client.ts";
import { clients, projects, users } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, notFound } from "../../server/platform/errors.ts";
import { clientBelongs } from "../clients/clients.queries.ts";
import { isMember } from "../../server/account/team.queries.ts";
import { isProjectStatus, parseBudget, projectList, type Project, type ProjectInputParsed, type ProjectList, type ProjectStatus } from "./projects.contract.ts";
import { PROJECT_LIST_SQL } from "./project-list.sql.ts";
import { dataVersion, VersionedCache } from "../../server/platform/versioned-cache.ts";
import { decodeCursor, encodeCursor, likePattern } from "../../server/platform/list-paging.ts";

const columns = {
  id: projects.id,
  name: projects.name,
  description: projects.description,
  startDate: projects.startDate,
  endDate: projects.endDate,
  status: projects.status,
  budget: projects.budget,
  progress: projects.progress,
  clientId: clients.id,
  clientName: clients.name,
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
    client: r.clientId && r.clientName !== null ? { id: r.clientId, name: r.clientName } : null,
    manager: r.managerId && r.managerName !== null ? { id: r.managerId, fullName: r.managerName } : null,
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
  };
}

function selectProjects(db: Db) {
  return db
    .select(columns)
    .from(projects)
    .leftJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(users, eq(users.id, projects.managerId));
}

export type ProjectListOptions = { q?: string; status?: ProjectStatus; cursor?: string; limit: number };

type ListRow = { items: string; has_more: boolean; last_key: string | null };

/**
 * A page of the organization's projects, newest first (the spec's order), with client and manager, as the
 * response's JSON text (the hot path: see project-list.sql.ts).
 */
export async function listProjectsJson(database: Database, scope: Scope, opts: ProjectListOptions): Promise<string> {
  const version = await dataVersion(database, scope.organizationId, "projects");
  const key = JSON.stringify([scope.organizationId, opts.q ?? "", opts.status ?? "", opts.cursor ?? "", opts.limit]);
  const cached = listCache.get(key, version);
  if (cached !== undefined) return cached;
  const json = await queryProjectList(database, scope, opts);
  listCache.set(key, version, json);
  return json;
}

/** Pages recently served, per process (16 M characters at most), valid while the organization's projects are unchanged. */
const listCache = new VersionedCache(16 * 1024 * 1024);

async function queryProjectList(database: Database, scope: Scope, opts: ProjectListOptions): Promise<string> {
  let cursorTime = "";
  let cursorId = "";
  if (opts.cursor) {
    const after = decodeCursor(opts.cursor);
    if (!after) throw badRequest("This page link is no longer valid. Please reload the list.");
    cursorTime = after.createdAt;
    cursorId = after.id;
  }
  const params = [scope.organizationId, opts.q ? likePattern(opts.q) : "", opts.status ?? "", cursorTime, cursorId, String(opts.limit)];
  const [row] = await database.prepared<ListRow>("project_list", PROJECT_LIST_SQL, params);
  if (!row) throw new Error("the project list query returned no row");
  const next = row.has_more && row.last_key ? cursorFromKey(row.last_key) : null;
  return `{"projects":${row.items},"nextCursor":${JSON.stringify(next)}}`;
}

/** The same page as objects, checked against the contract (for callers other than the list route). */
export async function listProjects(database: Database, scope: Scope, opts: ProjectListOptions): Promise<ProjectList> {
  return projectList.parse(JSON.parse(await listProjectsJson(database, scope, opts)));
}

function cursorFromKey(key: string): string {
  const bar = key.indexOf("|");
  return encodeCursor({ createdAt: key.slice(0, bar), id: key.slice(bar + 1) });
}

export async function getProject(db: Db, scope: Scope, id: string): Promise<Project> {
  const [row] = await selectProjects(db)
    .where(and(eq(projects.id, id), eq(projects.organizationId, scope.organizationId)))
    .limit(1);
  if (!row) throw notFound("Project not found.");
  return toProject(row);
}

/** Whether a project id belongs to the organization. */
export async function projectBelongs(db: Db, scope: Scope, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.organizationId, scope.organizationId)))
    .limit(1);
  return rows.length > 0;
}

/** The row to store: references checked against the caller's organization, budget parsed, manager defaulted. */
async function checkedValues(db: Db, scope: Scope, input: ProjectInputParsed) {
  const clientId = input.clientId ?? null;
  if (clientId && !(await clientBelongs(db, scope, clientId))) {
    throw badRequest("The selected client does not exist.", { clientId: "The selected client does not exist." });
  }
  const managerId = input.managerId === undefined ? scope.userId : input.managerId;
  if (managerId && !(await isMember(db, scope, managerId))) {
    throw badRequest("The selected manager is not a member of your organization.", { managerId: "Choose a member of your organization." });
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
