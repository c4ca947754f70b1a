import type { PlanId } from "./plans.ts";

/**
 * What a subscription entitles an organization to, by stable name: the `feature_name` of its
 * `subscription_features` rows and what modules ask `hasFeature` about. The pricing cards keep their own
 * marketing wording (`Plan.features`); these names never change once data refers to them.
 */
export const FEATURE_NAMES = [
  "projects",
  "gantt",
  "estimates_invoices",
  "documents",
  "finance_procurement_hr",
  "quality_safety",
  "advanced_analytics",
  "website_builder",
  "ai_assistant",
  "bid_management",
  "team_roles",
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

export const FEATURE_LABELS: Record<FeatureName, string> = {
  projects: "Project management",
  gantt: "Gantt scheduling",
  estimates_invoices: "Estimates and invoices",
  documents: "Document hub",
  finance_procurement_hr: "Finance, procurement and HR",
  quality_safety: "Quality and safety",
  advanced_analytics: "Advanced analytics",
  website_builder: "Website builder",
  ai_assistant: "AI assistant",
  bid_management: "Bid management",
  team_roles: "Team roles and permissions",
};

const BASIC: readonly FeatureName[] = ["projects", "gantt", "estimates_invoices", "documents"];
const PROFESSIONAL: readonly FeatureName[] = [...BASIC, "finance_procurement_hr", "quality_safety", "advanced_analytics", "website_builder"];
const ENTERPRISE: readonly FeatureName[] = [...PROFESSIONAL, "ai_assistant", "bid_management", "team_roles"];

/** The features each plan includes (as its pricing card lists them). */
export const PLAN_FEATURES: Record<PlanId, readonly FeatureName[]> = {
  basic: BASIC,
  professional: PROFESSIONAL,
  enterprise: ENTERPRISE,
};

export function isFeatureName(value: string): value is FeatureName {
  return (FEATURE_NAMES as readonly string[]).includes(value);
}

/** A subscription's feature rows for a plan: every known feature, enabled when the plan includes it. */
export function featureRowsFor(plan: PlanId): { featureName: FeatureName; isEnabled: boolean }[] {
  const included = new Set(PLAN_FEATURES[plan]);
  return FEATURE_NAMES.map((featureName) => ({ featureName, isEnabled: included.has(featureName) }));
}
