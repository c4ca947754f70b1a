import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useDeleteMutation, useSaveMutation } from "../../web/lib/record-mutations.ts";
import { call } from "../../web/lib/api.ts";
import { pagedQuery } from "../../web/lib/paged-query.ts";
import { localToday } from "../../web/lib/format.ts";
import { documentKeys } from "../documents/documents-api.ts";
import { contractsEndpoints, OPTIONS_QUERY } from "./contracts.routes.ts";

/** The contracts screen's server calls and their cache keys (browser only). */

export const contractKeys = {
  all: ["contracts"] as const,
  list: ["contracts", "list"] as const,
  summary: (today: string) => ["contracts", "summary", today] as const,
  options: ["contracts", "options"] as const,
};

/** The contract list, a server page at a time, newest first. */
export function useContractList() {
  return useInfiniteQuery(
    pagedQuery(contractKeys.list, contractsEndpoints.contracts, (cursor) => ({ query: { cursor } })),
  );
}

/** The four cards, "expiring soon" judged against today in the user's own calendar. */
export function useContractSummary() {
  const today = localToday();
  return useQuery({
    queryKey: contractKeys.summary(today),
    queryFn: ({ signal }) => call(contractsEndpoints.summary, { query: { today }, signal }),
  });
}

export type ContractOption = { id: string; name: string };

/** Contracts to choose from (a document's contract): the newest 200. Under "contracts", so contract writes refresh it. */
export function useContractOptions(enabled = true) {
  return useQuery({
    queryKey: contractKeys.options,
    queryFn: ({ signal }) => call(contractsEndpoints.contracts, { query: OPTIONS_QUERY, signal }),
    select: (data): ContractOption[] => data.contracts.map((c) => ({ id: c.id, name: c.name })),
    enabled,
  });
}

/** After a write: the list, the cards, and what documents show of contracts (they name them). */
function useRefreshContracts() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: contractKeys.all });
    void queryClient.invalidateQueries({ queryKey: documentKeys.all });
  };
}

/** Creates (no id) or updates a contract. */
export function useSaveContract() {
  const refresh = useRefreshContracts();
  return useSaveMutation({ create: contractsEndpoints.createContract, update: contractsEndpoints.updateContract }, () =>
    refresh(),
  );
}

/** Deletes a contract; its documents stay in the Document Hub, detached. */
export function useDeleteContract() {
  const refresh = useRefreshContracts();
  return useDeleteMutation(contractsEndpoints.deleteContract, () => refresh());
}

/** Generates and saves a report, dated today in the user's calendar. */
export function useGenerateReport() {
  return useMutation({
    mutationFn: () => call(contractsEndpoints.generateReport, { body: { today: localToday() } }),
  });
}
