import { isPunchStatus, type PunchStatus } from "./punch-lists.constants.ts";
import type { PunchListQuery } from "./punch-lists.contract.ts";

/** The punch list's filters, as the address keeps them ("" is "all"). */
export type PunchFilters = { projectId: string; status: PunchStatus | ""; assigneeId: string; location: string };

export const NO_PUNCH_FILTERS: PunchFilters = { projectId: "", status: "", assigneeId: "", location: "" };

/** The filters from the address; an unknown status is "all". */
export function readPunchFilters(params: URLSearchParams): PunchFilters {
  const status = params.get("status") ?? "";
  return {
    projectId: params.get("projectId") ?? "",
    status: isPunchStatus(status) ? status : "",
    assigneeId: params.get("assigneeId") ?? "",
    location: params.get("location") ?? "",
  };
}

/** The list's query: only the filters set, in the order the first request names them (punch-lists.routes.ts). */
export function punchListQueryOf(filters: PunchFilters): PunchListQuery {
  const query: PunchListQuery = {};
  if (filters.projectId) query.projectId = filters.projectId;
  if (filters.status) query.status = filters.status;
  if (filters.assigneeId) query.assigneeId = filters.assigneeId;
  if (filters.location) query.location = filters.location;
  return query;
}
