import { describe, expect, it } from "vitest";
import { featuresInForce } from "./entitlements.rules.ts";

const now = new Date("2030-01-15T12:00:00Z");
const later = "2030-02-01T00:00:00Z";
const earlier = new Date("2030-01-01T00:00:00Z");

describe("featuresInForce", () => {
  it("answers the enabled, known features while the subscription grants access", () => {
    expect(
      featuresInForce(
        { status: "trialing", trialEnd: later, periodEnd: later, features: ["projects", "gantt", "old-wording"] },
        now,
      ),
    ).toEqual(["projects", "gantt"]);
    expect(
      featuresInForce({ status: "active", trialEnd: earlier, periodEnd: earlier, features: ["projects"] }, now),
    ).toEqual(["projects"]);
  });

  it("answers none after the trial end, after a canceled period, or without a subscription", () => {
    expect(
      featuresInForce({ status: "trialing", trialEnd: earlier, periodEnd: later, features: ["projects"] }, now),
    ).toEqual([]);
    expect(
      featuresInForce({ status: "canceled", trialEnd: null, periodEnd: earlier, features: ["projects"] }, now),
    ).toEqual([]);
    expect(
      featuresInForce({ status: "canceled", trialEnd: null, periodEnd: later, features: ["projects"] }, now),
    ).toEqual(["projects"]);
    expect(featuresInForce({ status: null, trialEnd: null, periodEnd: null, features: [] }, now)).toEqual([]);
  });
});
