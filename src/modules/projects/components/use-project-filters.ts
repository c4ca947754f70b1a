import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { isProjectStatus, type ProjectStatus } from "../projects.contract.ts";
import type { ProjectFilters } from "../projects-api.ts";

/** The list's search and status filter, kept in the address (?q=&status=) so a reload or a shared link shows the same view. */
export function useProjectFilters(): [ProjectFilters, (next: Partial<ProjectFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const q = (params.get("q") ?? "").trim();
  const rawStatus = params.get("status") ?? "";
  const status: ProjectStatus | "" = isProjectStatus(rawStatus) ? rawStatus : "";
  const filters = useMemo(() => ({ q, status }), [q, status]);

  const update = useCallback(
    (next: Partial<ProjectFilters>) => {
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(next)) {
            if (value) out.set(key, value);
            else out.delete(key);
          }
          return out;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [filters, update];
}
