import { href, route } from "../../shared/route.ts";
import type {
  BidAnswer,
  BidDeleted,
  BidEstimateAnswer,
  BidEstimateInput,
  BidInput,
  BidList,
  BidListQuery,
  ConvertAnswer,
  ConvertInput,
  ProposalInput,
} from "./bids.contract.ts";
import { readBidFilters, type BidFilters } from "./bids.filters.ts";

/**
 * Bid Management's routes (decision 0047), the spec's public REST interface under /api/v1 (§7): the server
 * registers them, the browser calls them. Nothing heavier than strings at run time, so the app may ask for a
 * page's first data while its code loads (`bidsFirstRequests`). Answers carry their payload in `data`.
 */
export const bidsEndpoints = {
  /** A page of the organization's bids, newest first: search, status, due-date range. */
  list: route("GET", "/api/v1/bids").with<{ query: BidListQuery; answer: BidList }>(),
  create: route("POST", "/api/v1/bids").with<{ body: BidInput; answer: BidAnswer }>(),
  one: route("GET", "/api/v1/bids/:id").with<{ answer: BidAnswer }>(),
  update: route("PUT", "/api/v1/bids/:id").with<{ body: BidInput; answer: BidAnswer }>(),
  remove: route("DELETE", "/api/v1/bids/:id").with<{ answer: BidDeleted }>(),
  /** The proposal PDF (proposal-{id}.pdf): a file, read as bytes, not JSON. */
  proposal: route("POST", "/api/v1/bids/:id/proposal").with<{ body: ProposalInput; answer: void }>(),
  /** Convert to Project, once. */
  project: route("POST", "/api/v1/bids/:id/project").with<{ body: ConvertInput; answer: ConvertAnswer }>(),
  /** Create Estimate from a won bid's items, once. */
  estimate: route("POST", "/api/v1/bids/:id/estimate").with<{ body: BidEstimateInput; answer: BidEstimateAnswer }>(),
};

/** The list's query for these filters (after `cursor`): those given, in the address's order ("" left out). */
export function bidListQueryOf(filters: BidFilters, cursor?: string): BidListQuery {
  return {
    q: filters.q || undefined,
    status: filters.status || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    cursor: cursor || undefined,
  };
}

/** What /dashboard/bids asks for first: the list its address's filters show. */
export function bidsFirstRequests(_rest: string, search: URLSearchParams): string[] {
  return [href(bidsEndpoints.list, { query: bidListQueryOf(readBidFilters(search)) })];
}
