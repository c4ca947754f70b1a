import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { rfiAnswers, rfis } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, conflict, forbidden } from "../../server/platform/errors.ts";
import { checkPhotos } from "../../server/platform/photos.queries.ts";
import { documentNames } from "../documents/documents.public.server.ts";
import { projectBelongs } from "../projects/projects.queries.ts";
import type { RfiAnswerInput, RfiInputParsed, RfiUpdateParsed } from "./rfis.contract.ts";
import { RFI_MSG, type RfiStatus } from "./rfis.constants.ts";
import { mayAnswer, newlyInCourt, rfiMove, rfiNumber, type RfiAction } from "./rfis.rules.ts";
import { checkMembers } from "./people.queries.ts";
import { rfiRow } from "./rfis.queries.ts";

/**
 * The RFIs' writes (issue 31). Each answers the RFI's id and, when it became someone's turn to answer, whose
 * (the route e-mails them once the change is committed).
 */

export type RfiChange = { id: string; tell: string | null };
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const allowed = (status: RfiStatus, action: RfiAction): RfiStatus => {
  const move = rfiMove(status, action);
  if (!move.ok) throw conflict(move.message);
  return move.to;
};

/** The people, photos and documents of an RFI, checked against the caller's organization. */
async function checkRefs(db: Db, scope: Scope, input: RfiUpdateParsed): Promise<void> {
  if (input.ballInCourtId) await checkMembers(db, scope, [input.ballInCourtId], "ballInCourtId");
  await checkMembers(db, scope, input.distributionIds, "distributionIds");
  const found = await documentNames(db, scope, input.documentIds);
  if (input.documentIds.some((id) => !found.has(id))) {
    throw badRequest(RFI_MSG.documentNotYours, { documentIds: RFI_MSG.documentNotYours });
  }
  await checkPhotos(db, scope, input.photoIds);
}

const fieldsOf = (input: RfiUpdateParsed) => ({
  subject: input.subject,
  question: input.question,
  ballInCourtId: input.ballInCourtId || null,
  dueDate: input.dueDate ?? null,
  distributionIds: input.distributionIds,
  photoIds: input.photoIds,
  documentIds: input.documentIds,
});

/** The project's next number, RFI-001 after none, under a lock on the project so two creates cannot share one. */
async function nextNumber(tx: Tx, projectId: string): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"rfis:" + projectId}))`);
  const [row] = await tx
    .select({
      n: sql<number>`coalesce(max(nullif(substring(${rfis.number} from '^RFI-(\\d{1,9})$'), '')::int), 0)::int`,
    })
    .from(rfis)
    .where(eq(rfis.projectId, projectId));
  return rfiNumber((row?.n ?? 0) + 1);
}

export async function createRfi(db: Db, scope: Scope, input: RfiInputParsed): Promise<RfiChange> {
  if (!(await projectBelongs(db, scope, input.projectId))) {
    throw badRequest(RFI_MSG.unknownProject, { projectId: RFI_MSG.unknownProject });
  }
  if (input.open && !input.ballInCourtId) {
    throw badRequest(RFI_MSG.ballInCourtRequired, { ballInCourtId: RFI_MSG.ballInCourtRequired });
  }
  await checkRefs(db, scope, input);
  const status: RfiStatus = input.open ? "open" : "draft";
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(rfis)
      .values({
        organizationId: scope.organizationId,
        projectId: input.projectId,
        number: await nextNumber(tx, input.projectId),
        status,
        createdBy: scope.userId || null,
        ...fieldsOf(input),
      })
      .returning({ id: rfis.id });
    if (!created) throw new Error("RFI not created");
    return created.id;
  });
  return { id, tell: newlyInCourt(null, { status, ballInCourtId: input.ballInCourtId || null }, scope.userId) };
}

export async function updateRfi(db: Db, scope: Scope, id: string, input: RfiUpdateParsed): Promise<RfiChange> {
  const before = await rfiRow(db, scope, id);
  allowed(before.status, "edit");
  if (before.status === "open" && !input.ballInCourtId) {
    throw badRequest(RFI_MSG.ballInCourtRequired, { ballInCourtId: RFI_MSG.ballInCourtRequired });
  }
  await checkRefs(db, scope, input);
  const fields = fieldsOf(input);
  await changeFrom(db, scope, id, before.status, { ...fields });
  return {
    id,
    tell: newlyInCourt(before, { status: before.status, ballInCourtId: fields.ballInCourtId }, scope.userId),
  };
}

/** Writes `set` only while the RFI is still in `status` (two people acting at once: the second is told). */
async function changeFrom(
  db: Db | Tx,
  scope: Scope,
  id: string,
  status: RfiStatus,
  set: Partial<typeof rfis.$inferInsert>,
): Promise<void> {
  const done = await db
    .update(rfis)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(rfis.id, id), eq(rfis.organizationId, scope.organizationId), eq(rfis.status, status)))
    .returning({ id: rfis.id });
  if (done.length === 0) throw conflict(RFI_MSG.rfiStatusIs("changed meanwhile"));
}

export async function deleteRfi(db: Db, scope: Scope, id: string): Promise<void> {
  const before = await rfiRow(db, scope, id);
  allowed(before.status, "delete");
  await db.delete(rfis).where(and(eq(rfis.id, id), eq(rfis.organizationId, scope.organizationId)));
}

/** Sends a draft: it becomes Open, the ball in court's to answer. */
export async function openRfi(db: Db, scope: Scope, id: string): Promise<RfiChange> {
  const before = await rfiRow(db, scope, id);
  const to = allowed(before.status, "open");
  if (!before.ballInCourtId) throw badRequest(RFI_MSG.ballInCourtRequired);
  await changeFrom(db, scope, id, before.status, { status: to });
  return { id, tell: newlyInCourt(before, { status: to, ballInCourtId: before.ballInCourtId }, scope.userId) };
}

/** An answer in the thread, by the ball in court or an admin; an official one makes the RFI Answered. */
export async function answerRfi(db: Db, scope: Scope, id: string, input: Required<RfiAnswerInput>): Promise<RfiChange> {
  const before = await rfiRow(db, scope, id);
  const to = allowed(before.status, input.official ? "officialAnswer" : "answer");
  if (!mayAnswer(before.ballInCourtId, scope)) throw forbidden(RFI_MSG.notYourTurn);
  await db.transaction(async (tx) => {
    if (input.official) await changeFrom(tx, scope, id, before.status, { status: to, answeredAt: new Date() });
    await tx.insert(rfiAnswers).values({
      organizationId: scope.organizationId,
      rfiId: id,
      authorId: scope.userId || null,
      body: input.body,
      official: input.official,
    });
  });
  return { id, tell: null };
}

/** Closes an answered RFI (admins only), or voids one not yet closed. */
export async function settleRfi(db: Db, scope: Scope, id: string, action: "close" | "void"): Promise<RfiChange> {
  const before = await rfiRow(db, scope, id);
  const to = allowed(before.status, action);
  if (action === "close" && scope.role !== "admin") throw forbidden(RFI_MSG.onlyAdminCloses);
  await changeFrom(db, scope, id, before.status, { status: to });
  return { id, tell: null };
}
