import { appReady, expect, expectToast, test } from "./support/fixtures.ts";
import { linkFrom, mailTo, waitForMail } from "./support/mail.ts";
import { createVerifiedUser, fillSignIn, newUser, RESET_SUBJECT } from "./support/users.ts";

/** Forgot and update password (spec §2, §5, §8): no enumeration, the e-mailed link, single use. */

test("reset by e-mail: same answer for any address, link works once, old password stops working", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  const stranger = newUser().email;

  await page.goto("/signin");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot Password");
  // Typed into the app's form (a drawn page's typing at the app's takeover: start-up.spec.ts).
  await appReady(page);

  // An address without an account: the same success state.
  await page.getByLabel("Email").fill(stranger);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your email");
  await expect(page.getByRole("main")).toContainText(stranger);
  await expectToast(page, "Password Reset Email Sent!");

  await page.getByRole("button", { name: "Try another email" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot Password");
  await expect(page.getByLabel("Email")).toHaveValue("");
  await expect(page.getByLabel("Email")).toBeFocused();

  // The account's address: the same success state, and an e-mail this time.
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your email");
  await expect(page.getByRole("main")).toContainText(user.email);

  const mail = await waitForMail(user.email, RESET_SUBJECT);
  expect(mailTo(stranger)).toHaveLength(0);
  const link = linkFrom(mail);
  expect(link).toContain("/update-password?token=");

  await page.goto(link);
  await expect(page).toHaveURL(/\/update-password\?token=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Update Password");
  await appReady(page);

  const newPassword = `${user.password}-new`;
  const fresh = page.getByLabel("New Password", { exact: true });
  const confirm = page.getByLabel("Confirm New Password", { exact: true });
  const submit = page.getByRole("button", { name: "Update Password" });

  await fresh.fill(newPassword);
  await confirm.fill(`${newPassword}-typo`);
  await submit.click();
  await expectToast(page, "Passwords don't match", "Please make sure your passwords match.");
  await expect(page).toHaveURL(/\/update-password\?token=/);

  // Mark this document: a full-page load to /signin replaces it.
  await page.evaluate(() => document.documentElement.setAttribute("data-e2e-before-reset", "yes"));
  await confirm.fill(newPassword);
  await submit.click();
  await expect(page).toHaveURL(/\/signin\?passwordUpdated=true$/);
  await expect(page.getByRole("status").filter({ hasText: "Password Updated!" })).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-e2e-before-reset", "yes");

  await fillSignIn(page, user.email, user.password);
  await expectToast(page, "Sign In Failed", "Invalid email or password. Please check your credentials and try again.");
  await expect(page).toHaveURL(/\/signin/);

  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, `Welcome back, ${user.fullName}!`);

  // The same link a second time is refused.
  await page.goto(link);
  await page.getByLabel("New Password", { exact: true }).fill(`${newPassword}-again`);
  await page.getByLabel("Confirm New Password", { exact: true }).fill(`${newPassword}-again`);
  await page.getByRole("button", { name: "Update Password" }).click();
  await expectToast(page, "Error updating password", "This link is invalid, has expired or has already been used.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Link Invalid");
  await expect(page.getByRole("link", { name: "Request a new link" })).toBeVisible();
});

test("the forgot-password page links back to sign-in", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByRole("link", { name: "Back to Sign In" }).click();
  await expect(page).toHaveURL(/\/signin$/);
});

test("the update-password page without a token offers a new link", async ({ page }) => {
  await page.goto("/update-password");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Link Invalid");
  await page.getByRole("link", { name: "Request a new link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
