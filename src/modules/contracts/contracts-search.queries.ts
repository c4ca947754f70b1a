import { and, asc, eq, ilike, or } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { contracts } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { likePattern } from "../../server/platform/list-paging.ts";

/** The organization's contracts whose name or client contains `q` (any case), by name, at most `limit`. */
export async function contractsMatching(
  db: Db,
  scope: Scope,
  q: string,
  limit: number,
): Promise<{ id: string; name: string; clientName: string; status: string }[]> {
  const pattern = likePattern(q);
  return db
    .select({ id: contracts.id, name: contracts.name, clientName: contracts.clientName, status: contracts.status })
    .from(contracts)
    .where(
      and(
        eq(contracts.organizationId, scope.organizationId),
        or(ilike(contracts.name, pattern), ilike(contracts.clientName, pattern)),
      ),
    )
    .orderBy(asc(contracts.name), asc(contracts.id))
    .limit(limit);
}
