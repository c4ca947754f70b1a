import Stripe from "stripe";
import type { StripeConfig } from "../../config.ts";
import { InvalidSignature, type PaymentEvent, type PaymentProvider } from "./provider.ts";
import { cardOf, toCheckout, toInvoice, toPaymentEvent, toSubscription } from "./stripe-events.ts";

/** How long a request to Stripe may take before the product gives up and says so (Stripe's own default is 80 s). */
const STRIPE_TIMEOUT_MS = 20_000;

/**
 * The payment provider on Stripe, through the official client (decision 0048). Subscriptions are billed on the
 * product's own account; a client's payment is a direct charge on the organization's connected account
 * (`stripeAccount`), so the money never passes through ours. Tests point `config.api` at their fake server.
 */
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: STRIPE_TIMEOUT_MS,
    telemetry: false,
    ...(config.api ?? {}),
  });
  const onAccount = (account: string | undefined) => (account ? { stripeAccount: account } : undefined);

  const readEvent = (body: Buffer, signature: string): PaymentEvent => {
    const secrets = [config.webhookSecret, ...(config.connectWebhookSecret ? [config.connectWebhookSecret] : [])];
    for (const secret of secrets) {
      try {
        return toPaymentEvent(stripe.webhooks.constructEvent(body, signature, secret));
      } catch (err) {
        if (!(err instanceof Stripe.errors.StripeSignatureVerificationError)) throw err;
      }
    }
    throw new InvalidSignature("The webhook's signature does not match.");
  };

  return {
    name: "stripe",
    async createCustomer({ email, name, organizationId }) {
      const customer = await stripe.customers.create({ email, name, metadata: { organization_id: organizationId } });
      return customer.id;
    },
    async subscriptionCheckout(input) {
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        customer: input.customerId,
        client_reference_id: input.organizationId,
        line_items: [{ price: input.priceId, quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: { organization_id: input.organizationId },
        subscription_data: {
          metadata: { organization_id: input.organizationId },
          ...(input.trialEnd ? { trial_end: Math.floor(input.trialEnd.getTime() / 1000) } : {}),
        },
      });
      if (!session.url) throw new Error(`checkout session ${session.id} has no address`);
      return { id: session.id, url: session.url };
    },
    async paymentCheckout(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency,
                unit_amount: input.amountCents,
                product_data: { name: input.description },
              },
            },
          ],
          ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
          payment_intent_data: { metadata: input.metadata },
          metadata: input.metadata,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { stripeAccount: input.account },
      );
      if (!session.url) throw new Error(`checkout session ${session.id} has no address`);
      return { id: session.id, url: session.url };
    },
    async getCheckout(id, account) {
      return toCheckout(await stripe.checkout.sessions.retrieve(id, {}, onAccount(account)), account ?? null);
    },
    async portal(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return session.url;
    },
    async getSubscription(id) {
      return toSubscription(await stripe.subscriptions.retrieve(id, { expand: ["default_payment_method"] }));
    },
    async card(paymentMethodId) {
      return cardOf(await stripe.paymentMethods.retrieve(paymentMethodId));
    },
    async changeSubscription(id, change) {
      const items = change.priceId && change.itemId ? [{ id: change.itemId, price: change.priceId }] : undefined;
      const updated = await stripe.subscriptions.update(id, {
        ...(items ? { items, proration_behavior: "none" as const } : {}),
        ...(change.cancelAtPeriodEnd === undefined ? {} : { cancel_at_period_end: change.cancelAtPeriodEnd }),
        ...(change.metadata ? { metadata: change.metadata } : {}),
        expand: ["default_payment_method"],
      });
      return toSubscription(updated);
    },
    async invoices(customerId, limit) {
      const list = await stripe.invoices.list({ customer: customerId, limit });
      return list.data.map(toInvoice);
    },
    async createAccount({ email, organizationId }) {
      const account = await stripe.accounts.create({
        type: "standard",
        email,
        metadata: { organization_id: organizationId },
      });
      return account.id;
    },
    async accountLink(account, returnUrl, refreshUrl) {
      const link = await stripe.accountLinks.create({
        account,
        return_url: returnUrl,
        refresh_url: refreshUrl,
        type: "account_onboarding",
      });
      return link.url;
    },
    async getAccount(account) {
      const a = await stripe.accounts.retrieve(account);
      return { id: a.id, chargesEnabled: a.charges_enabled ?? false, detailsSubmitted: a.details_submitted ?? false };
    },
    readEvent,
  };
}
