import { and, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { organizations } from "../db/schema/index.ts";
import type { Scope } from "./access.ts";

/**
 * Two questions every module answers about its own table for others (or for itself), in one place. The
 * owning module exports them under its own names (`projectBelongs`, `projectNameOf`…), so a reader never
 * touches another module's table.
 */
type OrganizationTable = PgTable & { id: PgColumn; organizationId: PgColumn };

/** Whether row `id` belongs to the caller's organization (another organization's row reads as missing). */
export async function rowBelongs(db: Db, scope: Scope, table: OrganizationTable, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.organizationId, scope.organizationId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * A row's name for another module's query, which passes its own columns: the id it points to and its
 * organization (a row of another organization reads as none).
 */
export function nameOfRow(
  table: OrganizationTable & { name: PgColumn },
  id: SQLWrapper,
  organizationId: SQLWrapper,
): SQL<string | null> {
  return sql<
    string | null
  >`(select ${table.name} from ${table} where ${table.id} = ${id} and ${table.organizationId} = ${organizationId})`;
}

/** A joined record's reference for an answer (`{ id, name }`), or null when the row points at none (or a foreign one). */
export const recordRefOf = (id: string | null, name: string | null): { id: string; name: string } | null =>
  id && name !== null ? { id, name } : null;

/** A joined person's reference for an answer (`{ id, fullName }`), or null. */
export const personRefOf = (id: string | null, fullName: string | null): { id: string; fullName: string } | null =>
  id && fullName !== null ? { id, fullName } : null;

/** The caller's organization's name (the sender of a purchase order, the author of a document). */
export async function organizationNameOf(db: Db, scope: Scope): Promise<string> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, scope.organizationId))
    .limit(1);
  return row?.name ?? "";
}
