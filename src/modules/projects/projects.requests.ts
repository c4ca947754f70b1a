import type { ProjectStatus } from "./projects.constants.ts";

/**
 * The projects screens' GET addresses, apart from projects-api.ts so that the app can ask for a page's first
 * data while the page's code loads (the registry's `firstRequests`): nothing heavier than strings here.
 */

/** A list's filters, as the address keeps them. */
export type ProjectFilters = { q: string; status: ProjectStatus | "" };

export const projectPath = (id: string) => `/api/projects/${encodeURIComponent(id)}`;

export function projectListPath(f: ProjectFilters, cursor?: string): string {
  const params = new URLSearchParams();
  if (f.q) params.set("q", f.q);
  if (f.status) params.set("status", f.status);
  if (cursor) params.set("cursor", cursor);
  const qs = params.toString();
  return qs ? `/api/projects?${qs}` : "/api/projects";
}

/** Projects to choose from elsewhere (Gantt, documents, contracts): the newest 200. */
export const PROJECT_OPTIONS_PATH = "/api/projects?limit=200";

/** What /dashboard/projects asks for first: the unfiltered list (a filtered one is left to the page), or /:id's project. */
export function projectsFirstRequests(rest: string, search: URLSearchParams): string[] {
  if (rest) return [projectPath(rest)];
  return search.has("q") || search.has("status") ? [] : [projectListPath({ q: "", status: "" })];
}
