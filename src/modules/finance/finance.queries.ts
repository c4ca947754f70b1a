import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { costCodes, financeTransactions, users } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, conflict, notFound } from "../../server/platform/errors.ts";
import { decodeDatedCursor, encodeDatedCursor, keysetPage, likePattern } from "../../server/platform/list-paging.ts";
import {
  projectRecordColumns,
  projectRecordFieldsOf,
  type ProjectRecordRow,
} from "../../server/platform/project-record-rows.ts";
import { projectBelongs, projectNameOf } from "../projects/projects.queries.ts";
import type {
  SummaryQuery,
  Transaction,
  TransactionFilters,
  TransactionInputParsed,
  TransactionList,
} from "./finance.contract.ts";
import {
  checkedCostCodeId,
  costCodeColumns,
  costCodeJoin,
  costCodeRefOf,
  type CostCodeRow,
} from "../../server/platform/cost-code-refs.ts";
import {
  FINANCE_MSG,
  parseAmountCents,
  TRANSACTION_STATUSES,
  type CostType,
  type TransactionCategory,
  type TransactionStatus,
  type TransactionType,
} from "./finance.constants.ts";
import { canMoveStatus } from "./finance.rules.ts";

const tx = financeTransactions;

const columns = {
  id: tx.id,
  date: tx.date,
  type: tx.type,
  category: tx.category,
  amountCents: tx.amountCents,
  vendor: tx.vendor,
  description: tx.description,
  reference: tx.reference,
  status: tx.status,
  ...costCodeColumns,
  costType: tx.costType,
  ...projectRecordColumns(tx, projectNameOf(tx.projectId, tx.organizationId)),
};

type Row = ProjectRecordRow &
  CostCodeRow & {
    id: string;
    date: string;
    type: TransactionType;
    category: TransactionCategory;
    amountCents: number;
    vendor: string;
    description: string;
    reference: string;
    status: TransactionStatus;
    costType: CostType | null;
  };

function toTransaction(r: Row): Transaction {
  return {
    id: r.id,
    date: r.date,
    type: r.type,
    category: r.category,
    amountCents: Number(r.amountCents),
    vendor: r.vendor,
    description: r.description,
    reference: r.reference,
    status: r.status,
    costCode: costCodeRefOf(r),
    costType: r.costType,
    ...projectRecordFieldsOf(r),
  };
}

const selectTransactions = (db: Db) =>
  db
    .select(columns)
    .from(tx)
    .leftJoin(users, eq(users.id, tx.createdBy))
    .leftJoin(costCodes, costCodeJoin(tx.costCodeId, tx.organizationId));
const ofOrganization = (scope: Scope) => eq(tx.organizationId, scope.organizationId);

/** The period and project filters the list, the cards and reports share. */
export function periodConditions(filters: SummaryQuery): SQL[] {
  const where: SQL[] = [];
  if (filters.from) where.push(sql`${tx.date} >= ${filters.from}`);
  if (filters.to) where.push(sql`${tx.date} <= ${filters.to}`);
  if (filters.projectId) where.push(eq(tx.projectId, filters.projectId));
  return where;
}

/** A page of the organization's transactions, newest date first, with only the filters in use in the SQL. */
export async function listTransactions(db: Db, scope: Scope, filters: TransactionFilters): Promise<TransactionList> {
  const where: SQL[] = [ofOrganization(scope), ...periodConditions(filters)];
  if (filters.type) where.push(eq(tx.type, filters.type));
  if (filters.category) where.push(eq(tx.category, filters.category));
  if (filters.status) where.push(eq(tx.status, filters.status));
  if (filters.q) {
    const pattern = likePattern(filters.q);
    where.push(
      sql`(${tx.vendor} ilike ${pattern} or ${tx.description} ilike ${pattern} or ${tx.reference} ilike ${pattern})`,
    );
  }
  if (filters.cursor) {
    const cursor = decodeDatedCursor(filters.cursor);
    if (!cursor) throw badRequest("This page link is no longer valid. Please reload the list.");
    where.push(
      sql`(${tx.date}, ${tx.createdAt}, ${tx.id}) < (${cursor.date}::date, ${cursor.createdAt}::timestamptz, ${cursor.id})`,
    );
  }
  const rows = await selectTransactions(db)
    .where(and(...where))
    .orderBy(sql`${tx.date} desc nulls last`, sql`${tx.createdAt} desc nulls last`, sql`${tx.id} desc nulls last`)
    .limit(filters.limit + 1);
  const { page, nextCursor } = keysetPage(rows, filters.limit, (last) =>
    encodeDatedCursor({ date: last.date, createdAt: last.createdAtKey, id: last.id }),
  );
  return { transactions: page.map(toTransaction), nextCursor };
}

export async function getTransaction(db: Db, scope: Scope, id: string): Promise<Transaction> {
  const [row] = await selectTransactions(db)
    .where(and(eq(tx.id, id), ofOrganization(scope)))
    .limit(1);
  if (!row) throw notFound(FINANCE_MSG.notFound);
  return toTransaction(row);
}

/**
 * The row to store: the amount in cents, the project and cost code checked against the caller's organization
 * (`keptCostCodeId`: the code the transaction has, kept even when it is no longer in use).
 */
async function checkedValues(
  db: Db,
  scope: Scope,
  input: TransactionInputParsed,
  keptCostCodeId: string | null = null,
) {
  const amountCents = parseAmountCents(input.amount);
  if (amountCents === "invalid") throw badRequest(FINANCE_MSG.amountInvalid, { amount: FINANCE_MSG.amountInvalid });
  const projectId = input.projectId || null;
  if (projectId && !(await projectBelongs(db, scope, projectId))) {
    throw badRequest(FINANCE_MSG.unknownProject, { projectId: FINANCE_MSG.unknownProject });
  }
  return {
    date: input.date,
    type: input.type,
    category: input.category,
    amountCents,
    vendor: input.vendor,
    description: input.description,
    reference: input.reference,
    projectId,
    costCodeId: await checkedCostCodeId(db, scope, input.costCodeId, keptCostCodeId),
    costType: input.costType ?? null,
  };
}

/** Records a transaction; new ones are Pending (spec). */
export async function createTransaction(db: Db, scope: Scope, input: TransactionInputParsed): Promise<Transaction> {
  const values = await checkedValues(db, scope, input);
  const [row] = await db
    .insert(tx)
    .values({ ...values, status: "Pending", organizationId: scope.organizationId, createdBy: scope.userId })
    .returning({ id: tx.id });
  if (!row) throw new Error("insert returned no row");
  return getTransaction(db, scope, row.id);
}

/** The current status and cost code of a transaction of the organization, or 404. */
async function currentOf(
  db: Db,
  scope: Scope,
  id: string,
): Promise<{ status: TransactionStatus; costCodeId: string | null }> {
  const [row] = await db
    .select({ status: tx.status, costCodeId: tx.costCodeId })
    .from(tx)
    .where(and(eq(tx.id, id), ofOrganization(scope)))
    .limit(1);
  if (!row) throw notFound(FINANCE_MSG.notFound);
  return row;
}

const statusOf = async (db: Db, scope: Scope, id: string): Promise<TransactionStatus> =>
  (await currentOf(db, scope, id)).status;

/** Replaces every field of a pending transaction; a cleared or void one is a record and stays as it is. */
export async function updateTransaction(
  db: Db,
  scope: Scope,
  id: string,
  input: TransactionInputParsed,
): Promise<Transaction> {
  // Whose transaction first: another organization's is not found, whatever the input says.
  const current = await currentOf(db, scope, id);
  const values = await checkedValues(db, scope, input, current.costCodeId);
  // The status is checked in the same statement that writes, so a clearing at the same moment cannot be overwritten.
  const updated = await db
    .update(tx)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(tx.id, id), ofOrganization(scope), eq(tx.status, "Pending")))
    .returning({ id: tx.id });
  if (updated.length === 0) {
    await statusOf(db, scope, id);
    throw conflict(FINANCE_MSG.lockedEdit);
  }
  return getTransaction(db, scope, id);
}

/** Moves a transaction to another status (finance.rules.ts: canMoveStatus), checked and written in one statement. */
export async function changeTransactionStatus(
  db: Db,
  scope: Scope,
  id: string,
  to: TransactionStatus,
): Promise<Transaction> {
  const from = TRANSACTION_STATUSES.filter((s) => canMoveStatus(s, to));
  const moved =
    from.length === 0
      ? []
      : await db
          .update(tx)
          .set({ status: to, updatedAt: new Date() })
          .where(and(eq(tx.id, id), ofOrganization(scope), inArray(tx.status, from)))
          .returning({ id: tx.id });
  if (moved.length === 0) throw conflict(FINANCE_MSG.statusMove(await statusOf(db, scope, id), to));
  return getTransaction(db, scope, id);
}

/** Deletes a pending transaction; a cleared or void one stays on record (void it instead). */
export async function deleteTransaction(db: Db, scope: Scope, id: string): Promise<void> {
  const deleted = await db
    .delete(tx)
    .where(and(eq(tx.id, id), ofOrganization(scope), eq(tx.status, "Pending")))
    .returning({ id: tx.id });
  if (deleted.length === 0) {
    await statusOf(db, scope, id);
    throw conflict(FINANCE_MSG.lockedDelete);
  }
}

/**
 * A cost another module books to a project (procurement's stock issued to it): a cleared Materials (or other)
 * payment of that project, written with the caller's statement so both stand or fall together. The project is
 * the caller's to check.
 */
export async function recordProjectCost(
  db: Db,
  scope: Scope,
  cost: {
    date: string;
    amountCents: number;
    category: TransactionCategory;
    vendor: string;
    description: string;
    reference: string;
    projectId: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(tx)
    .values({
      ...cost,
      type: "Payment",
      status: "Cleared",
      organizationId: scope.organizationId,
      createdBy: scope.userId,
    })
    .returning({ id: tx.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/** Whose books, and who did it (null: the payment provider, through its webhook). */
export type BookingScope = { organizationId: string; userId: string | null };

/**
 * Money another module received (invoicing: a client's payment of an invoice): a cleared receipt, of the
 * invoice's project when it has one, written with the caller's statement. Receipts need a category in this
 * table; client payments are booked as Labor, the work the invoice bills.
 */
export function recordReceipt(db: Db, scope: BookingScope, receipt: BookedEntry): Promise<string> {
  return bookCleared(db, scope, "Receipt", receipt);
}

/**
 * Books money paid back out of a receipt another module booked (a client's refund or a dispute, decision 0048):
 * a cleared payment of the amount, so the receipt stays as it was and the two net out.
 */
export function recordReversal(db: Db, scope: BookingScope, reversal: BookedEntry): Promise<string> {
  return bookCleared(db, scope, "Payment", reversal);
}

/** What another module books: when, how much, from or to whom, why, and the project when there is one. */
type BookedEntry = {
  date: string;
  amountCents: number;
  vendor: string;
  description: string;
  reference: string;
  projectId: string | null;
};

/** A cleared transaction another module books, as Labor (the work its documents bill). */
async function bookCleared(
  db: Db,
  scope: BookingScope,
  type: "Receipt" | "Payment",
  entry: BookedEntry,
): Promise<string> {
  const [row] = await db
    .insert(tx)
    .values({
      ...entry,
      type,
      category: "Labor",
      status: "Cleared",
      organizationId: scope.organizationId,
      createdBy: scope.userId,
    })
    .returning({ id: tx.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/** Takes back a receipt another module booked (a payment removed): it is voided, so the record stays and counts for nothing. */
export async function voidBookedTransaction(db: Db, scope: Scope, id: string): Promise<void> {
  await db
    .update(tx)
    .set({ status: "Void", updatedAt: new Date() })
    .where(and(eq(tx.id, id), ofOrganization(scope)));
}
