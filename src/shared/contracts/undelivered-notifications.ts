import { z } from "zod";
import { DELIVERY_CHANNELS } from "../column-values.ts";
import { route } from "../route.ts";

/** A notification that used up its tries (issue 30): what the organization's admins see, to act on. */
export const undeliveredNotification = z.object({
  id: z.string(),
  channel: z.enum(DELIVERY_CHANNELS),
  /** The person's name, or "Slack channel". */
  recipient: z.string(),
  title: z.string(),
  error: z.string(),
  createdAt: z.string(),
});
export const undeliveredList = z.object({ deliveries: z.array(undeliveredNotification) });
export type UndeliveredList = z.infer<typeof undeliveredList>;

export const undeliveredEndpoints = {
  /** The organization's notifications that used up their tries, newest first (admins). */
  list: route("GET", "/api/notifications/undelivered").with<{ answer: UndeliveredList }>(),
};
