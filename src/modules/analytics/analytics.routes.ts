import { href, route } from "../../shared/route.ts";
import type {
  AnalyticsAnswer,
  AnalyticsExportInput,
  AnalyticsPreferences,
  AnalyticsPreferencesInput,
  AnalyticsQueryInput,
} from "./analytics.contract.ts";
import { readAnalyticsFilters, type AnalyticsFilters } from "./analytics.filters.ts";

/**
 * The analytics module's routes (decision 0047): the server registers them, the browser calls them. Nothing
 * heavier than strings at run time, so the app may ask for a page's first data while its code loads
 * (`analyticsFirstRequests`).
 */
export const analyticsEndpoints = {
  /** The page's figures for a period ending today or a custom range, and optionally some projects. */
  figures: route("GET", "/api/analytics").with<{ query: AnalyticsQueryInput; answer: AnalyticsAnswer }>(),
  /** The caller's Customize Dashboard (the defaults when none is saved). */
  preferences: route("GET", "/api/analytics/preferences").with<{ answer: AnalyticsPreferences }>(),
  savePreferences: route("PUT", "/api/analytics/preferences").with<{
    body: AnalyticsPreferencesInput;
    answer: AnalyticsPreferences;
  }>(),
  /** The same figures as a PDF, Excel workbook or CSV: a file, read as bytes, not JSON. */
  export: route("POST", "/api/analytics/export").with<{
    query: AnalyticsQueryInput;
    body: AnalyticsExportInput;
    answer: void;
  }>(),
};

/** The query both the figures and the export take: the period and today, the custom range, the projects (comma-separated). */
export function analyticsQueryOf(filters: AnalyticsFilters, today: string): AnalyticsQueryInput {
  const custom = filters.period === "custom";
  return {
    period: filters.period,
    today,
    from: custom ? filters.from : undefined,
    to: custom ? filters.to : undefined,
    projects: filters.projects.length > 0 ? filters.projects.join(",") : undefined,
  };
}

/** What /dashboard/analytics asks for first: its figures for the address's filters, and the person's customization. */
export function analyticsFirstRequests(_rest: string, search: URLSearchParams, today: string): string[] {
  return [
    href(analyticsEndpoints.figures, { query: analyticsQueryOf(readAnalyticsFilters(search), today) }),
    href(analyticsEndpoints.preferences, {}),
  ];
}
