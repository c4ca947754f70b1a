import type { Deleted } from "../../shared/contracts/common.ts";
import { href, route } from "../../shared/route.ts";
import type {
  DailyReport,
  DailyReportInput,
  FieldSummary,
  IssueResolvedInput,
  NewSiteInput,
  ReportList,
  ReportListQuery,
  Site,
  SiteInput,
  SiteList,
  SiteListQuery,
  TodayQuery,
} from "./field.contract.ts";

/**
 * The field module's routes (decision 0047): the server registers them, the browser calls them. Nothing heavier
 * than strings at run time, so the app may ask for a page's first data while its code loads (`firstRequests`).
 */
export const fieldEndpoints = {
  /** The stat cards and site cards as of the caller's today. */
  summary: route("GET", "/api/field/summary").with<{ query: TodayQuery; answer: FieldSummary }>(),
  /** View All Sites: a page of sites by name, their status as of the caller's today. */
  sites: route("GET", "/api/field/sites").with<{ query: SiteListQuery; answer: SiteList }>(),
  site: route("GET", "/api/field/sites/:id").with<{ query: TodayQuery; answer: Site }>(),
  /** New Site Report: 201 with the new site, or 200 with the one already made under the same clientKey. */
  createSite: route("POST", "/api/field/sites").with<{ query: TodayQuery; body: NewSiteInput; answer: Site }>(),
  /** Site Details. */
  updateSite: route("PUT", "/api/field/sites/:id").with<{ query: TodayQuery; body: SiteInput; answer: Site }>(),
  deleteSite: route("DELETE", "/api/field/sites/:id").with<{ answer: Deleted }>(),
  /** View All Reports of a site: a page of its daily reports, newest date first. */
  reports: route("GET", "/api/field/reports").with<{ query: ReportListQuery; answer: ReportList }>(),
  report: route("GET", "/api/field/reports/:id").with<{ answer: DailyReport }>(),
  /** Files a daily report: 201 with the new one, or 200 with the one already filed under the same clientKey. */
  fileReport: route("POST", "/api/field/reports").with<{ body: DailyReportInput; answer: DailyReport }>(),
  resolveIssue: route("PUT", "/api/field/reports/:id/issues/:issueId").with<{
    body: IssueResolvedInput;
    answer: DailyReport;
  }>(),
  deleteReport: route("DELETE", "/api/field/reports/:id").with<{ answer: Deleted }>(),
};

/** What /dashboard/field asks for first: the summary (stat cards and site cards). */
export function fieldFirstRequests(_rest: string, _search: URLSearchParams, today: string): string[] {
  return [href(fieldEndpoints.summary, { query: { today } })];
}
