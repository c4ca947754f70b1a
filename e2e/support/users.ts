import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { linkFrom, waitForMail } from "./mail.ts";
import { appReady } from "./fixtures.ts";

export type TestUser = { fullName: string; companyName: string; email: string; password: string; plan: string };

export const VERIFY_SUBJECT = "Verify your email address";
export const RESET_SUBJECT = "Reset your password";

/** A fresh identity: unique e-mail and company per call, so tests never share an account. */
export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  const id = randomUUID().slice(0, 8);
  return {
    fullName: `Dana Builder ${id}`,
    companyName: `Builder Co ${id}`,
    email: `e2e-${id}@example.com`,
    password: `Str0ng-pass-${id}`,
    plan: "basic",
    ...overrides,
  };
}

/** Signs a user up through the API; the account is not verified yet. */
export async function signUpViaApi(request: APIRequestContext, user: TestUser): Promise<void> {
  const res = await request.post("/api/auth/sign-up", {
    data: {
      fullName: user.fullName,
      companyName: user.companyName,
      email: user.email,
      password: user.password,
      confirmPassword: user.password,
      plan: user.plan,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Signs a user up through the API and follows the e-mailed verification link; returns the credentials. */
export async function createVerifiedUser(
  request: APIRequestContext,
  overrides: Partial<TestUser> = {},
): Promise<TestUser> {
  const user = newUser(overrides);
  await signUpViaApi(request, user);
  const mail = await waitForMail(user.email, VERIFY_SUBJECT);
  const res = await request.get(linkFrom(mail));
  expect(res.ok()).toBe(true);
  expect(new URL(res.url()).searchParams.get("verified")).toBe("true");
  return user;
}

/** Fills the sign-in form as a person would (the current page must be /signin, or pass `goto`). */
export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  // The app's form, not the drawn one: typing done on a drawn page while the app takes it over was, once in about a
  // dozen loaded runs, lost; the hand-over itself has journeys of its own (start-up.spec.ts).
  await appReady(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/**
 * Signs in and opens the dashboard: the session through the sign-in API (the page's request context shares the
 * browser's cookies), for journeys whose subject is what comes after. The sign-in form itself is walked by
 * sign-in.spec.ts (fillSignIn); skipping it here saves a page load and a form per journey.
 */
export async function signIn(page: Page, user: Pick<TestUser, "email" | "password">): Promise<void> {
  const res = await page.request.post("/api/auth/sign-in", { data: { email: user.email, password: user.password } });
  expect(res.status(), await res.text()).toBe(200);
  expect(await res.json()).not.toHaveProperty("twoFactorRequired", true);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  await appReady(page);
}
