import { BIDS_API, isBidStatus, type BidStatus } from "./bids.constants.ts";

/**
 * The bids screen's GET addresses, apart from bids-api.ts so that the app can ask for the page's first data while
 * its code loads (the registry's `firstRequests`): nothing heavier than strings here.
 */

/** The list's filters as the address keeps them ("" is "all"): search, status, and the due-date range. */
export type BidFilters = { q: string; status: BidStatus | ""; from: string; to: string };
export const NO_BID_FILTERS: BidFilters = { q: "", status: "", from: "", to: "" };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters an address says; unknown statuses and malformed dates count as none. */
export function readBidFilters(params: URLSearchParams): BidFilters {
  const status = params.get("status") ?? "";
  const date = (key: string) => {
    const value = params.get(key) ?? "";
    return ISO_DATE.test(value) ? value : "";
  };
  return { q: (params.get("q") ?? "").trim(), status: isBidStatus(status) ? status : "", from: date("from"), to: date("to") };
}

/** A page of the list for these filters (after `cursor`). */
export function bidListPath(filters: BidFilters, cursor?: string): string {
  const query = new URLSearchParams(Object.entries({ ...filters, cursor: cursor ?? "" }).filter(([, value]) => value !== ""));
  return query.size === 0 ? BIDS_API : `${BIDS_API}?${query.toString()}`;
}

/** What /dashboard/bids asks for first: the list its address's filters show. */
export function bidsFirstRequests(_rest: string, search: URLSearchParams): string[] {
  return [bidListPath(readBidFilters(search))];
}
