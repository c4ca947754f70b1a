import { describe, expect, it } from "vitest";
import { featuresInForce } from "./entitlements.rules.ts";

describe("featuresInForce", () => {
  it("answers the enabled, known features of a subscription", () => {
    expect(featuresInForce({ status: "trialing", features: ["projects", "gantt", "old-wording"] })).toEqual([
      "projects",
      "gantt",
    ]);
    expect(featuresInForce({ status: "active", features: ["projects"] })).toEqual(["projects"]);
  });

  it("keeps them after a trial or a period ends: a read-only organization still reads (decision 0048)", () => {
    expect(featuresInForce({ status: "canceled", features: ["projects"] })).toEqual(["projects"]);
    expect(featuresInForce({ status: "past_due", features: ["projects"] })).toEqual(["projects"]);
  });

  it("answers none without a subscription or for an unknown status", () => {
    expect(featuresInForce({ status: null, features: [] })).toEqual([]);
    expect(featuresInForce({ status: "mystery", features: ["projects"] })).toEqual([]);
  });
});
