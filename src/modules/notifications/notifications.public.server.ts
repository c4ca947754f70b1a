import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../server/deps.ts";
import { QUEUES } from "../../server/platform/queues.ts";
import { emailSender } from "./channels/email.server.ts";
import { pushSender } from "./channels/push.server.ts";
import { slackSender } from "./channels/slack.server.ts";
import { smsSender } from "./channels/sms.server.ts";
import { createDeliveryWork, type Senders } from "./deliveries.server.ts";
import type { DigestJob } from "./deliveries.queries.ts";
import { fanOutWaiting, type FannedOut } from "./fanout.queries.ts";

export { sweepOldNotifications } from "./retention.queries.ts";

/** Each channel's sender, on the server's settings. */
export function notificationSenders(deps: AppDeps): Senders {
  return {
    email: emailSender({
      db: deps.db,
      mailer: deps.mailer,
      appUrl: deps.config.appUrl,
      secret: async () => (await deps.auth.$context).secret,
    }),
    push: pushSender(deps),
    sms: smsSender(deps),
    slack: slackSender(deps),
  };
}

/** The notifications' background work on a server's settings: fan-out, deliveries, digests. */
export function notificationWork(deps: AppDeps, senders: Senders = notificationSenders(deps)) {
  const work = createDeliveryWork({ db: deps.db, jobs: deps.jobs, appUrl: deps.config.appUrl, senders });
  return {
    ...work,
    /** Fans out the events recorded meanwhile and queues their deliveries. */
    fanOut: (limit?: number): Promise<FannedOut[]> =>
      fanOutWaiting(deps.db, { limit, smsOn: deps.sms !== null, enqueue: (ids) => work.enqueue(ids) }),
  };
}
export type NotificationWork = ReturnType<typeof notificationWork>;

/** How often each server process fans out the events recorded meanwhile. */
export const FAN_OUT_INTERVAL_MS = 1000;
/** How often each server process looks for digests due (and deliveries whose job was lost). */
export const SWEEP_INTERVAL_MS = 60_000;

/**
 * In the server process: fans out the events recorded meanwhile every second, works the delivery and digest
 * queues, and queues the digests due every minute (all safe from several processes at once). `stop` ends the
 * timers; the queue's workers stop with it.
 */
export async function startNotificationWork(deps: AppDeps, log: FastifyBaseLogger): Promise<{ stop: () => void }> {
  const work = notificationWork(deps);
  // Ten deliveries at a time: each waits mostly on an outside service.
  await deps.jobs.work<{ id: string }>(QUEUES.delivery.name, (job) => work.deliver(job), { batchSize: 10 });
  await deps.jobs.work<DigestJob>(QUEUES.digest.name, (job) => work.digest(job), { batchSize: 5 });
  const every = (ms: number, what: string, run: () => Promise<unknown>) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      run()
        .catch((err: unknown) => log.error({ err }, what))
        .finally(() => {
          running = false;
        });
    }, ms);
    timer.unref();
    return timer;
  };
  const timers = [
    every(FAN_OUT_INTERVAL_MS, "notifications could not be fanned out", () => work.fanOut()),
    every(SWEEP_INTERVAL_MS, "notification digests could not be queued", () => work.sweep()),
  ];
  return { stop: () => timers.forEach((t) => clearInterval(t)) };
}
