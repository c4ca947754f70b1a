import { expectNoSeriousViolations } from "./support/axe.ts";
import { checkoutPage, subscribeViaApi } from "./support/billing.ts";
import { expect, expectToast, test } from "./support/fixtures.ts";
import { appUrl } from "./support/env.ts";
import { linkFrom, waitForMail } from "./support/mail.ts";
import { createVerifiedUser, fillSignIn, newUser, signIn, VERIFY_SUBJECT, type TestUser } from "./support/users.ts";
import type { Page, PlaywrightWorkerArgs } from "@playwright/test";
import type { SubscriptionResponse } from "../src/shared/contracts/subscription.ts";

/**
 * Account Settings (spec): the subscription and billing panel, billed through a fake Stripe (e2e/global-setup.ts;
 * its Checkout and portal are pages the browser drives), the profile form; and the settings screen.
 */

/** A fresh verified account (its own organization, admin, on a trial of `plan`), signed in. */
async function newSignedInUser(
  page: Page,
  playwright: PlaywrightWorkerArgs["playwright"],
  plan = "basic",
): Promise<TestUser> {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  const user = await createVerifiedUser(request, { plan });
  await request.dispose();
  await signIn(page, user);
  return user;
}

const subscriptionPanel = (page: Page) => page.getByRole("region", { name: "Subscription and Billing" });
const planOption = (page: Page, name: string) => subscriptionPanel(page).getByRole("group", { name, exact: true });
/** The panel's billing part: how it is billed, the next charge, the card, Manage Billing. */
const billingPart = (page: Page) => subscriptionPanel(page).getByRole("region", { name: "Billing", exact: true });

test("a trial organization subscribes through Checkout and sees its plan, status, card and next billing date", async ({
  page,
}) => {
  // Sign up for a Basic trial from the pricing page, as a visitor does.
  const user = newUser({ plan: "basic" });
  await page.goto("/subscription");
  await page.getByRole("group", { name: "Basic", exact: true }).getByRole("link", { name: "Start Free Trial" }).click();
  await expect(page).toHaveURL(/\/signup\?plan=basic$/);
  await page.getByLabel("Full Name").fill(user.fullName);
  await page.getByLabel("Company Name (optional)").fill(user.companyName);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Confirm Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/signin\?verificationSent=true$/);
  await page.goto(linkFrom(await waitForMail(user.email, VERIFY_SUBJECT)));
  await expect(page).toHaveURL(/\/signin\?verified=true$/);
  await fillSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Basic · Trial")).toBeVisible();

  // The pricing page's 'Switch to this Plan' lands on the panel, which offers the plan through Checkout.
  await page.goto("/subscription");
  await page.getByRole("group", { name: "Professional" }).getByRole("link", { name: "Switch to this Plan" }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile\?plan=professional#subscription$/);
  await expect(page.getByRole("heading", { level: 1, name: "Account Settings" })).toBeVisible();
  await expect(page.getByText("Manage your profile, security, subscription, and team settings.")).toBeVisible();
  const panel = subscriptionPanel(page);
  await expect(panel).toBeInViewport();
  await expect(panel.getByText("Basic plan", { exact: true })).toBeVisible();
  await expect(panel.getByText("Free Trial", { exact: true })).toBeVisible();
  await expect(panel.getByText("Trial ends", { exact: true })).toBeVisible();
  await expect(panel.getByText("Current period ends")).toBeVisible();
  await expect(panel.getByText(/^Your free trial ends on /)).toBeVisible();
  await expect(panel.getByRole("listitem").filter({ hasText: "Project management" })).toBeVisible();
  await expect(billingPart(page)).toContainText("No payment details yet.");
  await expect(panel.getByRole("button", { name: "Cancel Subscription" })).toHaveCount(0);
  await expect(
    panel.getByText(
      "You chose the Professional plan on the pricing page. Subscribe to it below with our payment provider's secure checkout",
      { exact: false },
    ),
  ).toBeVisible();

  await planOption(page, "Professional").getByRole("button", { name: "Switch to this Plan" }).click();
  await expect(page).toHaveURL(checkoutPage());
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  // What is left of the trial is kept: the first charge comes at its end.
  await expect(page.getByText(/Amount: \$49\.99 per month after a free trial until \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await page.getByRole("button", { name: "Subscribe" }).click();

  // Back on the panel: confirmed with the server, and the address loses the checkout's id.
  await expectToast(page, "Subscription Updated!", "Subscription updated successfully");
  await expect(page).toHaveURL(/\/dashboard\/profile#subscription$/);
  await expect(panel.getByText("Professional plan", { exact: true })).toBeVisible();
  await expect(panel.getByText("Free Trial", { exact: true })).toBeVisible();
  await expect(planOption(page, "Professional").getByText("Current Plan")).toBeVisible();
  await expect(planOption(page, "Professional").getByRole("button")).toHaveCount(0);
  await expect(panel.getByText(/^Your free trial ends on /)).toHaveCount(0);
  const billing = billingPart(page);
  await expect(billing).toContainText("Billed monthly by card through our payment provider.");
  // The first charge is at the trial's end, on the card given at Checkout.
  const { trialEnd } = (await (await page.request.get("/api/subscription")).json()) as SubscriptionResponse;
  expect(trialEnd).not.toBeNull();
  const trialEndDay = await page.evaluate(
    (iso) => new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }).format(Date.parse(iso)),
    trialEnd ?? "",
  );
  await expect(billing.getByRole("definition")).toHaveText([trialEndDay, "Visa ending in 4242"]);
  await expect(billing.getByText("Next billing date")).toBeVisible();
  await expect(billing.getByRole("button", { name: "Manage Billing" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Cancel Subscription" })).toBeVisible();

  // The shell's badge says so too.
  await page.getByRole("navigation", { name: "Modules" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByText("Professional · Trial")).toBeVisible();
});

test("a paid subscription is canceled and reactivated at the provider; Manage Billing opens its portal", async ({
  page,
  playwright,
}) => {
  await newSignedInUser(page, playwright);
  await subscribeViaApi(page.request, "professional");
  await page.goto("/dashboard/profile");
  const panel = subscriptionPanel(page);
  await expect(panel.getByText("Professional plan", { exact: true })).toBeVisible();
  await expect(billingPart(page).getByText("Next billing date")).toBeVisible();

  await panel.getByRole("button", { name: "Cancel Subscription" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancel Subscription?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel Subscription" }).click();
  await expectToast(page, "Subscription Updated!", "Subscription canceled successfully");
  await expect(dialog).toBeHidden();
  await expect(panel.getByText("Canceled", { exact: true })).toBeVisible();
  await expect(panel.getByText("Access until")).toBeVisible();
  await expect(panel.getByText(/Your subscription was canceled on .+ It stays usable until/)).toBeVisible();
  // Nothing more will be charged.
  await expect(billingPart(page).getByText("Next billing date")).toHaveCount(0);

  await page.reload();
  await expect(subscriptionPanel(page).getByText("Canceled", { exact: true })).toBeVisible();
  await subscriptionPanel(page).getByRole("button", { name: "Reactivate Subscription" }).click();
  await expectToast(page, "Subscription Updated!", "Subscription updated successfully");
  await expect(subscriptionPanel(page).getByText("Free Trial", { exact: true })).toBeVisible();
  await expect(billingPart(page).getByText("Next billing date")).toBeVisible();
  await expect(subscriptionPanel(page).getByRole("button", { name: "Cancel Subscription" })).toBeVisible();

  await billingPart(page).getByRole("button", { name: "Manage Billing" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Billing portal" })).toBeVisible();
  await page.getByRole("link", { name: "Return" }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile#subscription$/);

  await subscriptionPanel(page).getByRole("link", { name: "Manage Subscription" }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole("group", { name: "Professional" }).getByText("Current Plan")).toBeVisible();
});

test("a failed plan change says so and changes nothing", async ({ page, playwright }) => {
  await newSignedInUser(page, playwright);
  await page.goto("/dashboard/profile");
  await page.route("**/api/subscription/plan", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"error":{"code":"INTERNAL","message":"boom"}}',
    }),
  );
  await planOption(page, "Enterprise").getByRole("button", { name: "Switch to this Plan" }).click();
  await expectToast(page, "Error", "Failed to process subscription. Please try again.");
  await expect(subscriptionPanel(page).getByText("Basic plan", { exact: true })).toBeVisible();
});

test("the profile form saves the name, company and phone; the e-mail is read-only", async ({ page, playwright }) => {
  const user = await newSignedInUser(page, playwright);
  await page.getByRole("link", { name: "Account Settings" }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  const profile = page.getByRole("region", { name: "Profile" });

  await expect(profile.getByLabel("Full Name")).toHaveValue(user.fullName);
  await expect(profile.getByLabel("Company Name")).toHaveValue(user.companyName);
  const email = profile.getByLabel("Email");
  await expect(email).toHaveValue(user.email);
  await expect(email).not.toBeEditable();

  await profile.getByLabel("Phone").fill("not a phone");
  await profile.getByRole("button", { name: "Save Changes" }).click();
  await expect(profile.getByText("Please enter a valid phone number, like +1 555 123 4567.")).toBeVisible();
  await expect(profile.getByLabel("Phone")).toBeFocused();

  await profile.getByLabel("Full Name").fill("Renamed Builder");
  await profile.getByLabel("Company Name").fill("Renamed Co");
  await profile.getByLabel("Phone").fill("+1 (210) 555-0199");
  await profile.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Profile Updated", "Your profile has been successfully updated.");
  await expect(page.getByRole("complementary").getByText("Renamed Builder", { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("region", { name: "Profile" }).getByLabel("Full Name")).toHaveValue("Renamed Builder");
  await expect(page.getByRole("region", { name: "Profile" }).getByLabel("Company Name")).toHaveValue("Renamed Co");
  await expect(page.getByRole("region", { name: "Profile" }).getByLabel("Phone")).toHaveValue("+1 (210) 555-0199");

  await page.route("**/api/profile", (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({
          status: 500,
          contentType: "application/json",
          body: '{"error":{"code":"INTERNAL","message":"Something went wrong on our side. Please try again."}}',
        })
      : route.continue(),
  );
  await page.getByRole("region", { name: "Profile" }).getByLabel("Full Name").fill("Not Saved");
  await page.getByRole("region", { name: "Profile" }).getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Error Updating Profile", "Something went wrong on our side. Please try again.");
  await expect(page.getByRole("region", { name: "Profile" }).getByLabel("Full Name")).toHaveValue("Not Saved");
});

test("Logout signs out from the profile page", async ({ page, playwright }) => {
  await newSignedInUser(page, playwright);
  await page.goto("/dashboard/profile");
  await page.getByRole("region", { name: "Logout" }).getByRole("button", { name: "Logout" }).click();
  await expectToast(page, "Logged Out", "You have been successfully logged out.");
  await expect(page).toHaveURL(/\/signin$/);
});

test("settings start at the spec's defaults, save on the server and are kept after a reload", async ({
  page,
  playwright,
}) => {
  await newSignedInUser(page, playwright);
  await page.getByRole("navigation", { name: "Modules" }).getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

  const on = ["Email Notifications", "Push Notifications", "Project Updates", "Security Alerts", "Slack"];
  const off = ["SMS Notifications", "Marketing Emails"];
  for (const name of on) await expect(page.getByRole("switch", { name })).toBeChecked();
  for (const name of off) await expect(page.getByRole("switch", { name })).not.toBeChecked();

  // This server sends no texts (no SMS settings): the SMS switch is off and says why.
  await expect(page.getByRole("switch", { name: "SMS Notifications" })).toBeDisabled();
  await expect(page.getByText("Text messages are not set up on this server.").first()).toBeVisible();
  await page.getByRole("switch", { name: "Marketing Emails" }).click();
  await page.getByRole("switch", { name: "Slack" }).click();
  await page.getByRole("switch", { name: "Push Notifications" }).click();
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expectToast(page, "Settings saved successfully");

  await page.reload();
  for (const name of ["Email Notifications", "Project Updates", "Security Alerts", "Marketing Emails"]) {
    await expect(page.getByRole("switch", { name })).toBeChecked();
  }
  for (const name of ["Push Notifications", "Slack", "SMS Notifications"])
    await expect(page.getByRole("switch", { name })).not.toBeChecked();

  await page.route("**/api/settings", (route) =>
    route.request().method() === "PUT" ? route.abort() : route.continue(),
  );
  await page.getByRole("switch", { name: "Slack" }).click();
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expectToast(page, "Error", "Failed to save settings");
  await expect(page.getByRole("switch", { name: "Slack" })).toBeChecked();
});

test("axe: Account Settings (with the cancel dialog) and Settings, at desktop and phone width", async ({
  page,
  playwright,
}) => {
  await newSignedInUser(page, playwright);
  // Paid: the billing details, Manage Billing, and a subscription to cancel.
  await subscribeViaApi(page.request, "basic");
  for (const size of [
    { width: 1280, height: 900 },
    { width: 375, height: 740 },
  ]) {
    await page.setViewportSize(size);
    await page.goto("/dashboard/profile?plan=enterprise#subscription");
    await expect(subscriptionPanel(page).getByText("Basic plan", { exact: true })).toBeVisible();
    await expect(billingPart(page).getByText("Visa ending in 4242")).toBeVisible();
    await expectNoSeriousViolations(page, `/dashboard/profile at ${size.width}`);
    await subscriptionPanel(page).getByRole("button", { name: "Cancel Subscription" }).click();
    await expect(page.getByRole("alertdialog", { name: "Cancel Subscription?" })).toBeVisible();
    await expectNoSeriousViolations(page, `the cancel dialog at ${size.width}`);
    await page.getByRole("button", { name: "Keep Subscription" }).click();
    await page.goto("/dashboard/settings");
    await expect(page.getByRole("switch", { name: "Slack" })).toBeVisible();
    await expectNoSeriousViolations(page, `/dashboard/settings at ${size.width}`);
  }
});
