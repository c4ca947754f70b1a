// The analytics module's constants and texts: plain values a screen's first render may import without
// loading the zod schemas of analytics.contract.ts (decision 0007).

// The values its tables' columns hold: listed in src/shared, where the database schema types those columns with
// them and writes their checks from them.
import { ANALYTICS_LAYOUTS, REFRESH_MINUTES } from "../../shared/column-values.ts";

/** Spec §9: time periods 7days, 30days (default), 90days, custom. */
export const ANALYTICS_PERIODS = ["7days", "30days", "90days", "custom"] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = "30days";
export const ANALYTICS_PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  "7days": "Last 7 days",
  "30days": "Last 30 days",
  "90days": "Last 90 days",
  custom: "Custom range",
};
export const PERIOD_DAYS: Record<Exclude<AnalyticsPeriod, "custom">, number> = {
  "7days": 7,
  "30days": 30,
  "90days": 90,
};

export { REFRESH_MINUTES };
export type RefreshMinutes = (typeof REFRESH_MINUTES)[number];
export const DEFAULT_REFRESH_MINUTES: RefreshMinutes = 5;

export { ANALYTICS_LAYOUTS };
export type AnalyticsLayout = (typeof ANALYTICS_LAYOUTS)[number];

/** Spec §2: the five sections, in the screen's order. */
export const ANALYTICS_SECTIONS = [
  "projectPerformance",
  "resourceAllocation",
  "costAnalysis",
  "qualityMetrics",
  "riskAssessment",
] as const;
export type AnalyticsSection = (typeof ANALYTICS_SECTIONS)[number];
export const ANALYTICS_SECTION_LABELS: Record<AnalyticsSection, string> = {
  projectPerformance: "Project Performance",
  resourceAllocation: "Resource Allocation",
  costAnalysis: "Cost Analysis",
  qualityMetrics: "Quality Metrics",
  riskAssessment: "Risk Assessment",
};

/** Spec §9: analytics reports as pdf, excel, csv. */
export const ANALYTICS_EXPORT_FORMATS = ["pdf", "excel", "csv"] as const;
export type AnalyticsExportFormat = (typeof ANALYTICS_EXPORT_FORMATS)[number];

/** The kinds of risk the Risk Assessment lists (issue 17), each linking to its record. */
export const RISK_KINDS = [
  "late_task",
  "over_budget",
  "serious_incident",
  "expiring_certification",
  "low_stock",
] as const;
export type RiskKind = (typeof RISK_KINDS)[number];

export const ANALYTICS_LIMITS = {
  /** Projects one filter may name. */
  maxProjects: 100,
  /** Rows of each list the answer carries (the screen shows the first; the export all of them). */
  maxRows: 50,
  /** A custom range is at most this many days. */
  maxRangeDays: 3 * 366,
} as const;

export const ANALYTICS_MSG = {
  exported: "Report exported successfully",
  exportError: "Failed to export report",
  filtersApplied: "Filters applied successfully",
  customizationSaved: "Dashboard customization saved",
  fetchError: "Error fetching analytics",
  rangeRequired: "Please choose the start and end of the custom range.",
  rangeReversed: "The start of the range is after its end.",
  rangeTooLong: "Choose a range of at most three years.",
  tooManyProjects: `Choose at most ${ANALYTICS_LIMITS.maxProjects} projects.`,
} as const;
