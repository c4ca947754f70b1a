import { SLACK_MSG } from "../../../shared/contracts/slack.ts";
import type { Outgoing, OutgoingItem } from "./channel.ts";

type Mrkdwn = { type: "mrkdwn"; text: string };
/** The two kinds of Slack layout block a message is made of. */
export type SlackBlock = { type: "section"; text: Mrkdwn } | { type: "context"; elements: Mrkdwn[] };
export type SlackMessage = { text: string; blocks: SlackBlock[] };

/** A digest lists this many of its items; the rest are counted ("and 3 more"). */
export const SLACK_DIGEST_LISTED = 20;
/** Slack takes up to 3,000 characters in a section's text: an item's body is cut short well before. */
const BODY_MAX = 1000;
const TITLE_MAX = 300;

/** Text as Slack's mrkdwn reads it literally: its three control characters escaped. */
export const escapeMrkdwn = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const clip = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A URL fit for `<url|label>`: the characters that would end it early are percent-encoded. */
const linkTarget = (url: string): string => url.replace(/[<>|\s]/g, (c) => encodeURIComponent(c));

/** The item's title in bold, a link to its record when it has one; its body under it. */
function itemText(item: OutgoingItem): string {
  const title = escapeMrkdwn(clip(item.title, TITLE_MAX));
  const head = item.url ? `*<${linkTarget(item.url)}|${title}>*` : `*${title}*`;
  return item.body ? `${head}\n${escapeMrkdwn(clip(item.body, BODY_MAX))}` : head;
}

const section = (text: string): SlackBlock => ({ type: "section", text: { type: "mrkdwn", text } });
const context = (text: string): SlackBlock => ({ type: "context", elements: [{ type: "mrkdwn", text }] });

/**
 * One notification, or a digest of several, as one Slack message: each item's title (a link to its record) and
 * body; a digest lists its first SLACK_DIGEST_LISTED and says how many more; the last line says why it came and
 * links to the Settings page where an admin changes that.
 */
export function slackMessage(outgoing: Pick<Outgoing, "items" | "organizationName" | "settingsUrl">): SlackMessage {
  const { items } = outgoing;
  const footer = context(
    `${escapeMrkdwn(SLACK_MSG.footer)} <${linkTarget(outgoing.settingsUrl)}|${SLACK_MSG.footerLink}>`,
  );
  const [only] = items;
  if (items.length === 1 && only) {
    const text = escapeMrkdwn(clip(only.body ? `${only.title}: ${only.body}` : only.title, TITLE_MAX + BODY_MAX));
    return { text, blocks: [section(itemText(only)), footer] };
  }
  const heading = `${items.length} notifications for ${outgoing.organizationName}`;
  const listed = items.slice(0, SLACK_DIGEST_LISTED);
  const more = items.length - listed.length;
  return {
    text: escapeMrkdwn(clip(`${heading}: ${listed.map((i) => i.title).join("; ")}`, TITLE_MAX + BODY_MAX)),
    blocks: [
      section(`*${escapeMrkdwn(heading)}*`),
      ...listed.map((item) => section(itemText(item))),
      ...(more > 0 ? [context(`and ${more} more`)] : []),
      footer,
    ],
  };
}
