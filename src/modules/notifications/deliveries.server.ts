import type { Db } from "../../server/db/client.ts";
import type { Job, Jobs } from "../../server/platform/jobs.ts";
import { QUEUES } from "../../server/platform/queues.ts";
import type { ChannelSender, Outgoing, OutgoingItem } from "./channels/channel.ts";
import {
  claimDelivery,
  claimDigest,
  dueDigests,
  settleDelivery,
  strandedDeliveries,
  type DeliveryItem,
  type DigestJob,
} from "./deliveries.queries.ts";
import type { Channel } from "./delivery-rules.ts";
import { stableUuid as keyOf } from "../../server/platform/stable-id.ts";

/** Each channel's sender (channels/*.ts). */
export type Senders = Record<Channel, ChannelSender>;

/**
 * The sending of deliveries (issue 30, decision 0053), as jobs of the queue: one job per delivery, its id the
 * delivery's (queued twice, it runs once), and one per digest, its id made of its recipient, channel and time (two
 * processes sweeping in the same minute queue it once). A delivery's id is the key its sender hands the outside
 * service. A try that throws is tried again by the queue with growing delays; after its last the delivery is dead
 * and the job a dead letter, with its error, for the admins to see.
 */
export function createDeliveryWork(deps: { db: Db; jobs: Pick<Jobs, "send">; appUrl: string; senders: Senders }) {
  const { db, jobs, appUrl, senders } = deps;
  const settingsUrl = `${appUrl}/dashboard/settings`;
  const toItem = (item: DeliveryItem): OutgoingItem => ({
    kind: item.kind,
    title: item.title,
    body: item.body,
    url: `${appUrl}${item.link || "/dashboard"}`,
    at: item.at,
  });
  const lastTry = (job: Job<unknown>, limit: number) => job.retryCount >= limit;
  const message = (err: unknown) => (err instanceof Error ? err.message : String(err));
  /** A sender's error marked `permanent` (channel.ts): no retry can help. */
  const permanent = (err: unknown) =>
    typeof err === "object" && err !== null && "permanent" in err && err.permanent === true;

  return {
    /** Queues the sending of deliveries just made (their transaction committed). */
    async enqueue(ids: readonly string[]): Promise<void> {
      for (const id of ids) await jobs.send(QUEUES.delivery.name, { id }, { id });
    },

    /** A delivery's try (QUEUES.delivery). */
    async deliver(job: Job<{ id: string }>): Promise<void> {
      const claimed = await claimDelivery(db, job.data.id);
      if (!claimed) return;
      const outgoing: Outgoing = {
        key: claimed.id,
        organizationId: claimed.organizationId,
        organizationName: claimed.item.organizationName,
        userId: claimed.recipient || null,
        items: [toItem(claimed.item)],
        settingsUrl,
      };
      try {
        const status = await senders[claimed.channel](outgoing);
        await settleDelivery(db, { id: claimed.id }, { status });
      } catch (err) {
        await settleDelivery(db, { id: claimed.id }, { status: "failed", error: message(err) });
        const hopeless = permanent(err);
        if (hopeless || lastTry(job, QUEUES.delivery.retryLimit))
          await settleDelivery(db, { id: claimed.id }, { status: "dead" });
        // A refusal no retry can change (a revoked Slack webhook) is dead at once; the rest the queue tries again.
        if (!hopeless) throw err;
      }
    },

    /** A digest's try (QUEUES.digest): what was held for one recipient on one channel, as one message. */
    async digest(job: Job<DigestJob>): Promise<void> {
      const key = keyOf(digestName(job.data));
      const items = await claimDigest(db, job.data, key);
      const [first] = items;
      if (!first) return;
      const outgoing: Outgoing = {
        key,
        organizationId: job.data.organizationId,
        organizationName: first.organizationName,
        userId: job.data.recipient || null,
        items: items.map(toItem),
        settingsUrl,
      };
      try {
        const status = await senders[job.data.channel](outgoing);
        await settleDelivery(db, { batch: key }, { status });
      } catch (err) {
        await settleDelivery(db, { batch: key }, { status: "failed", error: message(err) });
        const hopeless = permanent(err);
        if (hopeless || lastTry(job, QUEUES.digest.retryLimit))
          await settleDelivery(db, { batch: key }, { status: "dead" });
        if (!hopeless) throw err;
      }
    },

    /**
     * Queues the digests that are due, and again the deliveries whose job may have been lost (a process stopped
     * between its commit and its queueing: queued again under the same id, they run once). Answers how many.
     */
    async sweep(now = new Date()): Promise<number> {
      const until = new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();
      const due = await dueDigests(db, now);
      for (const group of due) {
        const data: DigestJob = { ...group, until };
        await jobs.send(QUEUES.digest.name, data, { id: keyOf(digestName(data)) });
      }
      const stranded = await strandedDeliveries(db, new Date(now.getTime() - 60_000));
      await this.enqueue(stranded);
      return due.length + stranded.length;
    },
  };
}

export type DeliveryWork = ReturnType<typeof createDeliveryWork>;

const digestName = (d: DigestJob) => `digest:${d.organizationId}:${d.recipient}:${d.channel}:${d.until}`;
