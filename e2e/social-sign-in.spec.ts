import type { Page } from "@playwright/test";
import { expect, expectToast, test } from "./support/fixtures.ts";
import { oidcIssuer } from "./support/env.ts";
import { createVerifiedUser, newUser } from "./support/users.ts";

/**
 * Social sign-in (spec §2 Sign in / Sign up, §4 first social sign-in, §8 'Error signing in with {provider}')
 * against a local OpenID provider standing in for Google (e2e/global-setup.ts); Apple is left unconfigured.
 */

/** On the provider's own pages: types the e-mail, then allows access. */
async function signInAtProvider(page: Page, email: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${oidcIssuer().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/interaction/`));
  await expect(page.getByRole("heading", { name: "Sign in to the test provider" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Allow access" })).toBeVisible();
  await page.getByRole("button", { name: "Allow" }).click();
}

test("signing up with Google starts the chosen plan's trial and lands on the dashboard", async ({ page }) => {
  const { email } = newUser();
  await page.goto("/signup?plan=professional");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await signInAtProvider(page, email);

  await expect(page).toHaveURL(/\/dashboard\?oauth_plan=professional$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  const session = await page.request.get("/api/auth/session");
  expect(session.ok()).toBe(true);
  expect((await session.json()) as { user: { email: string } }).toMatchObject({ user: { email } });
  const subscription = await page.request.get("/api/subscription");
  expect(subscription.ok()).toBe(true);
  expect(await subscription.json()).toMatchObject({ planName: "professional", status: "trialing" });
});

test("a returning Google user signs in again from /signin, back where they were going", async ({ page }) => {
  const { email } = newUser();
  await page.goto("/signin");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await signInAtProvider(page, email);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const first = (await (await page.request.get("/api/auth/session")).json()) as { user: { id: string } };

  await page.request.post("/api/auth/sign-out");
  await page.goto("/dashboard/projects");
  await expect(page).toHaveURL(/\/signin\?next=/);
  await page.getByRole("button", { name: "Continue with Google" }).click();
  // The provider remembers this browser: no login page this time.
  await expect(page).toHaveURL(/\/dashboard\/projects$/);
  const second = (await (await page.request.get("/api/auth/session")).json()) as { user: { id: string } };
  expect(second.user.id).toBe(first.user.id);
});

test("an e-mail/password user whose address Google has verified is signed into their own account", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await page.goto("/signin");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await signInAtProvider(page, user.email);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const session = (await (await page.request.get("/api/auth/session")).json()) as {
    user: { email: string; fullName: string };
  };
  expect(session.user).toMatchObject({ email: user.email, fullName: user.fullName });
});

test("a social sign-in that fails comes back to /signin with the error toast", async ({ page }) => {
  await page.goto("/signin?social=google&error=access_denied");
  await expectToast(page, "Error signing in with Google", "Google sign-in was cancelled.");
  await expect(page).toHaveURL(/\/signin$/);
});

test("the Apple button says Apple sign-in is not configured", async ({ page }) => {
  await page.goto("/signup");
  await page.getByRole("button", { name: "Continue with Apple" }).click();
  await expectToast(page, "Error signing in with Apple", "Apple sign-in is not configured on this server.");
  await expect(page).toHaveURL(/\/signup$/);
});
