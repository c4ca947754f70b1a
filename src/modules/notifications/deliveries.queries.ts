import { and, desc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import {
  notificationDeliveries as del,
  notificationEvents as ev,
  notificationRates,
  organizationSlack,
  organizations,
  pushSubscriptions,
  userPhones,
  userSettings,
  users,
} from "../../server/db/schema/index.ts";
import { withDefaults } from "../../shared/contracts/settings.ts";
import {
  HOURLY_CAPS,
  hourOf,
  nextDailyDigest,
  nextHour,
  personalChannels,
  withinCap,
  type Channel,
} from "./delivery-rules.ts";

/**
 * Deliveries (issue 30, decision 0053): made once per (event, recipient, channel) in the fan-out's transaction,
 * each then sent by a job of the queue; held past the hour's cap, or for the person's daily digest.
 */

type EventRow = typeof ev.$inferSelect;
type Planned = { recipient: string; channel: Channel; digest: boolean };

/** The deliveries an event makes for its recipients: their channels, and the organization's Slack. */
async function plan(tx: Db, event: EventRow, recipients: string[], smsOn: boolean): Promise<Planned[]> {
  if (recipients.length === 0) return [];
  const [settingsRows, pushRows, phoneRows, slackRows] = await Promise.all([
    tx
      .select({
        userId: userSettings.userId,
        notifications: userSettings.notifications,
        integrations: userSettings.integrations,
      })
      .from(userSettings)
      .where(inArray(userSettings.userId, recipients)),
    tx
      .selectDistinct({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, recipients)),
    smsOn
      ? tx
          .select({ userId: userPhones.userId })
          .from(userPhones)
          .where(and(inArray(userPhones.userId, recipients), isNotNull(userPhones.verifiedAt)))
      : Promise.resolve([]),
    tx
      .select({ kinds: organizationSlack.kinds })
      .from(organizationSlack)
      .where(eq(organizationSlack.organizationId, event.organizationId)),
  ]);
  const settingsOf = new Map(settingsRows.map((r) => [r.userId, withDefaults(r)]));
  const withPush = new Set(pushRows.map((r) => r.userId));
  const withPhone = new Set(phoneRows.map((r) => r.userId));
  const planned: Planned[] = [];
  for (const userId of recipients) {
    const settings = settingsOf.get(userId) ?? withDefaults(null);
    const reach = { push: withPush.has(userId), sms: withPhone.has(userId) };
    for (const channel of personalChannels(event.kind, settings.notifications, reach))
      planned.push({
        recipient: userId,
        channel,
        digest: channel === "email" && settings.notifications.emailDigest && !event.urgent,
      });
  }
  // The organization's Slack channel, when an admin chose this kind of event for it. An event addressed to named
  // people goes there only if one of them lets their notifications go to Slack (their Slack setting).
  const slackKinds = slackRows[0]?.kinds ?? [];
  if (slackKinds.includes(event.kind)) {
    const personal = event.audience.type === "users";
    const allowed = !personal || recipients.some((id) => (settingsOf.get(id) ?? withDefaults(null)).integrations.slack);
    if (allowed) planned.push({ recipient: "", channel: "slack", digest: false });
  }
  return planned;
}

/**
 * Counts `n` more deliveries on an organization's channel this hour, atomically (two processes count together),
 * and answers how many fit under the cap.
 */
async function countAgainstCap(tx: Db, organizationId: string, channel: Channel, n: number, now: Date) {
  const [row] = await tx
    .insert(notificationRates)
    .values({ organizationId, channel, hour: hourOf(now), count: n })
    .onConflictDoUpdate({
      target: [notificationRates.organizationId, notificationRates.channel, notificationRates.hour],
      set: { count: sql`${notificationRates.count} + ${n}` },
    })
    .returning({ count: notificationRates.count });
  return withinCap(n, row?.count ?? n, HOURLY_CAPS[channel]);
}

/**
 * Makes an event's deliveries for its recipients, in the fan-out's transaction; answers the ids of those to send
 * now (the caller queues a job for each once the transaction is committed). Safe to run twice: a delivery is one
 * row per (event, recipient, channel).
 */
export async function makeDeliveries(
  tx: Db,
  event: EventRow,
  recipients: string[],
  opts: { smsOn: boolean; now?: Date },
): Promise<string[]> {
  const now = opts.now ?? new Date();
  const planned = await plan(tx, event, recipients, opts.smsOn);
  if (planned.length === 0) return [];
  const rows: (typeof del.$inferInsert)[] = [];
  const instant = new Map<Channel, Planned[]>();
  for (const p of planned) {
    if (p.digest) rows.push({ ...base(event, p), status: "held", digestAt: nextDailyDigest(now) });
    else instant.set(p.channel, [...(instant.get(p.channel) ?? []), p]);
  }
  for (const [channel, list] of instant) {
    // An urgent event is counted but never held.
    const counted = await countAgainstCap(tx, event.organizationId, channel, list.length, now);
    const fits = event.urgent ? list.length : counted;
    list.forEach((p, i) =>
      rows.push(
        i < fits
          ? { ...base(event, p), status: "queued" }
          : { ...base(event, p), status: "held", digestAt: nextHour(now) },
      ),
    );
  }
  const made = await tx
    .insert(del)
    .values(rows)
    .onConflictDoNothing({ target: [del.eventId, del.recipient, del.channel] })
    .returning({ id: del.id, status: del.status });
  return made.filter((r) => r.status === "queued").map((r) => r.id);
}

const base = (event: EventRow, p: Planned) => ({
  organizationId: event.organizationId,
  eventId: event.id,
  recipient: p.recipient,
  channel: p.channel,
});

/** What a delivery's sender needs: the event, and the organization's name. */
export type DeliveryItem = {
  organizationName: string;
  kind: EventRow["kind"];
  title: string;
  body: string;
  link: string;
  at: Date;
};

const itemColumns = {
  organizationName: organizations.name,
  kind: ev.kind,
  title: ev.title,
  body: ev.body,
  link: ev.link,
  at: ev.createdAt,
};

export type ClaimedDelivery = {
  id: string;
  organizationId: string;
  recipient: string;
  channel: Channel;
  item: DeliveryItem;
};

/**
 * Takes a delivery for a try: one queued, or left sending by a try that failed or was cut off (tried again with
 * the same key); none once it was sent, skipped, held or dead.
 */
export async function claimDelivery(db: Db, id: string): Promise<ClaimedDelivery | null> {
  const [row] = await db
    .update(del)
    .set({ status: "sending", attempts: sql`${del.attempts} + 1` })
    .where(and(eq(del.id, id), inArray(del.status, ["queued", "sending"])))
    .returning({
      id: del.id,
      organizationId: del.organizationId,
      recipient: del.recipient,
      channel: del.channel,
      eventId: del.eventId,
    });
  if (!row) return null;
  const [item] = await db
    .select(itemColumns)
    .from(ev)
    .innerJoin(organizations, eq(organizations.id, ev.organizationId))
    .where(eq(ev.id, row.eventId));
  return item ? { ...row, item } : null;
}

/** How a try ended: sent, skipped (nowhere to send it), or failed (`dead` after the last try). */
export async function settleDelivery(
  db: Db,
  where: { id: string } | { batch: string },
  outcome: { status: "sent" | "skipped" | "dead" } | { status: "failed"; error: string },
): Promise<void> {
  const match = "id" in where ? eq(del.id, where.id) : and(eq(del.batch, where.batch), eq(del.status, "sending"));
  if (outcome.status === "failed") {
    await db
      .update(del)
      .set({ lastError: outcome.error.slice(0, 500) })
      .where(match);
    return;
  }
  await db
    .update(del)
    .set({ status: outcome.status, ...(outcome.status === "sent" ? { sentAt: new Date(), lastError: null } : {}) })
    .where(match);
}

/** A digest due: what was held for one recipient on one channel, until a time. */
export type DigestJob = { organizationId: string; recipient: string; channel: Channel; until: string };

/** The digests due at `now` (held deliveries grouped by recipient and channel). */
export async function dueDigests(db: Db, now: Date, limit = 200): Promise<Omit<DigestJob, "until">[]> {
  return db
    .selectDistinct({ organizationId: del.organizationId, recipient: del.recipient, channel: del.channel })
    .from(del)
    .where(and(eq(del.status, "held"), lte(del.digestAt, now)))
    .limit(limit);
}

/**
 * Takes a digest's deliveries for a try, under its key: those held until then, and those a cut-off try of the same
 * key left sending. Answers their items, oldest first.
 */
export async function claimDigest(db: Db, job: DigestJob, key: string): Promise<DeliveryItem[]> {
  const taken = await db
    .update(del)
    .set({ status: "sending", batch: key, attempts: sql`${del.attempts} + 1` })
    .where(
      and(
        eq(del.organizationId, job.organizationId),
        eq(del.recipient, job.recipient),
        eq(del.channel, job.channel),
        sql`((${del.status} = 'held' and ${del.digestAt} <= ${new Date(job.until)}) or (${del.status} = 'sending' and ${del.batch} = ${key}))`,
      ),
    )
    .returning({ eventId: del.eventId });
  if (taken.length === 0) return [];
  return db
    .select(itemColumns)
    .from(ev)
    .innerJoin(organizations, eq(organizations.id, ev.organizationId))
    .where(
      inArray(
        ev.id,
        taken.map((t) => t.eventId),
      ),
    )
    .orderBy(ev.createdAt);
}

/** Deliveries queued a while ago whose job may never have been sent (a process stopped after the commit). */
export async function strandedDeliveries(db: Db, olderThan: Date, limit = 500): Promise<string[]> {
  const rows = await db
    .select({ id: del.id })
    .from(del)
    .where(and(eq(del.status, "queued"), lte(del.createdAt, olderThan)))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The organization's dead deliveries, newest first (what its admins see). */
export async function listUndelivered(db: Db, scope: { organizationId: string }, limit = 50) {
  const rows = await db
    .select({
      id: del.id,
      channel: del.channel,
      name: users.name,
      title: ev.title,
      error: del.lastError,
      createdAt: del.createdAt,
    })
    .from(del)
    .innerJoin(ev, eq(ev.id, del.eventId))
    .leftJoin(users, eq(users.id, del.recipient))
    .where(and(eq(del.organizationId, scope.organizationId), eq(del.status, "dead")))
    .orderBy(desc(del.createdAt), desc(del.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    recipient: r.channel === "slack" ? "Slack channel" : (r.name ?? "A former member"),
    title: r.title,
    error: r.error ?? "",
    createdAt: r.createdAt.toISOString(),
  }));
}
