import { getPlan, PLAN_IDS, type Plan, type PlanId } from "./plans.ts";

/**
 * What a subscription entitles an organization to, by stable name: the `feature_name` of its
 * `subscription_features` rows, what a module's plugin declares (`requireFeature`) and its registry entry
 * (`dashboard-modules.ts`), and what the pricing cards and the features page list. These names never change
 * once data refers to them; a new one needs a migration that adds its rows to existing subscriptions
 * (as 0007 did for `contracts` and `field_operations`).
 */
export const FEATURE_NAMES = [
  "projects",
  "gantt",
  "contracts",
  "estimates_invoices",
  "documents",
  "finance_procurement_hr",
  "field_operations",
  "quality_safety",
  "advanced_analytics",
  "website_builder",
  "ai_assistant",
  "bid_management",
  "team_roles",
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

type FeatureEntry = {
  /** The pricing card's line. */
  label: string;
  /** The cheapest plan that includes it; every dearer plan does too. */
  from: PlanId;
  /** Said under the cards' "Limitations" of the plans without it (only for the features buyers ask about). */
  missingLine?: string;
};

/** The one table: which plan brings which feature. Cards, features page, browser and server gate derive from it. */
export const FEATURES: Record<FeatureName, FeatureEntry> = {
  projects: { label: "Project management", from: "basic" },
  gantt: { label: "Gantt scheduling", from: "basic" },
  contracts: { label: "Contract management", from: "basic" },
  estimates_invoices: { label: "Estimates and invoices", from: "basic" },
  documents: { label: "Document hub", from: "basic" },
  finance_procurement_hr: { label: "Finance, procurement and HR", from: "professional" },
  field_operations: { label: "Field operations", from: "professional" },
  quality_safety: { label: "Quality and safety", from: "professional" },
  advanced_analytics: { label: "Advanced analytics", from: "professional", missingLine: "No advanced analytics" },
  website_builder: { label: "Website builder", from: "professional" },
  ai_assistant: { label: "AI assistant", from: "enterprise", missingLine: "No AI assistant" },
  bid_management: { label: "Bid management", from: "enterprise" },
  team_roles: { label: "Team roles and permissions", from: "enterprise" },
};

/** The feature's name as the pricing card says it. */
export const featureLabel = (feature: FeatureName): string => FEATURES[feature].label;

const tier = (plan: PlanId) => PLAN_IDS.indexOf(plan);

/** Whether a plan includes a feature (plans are tiers: a dearer plan has everything a cheaper one has). */
export function planIncludes(plan: PlanId, feature: FeatureName): boolean {
  return tier(FEATURES[feature].from) <= tier(plan);
}

/** The features each plan includes, in the catalogue's order. */
export const PLAN_FEATURES: Record<PlanId, readonly FeatureName[]> = {
  basic: FEATURE_NAMES.filter((f) => planIncludes("basic", f)),
  professional: FEATURE_NAMES.filter((f) => planIncludes("professional", f)),
  enterprise: FEATURE_NAMES.filter((f) => planIncludes("enterprise", f)),
};

export function isFeatureName(value: string): value is FeatureName {
  return (FEATURE_NAMES as readonly string[]).includes(value);
}

/** A subscription's feature rows for a plan: every known feature, enabled when the plan includes it. */
export function featureRowsFor(plan: PlanId): { featureName: FeatureName; isEnabled: boolean }[] {
  return FEATURE_NAMES.map((featureName) => ({ featureName, isEnabled: planIncludes(plan, featureName) }));
}

/** The plans that include a feature, cheapest first. */
export function plansWith(feature: FeatureName): Plan[] {
  return PLAN_IDS.filter((p) => planIncludes(p, feature)).map(getPlan);
}

/** "Enterprise", "Professional and Enterprise", "Basic, Professional and Enterprise". */
export function planNamesText(plans: readonly Pick<Plan, "name">[]): string {
  const names = plans.map((p) => p.name);
  const last = names.pop();
  if (last === undefined) return "";
  return names.length ? `${names.join(", ")} and ${last}` : last;
}

/** "Finance is part of the Professional and Enterprise plans." */
export function planRequiredText(moduleName: string, feature: FeatureName): string {
  const plans = plansWith(feature);
  return `${moduleName} is part of the ${planNamesText(plans)} plan${plans.length === 1 ? "" : "s"}.`;
}

/**
 * Why an organization may not use a module: its plan lacks the feature, or (when the plan has it) its trial
 * or subscription has ended. The server's 403 `PLAN_REQUIRED` says this; the upgrade card shows the same.
 */
export function planRequiredMessage(
  moduleName: string,
  feature: FeatureName,
  plan: PlanId | null,
  status: string | null,
): string {
  const included = planRequiredText(moduleName, feature);
  if (!plan || !planIncludes(plan, feature)) return included;
  const what = status === "trialing" ? "trial" : "subscription";
  return `Your ${getPlan(plan).name} ${what} has ended. ${included}`;
}
