import type { NotificationSettings } from "../../shared/contracts/settings.ts";
import type { DELIVERY_CHANNELS } from "../../shared/column-values.ts";
import type { NotificationKind } from "./notifications.constants.ts";

/** The delivery rules of issue 30 (decision 0053): who gets what on which channel, the caps, the digests. */

export type Channel = (typeof DELIVERY_CHANNELS)[number];
/** The channels a person chooses (Slack is the organization's). */
export type PersonalChannel = Exclude<Channel, "slack">;

/** The events the Project Updates setting covers: the work on projects. */
export const PROJECT_UPDATE_KINDS: ReadonlySet<NotificationKind> = new Set<NotificationKind>([
  "task_assigned",
  "task_due_tomorrow",
  "task_late",
  "change_order_approved",
  "change_order_rejected",
  "purchase_order_received",
  "rfi_assigned",
  "submittal_review",
  "punch_item_assigned",
]);

/** Kinds whose e-mail their own module sends (it cannot be turned off): the e-mail channel leaves them out. */
const EMAILED_BY_THEIR_MODULE: ReadonlySet<NotificationKind> = new Set<NotificationKind>([
  "security_alert",
  "rfi_assigned",
  "submittal_review",
]);

/**
 * The channels a person hears of an event on, from their settings and what they can be reached by (a device with
 * push allowed, a verified phone). Security alerts cannot be turned off: they are always e-mailed, by the account
 * (security-alerts.ts), so not here, and come on push and SMS as those are chosen; so too an RFI or a submittal
 * that became someone's to answer (their module e-mails it). The bell always has everything.
 */
export function personalChannels(
  kind: NotificationKind,
  settings: NotificationSettings,
  reach: { push: boolean; sms: boolean },
): PersonalChannel[] {
  if (PROJECT_UPDATE_KINDS.has(kind) && !settings.projectUpdates) return [];
  const channels: PersonalChannel[] = [];
  if (settings.email && !EMAILED_BY_THEIR_MODULE.has(kind)) channels.push("email");
  if (settings.push && reach.push) channels.push("push");
  if (settings.sms && reach.sms) channels.push("sms");
  return channels;
}

/**
 * How many deliveries an organization's channel sends in an hour; past it they are held and sent as one digest
 * at the next hour (an organization cannot flood a channel, nor run up a text-message bill).
 */
export const HOURLY_CAPS: Record<Channel, number> = { email: 200, push: 300, sms: 30, slack: 30 };

/** Of `n` deliveries counted when the hour's count became `countAfter`, how many are within the cap. */
export function withinCap(n: number, countAfter: number, cap: number): number {
  const before = countAfter - n;
  return Math.max(0, Math.min(n, cap - before));
}

/** The hour a time falls in (the caps' window). */
export function hourOf(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
}

/** When deliveries held past the cap go out: the next hour. */
export function nextHour(now: Date): Date {
  return new Date(hourOf(now).getTime() + 3_600_000);
}

/** The daily e-mail digest goes out at 12:00 UTC (7 am on the US east coast, 1 pm in central Europe). */
export const DAILY_DIGEST_HOUR_UTC = 12;

/** The next daily digest after `now`. */
export function nextDailyDigest(now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DAILY_DIGEST_HOUR_UTC);
  return new Date(today > now.getTime() ? today : today + 86_400_000);
}
