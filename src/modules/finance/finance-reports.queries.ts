import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { financeReports, financeTransactions } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest } from "../../server/platform/errors.ts";
import { readReport, saveReport, type SavedReport } from "../../server/platform/saved-reports.ts";
import { projectBudget, projectBudgets, projectNameOf } from "../projects/projects.queries.ts";
import {
  reportData,
  type FinanceReport,
  type ReportData,
  type ReportInputParsed,
  type ReportTransaction,
} from "./finance.contract.ts";
import {
  FINANCE_MSG,
  PROJECT_FINANCIALS_MAX,
  REPORT_MAX_TRANSACTIONS,
  TRANSACTION_CATEGORIES,
} from "./finance.constants.ts";
import { periodConditions } from "./finance.queries.ts";
import { financeSummary, spendByProject } from "./finance-figures.queries.ts";
import { projectFigures } from "./finance.rules.ts";

/** The finance module's saved reports: a period and project's figures and transactions, kept as they were. */

const tx = financeTransactions;
const cents = (condition: ReturnType<typeof sql>) =>
  sql<string>`coalesce(sum(${tx.amountCents}) filter (where ${condition}), 0)::text`;

/** The period's transactions, oldest first (a report reads forward), at most REPORT_MAX_TRANSACTIONS. */
async function reportTransactions(db: Db, scope: Scope, filters: ReportInputParsed): Promise<ReportTransaction[]> {
  const rows = await db
    .select({
      date: tx.date,
      type: tx.type,
      category: tx.category,
      status: tx.status,
      amountCents: tx.amountCents,
      vendor: tx.vendor,
      description: tx.description,
      reference: tx.reference,
      projectName: projectNameOf(tx.projectId, tx.organizationId),
    })
    .from(tx)
    .where(
      and(
        eq(tx.organizationId, scope.organizationId),
        ...periodConditions({ ...filters, projectId: filters.projectId ?? undefined }),
      ),
    )
    .orderBy(asc(tx.date), asc(tx.createdAt), asc(tx.id))
    .limit(REPORT_MAX_TRANSACTIONS + 1);
  if (rows.length > REPORT_MAX_TRANSACTIONS)
    throw badRequest(FINANCE_MSG.reportTooLarge, { from: FINANCE_MSG.reportTooLarge });
  return rows.map((r) => ({
    ...r,
    amountCents: Number(r.amountCents),
  }));
}

/** Per category: cleared payments and receipts, and pending amounts; they add up to the summary cards. */
async function categoryFigures(db: Db, scope: Scope, filters: ReportInputParsed): Promise<ReportData["categories"]> {
  const rows = await db
    .select({
      category: tx.category,
      expenses: cents(sql`${tx.status} = 'Cleared' and ${tx.type} = 'Payment'`),
      income: cents(sql`${tx.status} = 'Cleared' and ${tx.type} = 'Receipt'`),
      pending: cents(sql`${tx.status} = 'Pending'`),
    })
    .from(tx)
    .where(
      and(
        eq(tx.organizationId, scope.organizationId),
        ...periodConditions({ ...filters, projectId: filters.projectId ?? undefined }),
      ),
    )
    .groupBy(tx.category);
  const byCategory = new Map(rows.map((r) => [r.category, r]));
  return TRANSACTION_CATEGORIES.map((category) => {
    const r = byCategory.get(category);
    return {
      category,
      expensesCents: Number(r?.expenses ?? 0),
      incomeCents: Number(r?.income ?? 0),
      pendingCents: Number(r?.pending ?? 0),
    };
  });
}

/** Each project with transactions in the period: what it spent and received in it, and its budget and spend to date. */
async function projectRows(db: Db, scope: Scope, filters: ReportInputParsed): Promise<ReportData["projects"]> {
  const rows = await db
    .select({
      projectId: tx.projectId,
      spent: cents(sql`${tx.status} <> 'Void' and ${tx.type} = 'Payment'`),
      received: cents(sql`${tx.status} <> 'Void' and ${tx.type} = 'Receipt'`),
    })
    .from(tx)
    .where(
      and(
        eq(tx.organizationId, scope.organizationId),
        isNotNull(tx.projectId),
        ...periodConditions({ ...filters, projectId: filters.projectId ?? undefined }),
      ),
    )
    .groupBy(tx.projectId);
  if (rows.length === 0) return [];
  const [budgets, toDate] = await Promise.all([
    projectBudgets(db, scope, PROJECT_FINANCIALS_MAX),
    spendByProject(db, scope, filters.projectId ?? undefined),
  ]);
  const inPeriod = new Map(rows.map((r) => [r.projectId, r]));
  return budgets.flatMap((p) => {
    const r = inPeriod.get(p.id);
    if (!r) return [];
    const spentToDateCents = toDate.get(p.id)?.spent ?? 0;
    return [
      {
        project: { id: p.id, name: p.name },
        spentCents: Number(r.spent),
        receivedCents: Number(r.received),
        budgetCents: p.budgetCents,
        spentToDateCents,
        percentUsed: projectFigures(p.budgetCents, spentToDateCents, 0).percentUsed,
      },
    ];
  });
}

function toReport(r: SavedReport<ReportData>): FinanceReport {
  return {
    id: r.id,
    reportDate: r.data.reportDate,
    from: r.data.from,
    to: r.data.to,
    project: r.data.project,
    summary: r.data.summary,
    transactionCount: r.data.transactions.length,
    generatedBy: r.generatedBy,
    createdAt: r.createdAt,
  };
}

/**
 * Generates and saves a report of a period and project (all of them when absent): the summary cards, the
 * figures per category and project, and every transaction, read in one database transaction so they agree,
 * and kept so the report's files always say what it said when generated.
 */
export async function generateFinanceReport(
  db: Db,
  scope: Scope,
  input: ReportInputParsed,
  reportDate: string,
): Promise<FinanceReport> {
  const projectId = input.projectId || null;
  const id = await db.transaction(async (trx) => {
    const project = projectId ? await projectBudget(trx, scope, projectId) : null;
    if (projectId && !project) throw badRequest(FINANCE_MSG.unknownProject, { projectId: FINANCE_MSG.unknownProject });
    const filters = { ...input, projectId };
    const transactions = await reportTransactions(trx, scope, filters);
    const [summary, categories, projects] = await Promise.all([
      financeSummary(trx, scope, { from: input.from, to: input.to, projectId: projectId ?? undefined }),
      categoryFigures(trx, scope, filters),
      projectRows(trx, scope, filters),
    ]);
    const data: ReportData = {
      reportDate,
      from: input.from ?? null,
      to: input.to ?? null,
      project: project ? { id: project.id, name: project.name } : null,
      summary,
      categories,
      projects,
      transactions,
    };
    return saveReport(trx, scope, financeReports, data);
  });
  return (await getFinanceReportRecord(db, scope, id)).report;
}

export type StoredFinanceReport = { report: FinanceReport; data: ReportData; organizationName: string };

/** A saved report with its rows and the organization's name (for its files); another organization's is a 404. */
export async function getFinanceReportRecord(db: Db, scope: Scope, id: string): Promise<StoredFinanceReport> {
  const saved = await readReport(
    db,
    scope,
    financeReports,
    id,
    (data) => reportData.parse(data),
    FINANCE_MSG.reportNotFound,
  );
  return { report: toReport(saved), data: saved.data, organizationName: saved.organizationName };
}
