import { escapeHtml } from "../../../server/platform/html.ts";
import type { Outgoing } from "./channel.ts";

/** What a notification e-mail says (issue 30): the news, the link to its record, why it came and how to stop it. */
export type NotificationEmail = { subject: string; text: string; html: string };

const when = (at: Date) => at.toUTCString().replace(/:\d\d GMT$/, " UTC");

export function notificationEmail(outgoing: Outgoing, name: string, unsubscribeUrl: string): NotificationEmail {
  const { items, organizationName, settingsUrl } = outgoing;
  const single = items.length === 1 ? items[0] : undefined;
  const subject = single ? single.title : `${items.length} notifications from ${organizationName}`;
  const why = single
    ? `You get this e-mail because you are a member of ${organizationName} on BuildOps and Email Notifications are on in your settings.`
    : `This e-mail gathers your notifications from ${organizationName} on BuildOps (a daily digest, or more than one at a time), as your settings ask.`;
  const change = `Choose what you get in Settings: ${settingsUrl}`;
  const stop = `Unsubscribe from notification e-mails: ${unsubscribeUrl}`;
  const lines = items.map((i) =>
    single
      ? [i.title, i.body, `Open it: ${i.url}`]
      : [`- ${i.title} (${when(i.at)})`, i.body ? `  ${i.body}` : "", `  ${i.url}`],
  );
  const text = [`Hi ${name},`, "", ...lines.flatMap((l) => [...l.filter(Boolean), ""]), "--", why, change, stop].join(
    "\n",
  );
  const htmlItems = items
    .map(
      (i) =>
        `<li style="margin-bottom:12px"><a href="${escapeHtml(i.url)}"><strong>${escapeHtml(i.title)}</strong></a>${
          i.body ? `<br>${escapeHtml(i.body)}` : ""
        }<br><span style="color:#64748b">${escapeHtml(when(i.at))}</span></li>`,
    )
    .join("");
  const html = `<p>Hi ${escapeHtml(name)},</p><ul style="padding-left:18px">${htmlItems}</ul><hr><p style="color:#64748b;font-size:13px">${escapeHtml(
    why,
  )} <a href="${escapeHtml(settingsUrl)}">Choose what you get in Settings</a> or <a href="${escapeHtml(
    unsubscribeUrl,
  )}">unsubscribe from notification e-mails</a>.</p>`;
  return { subject, text, html };
}
