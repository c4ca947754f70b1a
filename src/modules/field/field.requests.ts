/**
 * The Field Operations screen's GET addresses, apart from field-api.ts so that the app can ask for the page's
 * first data while its code loads (the registry's `firstRequests`): nothing heavier than strings here.
 */

export const FIELD_PATH = "/api/field";
export const SITES_PATH = `${FIELD_PATH}/sites`;
export const REPORTS_PATH = `${FIELD_PATH}/reports`;

export const sitePath = (id: string) => `${SITES_PATH}/${encodeURIComponent(id)}`;
export const reportPath = (id: string) => `${REPORTS_PATH}/${encodeURIComponent(id)}`;
export const issuePath = (reportId: string, issueId: string) => `${reportPath(reportId)}/issues/${encodeURIComponent(issueId)}`;

/** The stat cards and site cards as of today in the user's own calendar. */
export const fieldSummaryPath = (today: string) => `${FIELD_PATH}/summary?today=${today}`;

/** View All Sites: a page of sites by name, their status as of today. */
export const siteListPath = (today: string, cursor?: string) => {
  const params = new URLSearchParams({ today });
  if (cursor) params.set("cursor", cursor);
  return `${SITES_PATH}?${params}`;
};

/** View All Reports of a site: a page of its daily reports, newest date first. */
export const siteReportListPath = (siteId: string, cursor?: string) => {
  const params = new URLSearchParams({ siteId });
  if (cursor) params.set("cursor", cursor);
  return `${REPORTS_PATH}?${params}`;
};

/** What /dashboard/field asks for first: the summary (stat cards and site cards). */
export function fieldFirstRequests(_rest: string, _search: URLSearchParams, today: string): string[] {
  return [fieldSummaryPath(today)];
}
