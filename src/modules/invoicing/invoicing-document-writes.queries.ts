/**
 * Estimates and invoices written: create (with a free number), change while editable, duplicate, delete. Every
 * statement is scoped to the caller's organization and the document's kind; the server computes every amount it
 * stores (invoicing.rules.ts). Reading them is invoicing-documents.queries.ts.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { addDays, dayNumber } from "../../shared/calendar.ts";
import type { Db } from "../../server/db/client.ts";
import { salesDocumentLines as l, salesDocuments as d } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, conflict } from "../../server/platform/errors.ts";
import { databaseError } from "../../server/platform/errors-handler.ts";
import { clientBelongs } from "../clients/clients.queries.ts";
import { projectBelongs } from "../projects/projects.queries.ts";
import type {
  Estimate,
  EstimateInputParsed,
  Invoice,
  InvoiceInputParsed,
  Line,
  LineParsed,
} from "./invoicing.contract.ts";
import {
  INVOICING_MSG,
  MAX_TOTAL_CENTS,
  type DocumentKind,
  type EstimateStoredStatus,
  type InvoiceStoredStatus,
} from "./invoicing.constants.ts";
import { documentNumber, documentTotals } from "./invoicing.rules.ts";
import { storedTemplateId, templateFits } from "./invoicing-templates.queries.ts";
import { revokeClientLinks } from "./invoicing-links.queries.ts";
import { documentRow, getEstimate, getInvoice, linesOf, ofKind } from "./invoicing-documents.queries.ts";

type CommonInput = {
  clientId?: string | null;
  clientName: string;
  clientAddress: string;
  clientContact: string;
  clientEmail: string;
  projectId?: string | null;
  templateId?: string | null;
  notes: string;
  priced: LineParsed[];
};

/** The row's shared fields: references checked against the caller's organization, totals computed here. */
async function checkedFields(db: Db, scope: Scope, kind: DocumentKind, input: CommonInput) {
  const clientId = input.clientId || null;
  if (clientId && !(await clientBelongs(db, scope, clientId)))
    throw badRequest(INVOICING_MSG.unknownClient, { clientId: INVOICING_MSG.unknownClient });
  const projectId = input.projectId || null;
  if (projectId && !(await projectBelongs(db, scope, projectId)))
    throw badRequest(INVOICING_MSG.unknownProject, { projectId: INVOICING_MSG.unknownProject });
  const templateId = input.templateId || null;
  if (templateId && !(await templateFits(db, scope, templateId, kind)))
    throw badRequest(INVOICING_MSG.templateNotFound, { templateId: INVOICING_MSG.templateNotFound });
  const totals = documentTotals(input.priced);
  if (totals.totalCents >= MAX_TOTAL_CENTS) throw badRequest(INVOICING_MSG.totalTooLarge);
  const lines = input.priced.map((line, position) => {
    const amounts = totals.lines[position] ?? { netCents: 0, taxCents: 0, totalCents: 0 };
    return {
      position,
      description: line.description,
      quantity: String(line.quantity),
      unit: line.unit,
      unitPriceCents: line.unitPriceCents,
      taxRate: String(line.taxRate),
      ...amounts,
    };
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

/** A deposit asked as an amount is at most the estimate's total (a percentage is, by its range). */
function requireDepositWithin(input: EstimateInputParsed, totalCents: number): void {
  const cents = input.deposit.depositCents;
  if (cents !== null && cents > totalCents)
    throw badRequest(INVOICING_MSG.depositAboveTotal, { depositValue: INVOICING_MSG.depositAboveTotal });
}

type StoredLine = Awaited<ReturnType<typeof checkedFields>>["lines"][number];
type Trx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function writeLines(trx: Trx, scope: Scope, documentId: string, lines: readonly StoredLine[]) {
  await trx.delete(l).where(eq(l.documentId, documentId));
  if (lines.length > 0)
    await trx.insert(l).values(lines.map((x) => ({ ...x, organizationId: scope.organizationId, documentId })));
}

/** A random number of `kind` for `year` that the organization has not used (null when all 10,000 are taken). */
async function freeNumber(
  db: Pick<Db, "select">,
  scope: Scope,
  kind: DocumentKind,
  year: number,
): Promise<string | null> {
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
  const free = Array.from({ length: 10_000 }, (_, n) => `${prefix}${String(n).padStart(4, "0")}`).filter(
    (c) => !usedAll.has(c),
  );
  return free[Math.floor(Math.random() * free.length)] ?? null;
}

/** A number the form may show for a new document (spec: prefix, year, 4 random digits), unused right now. */
export async function suggestNumber(db: Db, scope: Scope, kind: DocumentKind, today: string): Promise<string> {
  return (
    (await freeNumber(db, scope, kind, Number(today.slice(0, 4)))) ??
    documentNumber(kind, Number(today.slice(0, 4)), Math.random())
  );
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
  /** Runs last in it, with the new document's id (a converted estimate's deposit carried over). */
  after?: (trx: Trx, id: string) => Promise<void>,
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
        await after?.(trx, row.id);
        return row.id;
      });
    } catch (err) {
      const clash =
        databaseError(err)?.code === "23505" &&
        databaseError(err)?.constraint === "sales_documents_org_kind_number_idx";
      if (!clash) throw err;
      const next =
        autoNumber && attempt < 5 ? await freeNumber(db, scope, kind, Number(values.documentDate.slice(0, 4))) : null;
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
export async function createEstimate(
  db: Db,
  scope: Scope,
  input: EstimateInputParsed,
  today: string,
): Promise<Estimate> {
  const { fields, lines } = await checkedFields(db, scope, "estimate", input);
  requireDepositWithin(input, fields.totalCents);
  const id = await insertDocument(
    db,
    scope,
    "estimate",
    {
      ...fields,
      number: input.number,
      documentDate: input.documentDate,
      validUntil: input.validUntil,
      terms: input.terms,
      depositPercent: input.deposit.depositPercent === null ? null : String(input.deposit.depositPercent),
      depositCents: input.deposit.depositCents,
    },
    lines,
    input.autoNumber,
  );
  return getEstimate(db, scope, id, today);
}

export async function createInvoice(db: Db, scope: Scope, input: InvoiceInputParsed, today: string): Promise<Invoice> {
  const { fields, lines } = await checkedFields(db, scope, "invoice", input);
  const id = await insertDocument(
    db,
    scope,
    "invoice",
    {
      ...fields,
      number: input.number,
      documentDate: input.documentDate,
      dueDate: input.dueDate,
      paymentTerms: input.paymentTerms,
      allowPartialPayments: input.allowPartialPayments,
    },
    lines,
    input.autoNumber,
  );
  return getInvoice(db, scope, id, today);
}

/** Which stored statuses may still be changed: an answered estimate, a void or paid-into invoice stay as they are. */
const EDITABLE: Record<DocumentKind, readonly (EstimateStoredStatus | InvoiceStoredStatus)[]> = {
  estimate: ["draft", "sent", "viewed"],
  invoice: ["draft", "sent", "viewed"],
};

/**
 * Saves an edit and raises the document's version. A sent or viewed estimate goes back to draft and its client
 * links are revoked as "changed": the client must not accept a version they never saw (decision 0025).
 */
async function updateDocument(
  db: Db,
  scope: Scope,
  kind: DocumentKind,
  id: string,
  values: Partial<typeof d.$inferInsert>,
  lines: readonly StoredLine[],
) {
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

export async function updateEstimate(
  db: Db,
  scope: Scope,
  id: string,
  input: EstimateInputParsed,
  today: string,
): Promise<Estimate> {
  await documentRow(db, scope, "estimate", id);
  const { fields, lines } = await checkedFields(db, scope, "estimate", input);
  requireDepositWithin(input, fields.totalCents);
  await updateDocument(
    db,
    scope,
    "estimate",
    id,
    {
      ...fields,
      number: input.number,
      documentDate: input.documentDate,
      validUntil: input.validUntil,
      terms: input.terms,
      depositPercent: input.deposit.depositPercent === null ? null : String(input.deposit.depositPercent),
      depositCents: input.deposit.depositCents,
    },
    lines,
  );
  return getEstimate(db, scope, id, today);
}

export async function updateInvoice(
  db: Db,
  scope: Scope,
  id: string,
  input: InvoiceInputParsed,
  today: string,
): Promise<Invoice> {
  await documentRow(db, scope, "invoice", id);
  const { fields, lines } = await checkedFields(db, scope, "invoice", input);
  await updateDocument(
    db,
    scope,
    "invoice",
    id,
    {
      ...fields,
      number: input.number,
      documentDate: input.documentDate,
      dueDate: input.dueDate,
      paymentTerms: input.paymentTerms,
      allowPartialPayments: input.allowPartialPayments,
    },
    lines,
  );
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
export async function duplicateDocument(
  db: Db,
  scope: Scope,
  kind: DocumentKind,
  id: string,
  today: string,
): Promise<string> {
  const row = await documentRow(db, scope, kind, id);
  const lines = await linesOf(db, id);
  const number = await suggestNumber(db, scope, kind, today);
  const days = row.dueDate ? dayNumber(row.dueDate) - dayNumber(row.documentDate) : 0;
  const values = {
    number,
    documentDate: today,
    validUntil:
      kind === "estimate" && row.validUntil
        ? addDays(today, dayNumber(row.validUntil) - dayNumber(row.documentDate))
        : null,
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
