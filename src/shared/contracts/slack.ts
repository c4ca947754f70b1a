import { z } from "zod";
import { NOTIFICATION_KINDS } from "../column-values.ts";

/**
 * The organization's Slack channel (issue 30): an incoming webhook an admin connects, and the kinds of event posted
 * there. Everyone in the organization reads whether it is connected and what goes there; never the URL itself
 * (its path is a secret), only a hint of it.
 */

type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What may go to a team's channel: every kind but a person's security alerts (their own account's business). */
export const SLACK_KINDS = NOTIFICATION_KINDS.filter(
  (kind): kind is Exclude<NotificationKind, "security_alert"> => kind !== "security_alert",
);
export type SlackKind = (typeof SLACK_KINDS)[number];

export const isSlackKind = (kind: string): kind is SlackKind => (SLACK_KINDS as readonly string[]).includes(kind);

/** What a channel newly connected receives: what the team as a whole cares about, not one person's tasks. */
export const SLACK_DEFAULT_KINDS: readonly SlackKind[] = [
  "estimate_accepted",
  "estimate_declined",
  "invoice_paid",
  "invoice_overdue",
  "change_order_approved",
  "change_order_rejected",
  "incident_reported",
  "website_message",
  "member_joined",
];

/** The longest webhook URL accepted (Slack's are about 80 characters). */
export const SLACK_WEBHOOK_URL_MAX = 500;

export const SLACK_MSG = {
  title: "Slack Channel",
  subtitle: "Post the events you choose to a channel of your Slack workspace, through an incoming webhook.",
  urlLabel: "Slack Webhook URL",
  urlHintNew: "In Slack, add the Incoming Webhooks app to a channel and paste its URL here.",
  urlHintConnected: (hint: string) => `Connected (${hint}). Leave empty to keep it, or paste a new one.`,
  urlInvalid: "Enter a Slack incoming webhook URL (https://hooks.slack.com/services/…).",
  kindsLegend: "Events to send",
  kindsRequired: "Choose at least one event to send to Slack.",
  kindsInvalid: "Choose events from the list.",
  save: "Save",
  saving: "Saving...",
  saved: "Slack settings saved",
  saveError: "Error Saving Slack Settings",
  test: "Send Test Message",
  testing: "Sending...",
  testSent: "Test message sent to Slack",
  testError: "Test Message Not Sent",
  testText: (organization: string) => `Test message from BuildOps: Slack is connected for ${organization}.`,
  notConnected: "Connect Slack first: save its webhook URL.",
  tooManyTests: "Too many test messages. Please wait a minute and try again.",
  /** Slack refused the message (the webhook is wrong, removed, or its channel gone). */
  refused: (answer: string) => `Slack refused the message: ${answer}. Check the webhook URL.`,
  /** Slack could not take it now (its own failure, its rate limit, or the network). */
  unavailable: (answer: string) => `Slack did not take the message: ${answer}. Please try again later.`,
  disconnect: "Disconnect",
  disconnecting: "Disconnecting...",
  disconnectTitle: "Disconnect Slack",
  disconnectText: "Nothing more will be posted to the Slack channel. You can connect it again at any time.",
  disconnected: "Slack disconnected",
  disconnectError: "Error Disconnecting Slack",
  loading: "Loading Slack settings...",
  loadError: "Could not load the Slack settings.",
  readConnected: "Slack is connected. These events are posted to its channel:",
  readNotConnected: "Slack is not connected. An admin can connect it here.",
  readNone: "No events are chosen.",
  /** The last line of every message: why it came. */
  footer: "Sent by BuildOps because an admin chose these events for this channel.",
  footerLink: "Change in Settings",
} as const;

export const slackSettings = z.object({
  connected: z.boolean(),
  /** What is posted (the defaults while not connected). */
  kinds: z.array(z.enum(SLACK_KINDS)),
  /** "…/T0/B0/••••abcd" while connected; never the URL. */
  webhookHint: z.string().nullable(),
});
export type SlackSettings = z.infer<typeof slackSettings>;

export const slackSettingsInput = z.object({
  /** A new webhook; absent or empty: the one saved is kept. Checked against the server's Slack origin. */
  webhookUrl: z
    .string({ error: SLACK_MSG.urlInvalid })
    .trim()
    .max(SLACK_WEBHOOK_URL_MAX, SLACK_MSG.urlInvalid)
    .optional(),
  kinds: z
    .array(z.enum(SLACK_KINDS, { error: SLACK_MSG.kindsInvalid }), { error: SLACK_MSG.kindsRequired })
    .min(1, SLACK_MSG.kindsRequired)
    .max(SLACK_KINDS.length * 2, SLACK_MSG.kindsInvalid),
});
export type SlackSettingsInput = z.input<typeof slackSettingsInput>;

export const slackTestResult = z.object({ sent: z.literal(true) });
export type SlackTestResult = z.infer<typeof slackTestResult>;
