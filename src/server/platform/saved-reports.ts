import { and, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { organizations, users } from "../db/schema/index.ts";
import type { Scope } from "./access.ts";
import { notFound } from "./errors.ts";
import { personRefOf } from "./organization-rows.ts";

/**
 * Every module's saved reports have one shape (`contract_reports`, `finance_reports`…): id, organization, who
 * generated it, its snapshot as JSON, when. Saving one and reading it back for its files is done here once; the
 * module parses the snapshot with its own schema.
 */
export type ReportTable = PgTable & {
  id: PgColumn;
  organizationId: PgColumn;
  generatedBy: PgColumn;
  data: PgColumn;
  createdAt: PgColumn;
};

/** Saves a snapshot as the caller's report; answers its id. */
export async function saveReport(db: Db, scope: Scope, table: ReportTable, data: unknown): Promise<string> {
  const [saved] = await db
    .insert(table)
    .values({ organizationId: scope.organizationId, generatedBy: scope.userId, data })
    .returning({ id: sql<string>`${table.id}` });
  if (!saved) throw new Error("insert returned no row");
  return saved.id;
}

export type SavedReport<T> = {
  id: string;
  data: T;
  generatedBy: { id: string; fullName: string } | null;
  createdAt: string;
  organizationName: string;
};

/** A saved report of the caller's organization with its parsed snapshot; another organization's is a 404. */
export async function readReport<T>(
  db: Db,
  scope: Scope,
  table: ReportTable,
  id: string,
  parse: (data: unknown) => T,
  missing: string,
): Promise<SavedReport<T>> {
  const [row] = await db
    .select({
      data: sql<unknown>`${table.data}`,
      generatedById: users.id,
      generatedByName: users.name,
      // ISO 8601 in UTC from the database itself, the same text on either engine.
      createdAt: sql<string>`to_char(${table.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      organizationName: organizations.name,
    })
    .from(table)
    .innerJoin(organizations, eq(organizations.id, table.organizationId))
    .leftJoin(users, eq(users.id, table.generatedBy))
    .where(and(eq(table.id, id), eq(table.organizationId, scope.organizationId)))
    .limit(1);
  if (!row) throw notFound(missing);
  return {
    id,
    data: parse(row.data),
    generatedBy: personRefOf(row.generatedById, row.generatedByName),
    createdAt: row.createdAt,
    organizationName: row.organizationName,
  };
}
