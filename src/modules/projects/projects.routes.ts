import type { Deleted } from "../../shared/contracts/common.ts";
import { href, route } from "../../shared/route.ts";
import type { Project, ProjectInput, ProjectList, ProjectListQuery } from "./projects.contract.ts";

/**
 * The projects module's routes (decision 0047): the server registers them, the browser calls them. Nothing heavier
 * than strings at run time, so the app may ask for a page's first data while its code loads (`firstRequests`).
 */
export const projectsEndpoints = {
  /** A page of projects, newest first, by text and status. */
  projects: route("GET", "/api/projects").with<{ query: ProjectListQuery; answer: ProjectList }>(),
  project: route("GET", "/api/projects/:id").with<{ answer: Project }>(),
  createProject: route("POST", "/api/projects").with<{ body: ProjectInput; answer: Project }>(),
  updateProject: route("PUT", "/api/projects/:id").with<{ body: ProjectInput; answer: Project }>(),
  deleteProject: route("DELETE", "/api/projects/:id").with<{ answer: Deleted }>(),
};

/** Projects to choose from elsewhere (Gantt, documents, contracts): the newest 200. */
export const PROJECT_OPTIONS_QUERY = { limit: 200 } as const;

/** What /dashboard/projects asks for first: the unfiltered list (a filtered one is left to the page), or /:id's project. */
export function projectsFirstRequests(rest: string, search: URLSearchParams): string[] {
  if (rest) return [href(projectsEndpoints.project, { params: { id: rest } })];
  return search.has("q") || search.has("status") ? [] : [href(projectsEndpoints.projects, {})];
}
