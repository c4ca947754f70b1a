import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { userSettings, users } from "../db/schema/index.ts";
import type { Mailer } from "../platform/mail.ts";
import { stableUuid } from "../platform/stable-id.ts";
import { unsubscribeHeaders, unsubscribeUrl } from "./unsubscribe.ts";

export type ProductNews = { subject: string; text: string };

/**
 * Sends product news (marketing e-mails, issue 30) to everyone who turned Marketing Emails on, each message with
 * its one-click unsubscribe (RFC 8058) and a line saying why it came. Sent once per person for the same news: run
 * again (after a stop midway), it writes only the messages not written yet. Answers how many people it is for.
 */
export async function sendProductNews(
  deps: { db: Db; mailer: Mailer; appUrl: string; secret: string },
  news: ProductNews,
): Promise<number> {
  const newsId = createHash("sha256").update(`${news.subject}\n${news.text}`).digest("hex");
  const readers = await deps.db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .innerJoin(userSettings, eq(userSettings.userId, users.id))
    .where(sql`(${userSettings.notifications} ->> 'marketingEmails') = 'true'`);
  for (const reader of readers) {
    const unsubscribe = unsubscribeUrl(deps.appUrl, deps.secret, reader.id, "marketing");
    await deps.mailer.send({
      id: stableUuid(`news:${newsId}:${reader.id}`),
      to: reader.email,
      subject: news.subject,
      text: `Hi ${reader.name},\n\n${news.text}\n\n--\nYou get this e-mail because Marketing Emails are on in your BuildOps settings (${deps.appUrl}/dashboard/settings).\nUnsubscribe from marketing e-mails: ${unsubscribe}`,
      headers: unsubscribeHeaders(unsubscribe),
    });
  }
  return readers.length;
}
