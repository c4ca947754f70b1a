/**
 * The Safety Score (decision 0027), a pure function of the other stat cards' figures: the Compliance Rate, the
 * open incidents by severity and the days without incident, each scored 0–100 and weighted.
 */
import type { SafetyScore } from "./safety.contract.ts";
import {
  FULL_SCORE_DAYS,
  OPEN_INCIDENT_PENALTY,
  SCORE_PART_KEYS,
  SCORE_PART_LABELS,
  SCORE_WEIGHTS,
  SEVERITIES,
  type ScorePartKey,
  type Severity,
} from "./safety.constants.ts";

export type ScoreFigures = {
  /** Compliant checklist items of all, rounded percent; null without items. */
  complianceRate: number | null;
  /** Open incidents (not Resolved or Closed) by severity. */
  openBySeverity: Record<Severity, number>;
  /** Days since the newest incident; null when none is recorded. */
  daysWithoutIncident: number | null;
};

/** The open-incidents part: 100 less each open incident's penalty by severity, never below 0. */
export function openIncidentsPoints(openBySeverity: Record<Severity, number>): number {
  const penalty = SEVERITIES.reduce((sum, s) => sum + OPEN_INCIDENT_PENALTY[s] * Math.max(0, openBySeverity[s]), 0);
  return Math.max(0, 100 - penalty);
}

/** The days-without-incident part: in proportion up to FULL_SCORE_DAYS (rounded), full from then on or with no incident recorded. */
export function daysWithoutIncidentPoints(days: number | null): number {
  if (days === null) return 100;
  return Math.round((Math.min(Math.max(0, days), FULL_SCORE_DAYS) * 100) / FULL_SCORE_DAYS);
}

const percent = (n: number) => `${n}%`;

/** How the score is made, in words (the stat card's hover text); follows the constants. */
export const SCORE_EXPLANATION =
  `The Safety Score weighs three figures. ${SCORE_PART_LABELS.compliance} counts ${percent(SCORE_WEIGHTS.compliance)}. ` +
  `${SCORE_PART_LABELS.openIncidents} count ${percent(SCORE_WEIGHTS.openIncidents)}: 100 points, less ` +
  `${SEVERITIES.map((s) => `${OPEN_INCIDENT_PENALTY[s]} for each ${s}`).join(", ")} incident not yet Resolved or Closed, never below 0. ` +
  `${SCORE_PART_LABELS.daysWithoutIncident} count ${percent(SCORE_WEIGHTS.daysWithoutIncident)}: full from ${FULL_SCORE_DAYS} days or with no incident recorded, ` +
  `in proportion before (0 on the day of an incident). ` +
  `Without checklist items the other two share the score; with no checklist items and no incidents there is no score yet.`;

/** The Safety Score with its parts (weights as counted now), its explanation and today's sum. */
export function safetyScore(figures: ScoreFigures): SafetyScore {
  const points: Record<ScorePartKey, number | null> = {
    compliance: figures.complianceRate,
    openIncidents: openIncidentsPoints(figures.openBySeverity),
    daysWithoutIncident: daysWithoutIncidentPoints(figures.daysWithoutIncident),
  };
  if (figures.complianceRate === null && figures.daysWithoutIncident === null) {
    return {
      score: null,
      parts: [],
      explanation: SCORE_EXPLANATION,
      calculation: "No checklist items or incidents are recorded yet.",
    };
  }
  const present = SCORE_PART_KEYS.flatMap((key) => {
    const p = points[key];
    return p === null ? [] : [{ key, points: p, weight: SCORE_WEIGHTS[key] }];
  });
  const totalWeight = present.reduce((sum, p) => sum + p.weight, 0);
  const weighted = present.reduce((sum, p) => sum + p.weight * p.points, 0);
  const score = Math.round(weighted / totalWeight);
  const parts = present.map((p) => ({
    key: p.key,
    label: SCORE_PART_LABELS[p.key],
    weight: Math.round((p.weight * 100) / totalWeight),
    points: p.points,
  }));
  const calculation = `${parts.map((p) => `${p.label} ${p.points} × ${percent(p.weight)}`).join(" + ")} = ${percent(score)}`;
  return { score, parts, explanation: SCORE_EXPLANATION, calculation };
}
