import { and, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { contracts, users } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { nameOfRow, rowBelongs } from "../../server/platform/organization-rows.ts";
import { badRequest, notFound } from "../../server/platform/errors.ts";
import {
  projectRecordColumns,
  projectRecordFieldsOf,
  type ProjectRecordRow,
} from "../../server/platform/project-record-rows.ts";
import { projectBelongs, projectNameOf } from "../projects/projects.queries.ts";
import type { Contract, ContractInputParsed, ContractList, ContractSummary } from "./contracts.contract.ts";
import { CONTRACT_MSG, type ContractStatus } from "./contracts.constants.ts";
import { parseContractValue, summarizeContracts } from "./contracts.rules.ts";
import { decodeCursor, encodeCursor, keysetPage, newestFirst } from "../../server/platform/list-paging.ts";

const columns = {
  id: contracts.id,
  name: contracts.name,
  clientName: contracts.clientName,
  value: contracts.value,
  startDate: contracts.startDate,
  endDate: contracts.endDate,
  status: contracts.status,
  contractType: contracts.contractType,
  description: contracts.description,
  ...projectRecordColumns(contracts, projectNameOf(contracts.projectId, contracts.organizationId)),
};

type Row = ProjectRecordRow & {
  id: string;
  name: string;
  clientName: string;
  value: string;
  startDate: string;
  endDate: string | null;
  status: ContractStatus;
  contractType: string;
  description: string;
};

function toContract(r: Row): Contract {
  return {
    id: r.id,
    name: r.name,
    clientName: r.clientName,
    value: r.value,
    amount: parseContractValue(r.value),
    startDate: r.startDate,
    endDate: r.endDate,
    status: r.status,
    contractType: r.contractType,
    description: r.description,
    ...projectRecordFieldsOf(r),
  };
}

function selectContracts(db: Db) {
  return db.select(columns).from(contracts).leftJoin(users, eq(users.id, contracts.createdBy));
}

const ofOrganization = (scope: Scope) => eq(contracts.organizationId, scope.organizationId);

/** A page of the organization's contracts, newest first (spec: newest first by created_at), with their project. */
export async function listContracts(
  db: Db,
  scope: Scope,
  opts: { cursor?: string; limit: number },
): Promise<ContractList> {
  let after = sql`true`;
  if (opts.cursor) {
    const cursor = decodeCursor(opts.cursor);
    if (!cursor) throw badRequest("This page link is no longer valid. Please reload the list.");
    after = sql`(${contracts.createdAt}, ${contracts.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`;
  }
  const rows = await selectContracts(db)
    .where(and(ofOrganization(scope), after))
    .orderBy(...newestFirst(contracts.createdAt, contracts.id))
    .limit(opts.limit + 1);
  const { page, nextCursor } = keysetPage(rows, opts.limit, (last) =>
    encodeCursor({ createdAt: last.createdAtKey, id: last.id }),
  );
  return { contracts: page.map(toContract), nextCursor };
}

export async function getContract(db: Db, scope: Scope, id: string): Promise<Contract> {
  const [row] = await selectContracts(db)
    .where(and(eq(contracts.id, id), ofOrganization(scope)))
    .limit(1);
  if (!row) throw notFound(CONTRACT_MSG.notFound);
  return toContract(row);
}

/** Whether a contract id belongs to the organization (a foreign id is treated as unknown). */
export const contractBelongs = (db: Db, scope: Scope, id: string): Promise<boolean> =>
  rowBelongs(db, scope, contracts, id);

/**
 * A contract's name for another module's query, given its row's contract id and organization columns: that
 * module never reads the contracts table itself.
 */
export const contractNameOf = (contractId: SQLWrapper, organizationId: SQLWrapper): SQL<string | null> =>
  nameOfRow(contracts, contractId, organizationId);

/** The row to store: the project checked against the caller's organization, empty texts as none. */
async function checkedValues(db: Db, scope: Scope, input: ContractInputParsed) {
  const projectId = input.projectId || null;
  if (projectId && !(await projectBelongs(db, scope, projectId))) {
    throw badRequest(CONTRACT_MSG.unknownProject, { projectId: CONTRACT_MSG.unknownProject });
  }
  return {
    name: input.name,
    clientName: input.clientName,
    value: input.value,
    startDate: input.startDate,
    endDate: input.endDate || null,
    status: input.status,
    contractType: input.contractType,
    description: input.description,
    projectId,
  };
}

export async function createContract(db: Db, scope: Scope, input: ContractInputParsed): Promise<Contract> {
  const values = await checkedValues(db, scope, input);
  const [row] = await db
    .insert(contracts)
    .values({ ...values, organizationId: scope.organizationId, createdBy: scope.userId })
    .returning({ id: contracts.id });
  if (!row) throw new Error("insert returned no row");
  return getContract(db, scope, row.id);
}

export async function updateContract(db: Db, scope: Scope, id: string, input: ContractInputParsed): Promise<Contract> {
  // Whose contract first: another organization's is not found, whatever the input points at.
  if (!(await contractBelongs(db, scope, id))) throw notFound(CONTRACT_MSG.notFound);
  const values = await checkedValues(db, scope, input);
  const updated = await db
    .update(contracts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(contracts.id, id), ofOrganization(scope)))
    .returning({ id: contracts.id });
  if (updated.length === 0) throw notFound(CONTRACT_MSG.notFound);
  return getContract(db, scope, id);
}

/** Deletes a contract; documents attached to it stay in the Document Hub, detached (the foreign key sets null). */
export async function deleteContract(db: Db, scope: Scope, id: string): Promise<void> {
  const deleted = await db
    .delete(contracts)
    .where(and(eq(contracts.id, id), ofOrganization(scope)))
    .returning({ id: contracts.id });
  if (deleted.length === 0) throw notFound(CONTRACT_MSG.notFound);
}

/** The four cards over all the organization's contracts, "expiring soon" judged against the caller's today. */
export async function contractSummary(db: Db, scope: Scope, today: string): Promise<ContractSummary> {
  const rows = await db
    .select({ status: contracts.status, endDate: contracts.endDate })
    .from(contracts)
    .where(ofOrganization(scope));
  return summarizeContracts(rows, today);
}
