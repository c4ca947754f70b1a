import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, type AnalyticsPeriod } from "./analytics.constants.ts";

/** Filter Analytics as the address keeps it: the period, the custom range, the projects (ids). */
export type AnalyticsFilters = { period: AnalyticsPeriod; from: string; to: string; projects: readonly string[] };
export const NO_ANALYTICS_FILTERS: AnalyticsFilters = {
  period: DEFAULT_ANALYTICS_PERIOD,
  from: "",
  to: "",
  projects: [],
};

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
  return {
    period: isPeriod(period) ? period : DEFAULT_ANALYTICS_PERIOD,
    from: period === "custom" ? from : "",
    to: period === "custom" ? to : "",
    projects,
  };
}
