import { ANALYTICS_API, ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, analyticsPreferencesPath, type AnalyticsPeriod } from "./analytics.constants.ts";

/**
 * The analytics page's GET addresses, apart from analytics-api.ts so that the app can ask for the page's first data
 * while its code loads (the registry's `firstRequests`): only strings here.
 */

/** Filter Analytics as the address keeps it: the period, the custom range, the projects (ids). */
export type AnalyticsFilters = { period: AnalyticsPeriod; from: string; to: string; projects: readonly string[] };
export const NO_ANALYTICS_FILTERS: AnalyticsFilters = { period: DEFAULT_ANALYTICS_PERIOD, from: "", to: "", projects: [] };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isPeriod = (s: string): s is AnalyticsPeriod => (ANALYTICS_PERIODS as readonly string[]).includes(s);

/** The filters an address says; an unknown period is the default, a custom range without both dates is the default period. */
export function readAnalyticsFilters(params: URLSearchParams): AnalyticsFilters {
  const period = params.get("period") ?? "";
  const date = (key: string) => {
    const value = params.get(key) ?? "";
    return ISO_DATE.test(value) ? value : "";
  };
  const from = date("from");
  const to = date("to");
  const projects = (params.get("projects") ?? "").split(",").filter(Boolean);
  if (period === "custom" && (!from || !to || from > to)) return { ...NO_ANALYTICS_FILTERS, projects };
  return { period: isPeriod(period) ? period : DEFAULT_ANALYTICS_PERIOD, from: period === "custom" ? from : "", to: period === "custom" ? to : "", projects };
}

/** The query both the figures and the export take. */
export function analyticsQueryString(filters: AnalyticsFilters, today: string): string {
  const query = new URLSearchParams({ period: filters.period, today });
  if (filters.period === "custom") {
    query.set("from", filters.from);
    query.set("to", filters.to);
  }
  if (filters.projects.length > 0) query.set("projects", filters.projects.join(","));
  return query.toString();
}

export const analyticsPath = (filters: AnalyticsFilters, today: string) => `${ANALYTICS_API}?${analyticsQueryString(filters, today)}`;

/** What /dashboard/analytics asks for first: its figures for the address's filters, and the person's customization. */
export function analyticsFirstRequests(_rest: string, search: URLSearchParams, today: string): string[] {
  return [analyticsPath(readAnalyticsFilters(search), today), analyticsPreferencesPath];
}
