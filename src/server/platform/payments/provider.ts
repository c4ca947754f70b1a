/**
 * The payment provider as the product sees it (decision 0048): subscriptions for the product's own billing and,
 * through an organization's connected account, its clients' payments. Stripe is the one provider
 * (stripe-provider.ts); another would implement this interface and the events it answers.
 *
 * Amounts are whole cents; times are Dates.
 */

/** A card's brand and last four digits, as the Subscription panel shows it. */
export type CardSummary = { brand: string; last4: string };

/** The provider's statuses, reduced to what the product acts on. */
export type ProviderSubscriptionStatus = "trialing" | "active" | "past_due" | "canceled" | "incomplete";

/** A subscription as the provider holds it now (read back on every event: the provider's word is the state). */
export type ProviderSubscription = {
  id: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  /** The price billed from the next invoice on, and the item that carries it. */
  priceId: string;
  itemId: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  endedAt: Date | null;
  /** The card, when the provider's answer included it (an event's copy names only `paymentMethodId`). */
  card: CardSummary | null;
  paymentMethodId: string | null;
  metadata: Record<string, string>;
};

/** One of the provider's invoices for a subscription (the panel lists them with their PDFs). */
export type ProviderInvoice = {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  number: string | null;
  status: "draft" | "open" | "paid" | "uncollectible" | "void";
  amountDueCents: number;
  amountPaidCents: number;
  currency: string;
  createdAt: Date;
  pdfUrl: string | null;
  hostedUrl: string | null;
};

/** A finished Checkout, whichever mode. */
export type ProviderCheckout = {
  id: string;
  mode: "subscription" | "payment";
  complete: boolean;
  paid: boolean;
  customerId: string | null;
  subscriptionId: string | null;
  paymentId: string | null;
  amountCents: number | null;
  metadata: Record<string, string>;
  /** The connected account it ran on (client payments); null: the product's own. */
  account: string | null;
};

/** A connected account (an organization's own, for its clients' payments). */
export type ProviderAccount = { id: string; chargesEnabled: boolean; detailsSubmitted: boolean };

/** A client's payment, a refund or a dispute, on a connected account. */
export type ProviderPayment = { id: string; amountCents: number; metadata: Record<string, string> };

/**
 * What a verified webhook says, in the product's terms. Every event names the provider's id (applied once)
 * and when it was created; `account` is the connected account it came from (client payments).
 */
export type PaymentEvent = { id: string; createdAt: Date; account: string | null; type: string } & (
  | { kind: "subscription"; subscription: ProviderSubscription }
  | { kind: "invoice"; invoice: ProviderInvoice; outcome: "paid" | "failed" | "other" }
  | { kind: "checkout"; checkout: ProviderCheckout }
  | { kind: "payment"; payment: ProviderPayment }
  | { kind: "refund"; paymentId: string; refundedCents: number }
  | { kind: "dispute"; paymentId: string; amountCents: number; disputeId: string }
  | { kind: "account"; accountId: string }
  | { kind: "ignored" }
);

export class InvalidSignature extends Error {}

/** The error code of a 502 the provider caused (it did not answer, or refused): nothing of ours was written. */
export const PROVIDER_FAILED = "PAYMENT_PROVIDER";

export type SubscriptionCheckoutInput = {
  customerId: string;
  priceId: string;
  organizationId: string;
  /** Keep the rest of a trial: the first charge at its end (null: charge now). */
  trialEnd: Date | null;
  successUrl: string;
  cancelUrl: string;
};

export type PaymentCheckoutInput = {
  account: string;
  amountCents: number;
  currency: string;
  description: string;
  customerEmail: string | null;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
};

export type SubscriptionChange = {
  priceId?: string;
  itemId?: string;
  cancelAtPeriodEnd?: boolean;
  /** Keys to set; an empty string removes the key. */
  metadata?: Record<string, string>;
};

export interface PaymentProvider {
  readonly name: string;
  createCustomer(input: { email: string; name: string; organizationId: string }): Promise<string>;
  subscriptionCheckout(input: SubscriptionCheckoutInput): Promise<{ id: string; url: string }>;
  paymentCheckout(input: PaymentCheckoutInput): Promise<{ id: string; url: string }>;
  getCheckout(id: string, account?: string): Promise<ProviderCheckout>;
  /** The customer portal, where cards are changed and invoices read. */
  portal(customerId: string, returnUrl: string): Promise<string>;
  getSubscription(id: string): Promise<ProviderSubscription>;
  /** A card by its payment method (when an event names a new one). */
  card(paymentMethodId: string): Promise<CardSummary | null>;
  changeSubscription(id: string, change: SubscriptionChange): Promise<ProviderSubscription>;
  invoices(customerId: string, limit: number): Promise<ProviderInvoice[]>;
  createAccount(input: { email: string; organizationId: string }): Promise<string>;
  accountLink(account: string, returnUrl: string, refreshUrl: string): Promise<string>;
  getAccount(account: string): Promise<ProviderAccount>;
  /** Checks the signature (InvalidSignature otherwise) and reads the event. */
  readEvent(body: Buffer, signature: string): PaymentEvent;
}
