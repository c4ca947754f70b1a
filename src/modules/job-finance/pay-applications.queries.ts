import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { payApplicationLines as pl, payApplications as pa, sovLines } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, conflict, notFound } from "../../server/platform/errors.ts";
import { utcToday } from "../../shared/calendar.ts";
import { invoiceInput } from "../invoicing/invoicing.contract.ts";
import { createInvoice, suggestNumber } from "../invoicing/invoicing-document-writes.queries.ts";
import { getProject } from "../projects/projects.queries.ts";
import type { PayApplication, PayApplicationList, PayApplicationUpdateParsed } from "./job-finance.contract.ts";
import { JOB_FINANCE_MSG, type PayApplicationStatus } from "./job-finance.constants.ts";
import {
  payApplicationLineProblems,
  payApplicationLines,
  payApplicationSummary,
  type PayApplicationLine,
} from "./pay-application.rules.ts";
import { requireProject } from "./budget.queries.ts";
import { getScheduleOfValues } from "./sov.queries.ts";

/**
 * A project's pay applications (G702/G703, decision 0050). Each keeps, per schedule line, the scheduled value it
 * billed against, the period's work (E) and stored materials (F) and its retainage rate; D, G, the retainage and
 * the G702 summary are computed from those rows, each application from the ones before it (D is the previous G).
 * One application is open (draft or submitted) at a time; an approved one becomes an invoice for its line 8.
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const ofOrganization = (scope: Scope) => eq(pa.organizationId, scope.organizationId);

type AppRow = typeof pa.$inferSelect;
type Computed = { row: AppRow; lines: (PayApplicationLine & { description: string; changeOrder: boolean })[] };

/** The project's applications up to `number`, in order, each computed from the one before. */
async function computedUpTo(db: Db, scope: Scope, projectId: string, number: number): Promise<Computed[]> {
  const rows = await db
    .select()
    .from(pa)
    .where(and(ofOrganization(scope), eq(pa.projectId, projectId), lte(pa.number, number)))
    .orderBy(asc(pa.number));
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      payApplicationId: pl.payApplicationId,
      sovLineId: pl.sovLineId,
      scheduledValueCents: pl.scheduledValueCents,
      workThisPeriodCents: pl.workThisPeriodCents,
      storedThisPeriodCents: pl.storedThisPeriodCents,
      retainageBps: pl.retainageBps,
      itemNo: sovLines.itemNo,
      description: sovLines.description,
      changeOrderId: sovLines.changeOrderId,
      position: sovLines.position,
    })
    .from(pl)
    .innerJoin(sovLines, eq(sovLines.id, pl.sovLineId))
    .where(
      and(
        eq(pl.organizationId, scope.organizationId),
        inArray(
          pl.payApplicationId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(sql`${sovLines.changeOrderId} is not null`, asc(sovLines.position));
  const computed: Computed[] = [];
  let previous: PayApplicationLine[] = [];
  for (const row of rows) {
    const own = lines.filter((l) => l.payApplicationId === row.id);
    const schedule = own.map((l) => ({
      id: l.sovLineId,
      item: l.itemNo,
      scheduledValueCents: l.scheduledValueCents,
      retainageRateBps: l.retainageBps,
    }));
    const entries = new Map(
      own.map((l) => [
        l.sovLineId,
        { workThisPeriodCents: l.workThisPeriodCents, storedThisPeriodCents: l.storedThisPeriodCents },
      ]),
    );
    // D is the previous application's G, line by line (the rules' one definition of it).
    const billed = payApplicationLines(schedule, previous, entries);
    computed.push({
      row,
      lines: billed.map((l, i) => ({
        ...l,
        description: own[i]?.description ?? "",
        changeOrder: Boolean(own[i]?.changeOrderId),
      })),
    });
    previous = billed;
  }
  return computed;
}

function viewOf(all: readonly Computed[]): PayApplication {
  const current = all.at(-1);
  if (!current) throw notFound(JOB_FINANCE_MSG.payApplicationNotFound);
  const summaryOf = (c: Computed, previousCertificatesCents: number) =>
    payApplicationSummary({
      originalContractSumCents: c.lines.filter((l) => !l.changeOrder).reduce((s, l) => s + l.scheduledCents, 0),
      netChangeByChangeOrdersCents: c.lines.filter((l) => l.changeOrder).reduce((s, l) => s + l.scheduledCents, 0),
      lines: c.lines,
      previousCertificatesCents,
    });
  let previousCertificates = 0;
  for (const c of all.slice(0, -1))
    previousCertificates = summaryOf(c, previousCertificates).totalEarnedLessRetainageCents;
  const { row } = current;
  return {
    id: row.id,
    projectId: row.projectId,
    number: row.number,
    kind: row.kind,
    periodTo: row.periodTo,
    status: row.status,
    submittedAt: iso(row.submittedAt),
    approvedAt: iso(row.approvedAt),
    paidAt: iso(row.paidAt),
    invoiceId: row.invoiceId,
    lines: current.lines.map((l) => ({
      sovLineId: l.id,
      itemNo: l.item,
      description: l.description,
      retainageBps: l.retainageRateBps,
      scheduledCents: l.scheduledCents,
      previousCents: l.previousCents,
      thisPeriodCents: l.thisPeriodCents,
      storedCents: l.storedCents,
      completedToDateCents: l.completedToDateCents,
      percentBps: l.percentBps,
      balanceToFinishCents: l.balanceToFinishCents,
      retainageCents: l.retainageCents,
    })),
    summary: summaryOf(current, previousCertificates),
    problems: current.lines.flatMap((l) =>
      payApplicationLineProblems(
        { id: l.id, item: l.item, scheduledValueCents: l.scheduledCents, retainageRateBps: l.retainageRateBps },
        {
          previousCompletedCents: l.previousCents,
          workThisPeriodCents: l.thisPeriodCents,
          storedThisPeriodCents: l.storedCents,
        },
      ),
    ),
  };
}

async function rowOf(db: Db, scope: Scope, id: string): Promise<AppRow> {
  const [row] = await db
    .select()
    .from(pa)
    .where(and(eq(pa.id, id), ofOrganization(scope)));
  if (!row) throw notFound(JOB_FINANCE_MSG.payApplicationNotFound);
  return row;
}

export async function getPayApplication(db: Db, scope: Scope, id: string): Promise<PayApplication> {
  const row = await rowOf(db, scope, id);
  return viewOf(await computedUpTo(db, scope, row.projectId, row.number));
}

export async function listPayApplications(db: Db, scope: Scope, projectId: string): Promise<PayApplicationList> {
  await requireProject(db, scope, projectId);
  const [last] = await db
    .select({ number: sql<number>`coalesce(max(${pa.number}), 0)::int` })
    .from(pa)
    .where(and(ofOrganization(scope), eq(pa.projectId, projectId)));
  const all = await computedUpTo(db, scope, projectId, last?.number ?? 0);
  const views = all.map((_, i) => viewOf(all.slice(0, i + 1)));
  return {
    payApplications: views.reverse().map(({ lines: _lines, summary, problems: _problems, ...app }) => ({
      ...app,
      currentPaymentDueCents: summary.currentPaymentDueCents,
    })),
  };
}

/**
 * Starts the project's next application for the period: one line per schedule line (its value and rate now,
 * nothing done yet), or, for a retainage release, every line at rate 0. Only when no other is open.
 */
export async function createPayApplication(
  db: Db,
  scope: Scope,
  projectId: string,
  input: { periodTo: string; kind: "progress" | "retainage_release" },
): Promise<PayApplication> {
  const schedule = await getScheduleOfValues(db, scope, projectId);
  if (schedule.lines.length === 0) throw conflict(JOB_FINANCE_MSG.payApplicationNoSchedule);
  const list = await listPayApplications(db, scope, projectId);
  if (list.payApplications.some((a) => a.status === "draft" || a.status === "submitted"))
    throw conflict(JOB_FINANCE_MSG.payApplicationOpen);
  const number = (list.payApplications[0]?.number ?? 0) + 1;
  if (input.kind === "retainage_release") {
    const previous = list.payApplications[0];
    const held = previous ? (await getPayApplication(db, scope, previous.id)).summary.totalRetainageCents : 0;
    if (held === 0) throw conflict(JOB_FINANCE_MSG.payApplicationNoRetainage);
  }
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(pa)
      .values({
        organizationId: scope.organizationId,
        projectId,
        number,
        kind: input.kind,
        periodTo: input.periodTo,
        createdBy: scope.userId || null,
      })
      .returning({ id: pa.id });
    if (!created) throw new Error("pay application not created");
    await tx.insert(pl).values(
      schedule.lines.map((line) => ({
        organizationId: scope.organizationId,
        payApplicationId: created.id,
        sovLineId: line.id,
        scheduledValueCents: line.scheduledValueCents,
        retainageBps: input.kind === "retainage_release" ? 0 : line.retainageBps,
      })),
    );
    return created.id;
  });
  return getPayApplication(db, scope, id);
}

/** Saves a draft's period and its lines' work, stored materials and rates (a line left out keeps what it had). */
export async function updatePayApplication(
  db: Db,
  scope: Scope,
  id: string,
  input: PayApplicationUpdateParsed,
): Promise<PayApplication> {
  const row = await rowOf(db, scope, id);
  if (row.status !== "draft") throw conflict(JOB_FINANCE_MSG.payApplicationLocked(row.status));
  const current = await getPayApplication(db, scope, id);
  const lines = new Set(current.lines.map((l) => l.sovLineId));
  if (input.lines.some((l) => !lines.has(l.sovLineId))) throw badRequest(JOB_FINANCE_MSG.entryForUnknownLine);
  await db.transaction(async (tx) => {
    if (input.periodTo)
      await tx.update(pa).set({ periodTo: input.periodTo, updatedAt: new Date() }).where(eq(pa.id, id));
    for (const line of input.lines)
      await tx
        .update(pl)
        .set({
          workThisPeriodCents: row.kind === "retainage_release" ? 0 : line.workThisPeriod,
          storedThisPeriodCents: row.kind === "retainage_release" ? 0 : line.storedThisPeriod,
          ...(line.retainagePercent === undefined || row.kind === "retainage_release"
            ? {}
            : { retainageBps: line.retainagePercent }),
        })
        .where(
          and(
            eq(pl.payApplicationId, id),
            eq(pl.sovLineId, line.sovLineId),
            eq(pl.organizationId, scope.organizationId),
          ),
        );
  });
  return getPayApplication(db, scope, id);
}

const MOVES: Record<PayApplicationStatus, PayApplicationStatus | null> = {
  draft: "submitted",
  submitted: "approved",
  approved: "paid",
  paid: null,
};

/**
 * Moves an application on: draft → submitted (with no problem on its lines), submitted → approved (then an
 * invoice for its line 8, when there is something to pay), approved → paid.
 */
export async function movePayApplication(
  db: Db,
  scope: Scope,
  id: string,
  to: "submitted" | "approved" | "paid",
  now = new Date(),
): Promise<PayApplication> {
  const row = await rowOf(db, scope, id);
  if (MOVES[row.status] !== to) throw conflict(JOB_FINANCE_MSG.payApplicationMove(row.status, to));
  const view = await getPayApplication(db, scope, id);
  if (to === "submitted" && view.problems.length > 0)
    throw badRequest(`${JOB_FINANCE_MSG.payApplicationHasProblems} ${view.problems.join(" ")}`);
  const invoiceId = to === "approved" ? await invoiceFor(db, scope, view, now) : row.invoiceId;
  const stamp =
    to === "submitted" ? { submittedAt: now } : to === "approved" ? { approvedAt: now, invoiceId } : { paidAt: now };
  const [moved] = await db
    .update(pa)
    .set({ status: to, ...stamp, updatedAt: now })
    .where(and(eq(pa.id, id), ofOrganization(scope), eq(pa.status, row.status)))
    .returning({ id: pa.id });
  if (!moved) throw conflict(JOB_FINANCE_MSG.payApplicationMove(row.status, to));
  return getPayApplication(db, scope, id);
}

/** The invoice an approved application becomes: its current payment due (line 8), billed to the project's client. */
async function invoiceFor(db: Db, scope: Scope, view: PayApplication, now: Date): Promise<string | null> {
  const due = view.summary.currentPaymentDueCents;
  if (due <= 0) return null;
  const project = await getProject(db, scope, view.projectId);
  if (!project.client) throw conflict(JOB_FINANCE_MSG.payApplicationNoClient);
  const today = utcToday(now);
  const what =
    view.kind === "retainage_release"
      ? `Retainage release, pay application #${view.number}`
      : `Pay application #${view.number}, period to ${view.periodTo} (G702 line 8)`;
  const invoice = await createInvoice(
    db,
    scope,
    invoiceInput.parse({
      clientId: project.client.id,
      clientName: project.client.name,
      projectId: project.id,
      number: await suggestNumber(db, scope, "invoice", today),
      documentDate: today,
      dueDate: today,
      paymentTerms: "Due on receipt",
      lines: [{ description: `${project.name}: ${what}`, quantity: 1, unit: "lot", unitPrice: (due / 100).toFixed(2) }],
    }),
    today,
  );
  return invoice.id;
}
