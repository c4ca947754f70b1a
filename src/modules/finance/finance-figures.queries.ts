import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { financeProjectTotals, financeTransactions } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { notFound } from "../../server/platform/errors.ts";
import { projectBudget, projectBudgets, type ProjectBudget } from "../projects/projects.queries.ts";
import type { FinanceSummary, ProjectFinancials, ProjectFinancialsList, SummaryQuery } from "./finance.contract.ts";
import { PROJECT_FINANCIALS_MAX } from "./finance.constants.ts";
import { projectFigures } from "./finance.rules.ts";
import { periodConditions } from "./finance.queries.ts";

// The figures over the transactions: the summary cards, each project's financials, the overview's revenue and the
// payments by category, project and day (analytics).

const tx = financeTransactions;
const ofOrganization = (scope: Scope) => eq(tx.organizationId, scope.organizationId);

const centsSum = (condition: SQL) => sql<string>`coalesce(sum(${tx.amountCents}) filter (where ${condition}), 0)::text`;

/** The summary cards over a period and project: cleared income and expenses, their net, and what is pending. */
export async function financeSummary(db: Db, scope: Scope, filters: SummaryQuery): Promise<FinanceSummary> {
  const [row] = await db
    .select({
      income: centsSum(sql`${tx.status} = 'Cleared' and ${tx.type} = 'Receipt'`),
      expenses: centsSum(sql`${tx.status} = 'Cleared' and ${tx.type} = 'Payment'`),
      pending: centsSum(sql`${tx.status} = 'Pending'`),
      pendingCount: sql<number>`(count(*) filter (where ${tx.status} = 'Pending'))::int`,
    })
    .from(tx)
    .where(and(ofOrganization(scope), ...periodConditions(filters)));
  const incomeCents = Number(row?.income ?? 0);
  const expensesCents = Number(row?.expenses ?? 0);
  return {
    incomeCents,
    expensesCents,
    netCents: incomeCents - expensesCents,
    pendingCents: Number(row?.pending ?? 0),
    pendingCount: row?.pendingCount ?? 0,
  };
}

/**
 * Payments and receipts per project (Pending and Cleared; Void counts for nothing), as the trigger of migration
 * 0009 keeps them in finance_project_totals with every write: one row a project, however many transactions.
 */
export async function spendByProject(
  db: Db,
  scope: Scope,
  projectId?: string,
): Promise<Map<string, { spent: number; received: number }>> {
  const totals = financeProjectTotals;
  const rows = await db
    .select({ projectId: totals.projectId, spent: totals.spentCents, received: totals.receivedCents })
    .from(totals)
    .where(
      and(eq(totals.organizationId, scope.organizationId), projectId ? eq(totals.projectId, projectId) : undefined),
    );
  return new Map(rows.map((r) => [r.projectId, { spent: Number(r.spent), received: Number(r.received) }] as const));
}

const financialsOf = (p: ProjectBudget, spend: { spent: number; received: number } | undefined): ProjectFinancials => ({
  project: { id: p.id, name: p.name },
  ...projectFigures(p.budgetCents, spend?.spent ?? 0, spend?.received ?? 0),
});

/** Every project's financials, by project name (at most PROJECT_FINANCIALS_MAX). */
export async function listProjectFinancials(db: Db, scope: Scope): Promise<ProjectFinancialsList> {
  const [budgets, spend] = await Promise.all([
    projectBudgets(db, scope, PROJECT_FINANCIALS_MAX + 1),
    spendByProject(db, scope),
  ]);
  return {
    projects: budgets.slice(0, PROJECT_FINANCIALS_MAX).map((p) => financialsOf(p, spend.get(p.id))),
    truncated: budgets.length > PROJECT_FINANCIALS_MAX,
  };
}

/** One project's financials (the project page shows them); another organization's project is not found. */
export async function projectFinancialsOf(db: Db, scope: Scope, projectId: string): Promise<ProjectFinancials> {
  const [budget, spend] = await Promise.all([
    projectBudget(db, scope, projectId),
    spendByProject(db, scope, projectId),
  ]);
  if (!budget) throw notFound("Project not found.");
  return financialsOf(budget, spend.get(projectId));
}

/** The organization's cleared receipts in cents: the overview's Total Revenue. */
export async function clearedReceiptsCents(db: Db, scope: Scope): Promise<number> {
  const [row] = await db
    .select({ total: centsSum(sql`${tx.status} = 'Cleared' and ${tx.type} = 'Receipt'`) })
    .from(tx)
    .where(ofOrganization(scope));
  return Number(row?.total ?? 0);
}

/** Payments over a period: by category, by project (null: none) and by day, each in whole cents. */
export type PaymentBreakdown = {
  byCategory: { category: string; cents: number }[];
  byProject: { projectId: string | null; cents: number }[];
  byDay: { date: string; cents: number }[];
};

/**
 * What the organization paid between two dates (inclusive): Payment transactions Pending or Cleared (Void counts
 * for nothing, Receipts and Transfers are not costs), as spendByProject counts a project's spend; only those of
 * `projectIds` when given (an empty list finds nothing). One statement: one pass over the period's payments,
 * summed three ways (grouping sets).
 */
export async function paymentBreakdown(
  db: Db,
  scope: Scope,
  filter: { from: string; to: string; projectIds?: readonly string[] },
): Promise<PaymentBreakdown> {
  const out: PaymentBreakdown = { byCategory: [], byProject: [], byDay: [] };
  if (filter.projectIds && filter.projectIds.length === 0) return out;
  const rows = await db
    .select({
      set: sql<number>`grouping(${tx.category}, ${tx.projectId}, ${tx.date})::int`,
      category: tx.category,
      projectId: tx.projectId,
      date: sql<string | null>`${tx.date}::text`,
      cents: sql<string>`sum(${tx.amountCents})::text`,
    })
    .from(tx)
    .where(
      and(
        ofOrganization(scope),
        eq(tx.type, "Payment"),
        inArray(tx.status, ["Pending", "Cleared"]),
        sql`${tx.date} between ${filter.from}::date and ${filter.to}::date`,
        filter.projectIds ? inArray(tx.projectId, [...filter.projectIds]) : undefined,
      ),
    )
    .groupBy(sql`grouping sets ((${tx.category}), (${tx.projectId}), (${tx.date}))`);
  // grouping() sets a bit for each column not grouped in the row's set: 0b011 by category, 0b101 by project, 0b110 by day.
  for (const r of rows) {
    const cents = Number(r.cents);
    if (r.set === 0b011) out.byCategory.push({ category: r.category, cents });
    else if (r.set === 0b101) out.byProject.push({ projectId: r.projectId, cents });
    else if (r.set === 0b110 && r.date) out.byDay.push({ date: r.date, cents });
  }
  out.byDay.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return out;
}

/**
 * Job costing (issue 29): a project's payments, pending and cleared, summed by the cost code and type they are
 * charged to (payments with no cost code are left out: they belong to no budget line).
 */
export async function paymentsByCostCode(
  db: Db,
  scope: Scope,
  projectId: string,
): Promise<{ costCodeId: string; costType: string; cents: number }[]> {
  const rows = await db
    .select({
      costCodeId: tx.costCodeId,
      costType: tx.costType,
      cents: sql<string>`sum(${tx.amountCents})::text`,
    })
    .from(tx)
    .where(
      and(
        ofOrganization(scope),
        eq(tx.projectId, projectId),
        eq(tx.type, "Payment"),
        inArray(tx.status, ["Pending", "Cleared"]),
        sql`${tx.costCodeId} is not null and ${tx.costType} is not null`,
      ),
    )
    .groupBy(tx.costCodeId, tx.costType);
  return rows.flatMap((r) =>
    r.costCodeId && r.costType ? [{ costCodeId: r.costCodeId, costType: r.costType, cents: Number(r.cents) }] : [],
  );
}
