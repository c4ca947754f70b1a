import type { NotificationKind } from "../notifications.constants.ts";

/**
 * What a channel sends (issue 30, decision 0053): one notification, or a digest of several, to one person (or to
 * the organization's own channel, Slack). `key` is the delivery's idempotency key: a try cut off mid-send is tried
 * again with the same key, and the channel hands it to the outside service so that it is delivered once.
 */
export type OutgoingItem = {
  kind: NotificationKind;
  title: string;
  body: string;
  /** The record's page, absolute ("https://app…/dashboard/…"). */
  url: string;
  at: Date;
};

export type Outgoing = {
  key: string;
  organizationId: string;
  organizationName: string;
  /** The person; null for the organization's own channel (Slack). */
  userId: string | null;
  /** One item, or a digest (what was held past a cap, or a day's e-mails). */
  items: OutgoingItem[];
  /** The app's Settings page, absolute: every message says why it came and where to change that. */
  settingsUrl: string;
};

/**
 * A sender throws an error with `permanent: true` when no retry can help (Slack answering that the webhook is
 * gone): the delivery is then dead at once, for the admins to see.
 *
 * "sent", or "skipped" when there is nowhere to send it (no verified phone, no device, a channel not configured);
 * a throw is a failed try, tried again later by the queue.
 */
export type SendOutcome = "sent" | "skipped";

export type ChannelSender = (outgoing: Outgoing) => Promise<SendOutcome>;
