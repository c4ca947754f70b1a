// The notifications module's plain values (issue 30): what each kind of event is called, and its messages.
import { NOTIFICATION_KINDS } from "../../shared/column-values.ts";

export { NOTIFICATION_KINDS };
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A page of the bell's list. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** How often an open dashboard asks for the unread count (and at once when the tab comes back into view). */
export const UNREAD_POLL_MS = 30_000;

export const NOTIFICATIONS_MSG = {
  notFound: "Notification not found.",
  cursorInvalid: "This page link is no longer valid. Please reload the list.",
} as const;

/** The unread count is counted up to this (the bell shows "99+"): its cost stays the same however many there are. */
export const UNREAD_CAP = 100;
