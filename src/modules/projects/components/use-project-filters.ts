import { useUrlFilters } from "../../../web/lib/use-url-filters.ts";
import { isProjectStatus } from "../projects.constants.ts";
import type { ProjectFilters } from "../projects.filters.ts";

function read(params: URLSearchParams): ProjectFilters {
  const status = params.get("status") ?? "";
  return { q: (params.get("q") ?? "").trim(), status: isProjectStatus(status) ? status : "" };
}

/** The list's search and status filter, kept in the address (?q=&status=). */
export const useProjectFilters = () => useUrlFilters(read);
