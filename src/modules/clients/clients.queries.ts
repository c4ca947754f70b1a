import { and, asc, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { clients } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { nameOfRow, rowBelongs } from "../../server/platform/organization-rows.ts";
import type { Client, ClientFilters, ClientInput } from "./clients.contract.ts";

export async function listClients(
  db: Db,
  scope: Scope,
  query: ClientFilters,
): Promise<{ clients: Client[]; more: boolean }> {
  const rows = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(
      and(
        eq(clients.organizationId, scope.organizationId),
        query.q ? sql`strpos(lower(${clients.name}), lower(${query.q})) > 0` : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${clients.name})`))
    .limit(query.limit + 1);
  return { clients: rows.slice(0, query.limit), more: rows.length > query.limit };
}

/** Adds a client; a name the organization already has (any case) answers that client instead of a duplicate. */
export async function createClient(
  db: Db,
  scope: Scope,
  input: ClientInput,
): Promise<{ client: Client; created: boolean }> {
  const [inserted] = await db
    .insert(clients)
    .values({ organizationId: scope.organizationId, name: input.name })
    .onConflictDoNothing()
    .returning({ id: clients.id, name: clients.name });
  if (inserted) return { client: inserted, created: true };
  const [existing] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(
      and(eq(clients.organizationId, scope.organizationId), eq(sql`lower(${clients.name})`, input.name.toLowerCase())),
    );
  if (!existing) throw new Error("client conflict without an existing row");
  return { client: existing, created: false };
}

/** Whether a client id belongs to the organization (a foreign id is treated as unknown). */
export const clientBelongs = (db: Db, scope: Scope, clientId: string): Promise<boolean> =>
  rowBelongs(db, scope, clients, clientId);

/** A client's name for another module's query, given its row's client id and organization columns. */
export const clientNameOf = (clientId: SQLWrapper, organizationId: SQLWrapper): SQL<string | null> =>
  nameOfRow(clients, clientId, organizationId);
