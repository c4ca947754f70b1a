import { eq, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { organizationSlack, organizations } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest } from "../../server/platform/errors.ts";
import type { SecretBox } from "../../server/platform/secret-box.ts";
import { isSlackWebhookUrl, slackWebhookHint } from "../../server/platform/slack.ts";
import {
  isSlackKind,
  SLACK_DEFAULT_KINDS,
  SLACK_KINDS,
  SLACK_MSG,
  type SlackKind,
  type SlackSettings,
  type SlackSettingsInput,
} from "../../shared/contracts/slack.ts";

/**
 * The organization's Slack channel (issue 30), one row per organization. The webhook URL is a secret (whoever has
 * it may post to the channel): it is kept sealed (secret-box.ts, under the purpose below) and never answered.
 */
export const SLACK_BOX_PURPOSE = "slack-webhook";

/** What is posted where: `webhookUrl` null when the sealed URL cannot be opened (AUTH_SECRET changed since). */
export type SlackChannel = { webhookUrl: string | null; kinds: SlackKind[] };

const opened = (box: SecretBox, sealed: string): string | null => {
  try {
    return box.open(sealed);
  } catch {
    return null;
  }
};

/** The kinds in the list's own order, once each, only those a channel may take. */
const chosenKinds = (kinds: readonly string[]): SlackKind[] => SLACK_KINDS.filter((k) => kinds.includes(k));

/** The organization's channel, or null when Slack is not connected. */
export async function slackChannelOf(db: Db, box: SecretBox, organizationId: string): Promise<SlackChannel | null> {
  const [row] = await db
    .select({ webhookUrl: organizationSlack.webhookUrl, kinds: organizationSlack.kinds })
    .from(organizationSlack)
    .where(eq(organizationSlack.organizationId, organizationId));
  if (!row) return null;
  return { webhookUrl: opened(box, row.webhookUrl), kinds: row.kinds.filter(isSlackKind) };
}

const settingsOf = (channel: SlackChannel | null): SlackSettings =>
  channel
    ? { connected: true, kinds: channel.kinds, webhookHint: slackWebhookHint(channel.webhookUrl ?? "") }
    : { connected: false, kinds: [...SLACK_DEFAULT_KINDS], webhookHint: null };

/** What anyone in the organization may read: whether it is connected, what goes there, a hint of the URL. */
export async function slackSettingsOf(db: Db, box: SecretBox, scope: Scope): Promise<SlackSettings> {
  return settingsOf(await slackChannelOf(db, box, scope.organizationId));
}

/**
 * Connects (with a webhook URL under `origin`) or changes the kinds, keeping the URL saved when none is given
 * (400 when there is none to keep, or the URL is not Slack's).
 */
export async function saveSlackSettings(
  db: Db,
  box: SecretBox,
  origin: string,
  scope: Scope,
  input: SlackSettingsInput,
): Promise<SlackSettings> {
  const kinds = chosenKinds(input.kinds);
  if (kinds.length === 0) throw badRequest(SLACK_MSG.kindsRequired, { kinds: SLACK_MSG.kindsRequired });
  const url = input.webhookUrl?.trim() ?? "";
  const invalid = () => badRequest(SLACK_MSG.urlInvalid, { webhookUrl: SLACK_MSG.urlInvalid });
  if (url === "") {
    const kept = await db
      .update(organizationSlack)
      .set({ kinds, updatedBy: scope.userId, updatedAt: sql`now()` })
      .where(eq(organizationSlack.organizationId, scope.organizationId))
      .returning({ organizationId: organizationSlack.organizationId });
    if (kept.length === 0) throw invalid();
  } else {
    if (!isSlackWebhookUrl(url, origin)) throw invalid();
    const sealed = box.seal(url);
    await db
      .insert(organizationSlack)
      .values({ organizationId: scope.organizationId, webhookUrl: sealed, kinds, updatedBy: scope.userId })
      .onConflictDoUpdate({
        target: organizationSlack.organizationId,
        set: { webhookUrl: sealed, kinds, updatedBy: scope.userId, updatedAt: sql`now()` },
      });
  }
  return slackSettingsOf(db, box, scope);
}

/** Disconnects: nothing more is posted (deliveries already queued find no channel and are skipped). */
export async function disconnectSlack(db: Db, scope: Scope): Promise<SlackSettings> {
  await db.delete(organizationSlack).where(eq(organizationSlack.organizationId, scope.organizationId));
  return settingsOf(null);
}

/** The organization's name, for the test message. */
export async function organizationNameOf(db: Db, organizationId: string): Promise<string> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name ?? "";
}
