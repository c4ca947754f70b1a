import type { Mail } from "../platform/mail.ts";
import { escapeHtml } from "../platform/html.ts";
import { PAST_DUE_GRACE_DAYS } from "./billing.rules.ts";

/** The Subscription panel's address, where every billing e-mail leads. */
export const subscriptionPanelUrl = (appUrl: string) => `${appUrl}/dashboard/profile#subscription`;

function billingMail(to: string, subject: string, lines: string[], action: string, url: string): Mail {
  return {
    to,
    subject,
    text: `${lines.join("\n\n")}\n\n${action}: ${url}`,
    html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
  };
}

/** 3 and 1 days before a trial without payment details ends (0: it has ended). */
export function trialReminderEmail(to: string, org: string, days: number, appUrl: string): Mail {
  const url = subscriptionPanelUrl(appUrl);
  if (days === 0) {
    return billingMail(
      to,
      `${org}'s BuildOps trial has ended`,
      [
        `The free trial of ${org} has ended. Nothing has been deleted: everything stays readable and exportable.`,
        "To keep adding and changing records, subscribe to a plan.",
      ],
      "Subscribe",
      url,
    );
  }
  const when = days === 1 ? "tomorrow" : `in ${days} days`;
  return billingMail(
    to,
    `${org}'s BuildOps trial ends ${when}`,
    [
      `The free trial of ${org} ends ${when}.`,
      "Subscribe to a plan to keep working without interruption. If you do not, your data stays readable and exportable, but nothing can be added or changed.",
    ],
    "Choose a plan",
    url,
  );
}

/** A renewal the provider could not charge. */
export function paymentFailedEmail(to: string, org: string, appUrl: string): Mail {
  return billingMail(
    to,
    `Payment failed for ${org}'s BuildOps subscription`,
    [
      `We could not charge the card on file for ${org}'s subscription. We will try again over the next days.`,
      `Please update the card within ${PAST_DUE_GRACE_DAYS} days: after that, your data stays readable and exportable, but nothing can be added or changed until the payment goes through.`,
    ],
    "Update your card",
    url(appUrl),
  );
}

const url = subscriptionPanelUrl;
