/**
 * Estimates and invoices read: their lists (filtered, keyset paged, with totals) and each one with its lines. One
 * table holds both (`kind`); every statement is scoped to the caller's organization and its kind, so an estimate's
 * id never answers as an invoice. Writing them is invoicing-document-writes.queries.ts.
 */
import { and, asc, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Database, Db } from "../../server/db/client.ts";
import { cachedByDataVersion, VersionedCache } from "../../server/platform/versioned-cache.ts";
import { salesDocumentLines as l, salesDocuments as d } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, notFound } from "../../server/platform/errors.ts";
import {
  decodeDatedCursor,
  encodeDatedCursor,
  keysetPage,
  likePattern,
  microsecondKey,
} from "../../server/platform/list-paging.ts";
import { recordRefOf } from "../../server/platform/organization-rows.ts";
import { clientNameOf } from "../clients/clients.queries.ts";
import { projectNameOf } from "../projects/projects.queries.ts";
import type {
  DocumentListQuery,
  Estimate,
  EstimateList,
  EstimateRow,
  Invoice,
  InvoiceList,
  InvoiceRow,
  Line,
  Payment,
} from "./invoicing.contract.ts";
import {
  DEFAULT_PAYMENT_TERM,
  INVOICING_MSG,
  isEstimateStatus,
  isInvoiceStatus,
  isPaymentTerm,
  type DocumentKind,
  type EstimateStoredStatus,
  type InvoiceStoredStatus,
} from "./invoicing.constants.ts";
import { balanceCents, estimateStatus, invoiceStatus } from "./invoicing.rules.ts";
import { documentTemplates } from "../../server/db/schema/index.ts";
import { paymentsOf } from "./invoicing-payments.queries.ts";

export const ofOrganization = (scope: Scope) => eq(d.organizationId, scope.organizationId);
export const ofKind = (scope: Scope, kind: DocumentKind) =>
  and(eq(d.organizationId, scope.organizationId), eq(d.kind, kind));

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
  templateName: sql<
    string | null
  >`(select ${documentTemplates.name} from ${documentTemplates} where ${documentTemplates.id} = ${d.templateId})`,
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
  allowPartialPayments: d.allowPartialPayments,
  depositPercent: d.depositPercent,
  depositCents: d.depositCents,
  depositPaidCents: d.depositPaidCents,
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

const storedEstimateStatus = (s: string): EstimateStoredStatus =>
  s === "sent" || s === "viewed" || s === "accepted" || s === "declined" ? s : "draft";
const storedInvoiceStatus = (s: string): InvoiceStoredStatus =>
  s === "sent" || s === "viewed" || s === "void" ? s : "draft";

function toEstimateRow(r: ListRow, today: string): EstimateRow {
  return {
    ...rowBase(r),
    kind: "estimate",
    status: estimateStatus(storedEstimateStatus(r.status), r.validUntil, today),
    validUntil: r.validUntil,
  };
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
async function listTotals(
  database: Database,
  scope: Scope,
  kind: DocumentKind,
  query: DocumentListQuery,
  today: string,
): Promise<ListTotals> {
  const key = [kind, query.q ?? "", query.status ?? "", query.projectId ?? "", today];
  const text = await cachedByDataVersion(
    database,
    totalsCache,
    scope.organizationId,
    "sales_documents",
    key,
    async () => {
      const [sum] = await database.db
        .select({
          count: sql<number>`count(*)::int`,
          totalCents: sql<string>`coalesce(sum(${d.totalCents}), 0)`,
          balanceCents: sql<string>`coalesce(sum(${d.totalCents} - ${d.paidCents}) filter (where ${d.status} <> 'void'), 0)`,
        })
        .from(d)
        .where(and(...listConditions(scope, kind, query, today)));
      const totals: ListTotals = {
        count: sum?.count ?? 0,
        totalCents: Number(sum?.totalCents ?? 0),
        balanceCents: kind === "invoice" ? Number(sum?.balanceCents ?? 0) : 0,
      };
      return JSON.stringify(totals);
    },
  );
  return JSON.parse(text) as ListTotals;
}

/** A page of documents, newest date first, and the totals of everything the filters match. */
async function listDocuments(
  database: Database,
  scope: Scope,
  kind: DocumentKind,
  query: DocumentListQuery,
  today: string,
) {
  const pageWhere = listConditions(scope, kind, query, today);
  if (query.cursor) {
    const cursor = decodeDatedCursor(query.cursor);
    if (!cursor) throw badRequest("This page link is no longer valid. Please reload the list.");
    pageWhere.push(
      sql`(${d.documentDate}, ${d.createdAt}, ${d.id}) < (${cursor.date}::date, ${cursor.createdAt}::timestamptz, ${cursor.id})`,
    );
  }
  const [rows, totals] = await Promise.all([
    selectRows(database.db)
      .where(and(...pageWhere))
      .orderBy(
        sql`${d.documentDate} desc nulls last`,
        sql`${d.createdAt} desc nulls last`,
        sql`${d.id} desc nulls last`,
      )
      .limit(query.limit + 1),
    listTotals(database, scope, kind, query, today),
  ]);
  const { page, nextCursor } = keysetPage(rows, query.limit, (last) =>
    encodeDatedCursor({ date: last.documentDate, createdAt: last.createdAtKey, id: last.id }),
  );
  return { page, nextCursor, totals };
}

export async function listEstimates(
  database: Database,
  scope: Scope,
  query: DocumentListQuery,
  today: string,
): Promise<EstimateList> {
  const { page, nextCursor, totals } = await listDocuments(database, scope, "estimate", query, today);
  return { estimates: page.map((r) => toEstimateRow(r, today)), nextCursor, totals };
}

export async function listInvoices(
  database: Database,
  scope: Scope,
  query: DocumentListQuery,
  today: string,
): Promise<InvoiceList> {
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
    .select({
      id: l.id,
      description: l.description,
      quantity: l.quantity,
      unit: l.unit,
      unitPriceCents: l.unitPriceCents,
      taxRate: l.taxRate,
      netCents: l.netCents,
      taxCents: l.taxCents,
      totalCents: l.totalCents,
    })
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
  sql<
    string | null
  >`(select ${d.number} from ${d} where ${d.id} = ${estimateId} and ${d.organizationId} = ${organizationId} and ${d.kind} = 'estimate')`;

export async function getEstimate(db: Db, scope: Scope, id: string, today: string): Promise<Estimate> {
  const row = await documentRow(db, scope, "estimate", id);
  const [lines, invoice] = await Promise.all([linesOf(db, id), numberRef(db, scope, row.invoiceId)]);
  const answer =
    row.answeredAt && row.answerName
      ? {
          accepted: row.status === "accepted",
          name: row.answerName,
          at: new Date(row.answeredAt).toISOString(),
          ip: row.answerIp,
        }
      : null;
  return {
    ...toEstimateRow(row, today),
    ...detailBase(row, lines),
    terms: row.terms,
    answer,
    invoice,
    depositPercent: row.depositPercent === null ? null : Number(row.depositPercent),
    depositCents: row.depositCents === null ? null : Number(row.depositCents),
    depositPaidCents: Number(row.depositPaidCents),
  };
}

export async function getInvoice(db: Db, scope: Scope, id: string, today: string): Promise<Invoice> {
  const row = await documentRow(db, scope, "invoice", id);
  const [lines, payments, estimate] = await Promise.all([
    linesOf(db, id),
    paymentsOf(db, scope, id),
    numberRef(db, scope, row.sourceEstimateId),
  ]);
  return {
    ...toInvoiceRow(row, today),
    ...detailBase(row, lines),
    payments: payments satisfies Payment[],
    estimate,
    allowPartialPayments: row.allowPartialPayments,
  };
}
