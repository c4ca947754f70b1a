import type { Page } from "@playwright/test";
import { expect, expectToast, test } from "./support/fixtures.ts";
import { freshCode } from "./support/totp.ts";
import { createVerifiedUser, fillSignIn, signIn } from "./support/users.ts";
import { waitForMail } from "./support/mail.ts";

/** Security (spec: Account Settings' security panel, the two-factor setup page, 2FA messages). */

const security = (page: Page) => page.getByRole("region", { name: "Security" });

async function logout(page: Page) {
  await page.goto("/dashboard/profile");
  await page.getByRole("region", { name: "Logout" }).getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/signin$/);
}

test("two-factor: enable with a code from the shown secret, then sign in with a code; change the password", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signIn(page, user);

  // Security section → two-factor page.
  await page.goto("/dashboard/profile");
  await security(page).getByRole("link", { name: "Enable 2FA" }).click();
  await expect(page).toHaveURL(/\/dashboard\/two-factor-auth$/);
  await expect(page.getByRole("heading", { level: 1, name: "Two-Factor Authentication" })).toBeVisible();

  const secretText = page.getByRole("textbox", { name: "Secret Key" });
  await expect(secretText).toHaveValue(/^[A-Z2-7 ]{32,}$/);
  const secret = (await secretText.inputValue()).replace(/\s+/g, "");
  // The same secret as a QR code, drawn in the browser.
  const qr = page.getByRole("img", { name: "QR code for your authenticator app" });
  await expect(qr).toBeVisible();
  expect(await qr.locator("path").getAttribute("d")).toMatch(/^M\d+ \d+h1v1h-1z/);

  // Copy: the indicator shows, then goes away after 2 seconds.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy secret key" }).click();
  await expect(page.getByRole("button", { name: "Secret key copied" })).toHaveText("Copied!");
  await expect(page.getByRole("button", { name: "Copy secret key" })).toBeVisible({ timeout: 4000 });

  // A wrong code is refused with the spec's messages.
  await page.getByLabel("Verification Code").fill("000000");
  await page.getByRole("button", { name: "Verify and Enable" }).click();
  await expectToast(page, "Error enabling 2FA", "Invalid verification code");

  let enabled = freshCode(secret, null);
  await page.getByLabel("Verification Code").fill(enabled.code);
  await page.getByRole("button", { name: "Verify and Enable" }).click();
  await expectToast(page, "2FA Enabled");
  const backupCodes = page.getByRole("list", { name: "Backup codes" }).getByRole("listitem");
  await expect(backupCodes).toHaveCount(10);
  const backupCode = ((await backupCodes.first().textContent()) ?? "").trim();
  await page.getByRole("link", { name: "Continue to Account Settings" }).click();
  await expect(security(page).getByText("Enabled: sign-in asks for a code")).toBeVisible();

  // Sign out; sign-in now asks for a code after the password.
  await logout(page);
  await fillSignIn(page, user.email, user.password);
  await expect(page.getByRole("heading", { name: "Two-Factor Authentication" })).toBeVisible();
  await page.getByLabel("Verification Code").fill("000000");
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await expectToast(page, "Sign In Failed", "Invalid verification code");
  enabled = freshCode(secret, enabled.step);
  await page.getByLabel("Verification Code").fill(enabled.code);
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Change the password from the Security section.
  await page.goto("/dashboard/profile");
  const panel = security(page);
  await expect(panel.getByRole("list", { name: "Active sessions" }).getByText("This device")).toBeVisible();
  await panel.getByLabel("Current Password", { exact: true }).fill("not-my-password");
  await panel.getByLabel("New Password", { exact: true }).fill("Brand-new-pass-7");
  await panel.getByLabel("Confirm New Password", { exact: true }).fill("Brand-new-pass-7");
  await panel.getByRole("button", { name: "Update Password" }).click();
  await expectToast(page, "Error updating password", "Your current password is incorrect.");
  await expect(panel.getByLabel("Current Password", { exact: true })).toHaveAccessibleDescription(
    "Your current password is incorrect.",
  );
  await panel.getByLabel("Current Password", { exact: true }).fill(user.password);
  await panel.getByRole("button", { name: "Update Password" }).click();
  await expectToast(page, "Password Updated!");

  // The new password, then a backup code instead of an app code.
  await logout(page);
  await fillSignIn(page, user.email, "Brand-new-pass-7");
  await expect(page.getByRole("heading", { name: "Two-Factor Authentication" })).toBeVisible();
  await page.getByLabel("Verification Code").fill(backupCode);
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("new backup codes from the two-factor page, with an app code; the old ones stop working and an e-mail tells of it", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signIn(page, user);
  const setup = await page.request.post("/api/auth/two-factor/setup", { data: {} });
  const { secret } = (await setup.json()) as { secret: string };
  const first = freshCode(secret, null);
  const enabled = await page.request.post("/api/auth/two-factor/enable", { data: { code: first.code } });
  const oldCodes = ((await enabled.json()) as { backupCodes: string[] }).backupCodes;

  await page.goto("/dashboard/two-factor-auth");
  const renew = page.getByRole("region", { name: "Backup codes" });
  await renew.getByLabel("App Code").fill(oldCodes[0] ?? "");
  await renew.getByRole("button", { name: "Make New Backup Codes" }).click();
  await expectToast(page, "Error updating 2FA status");
  await renew.getByLabel("App Code").fill(freshCode(secret, first.step).code);
  await renew.getByRole("button", { name: "Make New Backup Codes" }).click();
  await expectToast(page, "New Backup Codes", "Your old backup codes no longer work. Save the new ones now.");
  const codes = page.getByRole("list", { name: "Backup codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  expect(oldCodes).not.toContain(((await codes.first().textContent()) ?? "").trim());
  await waitForMail(user.email, "New backup codes were made");
});

test("sessions: another device is listed and can be signed out", async ({ page, browser, request }) => {
  const user = await createVerifiedUser(request);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, user);
  await signIn(page, user);

  await page.goto("/dashboard/profile");
  const sessions = security(page).getByRole("list", { name: "Active sessions" }).getByRole("listitem");
  await expect(sessions).toHaveCount(2);
  await security(page).getByRole("button", { name: "Sign out other sessions" }).click();
  await expectToast(page, "Other sessions signed out");
  await expect(sessions).toHaveCount(1);
  await expect(sessions.first()).toContainText("This device");

  // The other browser is signed out at its next request.
  await otherPage.goto("/dashboard/profile");
  await expect(otherPage).toHaveURL(/\/signin/);
  await other.close();
});
