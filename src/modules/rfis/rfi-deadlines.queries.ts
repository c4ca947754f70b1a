import { and, asc, eq, lte } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { rfis } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { projectNameOf } from "../projects/projects.queries.ts";

/**
 * Open RFIs due by `until`, the overdue ones (due before today) among them, soonest first: what the overview's
 * deadlines show (issue 31).
 */
export async function openRfisDueBy(db: Db, scope: Scope, until: string, limit: number) {
  return db
    .select({
      id: rfis.id,
      number: rfis.number,
      subject: rfis.subject,
      dueDate: rfis.dueDate,
      projectId: rfis.projectId,
      projectName: projectNameOf(rfis.projectId, rfis.organizationId),
    })
    .from(rfis)
    .where(and(eq(rfis.organizationId, scope.organizationId), eq(rfis.status, "open"), lte(rfis.dueDate, until)))
    .orderBy(asc(rfis.dueDate), asc(rfis.id))
    .limit(limit);
}
