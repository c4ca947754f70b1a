import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { subscriptions } from "../db/schema/index.ts";
import type { Mailer } from "../platform/mail.ts";
import { billingContacts } from "./billing-state.queries.ts";
import { dueTrialReminder, TRIAL_REMINDER_DAYS } from "./billing.rules.ts";
import { trialReminderEmail } from "./billing-emails.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sends the trial reminders that are due (3 and 1 days before a trial without payment details ends, and one when it
 * has ended) to the organizations' admins. Each is claimed by a conditional update before it is sent, so that two
 * processes running the sweep at once send it once. Answers how many organizations were reminded.
 */
export async function sendTrialReminders(db: Db, mailer: Mailer, appUrl: string, now = new Date()): Promise<number> {
  const soonest = new Date(now.getTime() + Math.max(...TRIAL_REMINDER_DAYS) * DAY_MS);
  const candidates = await db
    .select({
      id: subscriptions.id,
      organizationId: subscriptions.organizationId,
      trialEnd: subscriptions.trialEnd,
      sent: subscriptions.trialReminder,
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, "trialing"),
        isNull(subscriptions.providerSubscriptionId),
        lte(subscriptions.trialEnd, soonest),
        or(isNull(subscriptions.trialReminder), sql`${subscriptions.trialReminder} > 0`),
      ),
    );
  let reminded = 0;
  for (const c of candidates) {
    if (!c.trialEnd) continue;
    const due = dueTrialReminder(c.trialEnd, c.sent, now);
    if (due === null) continue;
    const [claimed] = await db
      .update(subscriptions)
      .set({ trialReminder: due })
      .where(
        and(
          eq(subscriptions.id, c.id),
          c.sent === null ? isNull(subscriptions.trialReminder) : eq(subscriptions.trialReminder, c.sent),
        ),
      )
      .returning({ id: subscriptions.id });
    if (!claimed) continue;
    const contacts = await billingContacts(db, { organizationId: c.organizationId });
    for (const to of contacts?.emails ?? [])
      await mailer.send(trialReminderEmail(to, contacts?.name ?? "", due, appUrl));
    reminded += 1;
  }
  return reminded;
}
