import { eq } from "drizzle-orm";
import type { Db } from "../../../server/db/client.ts";
import { users } from "../../../server/db/schema/index.ts";
import type { Mailer } from "../../../server/platform/mail.ts";
import { unsubscribeHeaders, unsubscribeUrl } from "../../../server/account/unsubscribe.ts";
import type { ChannelSender } from "./channel.ts";
import { notificationEmail } from "./email-text.server.ts";

/**
 * The e-mail channel (issue 30): the message is written to the mail outbox under the delivery's key (a try made
 * again writes nothing more), and the mailer delivers it with its own retries. It carries List-Unsubscribe with a
 * one-click link that turns notification e-mails off.
 */
export function emailSender(deps: {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  secret: () => Promise<string>;
}): ChannelSender {
  return async (outgoing) => {
    if (!outgoing.userId) return "skipped";
    const [person] = await deps.db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, outgoing.userId));
    if (!person) return "skipped";
    const unsubscribe = unsubscribeUrl(deps.appUrl, await deps.secret(), outgoing.userId, "email");
    await deps.mailer.send({
      id: outgoing.key,
      to: person.email,
      ...notificationEmail(outgoing, person.name, unsubscribe),
      headers: unsubscribeHeaders(unsubscribe),
    });
    return "sent";
  };
}
