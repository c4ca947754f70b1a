import { route } from "../../shared/route.ts";
import type { Notification, NotificationList, NotificationListQuery, UnreadCount } from "./notifications.contract.ts";

/** The notifications' routes (decision 0047): the caller's own, in their organization. */
export const notificationsEndpoints = {
  /** The caller's notifications, newest first, a page at a time, with how many are unread. */
  list: route("GET", "/api/notifications").with<{ query: NotificationListQuery; answer: NotificationList }>(),
  /** How many of the caller's notifications are unread (what the bell shows; asked often). */
  unread: route("GET", "/api/notifications/unread").with<{ answer: UnreadCount }>(),
  /** Marks one read. */
  read: route("POST", "/api/notifications/:id/read").with<{ answer: Notification }>(),
  /** Marks all of the caller's read. */
  readAll: route("POST", "/api/notifications/read-all").with<{ answer: UnreadCount }>(),
};
