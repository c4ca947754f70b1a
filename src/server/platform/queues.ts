import type { QueueSpec } from "./jobs.ts";

/**
 * The product's queues (decision 0051): created by migration 0044 with these very settings (a test compares them),
 * so that any process, a test's included, can send to them without declaring them first.
 */
export const QUEUES = {
  /** A message's delivery to the mail server after its first try at once (1, 2, 4, 8 minutes between tries). */
  mail: { name: "mail.send", retryLimit: 4, retryDelaySeconds: 60, expireInSeconds: 300 },
  /** One notification to one person on one channel (30 s, 1, 2, 4 minutes between tries). */
  delivery: { name: "notify.deliver", retryLimit: 4, retryDelaySeconds: 30, expireInSeconds: 120 },
  /** A digest: what was held for one person on one channel, sent as one message. */
  digest: { name: "notify.digest", retryLimit: 4, retryDelaySeconds: 30, expireInSeconds: 120 },
} as const satisfies Record<string, QueueSpec>;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]["name"];
