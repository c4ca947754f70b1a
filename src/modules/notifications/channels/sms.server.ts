import type { AppDeps } from "../../../server/deps.ts";
import { verifiedPhoneOf } from "../phone.queries.ts";
import type { ChannelSender } from "./channel.ts";
import { smsText } from "./sms-text.ts";

/**
 * The SMS channel (issue 30): one text to the person's verified phone; "skipped" when this server sends no texts,
 * the person has no verified phone, or the service says the number cannot take texts (trying again would not
 * help). The delivery's key goes with it as the idempotency token: a try cut off mid-send and tried again is one
 * text.
 */
export function smsSender(deps: Pick<AppDeps, "db" | "sms" | "config">): ChannelSender {
  return async (outgoing) => {
    const { db, sms, config } = deps;
    if (!sms || !outgoing.userId) return "skipped";
    const phone = await verifiedPhoneOf(db, outgoing.userId);
    if (!phone) return "skipped";
    const body = smsText(outgoing, `${config.appUrl}/dashboard`);
    const outcome = await sms.send({ to: phone, body, idempotencyKey: outgoing.key });
    return outcome.status === "sent" ? "sent" : "skipped";
  };
}
