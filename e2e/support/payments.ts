import { expect, type Page } from "@playwright/test";
import { stripeUrl } from "./env.ts";
import { expectToast } from "./fixtures.ts";

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A page of the fake Stripe (src/server/testing/fake-stripe-pages.ts) under `area`, as an address to expect. */
export const fakeStripePage = (area: "connect" | "checkout"): RegExp => new RegExp(`^${escaped(stripeUrl())}/${area}/`);

/** Account Settings' Online Payments section. */
export const paymentsSection = (page: Page) => page.getByRole("region", { name: "Online Payments" });

/**
 * Connects the signed-in admin's organization to Stripe as a person does: Account Settings → Online Payments →
 * Connect Stripe, the fake Stripe's onboarding page ("Finish onboarding"), and back on the section, which says the
 * account takes payments.
 */
export async function connectStripe(page: Page): Promise<void> {
  await page.goto("/dashboard/profile#payments");
  const section = paymentsSection(page);
  await expect(section.getByText("No Stripe account is connected yet.")).toBeVisible();
  await section.getByRole("button", { name: "Connect Stripe" }).click();
  await expect(page).toHaveURL(fakeStripePage("connect"));
  await expect(page.getByRole("heading", { level: 1, name: "Connect your Stripe account" })).toBeVisible();
  await page.getByRole("button", { name: "Finish onboarding" }).click();
  // Back on the section: read again, said in a toast, and `payments` gone from the address (the hash stays).
  await expectToast(page, "Stripe account connected", "Your Stripe account takes payments.");
  await expect(page).toHaveURL(/\/dashboard\/profile#payments$/);
  await expect(section.getByText("Your Stripe account takes payments.")).toBeVisible();
  await expect(section.getByText("Active", { exact: true })).toBeVisible();
  await expect(section.getByRole("button", { name: "Connect Stripe" })).toHaveCount(0);
}

/** On the fake Checkout page of a client's payment: checks the amount, pays (its Pay button) and lands back. */
export async function payOnFakeCheckout(page: Page, amount: string): Promise<void> {
  await expect(page).toHaveURL(fakeStripePage("checkout"));
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByText(`Amount: ${amount}`)).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).not.toHaveURL(fakeStripePage("checkout"));
}
