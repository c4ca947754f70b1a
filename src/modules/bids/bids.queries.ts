import { and, asc, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { bidItems, bids, users } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, conflict, notFound } from "../../server/platform/errors.ts";
import {
  decodeCursor,
  encodeCursor,
  keysetPage,
  likePattern,
  microsecondKey,
  newestFirst,
} from "../../server/platform/list-paging.ts";
import { personRefOf, recordRefOf, rowBelongs } from "../../server/platform/organization-rows.ts";
import { addDays } from "../../shared/calendar.ts";
import { clientBelongs, clientNameOf } from "../clients/clients.queries.ts";
import { estimateInput } from "../invoicing/invoicing.contract.ts";
import { DEFAULT_ESTIMATE_TERMS, DEFAULT_VALID_DAYS } from "../invoicing/invoicing.constants.ts";
import { estimateNumberOf } from "../invoicing/invoicing-documents.queries.ts";
import { createEstimate, suggestNumber } from "../invoicing/invoicing-document-writes.queries.ts";
import { projectInput } from "../projects/projects.contract.ts";
import { createProject, projectNameOf } from "../projects/projects.queries.ts";
import type { Bid, BidInputParsed, BidItem, BidList } from "./bids.contract.ts";
import { BID_MSG, type BidStatus } from "./bids.constants.ts";
import { itemTotalCents, readAmountCents, readItemPriceCents, readItemQuantity } from "./bids.rules.ts";

const createdAtKey = microsecondKey(bids.createdAt);

const columns = {
  id: bids.id,
  projectName: bids.projectName,
  client: bids.clientName,
  clientId: bids.clientId,
  clientRefName: clientNameOf(bids.clientId, bids.organizationId),
  amountCents: bids.amountCents,
  dueDate: bids.dueDate,
  status: bids.status,
  notes: bids.notes,
  projectId: bids.projectId,
  madeProjectName: projectNameOf(bids.projectId, bids.organizationId),
  estimateId: bids.estimateId,
  estimateNumber: estimateNumberOf(bids.estimateId, bids.organizationId),
  creatorId: users.id,
  creatorName: users.name,
  createdAt: bids.createdAt,
  updatedAt: bids.updatedAt,
  createdAtKey,
};

type Row = {
  id: string;
  projectName: string;
  client: string;
  clientId: string | null;
  clientRefName: string | null;
  amountCents: number;
  dueDate: string;
  status: BidStatus;
  notes: string;
  projectId: string | null;
  madeProjectName: string | null;
  estimateId: string | null;
  estimateNumber: string | null;
  creatorId: string | null;
  creatorName: string | null;
  createdAt: Date;
  updatedAt: Date;
  createdAtKey: string;
};

function toBid(r: Row, items: BidItem[]): Bid {
  return {
    id: r.id,
    projectName: r.projectName,
    client: r.client,
    clientRef: recordRefOf(r.clientId, r.clientRefName),
    amountCents: Number(r.amountCents),
    dueDate: r.dueDate,
    status: r.status,
    items,
    notes: r.notes,
    project: recordRefOf(r.projectId, r.madeProjectName),
    estimate: recordRefOf(r.estimateId, r.estimateNumber),
    createdBy: personRefOf(r.creatorId, r.creatorName),
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
  };
}

const selectBids = (db: Db) => db.select(columns).from(bids).leftJoin(users, eq(users.id, bids.createdBy));

const ofOrganization = (scope: Scope) => eq(bids.organizationId, scope.organizationId);

/** The items of these bids (of the caller's organization), in their order, by bid. */
async function itemsOf(db: Db, scope: Scope, bidIds: string[]): Promise<Map<string, BidItem[]>> {
  const byBid = new Map<string, BidItem[]>();
  if (bidIds.length === 0) return byBid;
  const rows = await db
    .select({
      id: bidItems.id,
      bidId: bidItems.bidId,
      name: bidItems.name,
      quantity: bidItems.quantity,
      unitPriceCents: bidItems.unitPriceCents,
      totalCents: bidItems.totalCents,
    })
    .from(bidItems)
    .where(and(inArray(bidItems.bidId, bidIds), eq(bidItems.organizationId, scope.organizationId)))
    .orderBy(asc(bidItems.bidId), asc(bidItems.position));
  for (const r of rows) {
    const list = byBid.get(r.bidId) ?? [];
    list.push({
      id: r.id,
      name: r.name,
      quantity: Number(r.quantity),
      unitPriceCents: Number(r.unitPriceCents),
      totalCents: Number(r.totalCents),
    });
    byBid.set(r.bidId, list);
  }
  return byBid;
}

export type BidListOptions = {
  q?: string;
  status?: BidStatus;
  from?: string;
  to?: string;
  cursor?: string;
  limit: number;
};

/**
 * A page of the organization's bids, newest first, matching the search (project name or client, any case), the
 * status and the due-date range (both ends included).
 */
export async function listBids(db: Db, scope: Scope, f: BidListOptions): Promise<BidList> {
  let after = sql`true`;
  if (f.cursor) {
    const cursor = decodeCursor(f.cursor);
    if (!cursor) throw badRequest("This page link is no longer valid. Please reload the list.");
    after = sql`(${bids.createdAt}, ${bids.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`;
  }
  const rows = await selectBids(db)
    .where(
      and(
        ofOrganization(scope),
        after,
        f.q ? sql`${bids.searchText} like ${likePattern(f.q.toLowerCase())}` : undefined,
        f.status ? eq(bids.status, f.status) : undefined,
        f.from ? gte(bids.dueDate, f.from) : undefined,
        f.to ? lte(bids.dueDate, f.to) : undefined,
      ),
    )
    .orderBy(...newestFirst(bids.createdAt, bids.id))
    .limit(f.limit + 1);
  const { page, nextCursor } = keysetPage(rows, f.limit, (last) =>
    encodeCursor({ createdAt: last.createdAtKey, id: last.id }),
  );
  const items = await itemsOf(
    db,
    scope,
    page.map((r) => r.id),
  );
  return { data: page.map((r) => toBid(r, items.get(r.id) ?? [])), nextCursor };
}

export async function getBid(db: Db, scope: Scope, id: string): Promise<Bid> {
  const [row] = await selectBids(db)
    .where(and(eq(bids.id, id), ofOrganization(scope)))
    .limit(1);
  if (!row) throw notFound(BID_MSG.notFound);
  const items = await itemsOf(db, scope, [row.id]);
  return toBid(row, items.get(row.id) ?? []);
}

/** Whether a bid id belongs to the organization (a foreign id is treated as unknown). */
export const bidBelongs = (db: Db, scope: Scope, id: string): Promise<boolean> => rowBelongs(db, scope, bids, id);

/** The rows to store: the client checked against the caller's organization, each item's total and the amount computed here. */
async function checkedValues(db: Db, scope: Scope, input: BidInputParsed) {
  const clientId = input.clientId || null;
  if (clientId && !(await clientBelongs(db, scope, clientId)))
    throw badRequest(BID_MSG.unknownClient, { clientId: BID_MSG.unknownClient });
  const items = input.items.map((item, position) => {
    const quantity = readItemQuantity(item.quantity);
    const unitPriceCents = readItemPriceCents(item.unitPrice);
    // The contract has checked both; this keeps the types honest.
    if (quantity === null || unitPriceCents === null)
      throw badRequest(BID_MSG.itemFields, { items: BID_MSG.itemFields });
    return {
      position,
      name: item.name,
      quantity: String(quantity),
      unitPriceCents,
      totalCents: itemTotalCents(quantity, unitPriceCents),
    };
  });
  const amountCents =
    items.length > 0 ? items.reduce((sum, i) => sum + i.totalCents, 0) : (readAmountCents(input.amount) ?? 0);
  const bid = {
    projectName: input.projectName,
    clientName: input.client,
    clientId,
    dueDate: input.dueDate,
    status: input.status,
    amountCents,
    notes: input.notes,
  };
  return { bid, items };
}

type ItemRow = Awaited<ReturnType<typeof checkedValues>>["items"][number];

async function insertItems(db: Db, scope: Scope, bidId: string, items: ItemRow[]): Promise<void> {
  if (items.length === 0) return;
  await db.insert(bidItems).values(items.map((i) => ({ ...i, bidId, organizationId: scope.organizationId })));
}

/** Creates a bid with its items in one transaction. */
export async function createBid(db: Db, scope: Scope, input: BidInputParsed): Promise<Bid> {
  const values = await checkedValues(db, scope, input);
  const id = await db.transaction(async (trx) => {
    const [row] = await trx
      .insert(bids)
      .values({ ...values.bid, organizationId: scope.organizationId, createdBy: scope.userId })
      .returning({ id: bids.id });
    if (!row) throw new Error("insert returned no row");
    await insertItems(trx, scope, row.id, values.items);
    return row.id;
  });
  return getBid(db, scope, id);
}

/** Replaces a bid's fields and items in one transaction; its author, creation and project stay. */
export async function updateBid(db: Db, scope: Scope, id: string, input: BidInputParsed): Promise<Bid> {
  // Whose bid first: another organization's is not found, whatever the input points at.
  if (!(await bidBelongs(db, scope, id))) throw notFound(BID_MSG.notFound);
  const values = await checkedValues(db, scope, input);
  await db.transaction(async (trx) => {
    const updated = await trx
      .update(bids)
      .set({ ...values.bid, updatedAt: new Date() })
      .where(and(eq(bids.id, id), ofOrganization(scope)))
      .returning({ id: bids.id });
    if (updated.length === 0) throw notFound(BID_MSG.notFound);
    await trx.delete(bidItems).where(and(eq(bidItems.bidId, id), eq(bidItems.organizationId, scope.organizationId)));
    await insertItems(trx, scope, id, values.items);
  });
  return getBid(db, scope, id);
}

/** Deletes a bid and its items (the foreign key cascades); a project made from it stays. */
export async function deleteBid(db: Db, scope: Scope, id: string): Promise<void> {
  const deleted = await db
    .delete(bids)
    .where(and(eq(bids.id, id), ofOrganization(scope)))
    .returning({ id: bids.id });
  if (deleted.length === 0) throw notFound(BID_MSG.notFound);
}

/** How long a project made from a bid runs when no end date is given. */
const PROJECT_DAYS = 90;

/**
 * Makes a won bid into a project, once, in one transaction (decision 0032): the project is named after the bid,
 * for its client, with its amount as the budget and its notes as the description, through the projects module's
 * own create. Another bid state answers 409; so does a second conversion, even a concurrent one (the bid's row
 * is claimed by a checked update, and the project is rolled back with it).
 */
export async function convertBid(
  db: Db,
  scope: Scope,
  id: string,
  dates: { startDate: string; endDate?: string },
): Promise<{ bid: Bid; project: { id: string; name: string } }> {
  const bid = await getBid(db, scope, id);
  if (bid.status !== "won") throw conflict(BID_MSG.notWon);
  if (bid.project) throw conflict(BID_MSG.alreadyConverted);
  const parsed = projectInput.safeParse({
    name: bid.projectName,
    description: bid.notes,
    startDate: dates.startDate,
    endDate: dates.endDate ?? addDays(dates.startDate, PROJECT_DAYS),
    budget: (bid.amountCents / 100).toFixed(2),
    clientId: bid.clientRef?.id ?? null,
  });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? BID_MSG.invalidDate;
    throw badRequest(message, { endDate: message });
  }
  const input = parsed.data;
  const project = await db.transaction(async (trx) => {
    const made = await createProject(trx, scope, input);
    const claimed = await trx
      .update(bids)
      .set({ projectId: made.id, updatedAt: new Date() })
      .where(and(eq(bids.id, id), ofOrganization(scope), eq(bids.status, "won"), isNull(bids.projectId)))
      .returning({ id: bids.id });
    if (claimed.length === 0) throw conflict(BID_MSG.alreadyConverted);
    return { id: made.id, name: made.name };
  });
  return { bid: await getBid(db, scope, id), project };
}

/** The longest notes an estimate keeps (invoicing's limit). */
const ESTIMATE_NOTES_MAX = 4000;

/**
 * What a won bid's estimate is made of, as invoicing's own form would send it: the client as typed (and the
 * linked client), the bid's project if it became one, each item a line (name, quantity, unit price; no tax), or
 * one line of the typed amount for a bid without items, dated `documentDate` with invoicing's default validity
 * and terms, and notes that name the bid.
 */
function estimateOf(bid: Bid, number: string, documentDate: string) {
  const lines =
    bid.items.length > 0
      ? bid.items.map((item) => ({
          description: item.name,
          quantity: item.quantity,
          unitPrice: (item.unitPriceCents / 100).toFixed(2),
          taxRate: 0,
        }))
      : [{ description: bid.projectName, quantity: 1, unitPrice: (bid.amountCents / 100).toFixed(2), taxRate: 0 }];
  const about = `Prepared from our bid for ${bid.projectName}, due ${bid.dueDate}.`;
  return estimateInput.safeParse({
    clientId: bid.clientRef?.id ?? null,
    clientName: bid.client,
    projectId: bid.project?.id ?? null,
    notes: (bid.notes ? `${about}\n\n${bid.notes}` : about).slice(0, ESTIMATE_NOTES_MAX),
    lines,
    number,
    autoNumber: true,
    documentDate,
    validUntil: addDays(documentDate, DEFAULT_VALID_DAYS),
    terms: DEFAULT_ESTIMATE_TERMS,
  });
}

/**
 * Makes a won bid's items into a draft estimate, once, in one transaction (decision 0032), through invoicing's own
 * create and numbering. Another bid state answers 409; so does a second try, even a concurrent one: the bid's
 * row is claimed by a checked update in the transaction that made the estimate, which is rolled back with it.
 */
export async function estimateBid(
  db: Db,
  scope: Scope,
  id: string,
  documentDate: string,
): Promise<{ bid: Bid; estimate: { id: string; name: string } }> {
  const bid = await getBid(db, scope, id);
  if (bid.status !== "won") throw conflict(BID_MSG.estimateNotWon);
  if (bid.estimate) throw conflict(BID_MSG.alreadyEstimated);
  const parsed = estimateOf(bid, await suggestNumber(db, scope, "estimate", documentDate), documentDate);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? BID_MSG.estimateError);
  const input = parsed.data;
  const estimate = await db.transaction(async (trx) => {
    const made = await createEstimate(trx, scope, input, documentDate);
    const claimed = await trx
      .update(bids)
      .set({ estimateId: made.id, updatedAt: new Date() })
      .where(and(eq(bids.id, id), ofOrganization(scope), eq(bids.status, "won"), isNull(bids.estimateId)))
      .returning({ id: bids.id });
    if (claimed.length === 0) throw conflict(BID_MSG.alreadyEstimated);
    return { id: made.id, name: made.number };
  });
  return { bid: await getBid(db, scope, id), estimate };
}
