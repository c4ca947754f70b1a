import { PROJECT_OPTIONS_PATH } from "../projects/projects.requests.ts";
import type { TaskQuery } from "./gantt-api.ts";
import { viewFromParams } from "./gantt-view.ts";

/** The Gantt's GET addresses for its first data, apart from gantt-api.ts (see projects.requests.ts). */

export function tasksPath(q: TaskQuery): string {
  const params = new URLSearchParams();
  if (q.projectId) params.set("projectId", q.projectId);
  if (q.from) params.set("from", q.from);
  if (q.to) params.set("to", q.to);
  const qs = params.toString();
  return qs ? `/api/gantt/tasks?${qs}` : "/api/gantt/tasks";
}

/** What /dashboard/gantt asks for first: the window's tasks (the address says which) and the project filter's choices. */
export function ganttFirstRequests(_rest: string, search: URLSearchParams, today: string): string[] {
  const view = viewFromParams(search, today);
  return [tasksPath({ projectId: search.get("project") || undefined, from: view.from, to: view.to }), PROJECT_OPTIONS_PATH];
}
