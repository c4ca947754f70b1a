import type { AppDeps } from "../../../server/deps.ts";
import { createPushClient, pushSubject, pushTopic, type PushClient } from "../../../server/platform/web-push.ts";
import { deletePushDevices, pushDevicesOf } from "../push-subscriptions.queries.ts";
import type { ChannelSender } from "./channel.ts";
import { PUSH_TTL_SECONDS, pushMessage } from "./push-message.ts";

/**
 * The push channel (issue 30): the Outgoing to every browser of its person, each through its push service. A
 * browser whose service answers "gone" is forgotten; any other failure fails the try (thrown, tried again): the
 * same `Topic` then replaces what a device did not show yet, and the same `tag` what it did.
 */
export function pushSender(
  deps: Pick<AppDeps, "db" | "config">,
  client: PushClient = createPushClient({ db: deps.db, subject: pushSubject(deps.config) }),
): ChannelSender {
  return async (outgoing) => {
    if (outgoing.userId === null || outgoing.items.length === 0) return "skipped";
    const devices = await pushDevicesOf(deps.db, outgoing.userId);
    if (devices.length === 0) return "skipped";
    const topic = pushTopic(outgoing.key);
    const payload = JSON.stringify(pushMessage(outgoing, topic));
    const results = await Promise.allSettled(
      devices.map((device) => client.send(device, payload, { topic, ttlSeconds: PUSH_TTL_SECONDS })),
    );
    const gone = devices.filter((_, i) => {
      const result = results[i];
      return result?.status === "fulfilled" && result.value === "gone";
    });
    await deletePushDevices(
      deps.db,
      gone.map((device) => device.id),
    );
    const failed = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
    if (failed.length > 0) {
      const first: unknown = failed[0];
      throw new Error(
        `push: ${failed.length} of ${devices.length} browsers failed (${first instanceof Error ? first.message : "unknown"})`,
      );
    }
    return gone.length < devices.length ? "sent" : "skipped";
  };
}
