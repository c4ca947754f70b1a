import type { Project, ProjectListQuery } from "../projects/projects.contract.ts";
import { route } from "../../shared/route.ts";

/** A page of the public API's projects: `{ data: … }` as the spec's client expects, `nextCursor` for the next. */
export type V1ProjectPage = { data: Project[]; nextCursor: string | null };
/** One project of the public API. */
export type V1Project = { data: Project };

/**
 * The public API's own routes under /api/v1 (decision 0047; a session or a personal API token opens them). The
 * bids module's /api/v1/bids are in its own table. Beside the server rather than in src/shared: its answer is the
 * projects module's, which shared code may not name; no screen calls it.
 */
export const publicApiEndpoints = {
  projects: route("GET", "/api/v1/projects").with<{ query: ProjectListQuery; answer: V1ProjectPage }>(),
  project: route("GET", "/api/v1/projects/:id").with<{ answer: V1Project }>(),
};
