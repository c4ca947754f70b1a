import { and, eq } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { contractReports, contracts, organizations, users } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { notFound } from "../../server/platform/errors.ts";
import { newestFirst } from "../../server/platform/list-paging.ts";
import { personRefOf } from "../../server/platform/organization-rows.ts";
import { projectNameOf } from "../projects/projects.queries.ts";
import { reportData, type ContractReport, type ReportData, type ReportRow } from "./contracts.contract.ts";
import { CONTRACT_MSG } from "./contracts.constants.ts";
import { parseContractValue, reportTotals } from "./contracts.rules.ts";

/** The contracts module's saved reports: generated from every contract of the organization, read back for their files. */

/** Every contract of the organization as a report row, newest first. */
async function reportRows(db: Db, scope: Scope): Promise<ReportRow[]> {
  const rows = await db
    .select({
      id: contracts.id,
      name: contracts.name,
      clientName: contracts.clientName,
      contractType: contracts.contractType,
      status: contracts.status,
      value: contracts.value,
      startDate: contracts.startDate,
      endDate: contracts.endDate,
      projectName: projectNameOf(contracts.projectId, contracts.organizationId),
    })
    .from(contracts)
    .where(eq(contracts.organizationId, scope.organizationId))
    .orderBy(...newestFirst(contracts.createdAt, contracts.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    client_name: r.clientName,
    contract_type: r.contractType,
    status: r.status,
    value: r.value,
    amount: parseContractValue(r.value),
    start_date: r.startDate,
    end_date: r.endDate,
    project_name: r.projectName,
  }));
}

type ReportRecord = { id: string; data: ReportData; generatedById: string | null; generatedByName: string | null; createdAt: Date };

function toReport(r: ReportRecord): ContractReport {
  return {
    id: r.id,
    reportDate: r.data.report_date,
    contractsCount: r.data.contracts_count,
    activeContracts: r.data.active_contracts,
    totalValue: r.data.total_value,
    uncountedValues: r.data.contracts.filter((c) => c.amount === null).length,
    generatedBy: personRefOf(r.generatedById, r.generatedByName),
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

/**
 * Saves a report (spec: contract_reports {generated_by, data{contracts_count, active_contracts, total_value}}),
 * with the rows it covers as they are now, so its PDF and CSV always say what it said when generated.
 */
export async function generateReport(db: Db, scope: Scope, reportDate: string): Promise<ContractReport> {
  const rows = await reportRows(db, scope);
  const data: ReportData = { ...reportTotals(rows), report_date: reportDate, contracts: rows };
  const [saved] = await db
    .insert(contractReports)
    .values({ organizationId: scope.organizationId, generatedBy: scope.userId, data })
    .returning({ id: contractReports.id });
  if (!saved) throw new Error("insert returned no row");
  return (await getReportRecord(db, scope, saved.id)).report;
}

export type StoredReport = { report: ContractReport; data: ReportData; organizationName: string };

/** A saved report with its rows and the organization's name (for the PDF and CSV); another organization's is a 404. */
export async function getReportRecord(db: Db, scope: Scope, id: string): Promise<StoredReport> {
  const [row] = await db
    .select({
      id: contractReports.id,
      data: contractReports.data,
      generatedById: users.id,
      generatedByName: users.name,
      createdAt: contractReports.createdAt,
      organizationName: organizations.name,
    })
    .from(contractReports)
    .innerJoin(organizations, eq(organizations.id, contractReports.organizationId))
    .leftJoin(users, eq(users.id, contractReports.generatedBy))
    .where(and(eq(contractReports.id, id), eq(contractReports.organizationId, scope.organizationId)))
    .limit(1);
  if (!row) throw notFound(CONTRACT_MSG.reportNotFound);
  const data = reportData.parse(row.data);
  return { report: toReport({ ...row, data }), data, organizationName: row.organizationName };
}
