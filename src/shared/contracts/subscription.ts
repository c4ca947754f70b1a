import { z } from "zod";
import { FEATURE_NAMES } from "../plan-features.ts";
import { PLAN_IDS } from "../plans.ts";

/** Subscription status (spec: choosing a plan sets active; cancelling sets canceled; reactivation active). */
export const SUBSCRIPTION_STATUSES = ["trialing", "active", "canceled"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The spec's texts for the subscription and billing panel. */
export const SUBSCRIPTION_MSG = {
  updated: { title: "Subscription Updated!", message: "Subscription updated successfully" },
  canceled: { title: "Subscription Updated!", message: "Subscription canceled successfully" },
  failed: { title: "Error", message: "Failed to process subscription. Please try again." },
  unknownPlan: "Please choose one of the plans: Basic, Professional or Enterprise.",
  noSubscription: "Your organization has no subscription.",
} as const;

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
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponse>;

export const switchPlanBody = z.object({
  plan: z.enum(PLAN_IDS, { error: SUBSCRIPTION_MSG.unknownPlan }),
});
export type SwitchPlanBody = z.infer<typeof switchPlanBody>;
