import { expectNoSeriousViolations } from "./support/axe.ts";
import { expect, expectToast, test } from "./support/fixtures.ts";
import { appUrl, slackUrl } from "./support/env.ts";
import { createVerifiedUser, signIn } from "./support/users.ts";

/**
 * Settings → Slack Channel (issue 30): an admin connects the organization's Slack channel with an incoming webhook
 * (the fake Slack's), picks an event, saves, and sends a test message, which reaches the channel. On a phone.
 */

const PHONE = { width: 375, height: 740 };

/** A new incoming webhook on the fake Slack. */
async function newWebhook(): Promise<string> {
  const res = await fetch(`${slackUrl()}/__fake/webhooks`, { method: "POST" });
  expect(res.status).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

/** What the fake Slack received on a webhook. */
async function postsTo(webhook: string): Promise<unknown[]> {
  const res = await fetch(`${slackUrl()}/__fake/posts?${new URLSearchParams({ url: webhook })}`);
  return (await res.json()) as unknown[];
}

test("an admin connects Slack, picks an event, saves and sends a test message that reaches the channel", async ({
  page,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  const admin = await createVerifiedUser(request, { fullName: "Sam Slack" });
  await request.dispose();
  const webhook = await newWebhook();
  await page.setViewportSize(PHONE);

  await signIn(page, admin);
  await page.goto("/dashboard/settings");
  const card = page.getByRole("region", { name: "Slack Channel" });
  await expect(card.getByRole("button", { name: "Send Test Message" })).toBeHidden();

  await card.getByLabel("Slack Webhook URL").fill(webhook);
  const stockLow = card.getByRole("checkbox", { name: "Stock low" });
  await expect(stockLow).not.toBeChecked();
  await stockLow.check();
  await card.getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, "Slack settings saved");

  // Only a hint of the URL is shown from now on; the URL's secret is not on the page.
  const secret = webhook.split("/").at(-1) ?? "";
  await expect(card.getByText(`••••${secret.slice(-4)}`)).toBeVisible();
  await expect(card.getByLabel("Slack Webhook URL")).toHaveValue("");
  expect(await page.content()).not.toContain(secret);
  await expect(card.getByRole("checkbox", { name: "Stock low" })).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousViolations(page, "the Slack Channel card", "#slack");

  await card.getByRole("button", { name: "Send Test Message" }).click();
  await expectToast(page, "Test message sent to Slack");
  await expect
    .poll(() => postsTo(webhook))
    .toEqual([{ text: `Test message from BuildOps: Slack is connected for ${admin.companyName}.` }]);
});
