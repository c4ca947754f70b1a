/** The three subscription plans, their prices and limits (spec: business constants). */
export const PLAN_IDS = ["basic", "professional", "enterprise"] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const DEFAULT_PLAN: PlanId = "basic";
export const TRIAL_DAYS = 14;
export const BILLING_PERIOD_DAYS = 30;

export type Plan = {
  id: PlanId;
  name: string;
  price: number;
  period: string;
  description: string;
  /** The support line of its pricing card (the card's other lines come from the seats, storage and features). */
  support: string;
  /** The card's limitations besides missing features (`plan-cards.ts`). */
  limitations: string[];
  /** Seats included; beyond them the organization must contact sales. */
  seats: number;
  /** Document storage in bytes; null = unlimited. */
  storageBytes: number | null;
  contactSales: boolean;
  popular: boolean;
};

const GB = 1024 ** 3;

export const PLANS: readonly Plan[] = [
  {
    id: "basic",
    name: "Basic",
    price: 29.99,
    period: "month",
    description: "Essential tools for small contractors getting organized.",
    support: "Email support",
    limitations: [],
    seats: 1,
    storageBytes: 10 * GB,
    contactSales: false,
    popular: false,
  },
  {
    id: "professional",
    name: "Professional",
    price: 49.99,
    period: "month",
    description: "Everything a growing contractor needs to run every job.",
    support: "Priority support",
    limitations: [],
    seats: 1,
    storageBytes: 50 * GB,
    contactSales: false,
    popular: true,
  },
  {
    id: "enterprise",
    name: "Enterprise",
    price: 99.99,
    period: "month",
    description: "The full platform for construction companies with teams.",
    support: "Dedicated support",
    limitations: ["More than 3 users: contact sales"],
    seats: 3,
    storageBytes: null,
    contactSales: false,
    popular: false,
  },
];

export function isPlanId(value: string): value is PlanId {
  return (PLAN_IDS as readonly string[]).includes(value);
}

/** `?plan=` from the address: lowercased, unknown or missing means the default plan. */
export function normalizePlan(value: string | null | undefined): PlanId {
  const v = (value ?? "").trim().toLowerCase();
  return isPlanId(v) ? v : DEFAULT_PLAN;
}

export function getPlan(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new organization's subscription: trialing, trial and first period as the spec counts them. */
export function trialSubscriptionDates(now: Date): { periodStart: Date; periodEnd: Date; trialEnd: Date } {
  return {
    periodStart: now,
    periodEnd: new Date(now.getTime() + BILLING_PERIOD_DAYS * DAY_MS),
    trialEnd: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
  };
}
