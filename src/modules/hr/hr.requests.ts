import type { Department, EmployeeStatus } from "./hr.constants.ts";

/**
 * The HR screen's GET addresses, apart from hr-api.ts so that the app can ask for the page's first data while
 * its code loads (the registry's `firstRequests`): nothing heavier than strings here.
 */

/** The directory's search and filters as the address keeps them ("" is "all"). */
export type DirectoryFilters = {
  q: string;
  department: Department | "";
  status: EmployeeStatus | "";
};

export const NO_DIRECTORY_FILTERS: DirectoryFilters = { q: "", department: "", status: "" };

export const EMPLOYEES_PATH = "/api/hr/employees";
export const employeePath = (id: string) => `${EMPLOYEES_PATH}/${encodeURIComponent(id)}`;

export function employeeListPath(f: DirectoryFilters, cursor?: string): string {
  const params = new URLSearchParams();
  if (f.q) params.set("q", f.q);
  if (f.department) params.set("department", f.department);
  if (f.status) params.set("status", f.status);
  if (cursor) params.set("cursor", cursor);
  return params.size > 0 ? `${EMPLOYEES_PATH}?${params}` : EMPLOYEES_PATH;
}

/** Upcoming events as of today in the user's own calendar. */
export const hrEventsPath = (today: string) => `/api/hr/events?today=${today}`;

/** What /dashboard/hr asks for first: the upcoming events and, unless the address holds filters, the directory. */
export function hrFirstRequests(_rest: string, search: URLSearchParams, today: string): string[] {
  const filtered = [...search.keys()].length > 0;
  return filtered ? [hrEventsPath(today)] : [hrEventsPath(today), employeeListPath(NO_DIRECTORY_FILTERS)];
}
