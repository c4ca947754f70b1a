import { describe, expect, it } from "vitest";
import type { OutgoingItem } from "./channel.ts";
import { escapeMrkdwn, SLACK_DIGEST_LISTED, slackMessage } from "./slack-message.ts";

const SETTINGS = "https://app.example.com/dashboard/settings";
const FOOTER =
  "Sent by BuildOps because an admin chose these events for this channel. <https://app.example.com/dashboard/settings|Change in Settings>";

const item = (i: number, over: Partial<OutgoingItem> = {}): OutgoingItem => ({
  kind: "invoice_paid",
  title: `Invoice INV-${i} paid`,
  body: `$${i}00.00 received.`,
  url: `https://app.example.com/dashboard/invoices/${i}`,
  at: new Date("2026-05-01T10:00:00Z"),
  ...over,
});

const texts = (blocks: unknown) => JSON.stringify(blocks);

describe("a Slack message", () => {
  it("of one notification: its title links to the record, its body under it, and why it came", () => {
    const message = slackMessage({ items: [item(1)], organizationName: "Acme", settingsUrl: SETTINGS });
    expect(message).toEqual({
      text: "Invoice INV-1 paid: $100.00 received.",
      blocks: [
        {
          type: "section",
          text: {
            type: "mrkdwn",
            text: "*<https://app.example.com/dashboard/invoices/1|Invoice INV-1 paid>*\n$100.00 received.",
          },
        },
        { type: "context", elements: [{ type: "mrkdwn", text: FOOTER }] },
      ],
    });
  });

  it("says what people typed literally, and keeps links whole", () => {
    const message = slackMessage({
      items: [item(2, { title: "<!channel> & <http://x|y>", body: "", url: "https://app.example.com/a b|c>" })],
      organizationName: "Acme",
      settingsUrl: SETTINGS,
    });
    expect(message.blocks?.[0]).toEqual({
      type: "section",
      text: {
        type: "mrkdwn",
        text: "*<https://app.example.com/a%20b%7Cc%3E|&lt;!channel&gt; &amp; &lt;http://x|y&gt;>*",
      },
    });
    expect(message.text).toBe("&lt;!channel&gt; &amp; &lt;http://x|y&gt;");
    expect(escapeMrkdwn("a<b>&c")).toBe("a&lt;b&gt;&amp;c");
  });

  it(`of a digest: one message listing at most ${SLACK_DIGEST_LISTED}, then how many more`, () => {
    const items = Array.from({ length: SLACK_DIGEST_LISTED + 3 }, (_, i) => item(i + 1));
    const message = slackMessage({ items, organizationName: "Acme & Sons", settingsUrl: SETTINGS });
    const blocks = message.blocks ?? [];
    expect(blocks).toHaveLength(1 + SLACK_DIGEST_LISTED + 2);
    expect(blocks[0]).toEqual({
      type: "section",
      text: { type: "mrkdwn", text: "*23 notifications for Acme &amp; Sons*" },
    });
    expect(texts(blocks[1])).toContain("Invoice INV-1 paid");
    expect(texts(blocks[SLACK_DIGEST_LISTED])).toContain("Invoice INV-20 paid");
    expect(texts(blocks)).not.toContain("INV-21 ");
    expect(blocks.at(-2)).toEqual({ type: "context", elements: [{ type: "mrkdwn", text: "and 3 more" }] });
    expect(blocks.at(-1)).toEqual({ type: "context", elements: [{ type: "mrkdwn", text: FOOTER }] });
    expect(message.text.startsWith("23 notifications for Acme &amp; Sons: Invoice INV-1 paid; ")).toBe(true);
  });

  it("cuts a long body short, within what Slack takes in a block", () => {
    const message = slackMessage({
      items: [item(3, { body: "x".repeat(5000) })],
      organizationName: "Acme",
      settingsUrl: SETTINGS,
    });
    const section = message.blocks?.[0];
    const text = section?.type === "section" ? section.text.text : "";
    expect(text.length).toBeLessThan(3000);
    expect(text.endsWith("…")).toBe(true);
  });
});
