import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeSlack, type FakeSlack } from "../testing/fake-slack.ts";
import { freePort } from "../testing/free-port.ts";
import { isSlackWebhookUrl, postToSlack, SlackError, slackWebhookHint } from "./slack.ts";

// Slack incoming webhooks: only Slack's own URLs are accepted (the server posts to what an admin typed), and what
// Slack answers decides whether trying again can help; no error ever carries the URL (its path is a secret).

const SLACK = "https://hooks.slack.com";
const GOOD = `${SLACK}/services/T0AB12CD3/B0EF45GH6/abcdEFGHijklMNOPqrst1234`;

describe("a Slack webhook URL", () => {
  it("is one of Slack's incoming webhooks, nothing else", () => {
    expect(isSlackWebhookUrl(GOOD, SLACK)).toBe(true);
    expect(isSlackWebhookUrl(GOOD, `${SLACK}/`)).toBe(true);
    for (const url of [
      "",
      "hooks.slack.com/services/T0/B0/x",
      "http://hooks.slack.com/services/T0/B0/x",
      "https://hooks.slack.com/api/chat.postMessage",
      "https://hooks.slack.com/services/",
      "https://hooks.slack.com/services/T0/B0/x/",
      "https://hooks.slack.com/services/../admin",
      "https://hooks.slack.com/services/T0/B0/x?next=http://169.254.169.254/",
      "https://hooks.slack.com/services/T0/B0/x#frag",
      "https://hooks.slack.com/services/T0/B0/%2e%2e",
      "https://hooks.slack.com.evil.example/services/T0/B0/x",
      "https://hooks.slack.com@evil.example/services/T0/B0/x",
      "https://user:pass@hooks.slack.com/services/T0/B0/x",
      "https://evil.example/services/T0/B0/x",
      "http://127.0.0.1:8080/services/T0/B0/x",
      `${SLACK}/services/${"a".repeat(600)}`,
    ]) {
      expect(isSlackWebhookUrl(url, SLACK), url).toBe(false);
    }
  });

  it("is shown only as a hint: the ids and the secret's last four characters", () => {
    const hint = slackWebhookHint(GOOD);
    expect(hint).toBe("…/T0AB12CD3/B0EF45GH6/••••1234");
    expect(hint).not.toContain("abcdEFGH");
    expect(slackWebhookHint("not a url")).toBe("…/••••");
    expect(slackWebhookHint(`${SLACK}/services/short`)).toBe("…/••••");
  });
});

describe("a post to Slack", () => {
  let fake: FakeSlack;
  beforeAll(async () => {
    fake = await startFakeSlack();
  });
  afterAll(() => fake.close());

  /** The SlackError a post throws (the test fails when it resolves). */
  async function failure(post: Promise<void>): Promise<SlackError> {
    const err = await post.then(
      () => null,
      (e: unknown) => e,
    );
    if (!(err instanceof SlackError)) throw new Error(`expected a SlackError, got ${String(err)}`);
    return err;
  }

  it("is sent on 2xx, with the message as JSON", async () => {
    const hook = fake.webhook();
    await postToSlack(fake.url, hook, {
      text: "Hello",
      blocks: [{ type: "section", text: { type: "mrkdwn", text: "*Hi*" } }],
    });
    expect(fake.postsTo(hook)).toEqual([
      { text: "Hello", blocks: [{ type: "section", text: { type: "mrkdwn", text: "*Hi*" } }] },
    ]);
  });

  it("is refused for good on Slack's 4xx, with Slack's answer; tried again on 5xx and 429", async () => {
    const gone = `${fake.url}/services/T000/B000/removedWebhook1234`;
    const refused = await failure(postToSlack(fake.url, gone, { text: "x" }));
    expect(refused).toMatchObject({ permanent: true, status: 404, answer: "no_service" });
    expect(refused.message).not.toContain("removedWebhook1234");

    const hook = fake.webhook();
    fake.failNext(403, "invalid_token");
    expect(await failure(postToSlack(fake.url, hook, { text: "x" }))).toMatchObject({
      permanent: true,
      answer: "invalid_token",
    });
    fake.failNext(500, "rollup_error");
    expect(await failure(postToSlack(fake.url, hook, { text: "x" }))).toMatchObject({
      permanent: false,
      status: 500,
      answer: "rollup_error",
    });
    fake.failNext(429, "rate_limited");
    expect(await failure(postToSlack(fake.url, hook, { text: "x" }))).toMatchObject({ permanent: false, status: 429 });
    expect(fake.postsTo(hook)).toEqual([]);
  });

  it("is a temporary failure when Slack cannot be reached or is too slow, saying so without the URL", async () => {
    const closed = await freePort();
    const origin = `http://127.0.0.1:${closed}`;
    const down = await failure(postToSlack(origin, `${origin}/services/T0/B0/secretPath99`, { text: "x" }));
    expect(down).toMatchObject({ permanent: false, status: null });
    expect(down.message).toContain("could not be reached");
    expect(down.message).not.toContain("secretPath99");

    const slow = http.createServer(() => undefined);
    const port = await freePort();
    await new Promise<void>((resolve) => slow.listen(port, "127.0.0.1", resolve));
    try {
      const at = `http://127.0.0.1:${port}`;
      const late = await failure(postToSlack(at, `${at}/services/T0/B0/slowSecret`, { text: "x" }, 200));
      expect(late).toMatchObject({ permanent: false, answer: "no answer in time" });
    } finally {
      slow.closeAllConnections();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });

  it("never goes anywhere but the webhook origin, and follows no redirect", async () => {
    const hook = fake.webhook();
    const elsewhere = await failure(postToSlack("https://hooks.slack.com", hook, { text: "x" }));
    expect(elsewhere).toMatchObject({ permanent: true, status: null });
    expect(fake.postsTo(hook)).toEqual([]);

    const redirecting = http.createServer((_req, res) => {
      res.statusCode = 302;
      res.setHeader("location", "http://169.254.169.254/latest/meta-data/");
      res.end();
    });
    const port = await freePort();
    await new Promise<void>((resolve) => redirecting.listen(port, "127.0.0.1", resolve));
    try {
      const at = `http://127.0.0.1:${port}`;
      expect(await failure(postToSlack(at, `${at}/services/T0/B0/x`, { text: "x" }))).toMatchObject({
        permanent: true,
        status: 302,
      });
    } finally {
      redirecting.closeAllConnections();
      await new Promise<void>((resolve) => redirecting.close(() => resolve()));
    }
  });
});
