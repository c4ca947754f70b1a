import { and, asc, eq, getTableName, lt, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../server/db/client.ts";
import { rfiAnswers, rfis, users } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, notFound } from "../../server/platform/errors.ts";
import {
  decodeCursor,
  encodeCursor,
  keysetPage,
  microsecondKey,
  newestFirst,
} from "../../server/platform/list-paging.ts";
import { personRefOf } from "../../server/platform/organization-rows.ts";
import { photoRefs } from "../../server/platform/photos.queries.ts";
import { reporterToday } from "../../shared/calendar.ts";
import { documentFileAddress, documentNames } from "../documents/documents.public.server.ts";
import { projectNameOf } from "../projects/projects.queries.ts";
import type { Rfi, RfiList, RfiListQuery, RfiSummary } from "./rfis.contract.ts";
import { RFI_MSG } from "./rfis.constants.ts";
import { peopleOf } from "./people.queries.ts";

/** The RFIs as they are read (issue 31): a keyset page newest first, filtered, and one with its thread. */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * `"table"."column"`: Drizzle writes a one-table select's columns unqualified, which inside a subquery would name
 * the subquery's own table.
 */
export const qualified = (table: PgTable, column: PgColumn): SQL =>
  sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;

/** A user's name for an answer, given the (qualified) column holding their id. */
export const userNameOf = (userId: SQL): SQL<string | null> =>
  sql<string | null>`(select u.name from ${users} u where u.id = ${userId})`;

const summaryColumns = {
  id: rfis.id,
  projectId: rfis.projectId,
  projectName: projectNameOf(rfis.projectId, rfis.organizationId),
  number: rfis.number,
  subject: rfis.subject,
  status: rfis.status,
  ballInCourtId: rfis.ballInCourtId,
  ballInCourtName: userNameOf(qualified(rfis, rfis.ballInCourtId)),
  dueDate: rfis.dueDate,
  answeredAt: rfis.answeredAt,
  createdAt: rfis.createdAt,
  createdAtKey: microsecondKey(rfis.createdAt),
};
const selectSummaries = (db: Db | Tx) => db.select(summaryColumns).from(rfis);
type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

const toSummary = (r: SummaryRow): RfiSummary => ({
  id: r.id,
  project: { id: r.projectId, name: r.projectName ?? "" },
  number: r.number,
  subject: r.subject,
  status: r.status,
  ballInCourt: personRefOf(r.ballInCourtId, r.ballInCourtName),
  dueDate: r.dueDate,
  answeredAt: r.answeredAt ? r.answeredAt.toISOString() : null,
  createdAt: r.createdAt.toISOString(),
});

/** A page of the organization's RFIs, newest first: of a project, in a status, or only the overdue ones. */
export async function listRfis(db: Db, scope: Scope, query: RfiListQuery & { limit: number }): Promise<RfiList> {
  const where: SQL[] = [eq(rfis.organizationId, scope.organizationId)];
  if (query.projectId) where.push(eq(rfis.projectId, query.projectId));
  if (query.status) where.push(eq(rfis.status, query.status));
  if (query.overdue === "true") {
    where.push(eq(rfis.status, "open"), lt(rfis.dueDate, reporterToday(query.today)));
  }
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    if (!cursor) throw badRequest(RFI_MSG.badPage);
    where.push(sql`(${rfis.createdAt}, ${rfis.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`);
  }
  const rows = await selectSummaries(db)
    .where(and(...where))
    .orderBy(...newestFirst(rfis.createdAt, rfis.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = keysetPage(rows, query.limit, (last) =>
    encodeCursor({ createdAt: last.createdAtKey, id: last.id }),
  );
  return { rfis: page.map(toSummary), nextCursor };
}

/** The stored row (for the writes' rules), or 404 when it is not the organization's. */
export async function rfiRow(db: Db | Tx, scope: Scope, id: string) {
  const [row] = await db
    .select()
    .from(rfis)
    .where(and(eq(rfis.id, id), eq(rfis.organizationId, scope.organizationId)))
    .limit(1);
  if (!row) throw notFound(RFI_MSG.rfiNotFound);
  return row;
}

export async function getRfi(db: Db, scope: Scope, id: string): Promise<Rfi> {
  const [row] = await selectSummaries(db)
    .where(and(eq(rfis.id, id), eq(rfis.organizationId, scope.organizationId)))
    .limit(1);
  if (!row) throw notFound(RFI_MSG.rfiNotFound);
  const stored = await rfiRow(db, scope, id);
  const answers = await db
    .select({
      id: rfiAnswers.id,
      body: rfiAnswers.body,
      official: rfiAnswers.official,
      authorId: rfiAnswers.authorId,
      authorName: userNameOf(qualified(rfiAnswers, rfiAnswers.authorId)),
      createdAt: rfiAnswers.createdAt,
    })
    .from(rfiAnswers)
    .where(and(eq(rfiAnswers.rfiId, id), eq(rfiAnswers.organizationId, scope.organizationId)))
    .orderBy(asc(rfiAnswers.createdAt), asc(rfiAnswers.id));
  const [distribution, photos, documentNamed, creator] = await Promise.all([
    peopleOf(db, scope, stored.distributionIds),
    photoRefs(db, scope, stored.photoIds),
    documentNames(db, scope, stored.documentIds),
    stored.createdBy ? peopleOf(db, scope, [stored.createdBy]) : Promise.resolve([]),
  ]);
  return {
    ...toSummary(row),
    question: stored.question,
    distribution,
    photos,
    documents: stored.documentIds.flatMap((docId) => {
      const name = documentNamed.get(docId);
      return name === undefined ? [] : [{ id: docId, name, url: documentFileAddress(docId) }];
    }),
    answers: answers.map((a) => ({
      id: a.id,
      body: a.body,
      official: a.official,
      author: personRefOf(a.authorId, a.authorName),
      createdAt: a.createdAt.toISOString(),
    })),
    createdBy: creator[0] ?? null,
    updatedAt: stored.updatedAt.toISOString(),
  };
}

/** A project's RFIs in number order, every one (the RFI log). */
export async function projectRfis(db: Db, scope: Scope, projectId: string): Promise<RfiSummary[]> {
  const rows = await selectSummaries(db)
    .where(and(eq(rfis.organizationId, scope.organizationId), eq(rfis.projectId, projectId)))
    .orderBy(asc(sql`length(${rfis.number})`), asc(rfis.number));
  return rows.map(toSummary);
}
