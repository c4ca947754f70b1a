import { describe, expect, it } from "vitest";
import { FEATURE_LABELS, FEATURE_NAMES, PLAN_FEATURES, featureRowsFor, isFeatureName } from "./plan-features.ts";
import { PLANS } from "./plans.ts";

describe("plan features", () => {
  it("gives every feature a label, and every plan's features are known", () => {
    for (const name of FEATURE_NAMES) expect(FEATURE_LABELS[name]).not.toBe("");
    for (const plan of PLANS) for (const f of PLAN_FEATURES[plan.id]) expect(isFeatureName(f)).toBe(true);
    expect(isFeatureName("teleportation")).toBe(false);
  });

  it("grows with the plan: Professional has all of Basic, Enterprise all of Professional", () => {
    expect(PLAN_FEATURES.professional).toEqual(expect.arrayContaining([...PLAN_FEATURES.basic]));
    expect(PLAN_FEATURES.enterprise).toEqual(expect.arrayContaining([...PLAN_FEATURES.professional]));
    expect(PLAN_FEATURES.basic).not.toContain("ai_assistant");
    expect(PLAN_FEATURES.professional).not.toContain("ai_assistant");
    expect(PLAN_FEATURES.enterprise).toContain("ai_assistant");
  });

  it("names each feature as a pricing card does: the plan's own card or a cheaper one ('Everything in Basic')", () => {
    for (const plan of PLANS) {
      const cards = PLANS.filter((p) => p.price <= plan.price).flatMap((p) => p.features);
      for (const f of PLAN_FEATURES[plan.id]) expect(cards, `${plan.id}: ${FEATURE_LABELS[f]}`).toContain(FEATURE_LABELS[f]);
    }
  });

  it("makes one row per known feature, enabled when the plan includes it", () => {
    const rows = featureRowsFor("basic");
    expect(rows.map((r) => r.featureName)).toEqual([...FEATURE_NAMES]);
    expect(rows.filter((r) => r.isEnabled).map((r) => r.featureName)).toEqual([...PLAN_FEATURES.basic]);
    expect(featureRowsFor("enterprise").every((r) => r.isEnabled)).toBe(true);
  });
});
