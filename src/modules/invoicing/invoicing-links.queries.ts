/**
 * The link a client opens without an account. The token is 32 random bytes; only its SHA-256 is stored, so
 * the table cannot be turned back into links. Sending a document again revokes its earlier links, and so does
 * editing a sent estimate (the client's page then says it changed). The client's answer is written in one checked
 * statement that names the version they read, so a second answer, one past valid-until or one to a version they
 * never saw is refused.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { clientLinks as k, salesDocuments as d, users } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { conflict, HttpError, notFound } from "../../server/platform/errors.ts";
import { isLinkToken, linkTokenHash, newLinkToken } from "../../server/platform/link-tokens.ts";
import { recordEvent, type NotificationEvent } from "../../server/platform/notify.ts";
import { CLIENT_LINK_DAYS, INVOICING_MSG, LINK_CHANGED_CODE, type DocumentKind } from "./invoicing.constants.ts";

const hashOf = linkTokenHash;

/**
 * Issues a new link for a document being sent to `sentTo` (revoking its earlier ones) and marks a draft sent,
 * in one transaction. Answers the token (shown once, in the e-mail) and when it expires.
 */
export async function issueClientLink(
  db: Db,
  scope: Scope,
  kind: DocumentKind,
  documentId: string,
  sentTo: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newLinkToken();
  const expiresAt = new Date(now.getTime() + CLIENT_LINK_DAYS * 86_400_000);
  await db.transaction(async (trx) => {
    const [marked] = await trx
      .update(d)
      .set({
        status: sql`case when ${d.status} = 'draft' then 'sent' else ${d.status} end`,
        sentAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(d.id, documentId),
          eq(d.organizationId, scope.organizationId),
          eq(d.kind, kind),
          inArray(d.status, ["draft", "sent", "viewed"]),
        ),
      )
      .returning({ id: d.id });
    if (!marked)
      throw conflict(
        kind === "estimate" ? "An answered estimate cannot be sent again." : "A void invoice cannot be sent.",
      );
    await revokeClientLinks(trx, scope, documentId, "resent", now);
    await trx.insert(k).values({
      organizationId: scope.organizationId,
      documentId,
      tokenHash: hashOf(token),
      sentTo,
      expiresAt,
      createdBy: scope.userId,
    });
  });
  return { token, expiresAt };
}

/**
 * Revokes a document's live links, saying why: "resent" (a newer link went out) or "changed" (the document was
 * edited after it was sent; the old link then tells the client so). Runs in the caller's transaction.
 */
export async function revokeClientLinks(
  trx: Pick<Db, "update">,
  scope: Scope,
  documentId: string,
  reason: "resent" | "changed",
  now = new Date(),
): Promise<void> {
  await trx
    .update(k)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(k.documentId, documentId), eq(k.organizationId, scope.organizationId), isNull(k.revokedAt)));
}

export type OpenedLink = { organizationId: string; documentId: string; kind: DocumentKind };

/**
 * The document a token opens: 404 for a token that is malformed, unknown or revoked by a newer link (one
 * message: nothing tells which), 410 once it has expired, or with code DOCUMENT_CHANGED once the document was
 * edited after this link was sent.
 */
export async function openClientLink(db: Db, token: string, now = new Date()): Promise<OpenedLink> {
  if (!isLinkToken(token)) throw notFound(INVOICING_MSG.linkInvalid);
  const [row] = await db
    .select({
      organizationId: k.organizationId,
      documentId: k.documentId,
      kind: d.kind,
      expiresAt: k.expiresAt,
      revokedAt: k.revokedAt,
      revokedReason: k.revokedReason,
    })
    .from(k)
    .innerJoin(d, and(eq(d.id, k.documentId), eq(d.organizationId, k.organizationId)))
    .where(eq(k.tokenHash, hashOf(token)))
    .limit(1);
  if (row?.revokedAt && row.revokedReason === "changed")
    throw new HttpError(410, LINK_CHANGED_CODE, INVOICING_MSG.linkChanged);
  if (!row || row.revokedAt) throw notFound(INVOICING_MSG.linkInvalid);
  if (new Date(row.expiresAt).getTime() <= now.getTime()) throw new HttpError(410, "GONE", INVOICING_MSG.linkExpired);
  return {
    organizationId: row.organizationId,
    documentId: row.documentId,
    kind: row.kind === "invoice" ? "invoice" : "estimate",
  };
}

/** The first time the client opens a sent document, it becomes viewed. */
export async function markViewed(db: Db, link: OpenedLink, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [viewed] = await tx
      .update(d)
      .set({ status: "viewed", viewedAt: now })
      .where(and(eq(d.id, link.documentId), eq(d.organizationId, link.organizationId), eq(d.status, "sent")))
      .returning(told);
    if (viewed)
      await recordEvent(
        tx,
        documentEvent(link, viewed, viewed.kind === "estimate" ? "estimate_viewed" : "invoice_viewed"),
      );
  });
}

/** What a document's event tells: its number and client, to its author (or the admins). */
const told = { kind: d.kind, number: d.number, clientName: d.clientName, createdBy: d.createdBy };

function documentEvent(
  link: OpenedLink,
  doc: { kind: string; number: string; clientName: string; createdBy: string | null },
  kind: "estimate_viewed" | "invoice_viewed" | "estimate_accepted" | "estimate_declined",
): NotificationEvent {
  const noun = doc.kind === "estimate" ? "Estimate" : "Invoice";
  const what = {
    estimate_viewed: "viewed",
    invoice_viewed: "viewed",
    estimate_accepted: "accepted",
    estimate_declined: "declined",
  }[kind];
  return {
    organizationId: link.organizationId,
    kind,
    key: `${kind}:${link.documentId}`,
    audience: { type: "users", userIds: doc.createdBy ? [doc.createdBy] : [], orAdmins: true },
    title: `${noun} ${doc.number} ${what} by ${doc.clientName || "the client"}`,
    link: `/dashboard/${doc.kind === "estimate" ? "estimates" : "invoices"}/${encodeURIComponent(link.documentId)}`,
  };
}

/**
 * The client's answer to an estimate, with the name they typed, the time and their address. Only a sent or
 * viewed estimate within its valid-until date, at the version the client read, may be answered, once.
 */
export async function answerEstimate(
  db: Db,
  link: OpenedLink,
  answer: { name: string; accept: boolean; version: number; ip: string },
  today: string,
  now = new Date(),
): Promise<void> {
  if (link.kind !== "estimate") throw notFound(INVOICING_MSG.linkInvalid);
  const answered = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(d)
      .set({
        status: answer.accept ? "accepted" : "declined",
        answeredAt: now,
        answerName: answer.name,
        answerIp: answer.ip,
        updatedAt: now,
      })
      .where(
        and(
          eq(d.id, link.documentId),
          eq(d.organizationId, link.organizationId),
          eq(d.kind, "estimate"),
          inArray(d.status, ["sent", "viewed"]),
          eq(d.version, answer.version),
          sql`(${d.validUntil} is null or ${d.validUntil} >= ${today}::date)`,
        ),
      )
      .returning(told);
    if (row) await recordEvent(tx, documentEvent(link, row, answer.accept ? "estimate_accepted" : "estimate_declined"));
    return row;
  });
  if (answered) return;
  const [current] = await db
    .select({ status: d.status, validUntil: d.validUntil, version: d.version })
    .from(d)
    .where(and(eq(d.id, link.documentId), eq(d.organizationId, link.organizationId)));
  if (current?.status === "accepted" || current?.status === "declined") throw conflict(INVOICING_MSG.alreadyAnswered);
  if (current && current.version !== answer.version)
    throw new HttpError(409, LINK_CHANGED_CODE, INVOICING_MSG.versionChanged);
  if (current?.validUntil && current.validUntil < today) throw conflict(INVOICING_MSG.estimateExpired);
  throw conflict(INVOICING_MSG.notAcceptable);
}

/** Who to tell of the client's answer: the person who sent this link (their e-mail), if they still exist. */
export async function senderEmailOf(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(k)
    .innerJoin(users, eq(users.id, k.createdBy))
    .where(eq(k.tokenHash, hashOf(token)))
    .limit(1);
  return row?.email ?? null;
}
