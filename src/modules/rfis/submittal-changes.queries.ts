import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { submittalReviewers, submittals } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, conflict, forbidden } from "../../server/platform/errors.ts";
import { projectBelongs } from "../projects/projects.queries.ts";
import type { SubmittalInputParsed, SubmittalReviewInput, SubmittalUpdateParsed } from "./rfis.contract.ts";
import { RFI_MSG, type SubmittalStatus } from "./rfis.constants.ts";
import {
  mayReview,
  normalSpecSection,
  reviewOutcome,
  submittalRefusal,
  type SubmittalAction,
} from "./submittals.rules.ts";
import { checkMembers } from "./people.queries.ts";
import { reviewersOf, submittalRow } from "./submittals.queries.ts";

/**
 * The submittals' writes (issue 31). Each answers the submittal's id and whose turn it became, if anyone's: the
 * route e-mails them once committed. A Revise and Resubmit makes the next revision (a draft of the same section
 * and number, the same reviewers), which is the submitter's turn.
 */

export type SubmittalChange = { id: string; tell: string | null; revisionId?: string };
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const refuse = (status: SubmittalStatus, action: SubmittalAction) => {
  const message = submittalRefusal(status, action);
  if (message) throw conflict(message);
};

async function checked(db: Db, scope: Scope, input: SubmittalUpdateParsed) {
  const specSection = normalSpecSection(input.specSection);
  if (!specSection) throw badRequest(RFI_MSG.specSectionInvalid, { specSection: RFI_MSG.specSectionInvalid });
  await checkMembers(db, scope, input.reviewerIds, "reviewerIds");
  return {
    specSection,
    title: input.title,
    type: input.type,
    description: input.description,
    requiredOnSite: input.onSiteDate ?? null,
  };
}

async function writeReviewers(tx: Tx, scope: Scope, submittalId: string, userIds: readonly string[]) {
  await tx.delete(submittalReviewers).where(eq(submittalReviewers.submittalId, submittalId));
  if (userIds.length === 0) return;
  await tx
    .insert(submittalReviewers)
    .values(
      userIds.map((userId, position) => ({ organizationId: scope.organizationId, submittalId, position, userId })),
    );
}

/** The section's next number in the project, under a lock on the project. */
async function nextSequence(tx: Tx, projectId: string, specSection: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"submittals:" + projectId}))`);
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${submittals.sequence}), 0)::int` })
    .from(submittals)
    .where(and(eq(submittals.projectId, projectId), eq(submittals.specSection, specSection)));
  return (row?.n ?? 0) + 1;
}

export async function createSubmittal(db: Db, scope: Scope, input: SubmittalInputParsed): Promise<SubmittalChange> {
  if (!(await projectBelongs(db, scope, input.projectId))) {
    throw badRequest(RFI_MSG.unknownProject, { projectId: RFI_MSG.unknownProject });
  }
  const fields = await checked(db, scope, input);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(submittals)
      .values({
        organizationId: scope.organizationId,
        projectId: input.projectId,
        sequence: await nextSequence(tx, input.projectId, fields.specSection),
        createdBy: scope.userId || null,
        ...fields,
      })
      .returning({ id: submittals.id });
    if (!created) throw new Error("submittal not created");
    await writeReviewers(tx, scope, created.id, input.reviewerIds);
    return created.id;
  });
  return { id, tell: null };
}

/** Edits a draft; a revision keeps its section (its number and revision stay as they are). */
export async function updateSubmittal(
  db: Db,
  scope: Scope,
  id: string,
  input: SubmittalUpdateParsed,
): Promise<SubmittalChange> {
  const before = await submittalRow(db, scope, id);
  refuse(before.status, "edit");
  const fields = await checked(db, scope, input);
  await db.transaction(async (tx) => {
    const sectionMoves = fields.specSection !== before.specSection && before.revision === 0;
    const sequence = sectionMoves ? await nextSequence(tx, before.projectId, fields.specSection) : before.sequence;
    await tx
      .update(submittals)
      .set({
        ...fields,
        specSection: sectionMoves ? fields.specSection : before.specSection,
        sequence,
        updatedAt: new Date(),
      })
      .where(and(eq(submittals.id, id), eq(submittals.status, "draft")));
    await writeReviewers(tx, scope, id, input.reviewerIds);
  });
  return { id, tell: null };
}

export async function deleteSubmittal(db: Db, scope: Scope, id: string): Promise<void> {
  const before = await submittalRow(db, scope, id);
  refuse(before.status, "delete");
  await db.delete(submittals).where(and(eq(submittals.id, id), eq(submittals.organizationId, scope.organizationId)));
}

/** Sends a draft to its first reviewer. */
export async function submitSubmittal(db: Db, scope: Scope, id: string): Promise<SubmittalChange> {
  const before = await submittalRow(db, scope, id);
  refuse(before.status, "submit");
  const [first] = await reviewersOf(db, id);
  if (!first?.userId) throw badRequest(RFI_MSG.reviewersRequired);
  const done = await db
    .update(submittals)
    .set({ status: "in_review", currentStep: first.position, submittedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(submittals.id, id), eq(submittals.status, "draft")))
    .returning({ id: submittals.id });
  if (done.length === 0) throw conflict(RFI_MSG.submittalStatusIs("changed meanwhile"));
  return { id, tell: first.userId === scope.userId ? null : first.userId };
}

/** The current reviewer's (or an admin's) answer: passes it on, settles it, or makes the next revision. */
export async function reviewSubmittal(
  db: Db,
  scope: Scope,
  id: string,
  input: Required<SubmittalReviewInput>,
): Promise<SubmittalChange> {
  const before = await submittalRow(db, scope, id);
  refuse(before.status, "review");
  const reviewers = await reviewersOf(db, id);
  const step = before.currentStep ?? 0;
  const current = reviewers.find((v) => v.position === step);
  if (!mayReview(current?.userId ?? null, scope)) throw forbidden(RFI_MSG.notYourTurn);
  const earlier = reviewers.filter((v) => v.position < step).map((v) => v.decision);
  const outcome = reviewOutcome(earlier, step, reviewers.length, input.decision);
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(submittals)
      .set({ status: outcome.status, currentStep: outcome.nextStep, updatedAt: new Date() })
      .where(and(eq(submittals.id, id), eq(submittals.status, "in_review"), eq(submittals.currentStep, step)))
      .returning({ id: submittals.id });
    if (moved.length === 0) throw conflict(RFI_MSG.submittalStatusIs("changed meanwhile"));
    await tx
      .update(submittalReviewers)
      .set({ decision: input.decision, comment: input.comment, decidedBy: scope.userId, decidedAt: new Date() })
      .where(
        and(
          eq(submittalReviewers.submittalId, id),
          eq(submittalReviewers.position, step),
          isNull(submittalReviewers.decision),
        ),
      );
    if (outcome.nextStep !== null) {
      const next = reviewers.find((v) => v.position === outcome.nextStep);
      return { id, tell: next?.userId && next.userId !== scope.userId ? next.userId : null };
    }
    if (!outcome.resubmit) return { id, tell: null };
    const [revision] = await tx
      .insert(submittals)
      .values({
        organizationId: scope.organizationId,
        projectId: before.projectId,
        specSection: before.specSection,
        sequence: before.sequence,
        revision: before.revision + 1,
        previousId: before.id,
        title: before.title,
        type: before.type,
        description: before.description,
        requiredOnSite: before.requiredOnSite,
        createdBy: before.createdBy,
      })
      .returning({ id: submittals.id });
    if (!revision) throw new Error("revision not created");
    await writeReviewers(
      tx,
      scope,
      revision.id,
      reviewers.flatMap((v) => (v.userId ? [v.userId] : [])),
    );
    const submitter = before.createdBy && before.createdBy !== scope.userId ? before.createdBy : null;
    return { id, tell: submitter, revisionId: revision.id };
  });
}
