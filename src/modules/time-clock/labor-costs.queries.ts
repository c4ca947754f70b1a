import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { laborCosts } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";

/**
 * What approved timesheets cost a project, by cost code (issue 31): hours × each worker's rate as approved,
 * overtime at its multiplier. Job costing adds it to the project's actual cost as labour. A week reopened takes
 * its lines with it.
 */
export async function laborCostByCostCode(
  db: Db,
  scope: Scope,
  projectId: string,
): Promise<{ costCodeId: string; cents: number }[]> {
  const l = laborCosts;
  const rows = await db
    .select({ costCodeId: l.costCodeId, cents: sql<number>`sum(${l.amountCents})::int` })
    .from(l)
    .where(and(eq(l.organizationId, scope.organizationId), eq(l.projectId, projectId), isNotNull(l.costCodeId)))
    .groupBy(l.costCodeId);
  return rows.flatMap((r) => (r.costCodeId ? [{ costCodeId: r.costCodeId, cents: Number(r.cents) }] : []));
}
