import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { salesDocuments as d } from "../../server/db/schema/index.ts";
import { notRecordedYet, recordEvent } from "../../server/platform/notify.ts";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** The event's key, once per invoice and due date: in JS for the event, in SQL for the rows not yet told. */
const overdueKey = (id: string, dueDate: string) => `invoice-overdue:${id}:${dueDate}`;
const overdueKeySql = sql`'invoice-overdue:' || ${d.id} || ':' || coalesce(${d.dueDate}::text, '')`;

/**
 * Records "invoice overdue" for every organization's sent invoices with a balance whose due date has passed on
 * `today` (run by each process's maintenance): to the person who made it, or the admins. Once per invoice and due
 * date (a new due date is told of again once it passes). Answers how many it recorded now.
 */
export async function recordOverdueInvoices(db: Db, today: string, limit = 500): Promise<number> {
  const overdue = await db
    .select({
      id: d.id,
      organizationId: d.organizationId,
      number: d.number,
      clientName: d.clientName,
      dueDate: d.dueDate,
      balanceCents: sql<number>`${d.totalCents} - ${d.paidCents}`.mapWith(Number),
      createdBy: d.createdBy,
    })
    .from(d)
    .where(
      and(
        eq(d.kind, "invoice"),
        inArray(d.status, ["sent", "viewed"]),
        lt(d.dueDate, today),
        sql`${d.paidCents} < ${d.totalCents}`,
        notRecordedYet(d.organizationId, overdueKeySql),
      ),
    )
    .limit(limit);
  let recorded = 0;
  for (const inv of overdue) {
    const told = await recordEvent(db, {
      organizationId: inv.organizationId,
      kind: "invoice_overdue",
      key: overdueKey(inv.id, inv.dueDate ?? ""),
      audience: { type: "users", userIds: inv.createdBy ? [inv.createdBy] : [], orAdmins: true },
      title: `Invoice ${inv.number} for ${inv.clientName || "the client"} is overdue`,
      body: `It was due on ${inv.dueDate ?? ""}; ${usd.format(inv.balanceCents / 100)} is unpaid.`,
      link: `/dashboard/invoices/${encodeURIComponent(inv.id)}`,
    });
    if (told) recorded++;
  }
  return recorded;
}
