import type { Deleted } from "../../shared/contracts/common.ts";
import { href, route } from "../../shared/route.ts";
import { PROJECT_OPTIONS_QUERY, projectsEndpoints } from "../projects/projects.routes.ts";
import type { Task, TaskInput, TaskList, TaskListQuery, TaskPatch } from "./gantt.contract.ts";
import type { TaskQuery } from "./gantt.filters.ts";
import { viewFromParams } from "./gantt-view.ts";

/**
 * The Gantt's routes (decision 0047): the server registers them, the browser calls them. Nothing heavier than
 * strings at run time, so the app may ask for a page's first data while its code loads (`firstRequests`).
 */
export const ganttEndpoints = {
  /** The tasks by start date; by project, or overlapping a date range. */
  tasks: route("GET", "/api/gantt/tasks").with<{ query: TaskListQuery; answer: TaskList }>(),
  task: route("GET", "/api/gantt/tasks/:id").with<{ answer: Task }>(),
  createTask: route("POST", "/api/gantt/tasks").with<{ body: TaskInput; answer: Task }>(),
  /** Some fields of a task (a dragged bar sends only its dates). */
  updateTask: route("PATCH", "/api/gantt/tasks/:id").with<{ body: TaskPatch; answer: Task }>(),
  deleteTask: route("DELETE", "/api/gantt/tasks/:id").with<{ answer: Deleted }>(),
};

/** A window's query, empty values left out. */
export const windowQuery = (q: TaskQuery): TaskListQuery => ({
  projectId: q.projectId || undefined,
  from: q.from || undefined,
  to: q.to || undefined,
});

/** What /dashboard/gantt asks for first: the window's tasks (the address says which) and the project filter's choices. */
export function ganttFirstRequests(_rest: string, search: URLSearchParams, today: string): string[] {
  const view = viewFromParams(search, today);
  return [
    href(ganttEndpoints.tasks, {
      query: windowQuery({ projectId: search.get("project") || undefined, from: view.from, to: view.to }),
    }),
    href(projectsEndpoints.projects, { query: PROJECT_OPTIONS_QUERY }),
  ];
}
