/** The window of tasks a Gantt view asks for (optionally one project's). */
export type TaskQuery = { projectId?: string; from?: string; to?: string };
