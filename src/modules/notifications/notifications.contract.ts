import { z } from "zod";
import { NOTIFICATION_KINDS } from "./notifications.constants.ts";

/** The notifications' requests and answers (issue 30). */

export const notification = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** The record's page in the app, or "" when it has none. */
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notification>;

export const notificationListQuery = z.object({
  /** Opaque cursor from the previous page's `nextCursor`. */
  cursor: z.string().max(200).optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuery>;

export const notificationList = z.object({
  notifications: z.array(notification),
  nextCursor: z.string().nullable(),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationList>;

export const unreadCount = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCount>;
