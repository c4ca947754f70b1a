import { eq } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { contractReports, contracts } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { newestFirst } from "../../server/platform/list-paging.ts";
import { readReport, saveReport, type SavedReport } from "../../server/platform/saved-reports.ts";
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

function toReport(r: SavedReport<ReportData>): ContractReport {
  return {
    id: r.id,
    reportDate: r.data.report_date,
    contractsCount: r.data.contracts_count,
    activeContracts: r.data.active_contracts,
    totalValue: r.data.total_value,
    uncountedValues: r.data.contracts.filter((c) => c.amount === null).length,
    generatedBy: r.generatedBy,
    createdAt: r.createdAt,
  };
}

/**
 * Saves a report (spec: contract_reports {generated_by, data{contracts_count, active_contracts, total_value}}),
 * with the rows it covers as they are now, so its PDF and CSV always say what it said when generated.
 */
export async function generateReport(db: Db, scope: Scope, reportDate: string): Promise<ContractReport> {
  const rows = await reportRows(db, scope);
  const data: ReportData = { ...reportTotals(rows), report_date: reportDate, contracts: rows };
  return (await getReportRecord(db, scope, await saveReport(db, scope, contractReports, data))).report;
}

export type StoredReport = { report: ContractReport; data: ReportData; organizationName: string };

/** A saved report with its rows and the organization's name (for the PDF and CSV); another organization's is a 404. */
export async function getReportRecord(db: Db, scope: Scope, id: string): Promise<StoredReport> {
  const saved = await readReport(
    db,
    scope,
    contractReports,
    id,
    (data) => reportData.parse(data),
    CONTRACT_MSG.reportNotFound,
  );
  return { report: toReport(saved), data: saved.data, organizationName: saved.organizationName };
}
