// The bids module's statuses, texts and limits: plain values a screen's first render may import without
// loading the zod schemas of bids.contract.ts (decision 0007).

// The values its tables' columns hold: listed in src/shared, where the database schema types those columns with
// them and writes their checks from them.
import { BID_STATUSES } from "../../shared/column-values.ts";

export { BID_STATUSES };
export type BidStatus = (typeof BID_STATUSES)[number];
export const DEFAULT_BID_STATUS: BidStatus = "pending";
export const isBidStatus = (s: string): s is BidStatus => (BID_STATUSES as readonly string[]).includes(s);

export const BID_STATUS_LABELS: Record<BidStatus, string> = {
  pending: "Pending",
  active: "Active",
  completed: "Completed",
  won: "Won",
  lost: "Lost",
};

/** The spec's texts for the bids screen (§5, §8), and the few this product adds. */
export const BID_MSG = {
  missingFields: "Please fill in all required fields",
  itemFields: "Please fill in all item fields",
  quantityInvalid: "Enter a quantity above zero (up to three decimals).",
  priceInvalid: "Enter a unit price of zero or more, e.g. 1250.50.",
  amountInvalid: "Enter an amount of zero or more, e.g. 1250.50.",
  tooManyItems: "A bid has at most 200 items.",
  totalTooLarge: "A bid's total must stay under $100 billion.",
  invalidDate: "Please enter a valid date (YYYY-MM-DD).",
  rangeReversed: "The start of the range is after its end.",
  unknownClient: "The selected client does not exist.",
  notFound: "Bid not found.",
  notWon: "Only a won bid can be converted to a project.",
  alreadyConverted: "This bid has already been converted to a project.",
  estimateNotWon: "Only a won bid can be turned into an estimate.",
  alreadyEstimated: "This bid already has its estimate.",
  created: "Bid created successfully",
  updated: "Bid updated successfully",
  deleted: "Bid deleted successfully",
  proposalGenerated: "Proposal generated successfully",
  converted: "Project created from the bid",
  estimated: "Estimate created from the bid",
  fetchError: "Error fetching bids",
  /** Spec §8's "Error" rows (title Error, this the message): a save that never reached the server is not submitted. */
  submitError: "Failed to submit bid",
  createError: "Failed to create bid",
  updateError: "Failed to update bid",
  deleteError: "Failed to delete bid",
  proposalError: "Failed to generate proposal",
  convertError: "Failed to convert bid",
  estimateError: "Failed to create estimate",
  deleteConfirm: "Are you sure you want to delete this bid?",
} as const;

export const BID_PAGE_SIZE = 50;
export const MAX_BID_ITEMS = 200;

/** Spec §7: the proposal downloads as `proposal-{id}.pdf`. */
export const proposalFileName = (id: string) => `proposal-${id}.pdf`;
