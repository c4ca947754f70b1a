import { route } from "../route.ts";
import type { UndeliveredList } from "./undelivered-notifications.ts";

export const undeliveredEndpoints = {
  /** The organization's notifications that used up their tries, newest first (admins). */
  list: route("GET", "/api/notifications/undelivered").with<{ answer: UndeliveredList }>(),
};
