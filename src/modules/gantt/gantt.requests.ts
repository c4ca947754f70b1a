import { PROJECT_OPTIONS_PATH } from "../projects/projects.requests.ts";
import { viewFromParams } from "./gantt-view.ts";

/** The Gantt's addresses: its first data's (apart from gantt-api.ts, see projects.requests.ts) and a task's. */

/** The window of tasks a Gantt view asks for. */
export type TaskQuery = { projectId?: string; from?: string; to?: string };

export const TASKS_PATH = "/api/gantt/tasks";
export const taskPath = (id: string) => `${TASKS_PATH}/${encodeURIComponent(id)}`;

export function tasksPath(q: TaskQuery): string {
  const params = new URLSearchParams();
  if (q.projectId) params.set("projectId", q.projectId);
  if (q.from) params.set("from", q.from);
  if (q.to) params.set("to", q.to);
  const qs = params.toString();
  return qs ? `${TASKS_PATH}?${qs}` : TASKS_PATH;
}

/** What /dashboard/gantt asks for first: the window's tasks (the address says which) and the project filter's choices. */
export function ganttFirstRequests(_rest: string, search: URLSearchParams, today: string): string[] {
  const view = viewFromParams(search, today);
  return [tasksPath({ projectId: search.get("project") || undefined, from: view.from, to: view.to }), PROJECT_OPTIONS_PATH];
}
