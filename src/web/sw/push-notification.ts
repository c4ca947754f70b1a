/**
 * What the service worker shows for a push message, and where clicking it goes (issue 30). The server sends
 * `{ title, body, url, tag }` (src/modules/notifications/channels/push-message.ts); a message that is not that
 * still shows something, since a browser allows push only where each message shows a notification.
 */

export type ShownNotification = { title: string; body: string; url: string; tag: string | undefined };

/** The app's start for a signed-in person, where a click goes when the message names nowhere of ours. */
export const PUSH_HOME = "/dashboard";

const text = (value: unknown, fallback: string) => (typeof value === "string" && value.trim() ? value : fallback);

function parsed(data: string | null): unknown {
  if (!data) return null;
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

/** The notification for a push message's text (JSON from the server; anything else shown as a plain line). */
export function notificationOf(data: string | null): ShownNotification {
  const message = parsed(data);
  if (typeof message !== "object" || message === null)
    return {
      title: "BuildOps",
      body: data?.trim() ? data : "You have a new notification.",
      url: PUSH_HOME,
      tag: undefined,
    };
  const fields = new Map(Object.entries(message));
  const tag = fields.get("tag");
  return {
    title: text(fields.get("title"), "BuildOps"),
    body: text(fields.get("body"), ""),
    url: text(fields.get("url"), PUSH_HOME),
    tag: typeof tag === "string" && tag ? tag : undefined,
  };
}

/** Where a click opens: the message's address when it is on the app's own origin, else the dashboard. */
export function clickTarget(url: unknown, origin: string): string {
  const home = new URL(PUSH_HOME, origin).href;
  if (typeof url !== "string") return home;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : home;
  } catch {
    return home;
  }
}
