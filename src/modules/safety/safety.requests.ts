/**
 * The Safety screen's GET addresses, apart from safety-api.ts so that the app can ask for the page's first data
 * while its code loads (the registry's `firstRequests`): nothing heavier than strings here.
 */

export const SAFETY_PATH = "/api/safety";
export const INCIDENTS_PATH = `${SAFETY_PATH}/incidents`;
export const CERTIFICATIONS_PATH = `${SAFETY_PATH}/certifications`;
export const CHECKLIST_PATH = `${SAFETY_PATH}/checklist`;

export const incidentPath = (id: string) => `${INCIDENTS_PATH}/${encodeURIComponent(id)}`;
export const checklistItemPath = (id: string) => `${CHECKLIST_PATH}/${encodeURIComponent(id)}`;

/** View All Incidents: a page of incidents, newest date first, of one status when given ("" is all). */
export function incidentListPath(status: string, cursor?: string): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (cursor) params.set("cursor", cursor);
  return params.size > 0 ? `${INCIDENTS_PATH}?${params}` : INCIDENTS_PATH;
}

/** The stat cards and Recent Safety Records as of today in the user's own calendar. */
export const safetySummaryPath = (today: string) => `${SAFETY_PATH}/summary?today=${today}`;

/** Certifications by expiry, their standing as of today (the first page; the screen lists one page). */
export const certificationListPath = (today: string, cursor?: string) => {
  const params = new URLSearchParams({ today });
  if (cursor) params.set("cursor", cursor);
  return `${CERTIFICATIONS_PATH}?${params}`;
};

/** What /dashboard/safety asks for first: the summary, the checklist and the certifications. */
export function safetyFirstRequests(_rest: string, _search: URLSearchParams, today: string): string[] {
  return [safetySummaryPath(today), CHECKLIST_PATH, certificationListPath(today)];
}
