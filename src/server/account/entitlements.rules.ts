import { isFeatureName, type FeatureName } from "../../shared/plan-features.ts";
import { grantsAccess } from "./subscription.rules.ts";

/** A subscription as the session query reads it: status, its ends, and its enabled feature names. */
export type FeatureStanding = {
  status: string | null;
  trialEnd: Date | string | null;
  periodEnd: Date | string | null;
  features: readonly string[] | null;
};

const toDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/**
 * The features an organization may use now: its enabled ones while the subscription grants access (the rule
 * `hasFeature` applies one feature at a time), none otherwise or without a subscription.
 */
export function featuresInForce(s: FeatureStanding, now: Date): FeatureName[] {
  if (s.status === null || !s.features) return [];
  const periodEnd = toDate(s.periodEnd);
  if (!periodEnd || !grantsAccess({ status: s.status, trialEnd: toDate(s.trialEnd), currentPeriodEnd: periodEnd }, now))
    return [];
  return s.features.filter(isFeatureName);
}
