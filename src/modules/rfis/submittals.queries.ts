import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { submittalReviewers, submittals } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, notFound } from "../../server/platform/errors.ts";
import { decodeKeyCursor, encodeKeyCursor, keysetPage } from "../../server/platform/list-paging.ts";
import { personRefOf } from "../../server/platform/organization-rows.ts";
import { projectNameOf } from "../projects/projects.queries.ts";
import type { Submittal, SubmittalList, SubmittalListQuery, SubmittalSummary } from "./rfis.contract.ts";
import { RFI_MSG } from "./rfis.constants.ts";
import { submittalNumber } from "./submittals.rules.ts";
import { qualified, userNameOf } from "./rfis.queries.ts";

/** The submittal register as it is read (issue 31): by spec section, number and revision; one with its reviewers. */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const s = submittals;
const r = submittalReviewers;

/** The current reviewer's user id, while in review. */
const currentReviewerId = sql<
  string | null
>`(select sr.user_id from ${r} sr where sr.submittal_id = ${qualified(s, s.id)} and sr.position = ${qualified(s, s.currentStep)})`;

const summaryColumns = {
  id: s.id,
  projectId: s.projectId,
  projectName: projectNameOf(s.projectId, s.organizationId),
  specSection: s.specSection,
  sequence: s.sequence,
  revision: s.revision,
  title: s.title,
  type: s.type,
  status: s.status,
  onSiteDate: s.requiredOnSite,
  ballInCourtId: currentReviewerId,
  ballInCourtName: userNameOf(currentReviewerId),
  createdAt: s.createdAt,
};
const selectSummaries = (db: Db | Tx) => db.select(summaryColumns).from(s);
type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

const toSummary = (row: SummaryRow): SubmittalSummary => ({
  id: row.id,
  project: { id: row.projectId, name: row.projectName ?? "" },
  number: submittalNumber(row),
  specSection: row.specSection,
  sequence: row.sequence,
  revision: row.revision,
  title: row.title,
  type: row.type,
  status: row.status,
  onSiteDate: row.onSiteDate,
  ballInCourt: row.status === "in_review" ? personRefOf(row.ballInCourtId, row.ballInCourtName) : null,
  createdAt: row.createdAt.toISOString(),
});

const registerOrder = [asc(s.specSection), asc(s.sequence), asc(s.revision), asc(s.id)];

/** A page of the register: by spec section, then number and revision; of a project or in a status. */
export async function listSubmittals(
  db: Db,
  scope: Scope,
  query: SubmittalListQuery & { limit: number },
): Promise<SubmittalList> {
  const where: SQL[] = [eq(s.organizationId, scope.organizationId)];
  if (query.projectId) where.push(eq(s.projectId, query.projectId));
  if (query.status) where.push(eq(s.status, query.status));
  if (query.cursor) {
    const keys = decodeKeyCursor(query.cursor, 4);
    const [section, sequence, revision, id] = keys ?? [];
    if (!keys || section === undefined || !/^\d+$/.test(sequence ?? "") || !/^\d+$/.test(revision ?? "") || !id) {
      throw badRequest(RFI_MSG.badPage);
    }
    where.push(
      sql`(${s.specSection}, ${s.sequence}, ${s.revision}, ${s.id}) > (${section}, ${Number(sequence)}::int, ${Number(revision)}::int, ${id})`,
    );
  }
  const rows = await selectSummaries(db)
    .where(and(...where))
    .orderBy(...registerOrder)
    .limit(query.limit + 1);
  const { page, nextCursor } = keysetPage(rows, query.limit, (last) =>
    encodeKeyCursor([last.specSection, String(last.sequence), String(last.revision), last.id]),
  );
  return { submittals: page.map(toSummary), nextCursor };
}

/** The stored row (for the writes' rules), or 404 when it is not the organization's. */
export async function submittalRow(db: Db | Tx, scope: Scope, id: string) {
  const [row] = await db
    .select()
    .from(s)
    .where(and(eq(s.id, id), eq(s.organizationId, scope.organizationId)))
    .limit(1);
  if (!row) throw notFound(RFI_MSG.submittalNotFound);
  return row;
}

/** A submittal's reviewers in order. */
export const reviewersOf = (db: Db | Tx, submittalId: string) =>
  db
    .select({
      position: r.position,
      userId: r.userId,
      name: userNameOf(qualified(r, r.userId)),
      decision: r.decision,
      comment: r.comment,
      decidedBy: r.decidedBy,
      decidedByName: userNameOf(qualified(r, r.decidedBy)),
      decidedAt: r.decidedAt,
    })
    .from(r)
    .where(eq(r.submittalId, submittalId))
    .orderBy(asc(r.position));

export async function getSubmittal(db: Db, scope: Scope, id: string): Promise<Submittal> {
  const [row] = await selectSummaries(db)
    .where(and(eq(s.id, id), eq(s.organizationId, scope.organizationId)))
    .limit(1);
  if (!row) throw notFound(RFI_MSG.submittalNotFound);
  const stored = await submittalRow(db, scope, id);
  const reviewers = await reviewersOf(db, id);
  const [creator] = await db
    .select({ name: userNameOf(qualified(s, s.createdBy)) })
    .from(s)
    .where(eq(s.id, id));
  const [next] = await db
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.previousId, id), eq(s.organizationId, scope.organizationId)))
    .limit(1);
  return {
    ...toSummary(row),
    description: stored.description,
    previousId: stored.previousId,
    nextRevisionId: next?.id ?? null,
    reviewers: reviewers.map((v) => ({
      position: v.position,
      person: personRefOf(v.userId, v.name),
      decision: v.decision,
      comment: v.comment,
      decidedBy: personRefOf(v.decidedBy, v.decidedByName),
      decidedAt: v.decidedAt ? v.decidedAt.toISOString() : null,
    })),
    submittedAt: stored.submittedAt ? stored.submittedAt.toISOString() : null,
    createdBy: personRefOf(stored.createdBy, creator?.name ?? null),
    updatedAt: stored.updatedAt.toISOString(),
  };
}

/** A project's whole register (the submittal log). */
export async function projectSubmittals(db: Db, scope: Scope, projectId: string): Promise<SubmittalSummary[]> {
  const rows = await selectSummaries(db)
    .where(and(eq(s.organizationId, scope.organizationId), eq(s.projectId, projectId)))
    .orderBy(...registerOrder);
  return rows.map(toSummary);
}
