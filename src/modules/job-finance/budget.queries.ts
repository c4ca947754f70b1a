import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { costCodes, projectBudgetLines, projectContracts } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { notFound } from "../../server/platform/errors.ts";
import { projectBelongs } from "../projects/projects.queries.ts";
import type { Budget, BudgetInputParsed, ProjectContract, ProjectContractParsed } from "./job-finance.contract.ts";
import { JOB_FINANCE_MSG } from "./job-finance.constants.ts";
import { usableCostCodes } from "./cost-codes.queries.ts";

/** A project's contract terms and its budget by cost code and type (decision 0050). */

/** The project, if it is the organization's; another organization's reads as missing (404). */
export async function requireProject(db: Db, scope: Scope, projectId: string): Promise<void> {
  if (!(await projectBelongs(db, scope, projectId))) throw notFound(JOB_FINANCE_MSG.projectNotFound);
}

/** The terms as set, or the defaults (10 % retainage) for a project whose terms were never set. */
export async function getProjectContract(db: Db, scope: Scope, projectId: string): Promise<ProjectContract> {
  await requireProject(db, scope, projectId);
  const [row] = await db
    .select()
    .from(projectContracts)
    .where(and(eq(projectContracts.projectId, projectId), eq(projectContracts.organizationId, scope.organizationId)));
  return {
    projectId,
    retainageBps: row?.retainageBps ?? 1000,
    ownerName: row?.ownerName ?? "",
    jobLocation: row?.jobLocation ?? "",
    contractDate: row?.contractDate ?? null,
  };
}

export async function saveProjectContract(
  db: Db,
  scope: Scope,
  projectId: string,
  input: ProjectContractParsed,
): Promise<ProjectContract> {
  await requireProject(db, scope, projectId);
  const values = { ...input, updatedAt: new Date() };
  await db
    .insert(projectContracts)
    .values({ projectId, organizationId: scope.organizationId, ...values })
    .onConflictDoUpdate({ target: projectContracts.projectId, set: values });
  return getProjectContract(db, scope, projectId);
}

export async function getBudget(db: Db, scope: Scope, projectId: string): Promise<Budget> {
  await requireProject(db, scope, projectId);
  return budgetOf(db, scope, projectId);
}

/** The budget of a project the caller has checked is the organization's. */
export async function budgetOf(db: Db, scope: Scope, projectId: string): Promise<Budget> {
  const b = projectBudgetLines;
  const lines = await db
    .select({
      id: b.id,
      costCodeId: b.costCodeId,
      costCode: costCodes.code,
      costCodeName: costCodes.name,
      costType: b.costType,
      description: b.description,
      amountCents: b.amountCents,
    })
    .from(b)
    .innerJoin(costCodes, eq(costCodes.id, b.costCodeId))
    .where(and(eq(b.organizationId, scope.organizationId), eq(b.projectId, projectId)))
    .orderBy(asc(b.position));
  return { lines, totalCents: lines.reduce((sum, l) => sum + l.amountCents, 0) };
}

/**
 * Replaces the project's budget lines, in one transaction (a refused line leaves the budget as it was). A code out
 * of use may stay on a line that already had it; a new line needs a code in use.
 */
export async function saveBudget(db: Db, scope: Scope, projectId: string, input: BudgetInputParsed): Promise<Budget> {
  await requireProject(db, scope, projectId);
  const b = projectBudgetLines;
  const before = await db
    .select({ costCodeId: b.costCodeId })
    .from(b)
    .where(and(eq(b.organizationId, scope.organizationId), eq(b.projectId, projectId)));
  await usableCostCodes(
    db,
    scope,
    input.lines.map((l) => l.costCodeId),
    new Set(before.map((r) => r.costCodeId)),
  );
  await db.transaction(async (tx) => {
    await tx.delete(b).where(and(eq(b.organizationId, scope.organizationId), eq(b.projectId, projectId)));
    if (input.lines.length > 0)
      await tx.insert(b).values(
        input.lines.map((l, position) => ({
          organizationId: scope.organizationId,
          projectId,
          costCodeId: l.costCodeId,
          costType: l.costType,
          description: l.description,
          amountCents: l.amount,
          position,
        })),
      );
  });
  return getBudget(db, scope, projectId);
}
