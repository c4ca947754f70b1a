import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { costCodes } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, conflict, notFound } from "../../server/platform/errors.ts";
import type { CostCode, CostCodeInput, CostCodeUpdate } from "./job-finance.contract.ts";
import { DEFAULT_COST_CODES, JOB_FINANCE_MSG } from "./job-finance.constants.ts";

/**
 * An organization's cost codes (decision 0050). Its list starts as the CSI MasterFormat divisions the first time it
 * is read; a code is taken out of use, never deleted, so the lines and payments that name it keep it.
 */

const columns = { id: costCodes.id, code: costCodes.code, name: costCodes.name, active: costCodes.active };
const ofOrganization = (scope: Scope) => eq(costCodes.organizationId, scope.organizationId);

/** The codes by code; an organization with none yet gets the default list (once, whoever asks first). */
export async function listCostCodes(db: Db, scope: Scope): Promise<CostCode[]> {
  const rows = await db.select(columns).from(costCodes).where(ofOrganization(scope)).orderBy(asc(costCodes.code));
  if (rows.length > 0) return rows;
  await db
    .insert(costCodes)
    .values(DEFAULT_COST_CODES.map((c) => ({ organizationId: scope.organizationId, code: c.code, name: c.name })))
    .onConflictDoNothing();
  return db.select(columns).from(costCodes).where(ofOrganization(scope)).orderBy(asc(costCodes.code));
}

export async function createCostCode(db: Db, scope: Scope, input: CostCodeInput): Promise<CostCode> {
  await listCostCodes(db, scope);
  const [created] = await db
    .insert(costCodes)
    .values({ organizationId: scope.organizationId, code: input.code, name: input.name })
    .onConflictDoNothing()
    .returning(columns);
  if (!created) throw conflict(JOB_FINANCE_MSG.costCodeTaken(input.code));
  return created;
}

export async function updateCostCode(db: Db, scope: Scope, id: string, input: CostCodeUpdate): Promise<CostCode> {
  const [found] = await db
    .select(columns)
    .from(costCodes)
    .where(and(eq(costCodes.id, id), ofOrganization(scope)));
  if (!found) throw notFound(JOB_FINANCE_MSG.costCodeNotFound);
  if (input.code !== undefined && input.code !== found.code) {
    const [taken] = await db
      .select({ id: costCodes.id })
      .from(costCodes)
      .where(and(ofOrganization(scope), eq(costCodes.code, input.code)));
    if (taken) throw conflict(JOB_FINANCE_MSG.costCodeTaken(input.code));
  }
  const [updated] = await db
    .update(costCodes)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(costCodes.id, id), ofOrganization(scope)))
    .returning(columns);
  if (!updated) throw notFound(JOB_FINANCE_MSG.costCodeNotFound);
  return updated;
}

/**
 * Checks that every id names one of the organization's codes in use (a foreign id reads as unknown; a code out of
 * use is refused for new lines, unless `kept` already holds it). Answers the codes by id.
 */
export async function usableCostCodes(
  db: Db,
  scope: Scope,
  ids: readonly string[],
  kept: ReadonlySet<string> = new Set(),
): Promise<Map<string, CostCode>> {
  const unique = [...new Set(ids)];
  const rows =
    unique.length === 0
      ? []
      : await db
          .select(columns)
          .from(costCodes)
          .where(and(ofOrganization(scope), inArray(costCodes.id, unique)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of unique) {
    const found = byId.get(id);
    if (!found) throw badRequest(JOB_FINANCE_MSG.costCodeUnknown);
    if (!found.active && !kept.has(id)) throw badRequest(JOB_FINANCE_MSG.costCodeInactive(found.code));
  }
  return byId;
}

/** The organization's codes among these ids (any, in use or not), with their text and names. */
export async function costCodesNamed(db: Db, scope: Scope, ids: readonly string[]): Promise<CostCode[]> {
  if (ids.length === 0) return [];
  return db
    .select(columns)
    .from(costCodes)
    .where(and(ofOrganization(scope), inArray(costCodes.id, [...ids])));
}
