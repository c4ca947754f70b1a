import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { payApplications, sovLines } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import type { WipReport } from "./job-finance.contract.ts";
import { projectJobCost } from "./job-costing.queries.ts";
import { getPayApplication } from "./pay-applications.queries.ts";
import { getScheduleOfValues } from "./sov.queries.ts";
import { wipReport } from "./wip.rules.ts";

/**
 * The work-in-progress report (issue 29), one row per project with a schedule of values: its contract sum to date,
 * its estimated cost (the job's projected cost: the revised budget, or what is spent and committed when more), its
 * cost to date (payments, pending and cleared), and what it has billed (completed and stored to date on its
 * latest approved or paid application).
 */
export async function workInProgress(db: Db, scope: Scope): Promise<WipReport> {
  const projects = await db
    .selectDistinct({ id: sovLines.projectId })
    .from(sovLines)
    .where(eq(sovLines.organizationId, scope.organizationId));
  const inputs = await Promise.all(
    projects.map(async ({ id }) => {
      const [sov, cost, [latest]] = await Promise.all([
        getScheduleOfValues(db, scope, id),
        projectJobCost(db, scope, id),
        db
          .select({ id: payApplications.id })
          .from(payApplications)
          .where(
            and(
              eq(payApplications.organizationId, scope.organizationId),
              eq(payApplications.projectId, id),
              inArray(payApplications.status, ["approved", "paid"]),
            ),
          )
          .orderBy(desc(payApplications.number))
          .limit(1),
      ]);
      const billed = latest ? (await getPayApplication(db, scope, latest.id)).summary.completedAndStoredToDateCents : 0;
      return {
        projectId: id,
        projectName: cost.project.name,
        contractCents: sov.contractSumToDateCents,
        estimatedCostCents: cost.totals.projectedCents,
        costToDateCents: cost.totals.actualCents,
        billedToDateCents: billed,
      };
    }),
  );
  const report = wipReport(inputs.sort((a, b) => a.projectName.localeCompare(b.projectName)));
  return { rows: report.rows, totals: report.totals };
}
