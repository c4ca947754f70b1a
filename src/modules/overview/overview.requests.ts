/** The overview's GET address, apart from overview-api.ts (see projects.requests.ts). */
export const overviewPath = (today: string) => `/api/overview?today=${today}`;

export function overviewFirstRequests(_rest: string, _search: URLSearchParams, today: string): string[] {
  return [overviewPath(today)];
}
