import { z } from "zod";
import { FEATURE_NAMES } from "../plan-features.ts";
import { PLAN_IDS } from "../plans.ts";
import { STANDING_REASONS, STANDING_WARNINGS } from "../read-only.ts";

/**
 * Subscription status (spec: choosing a plan sets active; cancelling sets canceled; reactivation active). Past due:
 * the provider could not charge the card (decision 0048).
 */
export const SUBSCRIPTION_STATUSES = ["trialing", "active", "past_due", "canceled"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The spec's texts for the subscription and billing panel. */
export const SUBSCRIPTION_MSG = {
  updated: { title: "Subscription Updated!", message: "Subscription updated successfully" },
  canceled: { title: "Subscription Updated!", message: "Subscription canceled successfully" },
  failed: { title: "Error", message: "Failed to process subscription. Please try again." },
  unknownPlan: "Please choose one of the plans: Basic, Professional or Enterprise.",
  noSubscription: "Your organization has no subscription.",
  noProvider: "Paid plans are set by the operator of this server. Ask them to change your plan.",
  noPaymentMethod: "Subscribe to a plan first: this organization has no payment details yet.",
  noScheduledChange: "No plan change is scheduled.",
  checkoutNotFound: "That checkout was not found for your organization.",
} as const;

export const standing = z.object({
  readOnly: z.boolean(),
  reason: z.enum(STANDING_REASONS).nullable(),
  warning: z.enum(STANDING_WARNINGS).nullable(),
  /** When writes stop (or stopped); null: not planned. */
  writesStopAt: z.string().nullable(),
});
export type Standing = z.infer<typeof standing>;

export const subscriptionFeature = z.object({
  name: z.enum(FEATURE_NAMES),
  label: z.string(),
  isEnabled: z.boolean(),
  createdAt: z.string(),
});

/** The organization's subscription as the panel shows it. Timestamps are ISO 8601. */
export const subscriptionResponse = z.object({
  id: z.string(),
  planName: z.enum(PLAN_IDS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  trialEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  canceledAt: z.string().nullable(),
  createdAt: z.string(),
  /** Every known feature, newest first (spec), enabled when the plan includes it. */
  features: z.array(subscriptionFeature),
  /** Seats taken (members and pending invitations) and included. */
  seats: z.object({ used: z.number().int(), limit: z.number().int() }),
  /** Document storage included, in bytes; null = unlimited. */
  storage: z.object({ limitBytes: z.number().nullable() }),
  /** Whether the caller may change it (admins only). */
  canManage: z.boolean(),
  /** Whether writes are allowed, and what is coming. */
  standing,
  /** How it is billed: through the payment provider, set by the server's operator, or not yet (a trial). */
  billing: z.object({
    /** Whether this server takes payments (a provider is configured). */
    provider: z.boolean(),
    /** Whether the provider holds this organization's subscription (with a card). */
    paid: z.boolean(),
    card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
    /** The next charge: the end of the period (or of the provider's trial); null when nothing will be charged. */
    nextBillingDate: z.string().nullable(),
    /** A switch waiting for the next cycle. */
    scheduledChange: z.object({ plan: z.enum(PLAN_IDS), at: z.string() }).nullable(),
    invoices: z.array(
      z.object({
        id: z.string(),
        number: z.string().nullable(),
        status: z.string(),
        amountCents: z.number().int(),
        currency: z.string(),
        issuedAt: z.string(),
        pdfUrl: z.string().nullable(),
        hostedUrl: z.string().nullable(),
      }),
    ),
  }),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponse>;

export const switchPlanBody = z.object({
  plan: z.enum(PLAN_IDS, { error: SUBSCRIPTION_MSG.unknownPlan }),
});
export type SwitchPlanBody = z.infer<typeof switchPlanBody>;

/** A switch's answer: the subscription now, or the provider's Checkout to go to (an organization without a card). */
export const switchPlanResponse = z.object({
  subscription: subscriptionResponse,
  checkoutUrl: z.string().nullable(),
});
export type SwitchPlanResponse = z.infer<typeof switchPlanResponse>;

/** The provider's page to go to (the customer portal). */
export const billingPortalResponse = z.object({ url: z.string() });
export type BillingPortalResponse = z.infer<typeof billingPortalResponse>;

/** The Checkout a browser came back from (`?checkout=` on the return address). */
export const checkoutReturnBody = z.object({ sessionId: z.string().min(1).max(255) });
export type CheckoutReturnBody = z.infer<typeof checkoutReturnBody>;

/** A webhook's answer. */
export const webhookResponse = z.object({ received: z.boolean() });
export type WebhookResponse = z.infer<typeof webhookResponse>;
