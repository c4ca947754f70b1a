import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { SubscriptionResponse, SwitchPlanResponse } from "../../src/shared/contracts/subscription.ts";
import type { PlanId } from "../../src/shared/plans.ts";
import { stripeUrl } from "./env.ts";

/** The fake Stripe's Checkout page (src/server/testing/fake-stripe-pages.ts), as an address to expect. */
export const checkoutPage = (): RegExp =>
  new RegExp(`^${stripeUrl().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/checkout/`);

/**
 * Subscribes the signed-in organization (its admin's `request`, e.g. `page.request`) to `plan` without the browser,
 * for journeys whose subject is what a paid subscription looks like: the server's Checkout on the fake Stripe, paid
 * there (its Subscribe button's form). The fake sends its signed webhooks to the server before it answers, so the
 * subscription read back here was applied by them alone (the browser's return from Checkout is not made).
 */
export async function subscribeViaApi(request: APIRequestContext, plan: PlanId): Promise<SubscriptionResponse> {
  const res = await request.post("/api/subscription/plan", { data: { plan } });
  expect(res.status(), await res.text()).toBe(200);
  const { checkoutUrl } = (await res.json()) as SwitchPlanResponse;
  expect(checkoutUrl).toMatch(checkoutPage());
  const paid = await request.post(`${checkoutUrl}/complete`, { maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBe(303);
  expect(paid.headers().location).toMatch(/\/dashboard\/profile\?checkout=[^#]+#subscription$/);

  const now = await request.get("/api/subscription");
  expect(now.status()).toBe(200);
  const subscription = (await now.json()) as SubscriptionResponse;
  expect(subscription).toMatchObject({ planName: plan, billing: { provider: true, paid: true } });
  return subscription;
}

/** On the fake Checkout page: pays (its Subscribe button) and lands back on the page Checkout was left for. */
export async function payOnCheckout(page: Page): Promise<void> {
  await expect(page).toHaveURL(checkoutPage());
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).not.toHaveURL(checkoutPage());
}
