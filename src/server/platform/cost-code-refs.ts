import { and, eq, type Column } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { costCodes } from "../db/schema/index.ts";
import type { Scope } from "./access.ts";
import { badRequest } from "./errors.ts";
import type { CostCodeRef } from "../../shared/contracts/common.ts";
import { COST_CODE_MSG } from "../../shared/cost-code-messages.ts";

/**
 * A record charged to a cost code (a payment, a purchase order; issue 29, decision 0050): the code checked when it
 * is saved, and named when it is read. The codes are the organization's, in the shared schema's table; the modules
 * that charge to them read it here rather than through job finance, whose job costing reads their figures (a
 * circle between the modules otherwise).
 */

/** The join that names a record's code: only a code of the record's own organization. */
export const costCodeJoin = (costCodeId: Column, organizationId: Column) =>
  and(eq(costCodes.id, costCodeId), eq(costCodes.organizationId, organizationId));

export const costCodeColumns = {
  costCodeId: costCodes.id,
  costCodeCode: costCodes.code,
  costCodeName: costCodes.name,
};

export type CostCodeRow = { costCodeId: string | null; costCodeCode: string | null; costCodeName: string | null };

export const costCodeRefOf = (r: CostCodeRow): CostCodeRef | null =>
  r.costCodeId && r.costCodeCode !== null && r.costCodeName !== null
    ? { id: r.costCodeId, code: r.costCodeCode, name: r.costCodeName }
    : null;

/**
 * The code to store: none, or one of the caller's organization's codes (another's reads as unknown) that is in
 * use, unless the record already has it (`kept`: a code taken out of use stays where it is).
 */
export async function checkedCostCodeId(
  db: Db,
  scope: Scope,
  id: string | null | undefined,
  kept: string | null = null,
): Promise<string | null> {
  if (!id) return null;
  const [found] = await db
    .select({ code: costCodes.code, active: costCodes.active })
    .from(costCodes)
    .where(and(eq(costCodes.id, id), eq(costCodes.organizationId, scope.organizationId)))
    .limit(1);
  if (!found) throw badRequest(COST_CODE_MSG.unknown, { costCodeId: COST_CODE_MSG.unknown });
  if (!found.active && id !== kept) {
    const message = COST_CODE_MSG.inactive(found.code);
    throw badRequest(message, { costCodeId: message });
  }
  return id;
}
