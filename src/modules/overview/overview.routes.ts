import { href, route } from "../../shared/route.ts";
import type { Overview, OverviewQuery } from "./overview.contract.ts";

/** The overview's route (decision 0047): the server registers it, the browser calls it. Nothing heavier than strings at run time. */
export const overviewEndpoints = {
  /** The dashboard's figures, recent projects and upcoming deadlines as of the caller's today. */
  overview: route("GET", "/api/overview").with<{ query: OverviewQuery; answer: Overview }>(),
};

/** What /dashboard asks for first: the overview as of today. */
export function overviewFirstRequests(_rest: string, _search: URLSearchParams, today: string): string[] {
  return [href(overviewEndpoints.overview, { query: { today } })];
}
