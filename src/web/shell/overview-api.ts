import { useQuery } from "@tanstack/react-query";
import { api } from "../lib/api.ts";
import { localToday } from "../lib/format.ts";
import type { Overview } from "../../modules/overview/overview.contract.ts";

export const overviewKey = ["overview"] as const;

/** The overview's figures; read afresh on every visit, since any module's change may move them. */
export function useOverview() {
  return useQuery({
    queryKey: overviewKey,
    queryFn: ({ signal }) => api<Overview>(`/api/overview?today=${localToday()}`, { signal }),
    staleTime: 0,
    refetchOnMount: "always",
  });
}
