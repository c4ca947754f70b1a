import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { pagedQuery } from "../../web/lib/paged-query.ts";
import { useDeleteMutation } from "../../web/lib/record-mutations.ts";
import { api, apiBlob } from "../../web/lib/api.ts";
import { saveBlob } from "../../web/lib/download.ts";
import { localToday } from "../../web/lib/format.ts";
import { invoicingKeys } from "../invoicing/invoicing-api.ts";
import { projectKeys } from "../projects/projects-api.ts";
import type { Bid, BidAnswer, BidEstimateAnswer, BidInput, BidList, ConvertAnswer } from "./bids.contract.ts";
import { BIDS_API, bidEstimatePath, bidPath, bidProjectPath, bidProposalPath, proposalFileName } from "./bids.constants.ts";
import { bidListPath, type BidFilters } from "./bids.requests.ts";

/** The bids screen's server calls and their cache keys (browser only). Answers carry their payload in `data` (spec §7). */

export const bidKeys = {
  all: ["bids"] as const,
  list: (filters: BidFilters) => [...bidKeys.all, "list", filters] as const,
};

export const bidQueries = {
  /** The list for these filters, a server page at a time, newest first. */
  list: (filters: BidFilters) =>
    pagedQuery<BidList>(bidKeys.list(filters), (cursor) => bidListPath(filters, cursor)),
};

/** The list; what the last filters showed stays on screen while the next answer comes. */
export const useBidList = (filters: BidFilters) => useInfiniteQuery({ ...bidQueries.list(filters), placeholderData: keepPreviousData });

/** After a write: every bid list. */
function useRefreshBids() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: bidKeys.all });
}

/** Creates (no id) or replaces a bid; the server computes its totals. */
export function useSaveBid() {
  const refresh = useRefreshBids();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: BidInput }): Promise<Bid> =>
      (await api<BidAnswer>(id ? bidPath(id) : BIDS_API, { method: id ? "PUT" : "POST", body: input })).data,
    onSuccess: refresh,
  });
}

export function useDeleteBid() {
  const refresh = useRefreshBids();
  return useDeleteMutation(bidPath, refresh);
}

/** Generate Proposal: the server draws the PDF; the browser saves it as proposal-{id}.pdf. */
export function useGenerateProposal() {
  return useMutation({
    mutationFn: async (id: string) => saveBlob(await apiBlob(bidProposalPath(id), {}), proposalFileName(id)),
  });
}

/** Convert to Project: a won bid becomes a project starting today in the user's calendar; projects change. */
export function useConvertBid() {
  const queryClient = useQueryClient();
  const refresh = useRefreshBids();
  return useMutation({
    mutationFn: async (id: string) => (await api<ConvertAnswer>(bidProjectPath(id), { body: { startDate: localToday() } })).data,
    onSuccess: () => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}

/** Create Estimate: a won bid's items become a draft estimate dated today in the user's calendar; the estimates change. */
export function useEstimateBid() {
  const queryClient = useQueryClient();
  const refresh = useRefreshBids();
  return useMutation({
    mutationFn: async (id: string) => (await api<BidEstimateAnswer>(bidEstimatePath(id), { body: { documentDate: localToday() } })).data,
    onSuccess: () => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: invoicingKeys.all });
    },
  });
}
