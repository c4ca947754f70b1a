import { isBidStatus, type BidStatus } from "./bids.constants.ts";

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
  return {
    q: (params.get("q") ?? "").trim(),
    status: isBidStatus(status) ? status : "",
    from: date("from"),
    to: date("to"),
  };
}
