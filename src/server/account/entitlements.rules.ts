import { isFeatureName, type FeatureName } from "../../shared/plan-features.ts";
import { grantsAccess } from "./subscription.rules.ts";

/** A subscription as the session query reads it: its status and its enabled feature names. */
export type FeatureStanding = { status: string | null; features: readonly string[] | null };

/**
 * The features an organization may use now: its plan's enabled ones whatever its standing (one that may not
 * write still reads and exports everything: decision 0048), none without a subscription.
 */
export function featuresInForce(s: FeatureStanding): FeatureName[] {
  if (s.status === null || !s.features || !grantsAccess({ status: s.status })) return [];
  return s.features.filter(isFeatureName);
}
