import { describe, expect, it } from "vitest";
import {
  FEATURE_NAMES,
  PLAN_FEATURES,
  featureLabel,
  featureRowsFor,
  isFeatureName,
  planIncludes,
  planNamesText,
  planRequiredMessage,
  plansWith,
} from "./plan-features.ts";
import { planCardLines } from "./plan-cards.ts";
import { PLANS, getPlan } from "./plans.ts";

describe("plan features", () => {
  it("gives every feature a label, and every plan's features are known", () => {
    for (const name of FEATURE_NAMES) expect(featureLabel(name)).not.toBe("");
    for (const plan of PLANS) for (const f of PLAN_FEATURES[plan.id]) expect(isFeatureName(f)).toBe(true);
    expect(isFeatureName("teleportation")).toBe(false);
  });

  it("grows with the plan: Professional has all of Basic, Enterprise all of Professional", () => {
    expect(PLAN_FEATURES.professional).toEqual(expect.arrayContaining([...PLAN_FEATURES.basic]));
    expect(PLAN_FEATURES.enterprise).toEqual(expect.arrayContaining([...PLAN_FEATURES.professional]));
    expect(PLAN_FEATURES.enterprise).toEqual([...FEATURE_NAMES]);
    expect(PLAN_FEATURES.basic).not.toContain("ai_assistant");
    expect(PLAN_FEATURES.professional).not.toContain("ai_assistant");
  });

  it("puts every built module (projects, Gantt, contracts, documents) in every plan", () => {
    for (const plan of PLANS)
      for (const f of ["projects", "gantt", "contracts", "documents"] as const)
        expect(planIncludes(plan.id, f)).toBe(true);
    expect(PLAN_FEATURES.basic).toEqual(["projects", "gantt", "contracts", "estimates_invoices", "documents"]);
  });

  it("names each feature as a pricing card does: the plan's own card or a cheaper one ('Everything in Basic')", () => {
    for (const plan of PLANS) {
      const cards = PLANS.filter((p) => p.price <= plan.price).flatMap((p) => planCardLines(p).included);
      for (const f of PLAN_FEATURES[plan.id])
        expect(cards, `${plan.id}: ${featureLabel(f)}`).toContain(featureLabel(f));
      const ownCard = planCardLines(plan).included;
      for (const f of FEATURE_NAMES.filter((name) => !planIncludes(plan.id, name)))
        expect(ownCard).not.toContain(featureLabel(f));
    }
  });

  it("makes one row per known feature, enabled when the plan includes it", () => {
    const rows = featureRowsFor("basic");
    expect(rows.map((r) => r.featureName)).toEqual([...FEATURE_NAMES]);
    expect(rows.filter((r) => r.isEnabled).map((r) => r.featureName)).toEqual([...PLAN_FEATURES.basic]);
    expect(featureRowsFor("enterprise").every((r) => r.isEnabled)).toBe(true);
  });
});

describe("pricing card lines", () => {
  it("lists users, storage, the plan below, the features the plan adds and support", () => {
    expect(planCardLines(getPlan("basic"))).toEqual({
      included: [
        "1 user",
        "10GB document storage",
        "Project management",
        "Gantt scheduling",
        "Contract management",
        "Estimates and invoices",
        "Document hub",
        "Email support",
      ],
      limitations: ["No advanced analytics", "No AI assistant"],
    });
    expect(planCardLines(getPlan("professional")).included.slice(0, 4)).toEqual([
      "1 user",
      "50GB document storage",
      "Everything in Basic",
      "Finance, procurement and HR",
    ]);
    expect(planCardLines(getPlan("professional")).limitations).toEqual(["No AI assistant"]);
    expect(planCardLines(getPlan("enterprise")).included).toEqual([
      "Up to 3 users",
      "Unlimited document storage",
      "Everything in Professional",
      "AI assistant",
      "Bid management",
      "Team roles and permissions",
      "Dedicated support",
    ]);
    expect(planCardLines(getPlan("enterprise")).limitations).toEqual(["More than 3 users: contact sales"]);
  });
});

describe("the plan-required message", () => {
  it("names the plans that include the feature", () => {
    expect(plansWith("finance_procurement_hr").map((p) => p.id)).toEqual(["professional", "enterprise"]);
    expect(planNamesText(PLANS)).toBe("Basic, Professional and Enterprise");
    expect(planRequiredMessage("Finance", "finance_procurement_hr", "basic", "trialing")).toBe(
      "Finance is part of the Professional and Enterprise plans.",
    );
    expect(planRequiredMessage("AI Assistant", "ai_assistant", "professional", "active")).toBe(
      "AI Assistant is part of the Enterprise plan.",
    );
  });

  it("says the trial or subscription has ended when the plan has the feature", () => {
    expect(planRequiredMessage("Projects", "projects", "basic", "trialing")).toBe(
      "Your Basic trial has ended. Projects is part of the Basic, Professional and Enterprise plans.",
    );
    expect(planRequiredMessage("Finance", "finance_procurement_hr", "enterprise", "canceled")).toMatch(
      /^Your Enterprise subscription has ended\./,
    );
  });
});
