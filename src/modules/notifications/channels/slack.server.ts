import type { AppDeps } from "../../../server/deps.ts";
import { secretBox, type SecretBox } from "../../../server/platform/secret-box.ts";
import { postToSlack, SlackError } from "../../../server/platform/slack.ts";
import { SLACK_BOX_PURPOSE, slackChannelOf } from "../slack.queries.ts";
import type { ChannelSender } from "./channel.ts";
import { slackMessage } from "./slack-message.ts";

/**
 * The organization's Slack channel as a channel sender (issue 30): "skipped" when Slack is not connected or none
 * of the items is of a kind an admin chose for it; otherwise one message (one notification, or a digest) posted to
 * its incoming webhook. A throw is a failed try: a SlackError says whether trying again can help (`permanent`).
 *
 * Slack's incoming webhooks take no idempotency key, so `outgoing.key` cannot be handed on: a try cut off after
 * Slack took the message (before its "sent" was recorded) is posted again when tried again. At most once per
 * (event, channel) holds up to that window.
 */
export function slackSender(deps: Pick<AppDeps, "auth" | "db" | "config">): ChannelSender {
  let box: Promise<SecretBox> | undefined;
  const boxOf = () => (box ??= deps.auth.$context.then((c) => secretBox(c.secret, SLACK_BOX_PURPOSE)));
  return async (outgoing) => {
    const channel = await slackChannelOf(deps.db, await boxOf(), outgoing.organizationId);
    if (!channel) return "skipped";
    const chosen = new Set<string>(channel.kinds);
    const items = outgoing.items.filter((item) => chosen.has(item.kind));
    if (items.length === 0) return "skipped";
    if (channel.webhookUrl === null)
      throw new SlackError("the saved webhook URL cannot be read: an admin must save it again", true, null);
    await postToSlack(deps.config.slackWebhookOrigin, channel.webhookUrl, slackMessage({ ...outgoing, items }));
    return "sent";
  };
}
