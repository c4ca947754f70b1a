import { FEATURE_NAMES, FEATURES, planIncludes } from "./plan-features.ts";
import { PLAN_IDS, getPlan, type Plan } from "./plans.ts";

/** What a pricing card lists: derived from the plan's limits and the feature table, never written twice. */
export type PlanCardLines = { included: string[]; limitations: string[] };

const GB = 1024 ** 3;

const seatsLine = (plan: Plan) => (plan.seats === 1 ? "1 user" : `Up to ${plan.seats} users`);
const storageLine = (plan: Plan) =>
  plan.storageBytes === null
    ? "Unlimited document storage"
    : `${Math.round(plan.storageBytes / GB)}GB document storage`;

/**
 * A plan's card: users, storage, "Everything in <the plan below>", the features this plan adds, support;
 * then its limitations (the features buyers ask about that it lacks, and the plan's own).
 */
export function planCardLines(plan: Plan): PlanCardLines {
  const below = PLAN_IDS[PLAN_IDS.indexOf(plan.id) - 1];
  const added = FEATURE_NAMES.filter((f) => FEATURES[f].from === plan.id).map((f) => FEATURES[f].label);
  const missing = FEATURE_NAMES.flatMap((f) => {
    const line = FEATURES[f].missingLine;
    return line && !planIncludes(plan.id, f) ? [line] : [];
  });
  return {
    included: [
      seatsLine(plan),
      storageLine(plan),
      ...(below ? [`Everything in ${getPlan(below).name}`] : []),
      ...added,
      plan.support,
    ],
    limitations: [...missing, ...plan.limitations],
  };
}
