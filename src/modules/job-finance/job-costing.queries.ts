import { and, eq } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { changeOrderLines, changeOrders } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { paymentsByCostCode } from "../finance/finance-figures.queries.ts";
import { committedByCostCode } from "../procurement/procurement-summary.queries.ts";
import { getProject } from "../projects/projects.queries.ts";
import { laborCostByCostCode } from "../time-clock/labor-costs.queries.ts";
import type { JobCostReport } from "./job-finance.contract.ts";
import { isCostType } from "./job-finance.constants.ts";
import { budgetOf } from "./budget.queries.ts";
import { costCodesNamed } from "./cost-codes.queries.ts";
import { jobCostReport, type AmountRow } from "./job-costing.rules.ts";

/** What approved change orders add to a project's budget, by cost code id and type. */
async function approvedChangesByCostCode(db: Db, scope: Scope, projectId: string) {
  const l = changeOrderLines;
  return db
    .select({ costCodeId: l.costCodeId, costType: l.costType, cents: l.amountCents })
    .from(l)
    .innerJoin(changeOrders, eq(changeOrders.id, l.changeOrderId))
    .where(
      and(
        eq(changeOrders.organizationId, scope.organizationId),
        eq(changeOrders.projectId, projectId),
        eq(changeOrders.status, "approved"),
      ),
    );
}

/**
 * A project's job costing (decision 0050): its budget lines, what approved change orders add, what its purchase
 * orders commit (finance's and procurement's own queries), what it has paid, and the labour of approved timesheets
 * (the time clock's), by cost code and type.
 */
export async function projectJobCost(db: Db, scope: Scope, projectId: string): Promise<JobCostReport> {
  const project = await getProject(db, scope, projectId);
  const [budget, changes, committed, paid, labor] = await Promise.all([
    budgetOf(db, scope, projectId),
    approvedChangesByCostCode(db, scope, projectId),
    committedByCostCode(db, scope, projectId),
    paymentsByCostCode(db, scope, projectId),
    laborCostByCostCode(db, scope, projectId),
  ]);
  // The codes' text and names: the budget's lines carry theirs; the few others are read.
  const byId = new Map(budget.lines.map((l) => [l.costCodeId, { code: l.costCode, name: l.costCodeName }]));
  const others = [...new Set([...changes, ...committed, ...paid, ...labor].map((r) => r.costCodeId))].filter(
    (id) => !byId.has(id),
  );
  for (const c of await costCodesNamed(db, scope, others)) byId.set(c.id, c);
  const amounts: AmountRow[] = [];
  const add = (row: { costCodeId: string; costType: string }, amount: Omit<AmountRow, "costCode" | "costType">) => {
    const code = byId.get(row.costCodeId);
    if (code && isCostType(row.costType)) amounts.push({ costCode: code.code, costType: row.costType, ...amount });
  };
  for (const c of changes) add(c, { approvedChangesCents: c.cents });
  for (const c of committed) add(c, { committedCents: c.cents });
  for (const p of paid) add(p, { actualCents: p.cents });
  for (const l of labor) add({ costCodeId: l.costCodeId, costType: "labor" }, { actualCents: l.cents });
  const report = jobCostReport(
    budget.lines.map((l) => ({ costCode: l.costCode, costType: l.costType, budgetCents: l.amountCents })),
    amounts,
  );
  const nameOf = new Map([...byId.values()].map((c) => [c.code, c.name]));
  return {
    project: { id: project.id, name: project.name },
    lines: report.lines.map((l) => ({ ...l, costCodeName: nameOf.get(l.costCode) ?? "" })),
    totals: report.totals,
  };
}
