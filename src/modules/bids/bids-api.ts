import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { pagedQuery } from "../../web/lib/paged-query.ts";
import { useDeleteMutation } from "../../web/lib/record-mutations.ts";
import { apiBlob, call } from "../../web/lib/api.ts";
import { saveBlob } from "../../web/lib/download.ts";
import { localToday } from "../../web/lib/format.ts";
import { invoicingKeys } from "../invoicing/invoicing-api.ts";
import { projectKeys } from "../projects/projects-api.ts";
import { href } from "../../shared/route.ts";
import type { Bid, BidInput } from "./bids.contract.ts";
import { proposalFileName } from "./bids.constants.ts";
import type { BidFilters } from "./bids.filters.ts";
import { bidListQueryOf, bidsEndpoints } from "./bids.routes.ts";

/** The bids screen's server calls and their cache keys (browser only). Answers carry their payload in `data` (spec §7). */

export const bidKeys = {
  all: ["bids"] as const,
  list: (filters: BidFilters) => [...bidKeys.all, "list", filters] as const,
};

export const bidQueries = {
  /** The list for these filters, a server page at a time, newest first. */
  list: (filters: BidFilters) =>
    pagedQuery(bidKeys.list(filters), bidsEndpoints.list, (cursor) => ({ query: bidListQueryOf(filters, cursor) })),
};

/** The list; what the last filters showed stays on screen while the next answer comes. */
export const useBidList = (filters: BidFilters) =>
  useInfiniteQuery({ ...bidQueries.list(filters), placeholderData: keepPreviousData });

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
      (
        await (id
          ? call(bidsEndpoints.update, { params: { id }, body: input })
          : call(bidsEndpoints.create, { body: input }))
      ).data,
    onSuccess: refresh,
  });
}

export function useDeleteBid() {
  const refresh = useRefreshBids();
  return useDeleteMutation(bidsEndpoints.remove, refresh);
}

/** Generate Proposal: the server draws the PDF; the browser saves it as proposal-{id}.pdf. */
export function useGenerateProposal() {
  return useMutation({
    mutationFn: async (id: string) =>
      saveBlob(await apiBlob(href(bidsEndpoints.proposal, { params: { id } }), {}), proposalFileName(id)),
  });
}

/** Convert to Project: a won bid becomes a project starting today in the user's calendar; projects change. */
export function useConvertBid() {
  const queryClient = useQueryClient();
  const refresh = useRefreshBids();
  return useMutation({
    mutationFn: async (id: string) =>
      (await call(bidsEndpoints.project, { params: { id }, body: { startDate: localToday() } })).data,
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
    mutationFn: async (id: string) =>
      (await call(bidsEndpoints.estimate, { params: { id }, body: { documentDate: localToday() } })).data,
    onSuccess: () => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: invoicingKeys.all });
    },
  });
}
