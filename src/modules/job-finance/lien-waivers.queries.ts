import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { lienWaivers, payApplications } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, HttpError } from "../../server/platform/errors.ts";
import { organizationNameOf } from "../../server/platform/organization-rows.ts";
import { formatCents, formatReportDate } from "../../server/platform/report-document.ts";
import type { Storage } from "../../server/platform/storage.ts";
import { utcToday } from "../../shared/calendar.ts";
import {
  documentFileAddress,
  documentNames,
  removeGeneratedDocument,
  storeGeneratedDocument,
} from "../documents/documents.public.server.ts";
import type { UploadLimits } from "../documents/documents.queries.ts";
import { getTransaction } from "../finance/finance.queries.ts";
import { getProject } from "../projects/projects.queries.ts";
import { JOB_FINANCE_MSG, LIEN_WAIVER_KIND_LABELS } from "./job-finance.constants.ts";
import type { LienWaiver, LienWaiverInputParsed, LienWaiverList } from "./lien-waivers.contract.ts";
import { getProjectContract, requireProject } from "./budget.queries.ts";
import { getPayApplication } from "./pay-applications.queries.ts";
import { lienWaiverFileName, lienWaiverPdf } from "./lien-waiver-pdf.server.ts";
import {
  defaultThroughDate,
  defaultWaiverAmountCents,
  retainageBalanceCents,
  waiverAllowed,
  type WaiverSource,
} from "./lien-waiver.rules.ts";

/**
 * A project's lien waivers (issue 29): each drawn from one of its pay applications or payments, its PDF kept as a
 * document of the project (through the documents module's public file), its fields kept here for the list.
 */

/**
 * The retainage a project's approved applications still hold (the latest approved or paid one's line 5, as the
 * API computes it); 0 when none was approved.
 */
export async function projectRetainageHeld(db: Db, scope: Scope, projectId: string): Promise<number> {
  const [latest] = await db
    .select({ id: payApplications.id })
    .from(payApplications)
    .where(
      and(
        eq(payApplications.organizationId, scope.organizationId),
        eq(payApplications.projectId, projectId),
        inArray(payApplications.status, ["approved", "paid"]),
      ),
    )
    .orderBy(desc(payApplications.number))
    .limit(1);
  if (!latest) return 0;
  const app = await getPayApplication(db, scope, latest.id);
  return retainageBalanceCents([
    { number: app.number, status: app.status, totalRetainageCents: app.summary.totalRetainageCents },
  ]);
}

type Source = { source: WaiverSource; words: string; payApplicationId: string | null; paymentId: string | null };

/** What the waiver is drawn from: the project's own application or payment (anything else is refused, 400). */
async function sourceOf(db: Db, scope: Scope, projectId: string, input: LienWaiverInputParsed): Promise<Source> {
  if (input.payApplicationId && input.paymentId)
    throw badRequest(JOB_FINANCE_MSG.waiverSourceBoth, { paymentId: JOB_FINANCE_MSG.waiverSourceBoth });
  if (!input.payApplicationId && !input.paymentId)
    throw badRequest(JOB_FINANCE_MSG.waiverSourceRequired, { payApplicationId: JOB_FINANCE_MSG.waiverSourceRequired });
  if (input.payApplicationId) {
    const [row] = await db
      .select({ projectId: payApplications.projectId })
      .from(payApplications)
      .where(
        and(eq(payApplications.id, input.payApplicationId), eq(payApplications.organizationId, scope.organizationId)),
      );
    if (row?.projectId !== projectId) throw badRequest(JOB_FINANCE_MSG.waiverPayApplicationUnknown);
    const app = await getPayApplication(db, scope, input.payApplicationId);
    return {
      source: {
        type: "payApplication",
        currentPaymentDueCents: app.summary.currentPaymentDueCents,
        periodTo: app.periodTo,
      },
      words: `Pay application No. ${app.number}, period to ${formatReportDate(app.periodTo)}`,
      payApplicationId: app.id,
      paymentId: null,
    };
  }
  const paymentId = input.paymentId ?? "";
  const payment = await getTransaction(db, scope, paymentId).catch((err: unknown) => {
    // Another organization's payment, or none: a reference the caller cannot use.
    if (err instanceof HttpError && err.statusCode === 404) throw badRequest(JOB_FINANCE_MSG.waiverPaymentUnknown);
    throw err;
  });
  if (payment.project?.id !== projectId) throw badRequest(JOB_FINANCE_MSG.waiverPaymentUnknown);
  if (payment.status === "Void") throw badRequest(JOB_FINANCE_MSG.waiverPaymentVoid);
  if (payment.type === "Transfer") throw badRequest(JOB_FINANCE_MSG.waiverPaymentTransfer);
  const reference = payment.reference ? `, ref. ${payment.reference}` : "";
  return {
    source: { type: "payment", amountCents: payment.amountCents, date: payment.date },
    words: `${payment.type} of ${formatReportDate(payment.date)}${reference}`,
    payApplicationId: null,
    paymentId: payment.id,
  };
}

type WaiverRow = typeof lienWaivers.$inferSelect;

const viewOf = (row: WaiverRow, document: { id: string; name: string }): LienWaiver => ({
  id: row.id,
  projectId: row.projectId,
  kind: row.kind,
  payApplicationId: row.payApplicationId,
  paymentId: row.paymentId,
  throughDate: row.throughDate,
  amountCents: row.amountCents,
  claimant: row.claimant,
  customer: row.customer,
  ownerName: row.ownerName,
  jobLocation: row.jobLocation,
  exceptions: row.exceptions,
  signatureName: row.signatureName,
  signatureDate: row.signatureDate,
  createdAt: row.createdAt.toISOString(),
  document: { id: document.id, name: document.name, url: documentFileAddress(document.id) },
});

/** Where a waiver's PDF is kept: the documents store, counted in the organization's storage. */
export type WaiverFiles = { storage: Storage; limits: UploadLimits };

/**
 * Draws a waiver's PDF and keeps it as a document of the project. A final waiver only when no retainage is held
 * (400 otherwise); what the request leaves out comes from its source, the project, its contract terms and the
 * organization.
 */
export async function createLienWaiver(
  db: Db,
  files: WaiverFiles,
  scope: Scope,
  projectId: string,
  input: LienWaiverInputParsed,
  now = new Date(),
): Promise<LienWaiver> {
  const project = await getProject(db, scope, projectId);
  const { source, words, payApplicationId, paymentId } = await sourceOf(db, scope, projectId, input);
  const held = await projectRetainageHeld(db, scope, projectId);
  if (!waiverAllowed(input.kind, held)) throw badRequest(JOB_FINANCE_MSG.waiverFinalRetainageHeld(formatCents(held)));
  const [contract, organizationName] = await Promise.all([
    getProjectContract(db, scope, projectId),
    organizationNameOf(db, scope),
  ]);
  const fields = {
    kind: input.kind,
    throughDate: input.throughDate ?? defaultThroughDate(source),
    amountCents: input.amount ?? defaultWaiverAmountCents(source),
    claimant: input.claimant || organizationName,
    customer: input.customer || (project.client?.name ?? ""),
    ownerName: input.ownerName || contract.ownerName,
    jobLocation: input.jobLocation || contract.jobLocation,
    exceptions: input.exceptions,
    signatureName: input.signatureName,
    signatureDate: input.signatureDate ?? utcToday(now),
  };
  const pdf = await lienWaiverPdf({ ...fields, projectName: project.name, source: words }, now);
  const title = LIEN_WAIVER_KIND_LABELS[fields.kind];
  const document = await storeGeneratedDocument(db, files.storage, scope, files.limits, {
    name: `${title}, ${project.name}, through ${formatReportDate(fields.throughDate)}`,
    fileName: lienWaiverFileName(fields.kind, fields.throughDate),
    mimeType: "application/pdf",
    bytes: pdf,
    projectId,
    documentType: "Lien Waiver",
    tags: ["Lien Waiver"],
  });
  try {
    const [row] = await db
      .insert(lienWaivers)
      .values({
        organizationId: scope.organizationId,
        projectId,
        documentId: document.id,
        payApplicationId,
        paymentId,
        createdBy: scope.userId || null,
        ...fields,
      })
      .returning();
    if (!row) throw new Error("the lien waiver insert returned no row");
    return viewOf(row, document);
  } catch (err) {
    await removeGeneratedDocument(db, files.storage, scope, document.id);
    throw err;
  }
}

/** A project's waivers, newest first, with the retainage still held (a final waiver waits until it is 0). */
export async function listLienWaivers(db: Db, scope: Scope, projectId: string): Promise<LienWaiverList> {
  await requireProject(db, scope, projectId);
  const rows = await db
    .select()
    .from(lienWaivers)
    .where(and(eq(lienWaivers.organizationId, scope.organizationId), eq(lienWaivers.projectId, projectId)))
    .orderBy(desc(lienWaivers.createdAt), desc(lienWaivers.id));
  const [names, held] = await Promise.all([
    documentNames(
      db,
      scope,
      rows.map((r) => r.documentId),
    ),
    projectRetainageHeld(db, scope, projectId),
  ]);
  return {
    lienWaivers: rows.map((r) => viewOf(r, { id: r.documentId, name: names.get(r.documentId) ?? "" })),
    retainageHeldCents: held,
    finalAllowed: held === 0,
  };
}
