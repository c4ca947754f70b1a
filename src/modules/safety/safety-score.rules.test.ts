import { describe, expect, it } from "vitest";
import {
  daysWithoutIncidentPoints,
  openIncidentsPoints,
  safetyScore,
  SCORE_EXPLANATION,
} from "./safety-score.rules.ts";

const none = { minor: 0, moderate: 0, major: 0, critical: 0 };

describe("the parts of the Safety Score", () => {
  it("takes 5, 10, 20 and 40 points off the open-incidents part per open minor, moderate, major and critical incident, never below 0", () => {
    expect(openIncidentsPoints(none)).toBe(100);
    expect(openIncidentsPoints({ ...none, minor: 1 })).toBe(95);
    expect(openIncidentsPoints({ minor: 1, moderate: 1, major: 1, critical: 0 })).toBe(65);
    expect(openIncidentsPoints({ ...none, critical: 2 })).toBe(20);
    expect(openIncidentsPoints({ ...none, critical: 3 })).toBe(0);
  });

  it("scores days without incident in proportion up to 90 days, full after or with none recorded", () => {
    expect(daysWithoutIncidentPoints(0)).toBe(0);
    expect(daysWithoutIncidentPoints(9)).toBe(10);
    expect(daysWithoutIncidentPoints(12)).toBe(13);
    expect(daysWithoutIncidentPoints(45)).toBe(50);
    expect(daysWithoutIncidentPoints(90)).toBe(100);
    expect(daysWithoutIncidentPoints(400)).toBe(100);
    expect(daysWithoutIncidentPoints(null)).toBe(100);
  });
});

describe("safetyScore", () => {
  it("weighs compliance 50 %, open incidents 30 % and days without incident 20 %", () => {
    // 75 × 0.5 + 80 × 0.3 + 13 × 0.2 = 37.5 + 24 + 2.6 = 64.1
    const s = safetyScore({
      complianceRate: 75,
      openBySeverity: { ...none, minor: 2, moderate: 1 },
      daysWithoutIncident: 12,
    });
    expect(s.score).toBe(64);
    expect(s.parts).toEqual([
      { key: "compliance", label: "Compliance Rate", weight: 50, points: 75 },
      { key: "openIncidents", label: "Open incidents", weight: 30, points: 80 },
      { key: "daysWithoutIncident", label: "Days without incident", weight: 20, points: 13 },
    ]);
    expect(s.calculation).toBe(
      "Compliance Rate 75 × 50% + Open incidents 80 × 30% + Days without incident 13 × 20% = 64%",
    );
    expect(s.explanation).toBe(SCORE_EXPLANATION);
  });

  it("rounds half up, is 100 with everything compliant and no incident, and 0 at worst", () => {
    // 75 × 0.5 + 100 × 0.3 + 100 × 0.2 = 87.5
    expect(safetyScore({ complianceRate: 75, openBySeverity: none, daysWithoutIncident: null }).score).toBe(88);
    expect(safetyScore({ complianceRate: 100, openBySeverity: none, daysWithoutIncident: null }).score).toBe(100);
    expect(
      safetyScore({ complianceRate: 0, openBySeverity: { ...none, critical: 5 }, daysWithoutIncident: 0 }).score,
    ).toBe(0);
  });

  it("without checklist items, shares the score between the other two parts (60 % and 40 %)", () => {
    // 95 × 0.6 + 50 × 0.4 = 57 + 20 = 77
    const s = safetyScore({ complianceRate: null, openBySeverity: { ...none, minor: 1 }, daysWithoutIncident: 45 });
    expect(s.score).toBe(77);
    expect(s.parts.map((p) => [p.key, p.weight, p.points])).toEqual([
      ["openIncidents", 60, 95],
      ["daysWithoutIncident", 40, 50],
    ]);
  });

  it("is null while nothing is recorded", () => {
    const s = safetyScore({ complianceRate: null, openBySeverity: none, daysWithoutIncident: null });
    expect(s).toMatchObject({
      score: null,
      parts: [],
      calculation: "No checklist items or incidents are recorded yet.",
    });
  });

  it("explains itself with the weights and penalties in force", () => {
    for (const words of [
      "Compliance Rate counts 50%",
      "Open incidents count 30%",
      "5 for each minor",
      "40 for each critical",
      "Days without incident count 20%",
      "full from 90 days",
    ]) {
      expect(SCORE_EXPLANATION).toContain(words);
    }
  });
});
