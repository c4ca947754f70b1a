import { z } from "zod";
import { DELIVERY_CHANNELS } from "../column-values.ts";

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
