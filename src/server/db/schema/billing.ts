import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { organizations } from "./organizations.ts";

/** One subscription per organization; the plan limits apply to the whole organization. */
export const subscriptions = pgTable("subscriptions", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: text("organization_id")
    .notNull()
    .unique()
    .references(() => organizations.id, { onDelete: "cascade" }),
  planName: text("plan_name").notNull(),
  status: text("status").notNull(),
  currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
  trialEnd: timestamp("trial_end", { withTimezone: true }),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  canceledAt: timestamp("canceled_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /**
   * The payment provider's customer and subscription (decision 0048). A subscription paid through the provider
   * has both; a trial has neither; a plan an operator set (`npm run plan`) has no provider subscription.
   */
  providerCustomerId: text("provider_customer_id").unique(),
  providerSubscriptionId: text("provider_subscription_id").unique(),
  /** The card the provider charges, as the panel shows it. */
  cardBrand: text("card_brand"),
  cardLast4: text("card_last4"),
  providerPaymentMethodId: text("provider_payment_method_id"),
  /** When the newest subscription event applied was created: an older one that arrives later changes nothing. */
  providerEventAt: timestamp("provider_event_at", { withTimezone: true }),
  /** A switch the provider will bill from the next cycle on: the plan and when it applies. */
  scheduledPlan: text("scheduled_plan"),
  scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
  /** When a payment first failed; writes stop a grace period later (billing.rules.ts) unless it is paid. */
  pastDueSince: timestamp("past_due_since", { withTimezone: true }),
  /** The trial reminders sent (3 then 1 days before the end, 0 at the end): each is claimed once. */
  trialReminder: integer("trial_reminder"),
});

/**
 * Every provider event applied, by the provider's id: a delivery whose id is here changes nothing, however often
 * and in whatever order it arrives (decision 0048).
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    /** The connected account it came from (client payments); null for the product's own billing. */
    account: text("account"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_events_received_idx").on(t.receivedAt)],
);

/** The provider's invoices for an organization's subscription, as its webhooks reported them (the panel lists them). */
export const subscriptionInvoices = pgTable(
  "subscription_invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    providerInvoiceId: text("provider_invoice_id").notNull().unique(),
    number: text("number"),
    status: text("status").notNull(),
    amountDueCents: bigint("amount_due_cents", { mode: "number" }).notNull(),
    amountPaidCents: bigint("amount_paid_cents", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    pdfUrl: text("pdf_url"),
    hostedUrl: text("hosted_url"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("subscription_invoices_org_idx").on(t.organizationId, t.issuedAt)],
);

export const subscriptionFeatures = pgTable(
  "subscription_features",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    featureName: text("feature_name").notNull(),
    isEnabled: boolean("is_enabled").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // One row per feature of a subscription (feature names: shared/plan-features.ts).
  (t) => [uniqueIndex("subscription_features_sub_name_idx").on(t.subscriptionId, t.featureName)],
);

/**
 * An organization's own Stripe account, connected for its clients' payments (decision 0048: Connect, Standard
 * accounts): the money goes to it, never through ours. Charges are possible once the provider says so.
 */
export const paymentAccounts = pgTable("payment_accounts", {
  organizationId: text("organization_id")
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  providerAccountId: text("provider_account_id").notNull().unique(),
  chargesEnabled: boolean("charges_enabled").notNull().default(false),
  detailsSubmitted: boolean("details_submitted").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
