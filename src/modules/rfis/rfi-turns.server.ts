import type { Db } from "../../server/db/client.ts";
import type { Scope } from "../../server/platform/access.ts";
import type { Mail, Mailer } from "../../server/platform/mail.ts";
import { recordEvent } from "../../server/platform/notify.ts";
import { organizationNameOf } from "../../server/platform/organization-rows.ts";
import { membersAmong } from "./people.queries.ts";

/**
 * Tells the member whose turn an RFI or a submittal became: the module's own e-mail (it cannot be turned off), and
 * the same in their bell (and on push, SMS, Slack as they chose). Nothing when they are no member any more.
 */
export async function tellTurn(
  deps: { db: Db; mailer: Mailer; appUrl: string },
  scope: Scope,
  userId: string,
  turn: {
    kind: "rfi_assigned" | "submittal_review";
    recordId: string;
    /** The record's page in the app. */
    path: string;
    mail: (to: string, link: string, company: string) => Mail;
  },
): Promise<void> {
  const person = (await membersAmong(deps.db, scope, [userId])).get(userId);
  if (!person) return;
  const mail = turn.mail(person.email, `${deps.appUrl}${turn.path}`, await organizationNameOf(deps.db, scope));
  await deps.mailer.send(mail);
  await recordEvent(deps.db, {
    organizationId: scope.organizationId,
    kind: turn.kind,
    key: `${turn.kind}:${turn.recordId}:${userId}:${Date.now()}`,
    audience: { type: "users", userIds: [userId], except: scope.userId },
    title: mail.subject,
    link: turn.path,
  });
}
