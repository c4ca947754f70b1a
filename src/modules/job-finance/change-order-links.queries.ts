import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { changeOrderLinks as k, changeOrders as co, sovLines, users } from "../../server/db/schema/index.ts";
import { getCompany } from "../../server/account/company.queries.ts";
import type { Scope } from "../../server/platform/access.ts";
import { conflict, HttpError, notFound } from "../../server/platform/errors.ts";
import { isLinkToken, linkScope, linkTokenHash, newLinkToken } from "../../server/platform/link-tokens.ts";
import { recordEvent } from "../../server/platform/notify.ts";
import { getProject, shiftProjectEnd } from "../projects/projects.queries.ts";
import type { ClientChangeOrder } from "./job-finance.contract.ts";
import { CHANGE_ORDER_CHANGED_CODE, JOB_FINANCE_MSG } from "./job-finance.constants.ts";
import { getProjectContract } from "./budget.queries.ts";
import { getChangeOrder, revokeChangeOrderLinks } from "./change-orders.queries.ts";

/**
 * A change order's link to its client (no account, issue 29): issued when it is sent (revoking the earlier ones),
 * opened by its token, answered once with a typed name at the version the client read. An approval adds the
 * change order's line to the schedule of values and its days to the project's end, in the same transaction.
 */

/** How long a change order's link works. */
export const CHANGE_ORDER_LINK_DAYS = 30;

/** Marks a draft (or sent) change order sent to `to`, with a new link; answers the token (shown once, in the e-mail). */
export async function issueChangeOrderLink(
  db: Db,
  scope: Scope,
  id: string,
  to: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newLinkToken();
  const expiresAt = new Date(now.getTime() + CHANGE_ORDER_LINK_DAYS * 86_400_000);
  await db.transaction(async (tx) => {
    const [sent] = await tx
      .update(co)
      .set({ status: "sent", sentAt: now, sentTo: to, updatedAt: now })
      .where(and(eq(co.id, id), eq(co.organizationId, scope.organizationId), inArray(co.status, ["draft", "sent"])))
      .returning({ id: co.id });
    if (!sent) {
      const current = await getChangeOrder(tx, scope, id);
      throw conflict(JOB_FINANCE_MSG.changeOrderNotSendable(current.status));
    }
    await revokeChangeOrderLinks(tx, scope, id, "resent", now);
    await tx.insert(k).values({
      organizationId: scope.organizationId,
      changeOrderId: id,
      tokenHash: linkTokenHash(token),
      sentTo: to,
      expiresAt,
      createdBy: scope.userId || null,
    });
  });
  return { token, expiresAt };
}

export type OpenedChangeOrderLink = { organizationId: string; changeOrderId: string; sentBy: string | null };

/**
 * The change order a token opens: 404 for a token malformed, unknown or revoked by a newer link (one message),
 * 410 once expired, or with CHANGE_ORDER_CHANGED once it was edited after this link was sent.
 */
export async function openChangeOrderLink(db: Db, token: string, now = new Date()): Promise<OpenedChangeOrderLink> {
  if (!isLinkToken(token)) throw notFound(JOB_FINANCE_MSG.linkInvalid);
  const [row] = await db
    .select({
      organizationId: k.organizationId,
      changeOrderId: k.changeOrderId,
      expiresAt: k.expiresAt,
      revokedAt: k.revokedAt,
      revokedReason: k.revokedReason,
      sentBy: users.email,
    })
    .from(k)
    .leftJoin(users, eq(users.id, k.createdBy))
    .where(eq(k.tokenHash, linkTokenHash(token)))
    .limit(1);
  if (row?.revokedAt && row.revokedReason === "changed")
    throw new HttpError(410, CHANGE_ORDER_CHANGED_CODE, JOB_FINANCE_MSG.linkChanged);
  if (!row || row.revokedAt) throw notFound(JOB_FINANCE_MSG.linkInvalid);
  if (row.expiresAt.getTime() <= now.getTime()) throw new HttpError(410, "GONE", JOB_FINANCE_MSG.linkExpired);
  return { organizationId: row.organizationId, changeOrderId: row.changeOrderId, sentBy: row.sentBy };
}

/** The change order as its client sees it. */
export async function clientChangeOrderView(db: Db, link: OpenedChangeOrderLink): Promise<ClientChangeOrder> {
  const scope = linkScope(link);
  const order = await getChangeOrder(db, scope, link.changeOrderId);
  const [company, project] = await Promise.all([getCompany(db, scope), getProject(db, scope, order.projectId)]);
  return {
    number: order.number,
    title: order.title,
    description: order.description,
    reason: order.reason,
    status: order.status,
    version: order.version,
    amountCents: order.amountCents,
    days: order.days,
    company: { name: company.name },
    project: { name: project.name },
    lines: order.lines.map((l) => ({
      description: l.description || l.costCodeName,
      costType: l.costType,
      amountCents: l.amountCents,
      days: l.days,
    })),
    answer:
      order.answeredAt && order.answerName && (order.status === "approved" || order.status === "rejected")
        ? { name: order.answerName, at: order.answeredAt, approved: order.status === "approved" }
        : null,
    answerable: order.status === "sent",
  };
}

/**
 * The client's answer, once, at the version they read. An approval, in the same transaction, adds the change
 * order's line to the project's schedule of values (at the project's retainage) and its days to the project's end.
 */
export async function answerChangeOrder(
  db: Db,
  link: OpenedChangeOrderLink,
  answer: { name: string; approve: boolean; version: number; ip: string },
  now = new Date(),
): Promise<void> {
  const scope = linkScope(link);
  const answered = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(co)
      .set({
        status: answer.approve ? "approved" : "rejected",
        answeredAt: now,
        answerName: answer.name,
        answerIp: answer.ip,
        updatedAt: now,
      })
      .where(
        and(
          eq(co.id, link.changeOrderId),
          eq(co.organizationId, link.organizationId),
          eq(co.status, "sent"),
          eq(co.version, answer.version),
        ),
      )
      .returning({
        projectId: co.projectId,
        number: co.number,
        title: co.title,
        amountCents: co.amountCents,
        days: co.days,
      });
    if (!row) return false;
    if (answer.approve) {
      const { retainageBps } = await getProjectContract(tx, scope, row.projectId);
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${sovLines.position}), -1)::int` })
        .from(sovLines)
        .where(and(eq(sovLines.organizationId, link.organizationId), eq(sovLines.projectId, row.projectId)));
      await tx.insert(sovLines).values({
        organizationId: link.organizationId,
        projectId: row.projectId,
        itemNo: row.number,
        description: row.title,
        scheduledValueCents: row.amountCents,
        retainageBps,
        changeOrderId: link.changeOrderId,
        position: (last?.position ?? -1) + 1,
      });
      await shiftProjectEnd(tx, scope, row.projectId, row.days, now);
    }
    await recordEvent(tx, {
      organizationId: link.organizationId,
      kind: answer.approve ? "change_order_approved" : "change_order_rejected",
      key: `change-order-answered:${link.changeOrderId}`,
      audience: { type: "project", projectId: row.projectId },
      title: `Change order ${row.number} ${answer.approve ? "approved" : "rejected"} by ${answer.name}`,
      body: row.title,
      link: `/dashboard/job-finance/projects/${encodeURIComponent(row.projectId)}/change-orders/${encodeURIComponent(link.changeOrderId)}`,
    });
    return true;
  });
  if (answered) return;
  const current = await getChangeOrder(db, scope, link.changeOrderId);
  if (current.status === "approved" || current.status === "rejected") throw conflict(JOB_FINANCE_MSG.alreadyAnswered);
  if (current.version !== answer.version)
    throw new HttpError(409, CHANGE_ORDER_CHANGED_CODE, JOB_FINANCE_MSG.versionChanged);
  throw conflict(JOB_FINANCE_MSG.notAnswerable);
}
