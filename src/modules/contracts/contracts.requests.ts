/** The contracts screen's GET addresses for its first data, apart from contracts-api.ts (see projects.requests.ts). */

export const contractListPath = (cursor?: string) => (cursor ? `/api/contracts?cursor=${encodeURIComponent(cursor)}` : "/api/contracts");

/** The four cards, "expiring soon" judged against `today` in the user's calendar. */
export const contractSummaryPath = (today: string) => `/api/contracts/summary?today=${today}`;

export function contractsFirstRequests(_rest: string, _search: URLSearchParams, today: string): string[] {
  return [contractSummaryPath(today), contractListPath()];
}
