import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { appUrl } from "./support/env.ts";
import { linkFrom, waitForMail } from "./support/mail.ts";
import { createVerifiedUser, newUser, signIn, type TestUser } from "./support/users.ts";

/**
 * The bell (issue 30, in the app): an event caused outside the admin's page (a person joining from an invitation)
 * reaches the bell of the dashboard already open, without a reload; the panel lists it, opens its record and marks
 * it read; Mark all as read; the panel from the keyboard, and at phone width.
 */

const PHONE = { width: 375, height: 740 };

/** The admin invites `email` through the API; that person signs up from the e-mailed link in a browser of their own. */
async function joinFromInvitation(page: Page, browser: Browser, admin: TestUser, email: string): Promise<void> {
  const sent = await page.request.post("/api/team/invitations", { data: { email, role: "member" } });
  expect(sent.status(), await sent.text()).toBe(201);
  const invite = await waitForMail(email, `You are invited to join ${admin.companyName}`);
  const person = newUser({ email });
  const theirs = await browser.newContext({ baseURL: appUrl() });
  const theirPage = await theirs.newPage();
  await theirPage.goto(linkFrom(invite));
  await expect(theirPage.getByLabel("Email")).toHaveValue(email);
  await theirPage.getByLabel("Full Name").fill(person.fullName);
  await theirPage.getByLabel("Password", { exact: true }).fill(person.password);
  await theirPage.getByLabel("Confirm Password", { exact: true }).fill(person.password);
  await theirPage.getByRole("button", { name: "Create Account and Join" }).click();
  await expect(theirPage).toHaveURL(/\/dashboard$/);
  await theirs.close();
}

/**
 * Waits for the bell to say `name`, the page never reloaded: each try brings the tab back into view (what TanStack
 * Query listens to), which asks for the count at once instead of at the next 30 s poll. The event reaches the
 * admin within the server's one-second fan-out.
 */
async function expectBell(page: Page, bell: Locator, name: string): Promise<void> {
  await expect(async () => {
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange", { bubbles: true })));
    await expect(bell).toHaveAccessibleName(name, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

test("a member joining reaches the admin's open dashboard; the panel opens their record and marks it read", async ({
  page,
  browser,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  const admin = await createVerifiedUser(request, { plan: "enterprise" });
  await request.dispose();
  const first = newUser().email;
  const second = newUser().email;

  await signIn(page, admin);
  const bell = page.getByRole("complementary").getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications");

  // Nothing yet: the panel says so; Escape closes it and gives focus back to the bell.
  await bell.click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await expect(panel.getByText("No notifications yet.")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  // Someone joins from another browser: the admin's page, never reloaded, counts it.
  await joinFromInvitation(page, browser, admin, first);
  await expectBell(page, bell, "Notifications, 1 unread");
  await expect(bell).toHaveText("1");
  await joinFromInvitation(page, browser, admin, second);
  await expectBell(page, bell, "Notifications, 2 unread");

  // Newest first, unread ones said so (not by colour alone).
  await bell.click();
  const items = panel.getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(`${second} joined the team`);
  await expect(items.nth(1)).toContainText(`${first} joined the team`);
  await expect(items.nth(1)).toContainText("As member, from an invitation.");
  await expect(items.nth(1).getByRole("button")).toHaveAccessibleName(new RegExp(`^Unread: ${escaped(first)}`));
  await expectNoSeriousViolations(page, "the notifications panel open");

  // Choosing one opens its record (the team) and marks it read.
  await items.nth(1).getByRole("button").click();
  await expect(page).toHaveURL(/\/dashboard\/profile#team$/);
  await expect(panel).toBeHidden();
  await expect(page.getByRole("region", { name: "Team Management" }).getByText(first)).toBeVisible();
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");

  // The chosen one is read; Mark all as read clears the rest, on screen and on the server.
  await bell.click();
  await expect(items.nth(1).getByRole("button")).toHaveAccessibleName(new RegExp(`^${escaped(first)}`));
  await expect(items.nth(0).getByRole("button")).toHaveAccessibleName(/^Unread: /);
  await panel.getByRole("button", { name: "Mark all as read" }).click();
  await expect(items.nth(0).getByRole("button")).toHaveAccessibleName(new RegExp(`^${escaped(second)}`));
  await expect(panel.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(bell).toBeFocused();
  await expect(bell).toHaveAccessibleName("Notifications");
  expect(await (await page.request.get("/api/notifications/unread")).json()).toEqual({ unread: 0 });
});

test.describe("phone width", () => {
  test.use({ viewport: PHONE });

  test("the bell sits in the top bar and its panel fits the screen", async ({ page, playwright }) => {
    const request = await playwright.request.newContext({ baseURL: appUrl() });
    const user = await createVerifiedUser(request);
    await request.dispose();

    await signIn(page, user);
    await expect(page.getByRole("complementary")).toBeHidden();
    const bell = page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
    await bell.click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await expect(panel.getByText("No notifications yet.")).toBeVisible();
    const box = await panel.boundingBox();
    expect(box).not.toBeNull();
    if (box) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousViolations(page, "the notifications panel at phone width");
    await panel.getByRole("button", { name: "Close notifications" }).click();
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();
  });
});

/** `text` as a regular expression matching it literally. */
function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
