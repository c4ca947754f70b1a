/**
 * The Quality screen's GET addresses, apart from quality-api.ts so that the app can ask for the page's first
 * data while its code loads (the registry's `firstRequests`): nothing heavier than strings here.
 */

export const QUALITY_PATH = "/api/quality";
export const INSPECTIONS_PATH = `${QUALITY_PATH}/inspections`;
export const CERTIFICATIONS_PATH = `${QUALITY_PATH}/certifications`;

export const inspectionPath = (id: string) => `${INSPECTIONS_PATH}/${encodeURIComponent(id)}`;
export const inspectionResultsPath = (id: string) => `${inspectionPath(id)}/results`;

/** View All Inspections: a page of inspections, newest date first, of one status when given ("" is all). */
export function inspectionListPath(status: string, cursor?: string): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (cursor) params.set("cursor", cursor);
  return params.size > 0 ? `${INSPECTIONS_PATH}?${params}` : INSPECTIONS_PATH;
}

/** The stat cards, metrics, common defects and Recent Inspections as of today in the user's own calendar. */
export const qualitySummaryPath = (today: string) => `${QUALITY_PATH}/summary?today=${today}`;

/** Certifications by expiry (spec: ordered by expiry_date ascending), their standing as of today. */
export const certificationListPath = (today: string) => `${CERTIFICATIONS_PATH}?${new URLSearchParams({ today })}`;

/** What /dashboard/quality asks for first: the summary and the certifications. */
export function qualityFirstRequests(_rest: string, _search: URLSearchParams, today: string): string[] {
  return [qualitySummaryPath(today), certificationListPath(today)];
}
