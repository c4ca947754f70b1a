import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../web/lib/api.ts";
import { localToday } from "../../web/lib/format.ts";
import { overviewEndpoints } from "./overview.routes.ts";

/**
 * The overview's cache key. The overview reads its figures afresh at every visit (`useOverview`) and has no form of
 * its own, so no module's write needs to mark it stale.
 */
export const overviewKeys = { all: ["overview"] as const };

export const overviewQuery = () =>
  queryOptions({
    queryKey: overviewKeys.all,
    queryFn: ({ signal }) => call(overviewEndpoints.overview, { query: { today: localToday() }, signal }),
  });

/** The overview's figures; read afresh on every visit, since any module's change may move them. */
export function useOverview() {
  return useQuery({ ...overviewQuery(), staleTime: 0, refetchOnMount: "always" });
}
