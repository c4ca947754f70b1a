import { z } from "zod";
import { durationDays } from "../../shared/calendar.ts";
import {
  ANALYTICS_EXPORT_FORMATS,
  ANALYTICS_LAYOUTS,
  ANALYTICS_LIMITS,
  ANALYTICS_MSG,
  ANALYTICS_PERIODS,
  ANALYTICS_SECTIONS,
  DEFAULT_ANALYTICS_PERIOD,
  DEFAULT_REFRESH_MINUTES,
  REFRESH_MINUTES,
  RISK_KINDS,
} from "./analytics.constants.ts";

const isoDate = z.iso.date("Please enter a valid date (YYYY-MM-DD).");

/**
 * What the figures cover (spec: Filter Analytics): a period ending on the caller's `today` (7, 30 or 90 days,
 * both ends included) or a custom `from`–`to`; and, optionally, some projects (comma-separated ids), else all.
 */
export const analyticsQuery = z
  .object({
    period: z.enum(ANALYTICS_PERIODS).optional().default(DEFAULT_ANALYTICS_PERIOD),
    from: isoDate.optional(),
    to: isoDate.optional(),
    /** The caller's calendar day (their time zone): late tasks and expiries are judged on it. */
    today: isoDate,
    projects: z
      .string()
      .max(ANALYTICS_LIMITS.maxProjects * 40)
      .optional()
      .transform((v) =>
        v
          ? [
              ...new Set(
                v
                  .split(",")
                  .map((s) => s.trim())
                  .filter(Boolean),
              ),
            ]
          : [],
      )
      .refine((ids) => ids.length <= ANALYTICS_LIMITS.maxProjects, ANALYTICS_MSG.tooManyProjects),
  })
  .superRefine((q, ctx) => {
    if (q.period !== "custom") return;
    if (!q.from || !q.to) ctx.addIssue({ code: "custom", path: ["from"], message: ANALYTICS_MSG.rangeRequired });
    else if (q.from > q.to) ctx.addIssue({ code: "custom", path: ["from"], message: ANALYTICS_MSG.rangeReversed });
    else if (durationDays(q.from, q.to) > ANALYTICS_LIMITS.maxRangeDays)
      ctx.addIssue({ code: "custom", path: ["to"], message: ANALYTICS_MSG.rangeTooLong });
  });
export type AnalyticsQuery = z.output<typeof analyticsQuery>;
export type AnalyticsQueryInput = z.input<typeof analyticsQuery>;

const percent = z.number().int().min(0).max(100).nullable().describe("Rounded; null when there is nothing to measure.");
const cents = z.number().int();

export const projectPerformanceRow = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  /** The project's own progress (0–100). */
  progress: z.number().int(),
  /** How far through its dates the project is on `today` (0–100): where its progress would be if on schedule. */
  expectedProgress: z.number().int(),
  /** progress − expectedProgress: negative is behind. */
  scheduleVariance: z.number().int(),
  budgetCents: cents.nullable(),
  spentCents: cents,
  /** budget − spent: negative is over. Null without a budget. */
  budgetVarianceCents: cents.nullable(),
  lateTasks: z.number().int(),
});

export const siteAllocationRow = z.object({
  id: z.string(),
  name: z.string(),
  projectId: z.string().nullable(),
  crewRequired: z.number().int(),
  crewAssigned: z.number().int(),
});

export const riskItem = z.object({
  kind: z.enum(RISK_KINDS),
  /** The record the risk is about (for a late task its project, "" when it has none), for its link. */
  id: z.string(),
  /**
   * The module whose screen shows that record: the link goes there (a certification is quality's, safety's or HR's;
   * a late task opens its project's chart in the Gantt).
   */
  module: z.enum(["projects", "gantt", "safety", "quality", "hr", "procurement"]),
  title: z.string(),
  detail: z.string(),
  /** "high" or "medium": how the screen colours it. */
  level: z.enum(["high", "medium"]),
  /** The date the risk hangs on (a due date, an expiry), when there is one. */
  date: z.string().nullable(),
});
export type RiskItem = z.infer<typeof riskItem>;

/** The analytics page's figures (issue 17), all computed from the organization's records. */
export const analyticsAnswer = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  cards: z.object({
    /** Budget-weighted progress of the projects in view (a simple average when none has a budget). */
    projectProgress: z.object({ percent, projects: z.number().int() }),
    /** Spent (finance payments, pending and cleared) against the budgets of the projects in view. */
    budgetUtilization: z.object({
      percent: z
        .number()
        .int()
        .min(0)
        .nullable()
        .describe("Rounded; over 100 when spending passed the budgets; null without budgets."),
      spentCents: cents,
      budgetCents: cents,
    }),
    /** Crew assigned against crew required on the sites active on `today` (capped at 100). */
    resourceEfficiency: z.object({ percent, crewAssigned: z.number().int(), crewRequired: z.number().int() }),
    /** Pass rate of the inspections dated in the range. */
    qualityScore: z.object({ percent, passed: z.number().int(), inspections: z.number().int() }),
  }),
  projectPerformance: z.array(projectPerformanceRow),
  resourceAllocation: z.object({
    sites: z.array(siteAllocationRow),
    /** Employees who have not left, by department. */
    people: z.array(z.object({ department: z.string(), employees: z.number().int() })),
  }),
  costAnalysis: z.object({
    totalCents: cents,
    byCategory: z.array(z.object({ category: z.string(), cents })),
    byProject: z.array(z.object({ id: z.string().nullable(), name: z.string(), cents })),
    /** Payments per week (Monday) or month (the 1st) over the range, every bucket present. */
    overTime: z.array(z.object({ start: z.string(), cents })),
    bucket: z.enum(["day", "week", "month"]),
  }),
  qualityMetrics: z.object({
    inspections: z.number().int(),
    passed: z.number().int(),
    failed: z.number().int(),
    pending: z.number().int(),
    needsReview: z.number().int(),
    openDefects: z.number().int(),
    commonDefects: z.array(z.object({ name: z.string(), count: z.number().int() })),
  }),
  risks: z.array(riskItem),
});
export type AnalyticsAnswer = z.infer<typeof analyticsAnswer>;

/** Spec: Customize Dashboard, saved per user. */
export const analyticsPreferences = z.object({
  refreshMinutes: z.literal(REFRESH_MINUTES).default(DEFAULT_REFRESH_MINUTES),
  layout: z.enum(ANALYTICS_LAYOUTS).default("grid"),
  sections: z
    .array(z.enum(ANALYTICS_SECTIONS))
    .max(ANALYTICS_SECTIONS.length)
    .default([...ANALYTICS_SECTIONS]),
});
export type AnalyticsPreferences = z.infer<typeof analyticsPreferences>;
export type AnalyticsPreferencesInput = z.input<typeof analyticsPreferences>;

/** Spec: Export Analytics Report, the same figures as the screen for the same filters. */
export const analyticsExportInput = z.object({ format: z.enum(ANALYTICS_EXPORT_FORMATS) });
export type AnalyticsExportInput = z.input<typeof analyticsExportInput>;
