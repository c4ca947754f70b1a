/**
 * Estimates and invoices as records: list, read, create, change, duplicate, delete. One table holds both
 * (`kind`); every statement is scoped to the caller's organization and its kind, so an estimate's id never
 * answers as an invoice. The server computes every amount it stores (invoicing.rules.ts).
 */
import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { addDays, dayNumber } from "../../shared/calendar.ts";
import type { Database, Db } from "../../server/db/client.ts";
import { cachedByDataVersion, VersionedCache } from "../../server/platform/versioned-cache.ts";
import { salesDocumentLines as l, salesDocuments as d } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, conflict, notFound } from "../../server/platform/errors.ts";
import { databaseError } from "../../server/platform/errors-handler.ts";
import { decodeDatedCursor, encodeDatedCursor, likePattern, microsecondKey } from "../../server/platform/list-paging.ts";
import { recordRefOf } from "../../server/platform/organization-rows.ts";
import { clientBelongs, clientNameOf } from "../clients/clients.queries.ts";
import { projectBelongs, projectNameOf } from "../projects/projects.queries.ts";
import type {
  DocumentListQuery,
  Estimate,
  EstimateInputParsed,
  EstimateList,
  EstimateRow,
  Invoice,
  InvoiceInputParsed,
  InvoiceList,
  InvoiceRow,
  Line,
  LineParsed,
  Payment,
} from "./invoicing.contract.ts";
import {
  DEFAULT_PAYMENT_TERM,
  INVOICING_MSG,
  isEstimateStatus,
  isInvoiceStatus,
  isPaymentTerm,
  MAX_TOTAL_CENTS,
  type DocumentKind,
  type EstimateStoredStatus,
  type InvoiceStoredStatus,
} from "./invoicing.constants.ts";
import { balanceCents, documentNumber, documentTotals, estimateStatus, invoiceStatus } from "./invoicing.rules.ts";
import { documentTemplates } from "../../server/db/schema/index.ts";
import { storedTemplateId, templateFits } from "./invoicing-templates.queries.ts";
import { paymentsOf } from "./invoicing-payments.queries.ts";
import { revokeClientLinks } from "./invoicing-links.queries.ts";

export const ofOrganization = (scope: Scope) => eq(d.organizationId, scope.organizationId);
export const ofKind = (scope: Scope, kind: DocumentKind) => and(eq(d.organizationId, scope.organizationId), eq(d.kind, kind));

/** What a list row reads (no correlated look-ups but the project's name). */
const rowColumns = {
  id: d.id,
  kind: d.kind,
  number: d.number,
  status: d.status,
  documentDate: d.documentDate,
  validUntil: d.validUntil,
  paymentTerms: d.paymentTerms,
  dueDate: d.dueDate,
  clientName: d.clientName,
  clientEmail: d.clientEmail,
  projectId: d.projectId,
  projectName: projectNameOf(d.projectId, d.organizationId),
  lineCount: d.lineCount,
  totalCents: d.totalCents,
  paidCents: d.paidCents,
  sentAt: d.sentAt,
  viewedAt: d.viewedAt,
  createdAt: d.createdAt,
  createdAtKey: microsecondKey(d.createdAt),
};
/** What a document's own page and the workflows read besides. */
const columns = {
  ...rowColumns,
  clientId: d.clientId,
  clientRefName: clientNameOf(d.clientId, d.organizationId),
  clientAddress: d.clientAddress,
  clientContact: d.clientContact,
  templateId: d.templateId,
  templateName: sql<string | null>`(select ${documentTemplates.name} from ${documentTemplates} where ${documentTemplates.id} = ${d.templateId})`,
  terms: d.terms,
  notes: d.notes,
  subtotalCents: d.subtotalCents,
  taxCents: d.taxCents,
  sourceEstimateId: d.sourceEstimateId,
  invoiceId: d.invoiceId,
  answeredAt: d.answeredAt,
  answerName: d.answerName,
  answerIp: d.answerIp,
  version: d.version,
  updatedAt: d.updatedAt,
};
const selectRows = (db: Pick<Db, "select">) => db.select(rowColumns).from(d);
const selectDocuments = (db: Pick<Db, "select">) => db.select(columns).from(d);
type ListRow = Awaited<ReturnType<typeof selectRows>>[number];
type Row = Awaited<ReturnType<typeof selectDocuments>>[number];

const iso = (v: Date | null) => (v ? new Date(v).toISOString() : null);

function rowBase(r: ListRow) {
  return {
    id: r.id,
    number: r.number,
    documentDate: r.documentDate,
    clientName: r.clientName,
    clientEmail: r.clientEmail,
    project: recordRefOf(r.projectId, r.projectName),
    totalCents: Number(r.totalCents),
    lineCount: r.lineCount,
    sentAt: iso(r.sentAt),
    viewedAt: iso(r.viewedAt),
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

function detailBase(r: Row, lines: Line[]) {
  return {
    client: recordRefOf(r.clientId, r.clientRefName),
    clientAddress: r.clientAddress,
    clientContact: r.clientContact,
    template: recordRefOf(r.templateId, r.templateName),
    notes: r.notes,
    subtotalCents: Number(r.subtotalCents),
    taxCents: Number(r.taxCents),
    updatedAt: new Date(r.updatedAt).toISOString(),
    version: r.version,
    lines,
  };
}

const storedEstimateStatus = (s: string): EstimateStoredStatus => (s === "sent" || s === "viewed" || s === "accepted" || s === "declined" ? s : "draft");
const storedInvoiceStatus = (s: string): InvoiceStoredStatus => (s === "sent" || s === "viewed" || s === "void" ? s : "draft");

function toEstimateRow(r: ListRow, today: string): EstimateRow {
  return { ...rowBase(r), kind: "estimate", status: estimateStatus(storedEstimateStatus(r.status), r.validUntil, today), validUntil: r.validUntil };
}

function toInvoiceRow(r: ListRow, today: string): InvoiceRow {
  const dueDate = r.dueDate ?? r.documentDate;
  const total = Number(r.totalCents);
  const paid = Number(r.paidCents);
  return {
    ...rowBase(r),
    kind: "invoice",
    status: invoiceStatus(storedInvoiceStatus(r.status), total, paid, dueDate, today),
    dueDate,
    paymentTerms: r.paymentTerms && isPaymentTerm(r.paymentTerms) ? r.paymentTerms : DEFAULT_PAYMENT_TERM,
    paidCents: paid,
    balanceCents: storedInvoiceStatus(r.status) === "void" ? 0 : balanceCents(total, paid),
  };
}

/**
 * The SQL twin of the status rules, for the list's status filter: which stored rows show as `status` on
 * `today`. Unknown statuses match nothing.
 */
function statusCondition(kind: DocumentKind, status: string, today: string): SQL {
  const live = sql`(${d.validUntil} is null or ${d.validUntil} >= ${today}::date)`;
  if (kind === "estimate") {
    if (!isEstimateStatus(status)) return sql`false`;
    if (status === "expired") return sql`(${d.status} in ('sent','viewed') and ${d.validUntil} < ${today}::date)`;
    if (status === "sent" || status === "viewed") return sql`(${d.status} = ${status} and ${live})`;
    return eq(d.status, status);
  }
  if (!isInvoiceStatus(status)) return sql`false`;
  const paidInFull = sql`(${d.paidCents} >= ${d.totalCents} and ${d.paidCents} > 0)`;
  const overdue = sql`(${d.status} in ('sent','viewed') and ${d.dueDate} < ${today}::date)`;
  switch (status) {
    case "void":
      return eq(d.status, "void");
    case "draft":
      return eq(d.status, "draft");
    case "paid":
      return sql`(${d.status} <> 'void' and ${paidInFull})`;
    case "overdue":
      return sql`(${overdue} and not ${paidInFull})`;
    case "partially_paid":
      return sql`(${d.status} <> 'void' and ${d.paidCents} > 0 and not ${paidInFull} and not ${overdue})`;
    default:
      return sql`(${d.status} = ${status} and ${d.paidCents} = 0 and not ${overdue})`;
  }
}

function listConditions(scope: Scope, kind: DocumentKind, query: DocumentListQuery, today: string): SQL[] {
  const where: SQL[] = [eq(d.organizationId, scope.organizationId), eq(d.kind, kind)];
  if (query.q) where.push(sql`${d.searchText} like lower(${likePattern(query.q)})`);
  if (query.status) where.push(statusCondition(kind, query.status, today));
  if (query.projectId) where.push(eq(d.projectId, query.projectId));
  return where;
}

type ListTotals = { count: number; totalCents: number; balanceCents: number };

/** Totals recently computed, per process, valid while the organization's documents are unchanged (decision 0008). */
const totalsCache = new VersionedCache(1024 * 1024);

/**
 * The totals of everything the filters match (not just the page): from this process's cache while the
 * organization's "sales_documents" version (bumped by a trigger on every change, migration 0017) and the day are
 * the same, else added up by the database.
 */
async function listTotals(database: Database, scope: Scope, kind: DocumentKind, query: DocumentListQuery, today: string): Promise<ListTotals> {
  const key = [kind, query.q ?? "", query.status ?? "", query.projectId ?? "", today];
  const text = await cachedByDataVersion(database, totalsCache, scope.organizationId, "sales_documents", key, async () => {
    const [sum] = await database.db
      .select({
        count: sql<number>`count(*)::int`,
        totalCents: sql<string>`coalesce(sum(${d.totalCents}), 0)`,
        balanceCents: sql<string>`coalesce(sum(${d.totalCents} - ${d.paidCents}) filter (where ${d.status} <> 'void'), 0)`,
      })
      .from(d)
      .where(and(...listConditions(scope, kind, query, today)));
    const totals: ListTotals = { count: sum?.count ?? 0, totalCents: Number(sum?.totalCents ?? 0), balanceCents: kind === "invoice" ? Number(sum?.balanceCents ?? 0) : 0 };
    return JSON.stringify(totals);
  });
  return JSON.parse(text) as ListTotals;
}

/** A page of documents, newest date first, and the totals of everything the filters match. */
async function listDocuments(database: Database, scope: Scope, kind: DocumentKind, query: DocumentListQuery, today: string) {
  const pageWhere = listConditions(scope, kind, query, today);
  if (query.cursor) {
    const cursor = decodeDatedCursor(query.cursor);
    if (!cursor) throw badRequest("This page link is no longer valid. Please reload the list.");
    pageWhere.push(sql`(${d.documentDate}, ${d.createdAt}, ${d.id}) < (${cursor.date}::date, ${cursor.createdAt}::timestamptz, ${cursor.id})`);
  }
  const [rows, totals] = await Promise.all([
    selectRows(database.db)
      .where(and(...pageWhere))
      .orderBy(sql`${d.documentDate} desc nulls last`, sql`${d.createdAt} desc nulls last`, sql`${d.id} desc nulls last`)
      .limit(query.limit + 1),
    listTotals(database, scope, kind, query, today),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? encodeDatedCursor({ date: last.documentDate, createdAt: last.createdAtKey, id: last.id }) : null;
  return { page, nextCursor, totals };
}

export async function listEstimates(database: Database, scope: Scope, query: DocumentListQuery, today: string): Promise<EstimateList> {
  const { page, nextCursor, totals } = await listDocuments(database, scope, "estimate", query, today);
  return { estimates: page.map((r) => toEstimateRow(r, today)), nextCursor, totals };
}

export async function listInvoices(database: Database, scope: Scope, query: DocumentListQuery, today: string): Promise<InvoiceList> {
  const { page, nextCursor, totals } = await listDocuments(database, scope, "invoice", query, today);
  return { invoices: page.map((r) => toInvoiceRow(r, today)), nextCursor, totals };
}

/** A document's stored row (for the workflows), or 404 when it is not the caller's or not of `kind`. */
export async function documentRow(db: Pick<Db, "select">, scope: Scope, kind: DocumentKind, id: string): Promise<Row> {
  const [row] = await selectDocuments(db)
    .where(and(eq(d.id, id), ofKind(scope, kind)))
    .limit(1);
  if (!row) throw notFound(kind === "estimate" ? INVOICING_MSG.estimateNotFound : INVOICING_MSG.invoiceNotFound);
  return row;
}

export async function linesOf(db: Pick<Db, "select">, documentId: string): Promise<Line[]> {
  const rows = await db
    .select({ id: l.id, description: l.description, quantity: l.quantity, unit: l.unit, unitPriceCents: l.unitPriceCents, taxRate: l.taxRate, netCents: l.netCents, taxCents: l.taxCents, totalCents: l.totalCents })
    .from(l)
    .where(eq(l.documentId, documentId))
    .orderBy(asc(l.position));
  return rows.map((r) => ({
    ...r,
    quantity: Number(r.quantity),
    taxRate: Number(r.taxRate),
    unitPriceCents: Number(r.unitPriceCents),
    netCents: Number(r.netCents),
    taxCents: Number(r.taxCents),
    totalCents: Number(r.totalCents),
  }));
}

/** The number of another document of the organization, by id (an estimate's invoice, an invoice's estimate). */
async function numberRef(db: Db, scope: Scope, id: string | null) {
  if (!id) return null;
  const [row] = await db
    .select({ id: d.id, number: d.number })
    .from(d)
    .where(and(eq(d.id, id), ofOrganization(scope)))
    .limit(1);
  return row ? { id: row.id, name: row.number } : null;
}

/**
 * An estimate's number for another module's query (a won bid's estimate), which passes its own columns: the id
 * it points to and its organization. An invoice or another organization's document reads as none; this module
 * alone reads its table.
 */
export const estimateNumberOf = (estimateId: SQLWrapper, organizationId: SQLWrapper): SQL<string | null> =>
  sql<string | null>`(select ${d.number} from ${d} where ${d.id} = ${estimateId} and ${d.organizationId} = ${organizationId} and ${d.kind} = 'estimate')`;

export async function getEstimate(db: Db, scope: Scope, id: string, today: string): Promise<Estimate> {
  const row = await documentRow(db, scope, "estimate", id);
  const [lines, invoice] = await Promise.all([linesOf(db, id), numberRef(db, scope, row.invoiceId)]);
  const answer =
    row.answeredAt && row.answerName
      ? { accepted: row.status === "accepted", name: row.answerName, at: new Date(row.answeredAt).toISOString(), ip: row.answerIp }
      : null;
  return { ...toEstimateRow(row, today), ...detailBase(row, lines), terms: row.terms, answer, invoice };
}

export async function getInvoice(db: Db, scope: Scope, id: string, today: string): Promise<Invoice> {
  const row = await documentRow(db, scope, "invoice", id);
  const [lines, payments, estimate] = await Promise.all([linesOf(db, id), paymentsOf(db, scope, id), numberRef(db, scope, row.sourceEstimateId)]);
  return { ...toInvoiceRow(row, today), ...detailBase(row, lines), payments: payments satisfies Payment[], estimate };
}

// ---------------------------------------------------------------------------------------------------------------
// Writes

type CommonInput = { clientId?: string | null; clientName: string; clientAddress: string; clientContact: string; clientEmail: string; projectId?: string | null; templateId?: string | null; notes: string; priced: LineParsed[] };

/** The row's shared fields: references checked against the caller's organization, totals computed here. */
async function checkedFields(db: Db, scope: Scope, kind: DocumentKind, input: CommonInput) {
  const clientId = input.clientId || null;
  if (clientId && !(await clientBelongs(db, scope, clientId))) throw badRequest(INVOICING_MSG.unknownClient, { clientId: INVOICING_MSG.unknownClient });
  const projectId = input.projectId || null;
  if (projectId && !(await projectBelongs(db, scope, projectId))) throw badRequest(INVOICING_MSG.unknownProject, { projectId: INVOICING_MSG.unknownProject });
  const templateId = input.templateId || null;
  if (templateId && !(await templateFits(db, scope, templateId, kind))) throw badRequest(INVOICING_MSG.templateNotFound, { templateId: INVOICING_MSG.templateNotFound });
  const totals = documentTotals(input.priced);
  if (totals.totalCents >= MAX_TOTAL_CENTS) throw badRequest(INVOICING_MSG.totalTooLarge);
  const lines = input.priced.map((line, position) => {
    const amounts = totals.lines[position] ?? { netCents: 0, taxCents: 0, totalCents: 0 };
    return { position, description: line.description, quantity: String(line.quantity), unit: line.unit, unitPriceCents: line.unitPriceCents, taxRate: String(line.taxRate), ...amounts };
  });
  return {
    fields: {
      clientId,
      clientName: input.clientName,
      clientAddress: input.clientAddress,
      clientContact: input.clientContact,
      clientEmail: input.clientEmail,
      projectId,
      templateId: storedTemplateId(templateId),
      notes: input.notes,
      lineCount: lines.length,
      subtotalCents: totals.subtotalCents,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
    },
    lines,
  };
}

type StoredLine = Awaited<ReturnType<typeof checkedFields>>["lines"][number];
type Trx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function writeLines(trx: Trx, scope: Scope, documentId: string, lines: readonly StoredLine[]) {
  await trx.delete(l).where(eq(l.documentId, documentId));
  if (lines.length > 0) await trx.insert(l).values(lines.map((x) => ({ ...x, organizationId: scope.organizationId, documentId })));
}

/** A random number of `kind` for `year` that the organization has not used (null when all 10,000 are taken). */
async function freeNumber(db: Pick<Db, "select">, scope: Scope, kind: DocumentKind, year: number): Promise<string | null> {
  const used = (candidates: string[]) =>
    db
      .select({ number: d.number })
      .from(d)
      .where(and(ofKind(scope, kind), inArray(d.number, candidates)));
  const candidates = Array.from({ length: 8 }, () => documentNumber(kind, year, Math.random()));
  const taken = new Set((await used(candidates)).map((r) => r.number));
  const first = candidates.find((c) => !taken.has(c));
  if (first) return first;
  // Most of the year's numbers are used: read them all and pick among the rest.
  const prefix = documentNumber(kind, year, 0).slice(0, -4);
  const all = await db
    .select({ number: d.number })
    .from(d)
    .where(and(ofKind(scope, kind), sql`${d.number} like ${`${prefix}%`}`));
  const usedAll = new Set(all.map((r) => r.number));
  const free = Array.from({ length: 10_000 }, (_, n) => `${prefix}${String(n).padStart(4, "0")}`).filter((c) => !usedAll.has(c));
  return free[Math.floor(Math.random() * free.length)] ?? null;
}

/** A number the form may show for a new document (spec: prefix, year, 4 random digits), unused right now. */
export async function suggestNumber(db: Db, scope: Scope, kind: DocumentKind, today: string): Promise<string> {
  return (await freeNumber(db, scope, kind, Number(today.slice(0, 4)))) ?? documentNumber(kind, Number(today.slice(0, 4)), Math.random());
}

/**
 * Inserts a document and its lines in one transaction. A number already used answers 409, unless it was the
 * form's untouched suggestion (`autoNumber`): then another free number of the year is taken (the spec's retry).
 */
export async function insertDocument(
  db: Db,
  scope: Scope,
  kind: DocumentKind,
  values: Omit<typeof d.$inferInsert, "organizationId" | "kind" | "number"> & { number: string },
  lines: readonly StoredLine[],
  autoNumber: boolean,
  /** Runs first in the same transaction (converting an estimate claims it there). */
  before?: (trx: Trx) => Promise<void>,
): Promise<string> {
  let number = values.number;
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (trx) => {
        await before?.(trx);
        const [row] = await trx
          .insert(d)
          .values({ ...values, number, kind, organizationId: scope.organizationId, createdBy: scope.userId })
          .returning({ id: d.id });
        if (!row) throw new Error("insert returned no row");
        await writeLines(trx, scope, row.id, lines);
        return row.id;
      });
    } catch (err) {
      const clash = databaseError(err)?.code === "23505" && databaseError(err)?.constraint === "sales_documents_org_kind_number_idx";
      if (!clash) throw err;
      const next = autoNumber && attempt < 5 ? await freeNumber(db, scope, kind, Number(values.documentDate.slice(0, 4))) : null;
      if (!next) throw conflict(INVOICING_MSG.numberTaken(number));
      number = next;
    }
  }
}

/**
 * Saves a new estimate with its lines. `db` may be a caller's transaction (a won bid's estimate, claimed by the
 * bid in the same transaction): the insert then runs in a savepoint of it, so a number taken meanwhile is
 * retried there (`autoNumber`) and anything the caller refuses afterwards rolls the estimate back too.
 */
export async function createEstimate(db: Db, scope: Scope, input: EstimateInputParsed, today: string): Promise<Estimate> {
  const { fields, lines } = await checkedFields(db, scope, "estimate", input);
  const id = await insertDocument(db, scope, "estimate", { ...fields, number: input.number, documentDate: input.documentDate, validUntil: input.validUntil, terms: input.terms }, lines, input.autoNumber);
  return getEstimate(db, scope, id, today);
}

export async function createInvoice(db: Db, scope: Scope, input: InvoiceInputParsed, today: string): Promise<Invoice> {
  const { fields, lines } = await checkedFields(db, scope, "invoice", input);
  const id = await insertDocument(
    db,
    scope,
    "invoice",
    { ...fields, number: input.number, documentDate: input.documentDate, dueDate: input.dueDate, paymentTerms: input.paymentTerms },
    lines,
    input.autoNumber,
  );
  return getInvoice(db, scope, id, today);
}

/** Which stored statuses may still be changed: an answered estimate, a void or paid-into invoice stay as they are. */
const EDITABLE: Record<DocumentKind, readonly string[]> = { estimate: ["draft", "sent", "viewed"], invoice: ["draft", "sent", "viewed"] };

/**
 * Saves an edit and raises the document's version. A sent or viewed estimate goes back to draft and its client
 * links are revoked as "changed": the client must not accept a version they never saw (decision 0025).
 */
async function updateDocument(db: Db, scope: Scope, kind: DocumentKind, id: string, values: Partial<typeof d.$inferInsert>, lines: readonly StoredLine[]) {
  try {
    await db.transaction(async (trx) => {
      const now = new Date();
      const status = kind === "estimate" ? sql`'draft'` : d.status;
      const [updated] = await trx
        .update(d)
        .set({ ...values, status, version: sql`${d.version} + 1`, updatedAt: now })
        .where(and(eq(d.id, id), ofKind(scope, kind), inArray(d.status, [...EDITABLE[kind]]), eq(d.paidCents, 0)))
        .returning({ id: d.id });
      if (!updated) throw conflict(INVOICING_MSG.locked[kind]);
      if (kind === "estimate") await revokeClientLinks(trx, scope, id, "changed", now);
      await writeLines(trx, scope, id, lines);
    });
  } catch (err) {
    if (databaseError(err)?.code === "23505") throw conflict(INVOICING_MSG.numberTaken(String(values.number)));
    throw err;
  }
}

export async function updateEstimate(db: Db, scope: Scope, id: string, input: EstimateInputParsed, today: string): Promise<Estimate> {
  await documentRow(db, scope, "estimate", id);
  const { fields, lines } = await checkedFields(db, scope, "estimate", input);
  await updateDocument(db, scope, "estimate", id, { ...fields, number: input.number, documentDate: input.documentDate, validUntil: input.validUntil, terms: input.terms }, lines);
  return getEstimate(db, scope, id, today);
}

export async function updateInvoice(db: Db, scope: Scope, id: string, input: InvoiceInputParsed, today: string): Promise<Invoice> {
  await documentRow(db, scope, "invoice", id);
  const { fields, lines } = await checkedFields(db, scope, "invoice", input);
  await updateDocument(db, scope, "invoice", id, { ...fields, number: input.number, documentDate: input.documentDate, dueDate: input.dueDate, paymentTerms: input.paymentTerms }, lines);
  return getInvoice(db, scope, id, today);
}

/** Deletes an estimate, or an invoice without payments (one with payments is a record: void it instead). */
export async function deleteDocument(db: Db, scope: Scope, kind: DocumentKind, id: string): Promise<void> {
  await documentRow(db, scope, kind, id);
  const deleted = await db
    .delete(d)
    .where(and(eq(d.id, id), ofKind(scope, kind), eq(d.paidCents, 0)))
    .returning({ id: d.id });
  if (deleted.length === 0) throw conflict(INVOICING_MSG.invoiceDeleteLocked);
}

/** A copy as a new draft: same client, project, template and lines, dated today, with a fresh number. */
export async function duplicateDocument(db: Db, scope: Scope, kind: DocumentKind, id: string, today: string): Promise<string> {
  const row = await documentRow(db, scope, kind, id);
  const lines = await linesOf(db, id);
  const number = await suggestNumber(db, scope, kind, today);
  const days = row.dueDate ? dayNumber(row.dueDate) - dayNumber(row.documentDate) : 0;
  const values = {
    number,
    documentDate: today,
    validUntil: kind === "estimate" && row.validUntil ? addDays(today, dayNumber(row.validUntil) - dayNumber(row.documentDate)) : null,
    dueDate: kind === "invoice" ? addDays(today, days) : null,
    paymentTerms: row.paymentTerms,
    clientId: row.clientId,
    clientName: row.clientName,
    clientAddress: row.clientAddress,
    clientContact: row.clientContact,
    clientEmail: row.clientEmail,
    projectId: row.projectId,
    templateId: row.templateId,
    terms: row.terms,
    notes: row.notes,
    lineCount: row.lineCount,
    subtotalCents: Number(row.subtotalCents),
    taxCents: Number(row.taxCents),
    totalCents: Number(row.totalCents),
  };
  return insertDocument(db, scope, kind, values, copiedLines(lines), true);
}

/** A saved document's lines as another document stores them (a copy, an estimate's invoice): amounts as computed. */
export const copiedLines = (lines: readonly Line[]): StoredLine[] =>
  lines.map((x, position) => ({
    position,
    description: x.description,
    quantity: String(x.quantity),
    unit: x.unit,
    unitPriceCents: x.unitPriceCents,
    taxRate: String(x.taxRate),
    netCents: x.netCents,
    taxCents: x.taxCents,
    totalCents: x.totalCents,
  }));

