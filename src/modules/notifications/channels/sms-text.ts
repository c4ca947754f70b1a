import type { Outgoing } from "./channel.ts";

/** A text message's most characters: two segments (longer ones cost more and arrive split on some phones). */
export const SMS_MAX_CHARS = 320;

const PREFIX = "BuildOps: ";

/**
 * What a text says: one notification's title and its page; a digest's count and the dashboard; then, when it fits,
 * why it came and where to stop it. A long title is cut short; the links never are.
 */
export function smsText(outgoing: Pick<Outgoing, "items" | "settingsUrl">, dashboardUrl: string): string {
  const why = `\nTurn off SMS in Settings: ${outgoing.settingsUrl}`;
  const [only] = outgoing.items;
  if (outgoing.items.length !== 1 || !only) {
    const digest = `${PREFIX}${outgoing.items.length} new notifications. ${dashboardUrl}`;
    return withWhy(digest, why);
  }
  const tail = ` ${only.url}`;
  const room = SMS_MAX_CHARS - PREFIX.length - tail.length - why.length;
  const title = only.title.replace(/\s+/g, " ").trim();
  const fitted = title.length <= Math.max(room, 40) ? title : `${title.slice(0, Math.max(room, 40) - 1).trimEnd()}…`;
  return withWhy(`${PREFIX}${fitted}${tail}`, why);
}

const withWhy = (text: string, why: string): string => (text.length + why.length <= SMS_MAX_CHARS ? text + why : text);
