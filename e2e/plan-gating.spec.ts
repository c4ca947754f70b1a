import type { Page, PlaywrightWorkerArgs } from "@playwright/test";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { payOnCheckout } from "./support/billing.ts";
import { expect, expectToast, test } from "./support/fixtures.ts";
import { appUrl } from "./support/env.ts";
import { createVerifiedUser, signIn } from "./support/users.ts";
import { presentAsViewer } from "./support/viewer.ts";

/**
 * Plan gating (decision on plan gating): a module the organization's plan lacks shows an upgrade card naming
 * the plans that include it, for its admin with a way to switch plan; subscribing to a plan that has it (through
 * the fake Stripe's Checkout, e2e/global-setup.ts) opens the module at once.
 */

async function signedInOnPlan(page: Page, playwright: PlaywrightWorkerArgs["playwright"], plan: string): Promise<void> {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  const user = await createVerifiedUser(request, { plan });
  await request.dispose();
  await signIn(page, user);
}

const modules = (page: Page) => page.getByRole("navigation", { name: "Modules" });
const upgradeCard = (page: Page, label: string) => page.getByRole("region", { name: `Upgrade to use ${label}` });

test("a Basic organization sees the upgrade card on Finance, subscribes to Professional, and the card is gone", async ({
  page,
  playwright,
}) => {
  await signedInOnPlan(page, playwright, "basic");

  // The sidebar marks what the plan lacks, and only that.
  await expect(modules(page).getByRole("link", { name: "Finance", exact: true })).toHaveAccessibleDescription(
    "Not in your plan",
  );
  await expect(modules(page).getByRole("link", { name: "Projects", exact: true })).not.toHaveAccessibleDescription(
    "Not in your plan",
  );
  await expect(modules(page).getByRole("link", { name: "Contracts", exact: true })).not.toHaveAccessibleDescription(
    "Not in your plan",
  );

  await page.goto("/dashboard/finance");
  await expect(page.getByRole("heading", { level: 1, name: "Finance" })).toBeVisible();
  const card = upgradeCard(page, "Finance");
  await expect(card).toContainText("Finance is part of the Professional and Enterprise plans.");
  await expect(card.getByRole("list", { name: "Plans with Finance" }).getByRole("listitem")).toHaveText([
    /Professional\s*\$49\.99\/month/,
    /Enterprise\s*\$99\.99\/month/,
  ]);
  await expect(page.getByRole("main")).not.toContainText("not available yet");
  await expect(card.getByText("Ask your admin")).toHaveCount(0);
  await expectNoSeriousViolations(page, "the upgrade card");

  await card.getByRole("link", { name: "Switch Plan in Account Settings" }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile#subscription$/);
  const panel = page.getByRole("region", { name: "Subscription and Billing" });
  await panel
    .getByRole("group", { name: "Professional", exact: true })
    .getByRole("button", { name: "Switch to this Plan" })
    .click();
  // A trial without payment details subscribes through Checkout, and comes back to the panel.
  await payOnCheckout(page);
  await expectToast(page, "Subscription Updated!", "Subscription updated successfully");
  await expect(page).toHaveURL(/\/dashboard\/profile#subscription$/);
  await expect(panel.getByText("Professional plan", { exact: true })).toBeVisible();

  // The shell knows the new plan: Finance opens from its link, without another page load.
  await modules(page).getByRole("link", { name: "Finance", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/finance$/);
  await expect(page.getByRole("heading", { name: "No transactions yet" })).toBeVisible();
  await expect(upgradeCard(page, "Finance")).toHaveCount(0);
  await expect(modules(page).getByRole("link", { name: "Finance", exact: true })).not.toHaveAccessibleDescription(
    "Not in your plan",
  );
  await expect(modules(page).getByRole("link", { name: "AI Assistant", exact: true })).toHaveAccessibleDescription(
    "Not in your plan",
  );

  // The server agrees with the screen: Enterprise's AI assistant is still refused, by name.
  await page.goto("/dashboard/ai");
  await expect(upgradeCard(page, "AI Assistant")).toContainText("AI Assistant is part of the Enterprise plan.");
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the upgrade card fits and its actions work from the keyboard", async ({ page, playwright }) => {
    await signedInOnPlan(page, playwright, "professional");
    await page.goto("/dashboard/bids");
    const card = upgradeCard(page, "Bid Management");
    await expect(card).toContainText("Bid Management is part of the Enterprise plan.");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const compare = card.getByRole("link", { name: "Compare Plans" });
    await compare.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(
      page.getByRole("group", { name: "Professional", exact: true }).getByText("Current Plan"),
    ).toBeVisible();
  });
});

test("someone who is not the admin is told to ask the admin, with no switch of their own", async ({
  page,
  playwright,
}) => {
  await signedInOnPlan(page, playwright, "basic");
  await presentAsViewer(page);
  await page.goto("/dashboard/finance");
  const card = upgradeCard(page, "Finance");
  await expect(card).toContainText("Finance is part of the Professional and Enterprise plans.");
  await expect(card).toContainText("Ask your admin to switch your organization to one of these plans.");
  await expect(card.getByRole("link", { name: /Switch Plan/ })).toHaveCount(0);
  await expect(card.getByRole("link", { name: "Compare Plans" })).toBeVisible();
  await page.goto("/dashboard/ai");
  await expect(upgradeCard(page, "AI Assistant")).toContainText(
    "Ask your admin to switch your organization to the Enterprise plan.",
  );
});
