import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { changeOrderLines, changeOrderLinks, changeOrders, costCodes } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { conflict, notFound } from "../../server/platform/errors.ts";
import { databaseError } from "../../server/platform/errors-handler.ts";
import type {
  ChangeOrder,
  ChangeOrderInputParsed,
  ChangeOrderList,
  ChangeOrderSummary,
} from "./job-finance.contract.ts";
import { CHANGE_ORDER_STATUS_LABELS, JOB_FINANCE_MSG, type ChangeOrderStatus } from "./job-finance.constants.ts";
import { approvedChangeOrderTotals, changeOrderTotals, moveRefusal } from "./change-order.rules.ts";
import { requireProject } from "./budget.queries.ts";
import { usableCostCodes } from "./cost-codes.queries.ts";

/**
 * A project's change orders (issue 29): drafted and edited by the contractor, sent to the client by a link
 * (change-order-links.queries.ts), approved or rejected there, or voided. An edit of a sent one takes it back to
 * draft, raises its version and revokes its link. Only an approved one counts (budget, contract sum, schedule).
 */

const co = changeOrders;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const summaryColumns = {
  id: co.id,
  projectId: co.projectId,
  number: co.number,
  title: co.title,
  status: co.status,
  amountCents: co.amountCents,
  days: co.days,
  sentAt: co.sentAt,
  sentTo: co.sentTo,
  answeredAt: co.answeredAt,
  answerName: co.answerName,
  updatedAt: co.updatedAt,
};
const selectSummaries = (db: Db) => db.select(summaryColumns).from(co);
type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

const toSummary = (r: SummaryRow): ChangeOrderSummary => ({
  ...r,
  sentAt: iso(r.sentAt),
  answeredAt: iso(r.answeredAt),
  updatedAt: r.updatedAt.toISOString(),
});

export async function listChangeOrders(db: Db, scope: Scope, projectId: string): Promise<ChangeOrderList> {
  await requireProject(db, scope, projectId);
  const rows = await selectSummaries(db)
    .where(and(eq(co.organizationId, scope.organizationId), eq(co.projectId, projectId)))
    .orderBy(desc(co.createdAt), desc(co.id));
  const approved = approvedChangeOrderTotals(rows);
  return {
    changeOrders: rows.map(toSummary),
    approvedCents: approved.amountCents,
    approvedDays: approved.days,
    pendingCents: changeOrderTotals(rows.filter((r) => r.status === "sent")).amountCents,
  };
}

export async function getChangeOrder(db: Db | Tx, scope: Scope, id: string): Promise<ChangeOrder> {
  const [row] = await db
    .select({ ...summaryColumns, description: co.description, reason: co.reason, version: co.version })
    .from(co)
    .where(and(eq(co.id, id), eq(co.organizationId, scope.organizationId)));
  if (!row) throw notFound(JOB_FINANCE_MSG.changeOrderNotFound);
  const l = changeOrderLines;
  const lines = await db
    .select({
      id: l.id,
      costCodeId: l.costCodeId,
      costCode: costCodes.code,
      costCodeName: costCodes.name,
      costType: l.costType,
      description: l.description,
      amountCents: l.amountCents,
      days: l.days,
    })
    .from(l)
    .innerJoin(costCodes, eq(costCodes.id, l.costCodeId))
    .where(and(eq(l.changeOrderId, id), eq(l.organizationId, scope.organizationId)))
    .orderBy(asc(l.position));
  return { ...toSummary(row), description: row.description, reason: row.reason, version: row.version, lines };
}

/** The project's next number: CO-001, CO-002… after the highest such number it has. */
async function nextNumber(tx: Tx, projectId: string): Promise<string> {
  const [row] = await tx
    .select({
      n: sql<number>`coalesce(max(nullif(substring(${co.number} from '^CO-(\\d{1,9})$'), '')::int), 0)::int`,
    })
    .from(co)
    .where(eq(co.projectId, projectId));
  return `CO-${String((row?.n ?? 0) + 1).padStart(3, "0")}`;
}

async function writeLines(tx: Tx, scope: Scope, changeOrderId: string, input: ChangeOrderInputParsed) {
  await tx.delete(changeOrderLines).where(eq(changeOrderLines.changeOrderId, changeOrderId));
  await tx.insert(changeOrderLines).values(
    input.lines.map((line, position) => ({
      organizationId: scope.organizationId,
      changeOrderId,
      costCodeId: line.costCodeId,
      costType: line.costType,
      description: line.description,
      amountCents: line.amount,
      days: line.days,
      position,
    })),
  );
  return changeOrderTotals(input.lines.map((line) => ({ amountCents: line.amount, days: line.days })));
}

const isUniqueViolation = (err: unknown) => databaseError(err)?.code === "23505";

export async function createChangeOrder(
  db: Db,
  scope: Scope,
  projectId: string,
  input: ChangeOrderInputParsed,
): Promise<ChangeOrder> {
  await requireProject(db, scope, projectId);
  await usableCostCodes(
    db,
    scope,
    input.lines.map((l) => l.costCodeId),
  );
  try {
    const id = await db.transaction(async (tx) => {
      const number = input.number || (await nextNumber(tx, projectId));
      const [created] = await tx
        .insert(co)
        .values({
          organizationId: scope.organizationId,
          projectId,
          number,
          title: input.title,
          description: input.description,
          reason: input.reason,
          createdBy: scope.userId || null,
        })
        .returning({ id: co.id });
      if (!created) throw new Error("change order not created");
      const totals = await writeLines(tx, scope, created.id, input);
      await tx.update(co).set(totals).where(eq(co.id, created.id));
      return created.id;
    });
    return getChangeOrder(db, scope, id);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(JOB_FINANCE_MSG.changeOrderNumberTaken(input.number));
    throw err;
  }
}

/** The status label as a sentence says it ("approved"). */
const said = (status: ChangeOrderStatus) => CHANGE_ORDER_STATUS_LABELS[status].toLowerCase();

/**
 * Saves an edit: a draft stays a draft; a sent one goes back to draft and its link is revoked (the client's page
 * then says it changed). Approved, rejected and void ones are final.
 */
export async function updateChangeOrder(
  db: Db,
  scope: Scope,
  id: string,
  input: ChangeOrderInputParsed,
  now = new Date(),
): Promise<ChangeOrder> {
  const current = await getChangeOrder(db, scope, id);
  if (current.status !== "draft" && current.status !== "sent")
    throw conflict(JOB_FINANCE_MSG.changeOrderLocked(said(current.status)));
  await usableCostCodes(
    db,
    scope,
    input.lines.map((l) => l.costCodeId),
    new Set(current.lines.map((l) => l.costCodeId)),
  );
  try {
    await db.transaction(async (tx) => {
      const [locked] = await tx
        .update(co)
        .set({
          number: input.number || current.number,
          title: input.title,
          description: input.description,
          reason: input.reason,
          status: "draft",
          version: sql`${co.version} + 1`,
          updatedAt: now,
        })
        .where(and(eq(co.id, id), eq(co.organizationId, scope.organizationId), inArray(co.status, ["draft", "sent"])))
        .returning({ id: co.id });
      if (!locked) throw conflict(JOB_FINANCE_MSG.changeOrderLocked("answered"));
      const totals = await writeLines(tx, scope, id, input);
      await tx.update(co).set(totals).where(eq(co.id, id));
      await revokeChangeOrderLinks(tx, scope, id, "changed", now);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(JOB_FINANCE_MSG.changeOrderNumberTaken(input.number));
    throw err;
  }
  return getChangeOrder(db, scope, id);
}

export async function deleteChangeOrder(db: Db, scope: Scope, id: string): Promise<void> {
  const current = await getChangeOrder(db, scope, id);
  if (current.status !== "draft") throw conflict(JOB_FINANCE_MSG.changeOrderDeleteOnlyDraft);
  await db.delete(co).where(and(eq(co.id, id), eq(co.organizationId, scope.organizationId), eq(co.status, "draft")));
}

/** Voids a draft or sent change order (its link stops working); an answered one stays as answered. */
export async function voidChangeOrder(db: Db, scope: Scope, id: string, now = new Date()): Promise<ChangeOrder> {
  const current = await getChangeOrder(db, scope, id);
  const refusal = moveRefusal(current.status, "void");
  if (refusal) throw conflict(refusal);
  await db.transaction(async (tx) => {
    const [voided] = await tx
      .update(co)
      .set({ status: "void", updatedAt: now })
      .where(and(eq(co.id, id), eq(co.organizationId, scope.organizationId), inArray(co.status, ["draft", "sent"])))
      .returning({ id: co.id });
    if (!voided) throw conflict(JOB_FINANCE_MSG.changeOrderLocked("answered"));
    await revokeChangeOrderLinks(tx, scope, id, "resent", now);
  });
  return getChangeOrder(db, scope, id);
}

/** Revokes a change order's live links, saying why, in the caller's transaction. */
export async function revokeChangeOrderLinks(
  tx: Pick<Db, "update">,
  scope: Scope,
  changeOrderId: string,
  reason: "resent" | "changed",
  now: Date,
): Promise<void> {
  const k = changeOrderLinks;
  await tx
    .update(k)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(eq(k.changeOrderId, changeOrderId), eq(k.organizationId, scope.organizationId), sql`${k.revokedAt} is null`),
    );
}
