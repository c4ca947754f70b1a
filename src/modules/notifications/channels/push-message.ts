import type { Outgoing } from "./channel.ts";

/**
 * What a push notification shows (issue 30): the service worker (src/web/sw/service-worker.ts) reads this JSON
 * and shows it; clicking it opens `url`. Kept short: push services take about 4 KB, and a device shows a few lines.
 */
export type PushMessage = { title: string; body: string; url: string; tag: string };

/** Why it came, at the end of every message. */
export const PUSH_WHY = "You get this because Push Notifications are on in Settings.";

/** How long a push service keeps a message for a device that is off: a day, after which it is old news. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

const TITLE_LENGTH = 120;
const BODY_LENGTH = 300;
/** The titles a digest lists before "and N more". */
const DIGEST_LINES = 3;

const cut = (text: string, length: number) => (text.length <= length ? text : `${text.slice(0, length - 1)}…`);

/** The app's dashboard, where the bell lists what a digest gathered. */
function dashboardOf(settingsUrl: string): string {
  try {
    return new URL("/dashboard", settingsUrl).href;
  } catch {
    return settingsUrl;
  }
}

/** The message for one notification, or a digest ("N new notifications") of several; `tag` replaces a repeat. */
export function pushMessage(outgoing: Outgoing, tag: string): PushMessage {
  const [first, ...rest] = outgoing.items;
  if (first && rest.length === 0) {
    const body = [cut(first.body.trim(), BODY_LENGTH), PUSH_WHY].filter(Boolean).join("\n");
    return { title: cut(first.title, TITLE_LENGTH), body, url: first.url, tag };
  }
  const count = outgoing.items.length;
  const lines = outgoing.items.slice(0, DIGEST_LINES).map((item) => cut(item.title, TITLE_LENGTH));
  if (count > DIGEST_LINES) lines.push(`and ${count - DIGEST_LINES} more`);
  return {
    title: `${count} new notification${count === 1 ? "" : "s"}`,
    body: [...lines, PUSH_WHY].join("\n"),
    url: dashboardOf(outgoing.settingsUrl),
    tag,
  };
}
