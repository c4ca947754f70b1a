import type { FeatureName } from "../../shared/plan-features.ts";
import { useSession } from "./session.tsx";

/** Whether the organization's plan (and its trial or subscription) lets it use a feature now, as the session says. */
export function useHasFeature(feature: FeatureName): boolean {
  const { session } = useSession();
  return session?.organization?.features.includes(feature) ?? false;
}
