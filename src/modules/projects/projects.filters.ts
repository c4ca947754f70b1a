import type { ProjectStatus } from "./projects.constants.ts";

/** The project list's filters, as the address keeps them ("" is "all"). */
export type ProjectFilters = { q: string; status: ProjectStatus | "" };
