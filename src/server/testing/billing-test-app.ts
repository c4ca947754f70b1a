import { startFakeStripe, type FakeStripe } from "./fake-stripe.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/** The plans' prices on the fake Stripe, in cents (the pricing page's $29.99, $49.99, $99.99). */
export const TEST_PRICES = { basic: "price_basic_test", professional: "price_pro_test", enterprise: "price_ent_test" };
export const TEST_WEBHOOK_SECRET = "whsec_test_platform_0123456789";
export const TEST_CONNECT_WEBHOOK_SECRET = "whsec_test_connect_0123456789";

/** The settings that point the product at a fake Stripe (the same variables an operator sets for the real one). */
export function stripeEnv(stripe: Pick<FakeStripe, "url">): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: "sk_test_fake_key",
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_CONNECT_WEBHOOK_SECRET: TEST_CONNECT_WEBHOOK_SECRET,
    STRIPE_PRICE_BASIC: TEST_PRICES.basic,
    STRIPE_PRICE_PROFESSIONAL: TEST_PRICES.professional,
    STRIPE_PRICE_ENTERPRISE: TEST_PRICES.enterprise,
    STRIPE_API_URL: stripe.url,
  };
}

export async function startTestStripe(): Promise<FakeStripe> {
  return startFakeStripe({
    prices: { [TEST_PRICES.basic]: 2999, [TEST_PRICES.professional]: 4999, [TEST_PRICES.enterprise]: 9999 },
    webhookSecret: TEST_WEBHOOK_SECRET,
    connectWebhookSecret: TEST_CONNECT_WEBHOOK_SECRET,
  });
}

/**
 * The whole application with payments on, its Stripe a fake one (fake-stripe.ts) that delivers its signed events
 * to the app's webhook route, as Stripe would. `close` stops both.
 */
export async function createBillingTestApp(): Promise<{ t: TestApp; stripe: FakeStripe; close: () => Promise<void> }> {
  const stripe = await startTestStripe();
  const t = await createTestApp(stripeEnv(stripe));
  stripe.setDeliverTo(async (body, headers) => {
    const res = await t.app.inject({ method: "POST", url: "/api/payments/webhook", payload: body, headers });
    return res.statusCode;
  });
  return {
    t,
    stripe,
    close: async () => {
      await t.close();
      await stripe.close();
    },
  };
}
