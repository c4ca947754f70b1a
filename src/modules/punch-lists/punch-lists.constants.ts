// The punch lists' statuses, texts and limits: plain values a screen's first render may import without loading
// the zod schemas of punch-lists.contract.ts (decision 0007).
import { PUNCH_STATUSES } from "../../shared/punch-list-values.ts";

export { PUNCH_STATUSES };
export type PunchStatus = (typeof PUNCH_STATUSES)[number];
export const PUNCH_STATUS_LABELS: Record<PunchStatus, string> = {
  open: "Open",
  ready_for_review: "Ready for Review",
  closed: "Closed",
};
export const isPunchStatus = (s: string): s is PunchStatus => (PUNCH_STATUSES as readonly string[]).includes(s);

/** A move of an item's status: marked Ready for Review, Closed, or Rejected back to Open. */
export const PUNCH_ACTIONS = ["ready_for_review", "close", "reject"] as const;
export type PunchAction = (typeof PUNCH_ACTIONS)[number];
export const PUNCH_ACTION_LABELS: Record<PunchAction, string> = {
  ready_for_review: "Mark Ready for Review",
  close: "Close Item",
  reject: "Reject",
};

/** What the history says of each event. */
export const PUNCH_EVENT_LABELS: Record<string, string> = {
  created: "Created",
  ready_for_review: "Marked Ready for Review",
  closed: "Closed",
  rejected: "Rejected back to Open",
};

export const PUNCH_PAGE_SIZE = 25;
/** The most items one project's punch list PDF draws (with their photos). */
export const PUNCH_PDF_MAX_ITEMS = 300;
export const PUNCH_LIMITS = { location: 200, description: 2000, trade: 100, note: 2000 } as const;

/** The outbox entries of this screen (decision 0028): an item captured with no connection. */
export const PUNCH_OUTBOX_KIND = "punch-item";

export const PUNCH_MSG = {
  missingFields: "Please fill in all required fields",
  invalidDate: "Enter a date as YYYY-MM-DD.",
  clientKey: "The form's key must be a UUID.",
  projectRequired: "Choose a project.",
  projectNotFound: "The selected project was not found.",
  assigneeNotMember: "Choose a member of your organization.",
  itemNotFound: "Punch item not found.",
  badCursor: "This page of the list is no longer valid; load the list again.",
  resend: "This item could not be saved; send it again.",
  noteRequired: "Say why the item is rejected.",
  closedLocked: "A closed item cannot be changed.",
  notAllowed: "Only an admin or the item's creator may close, reject or delete it.",
  wrongStatus: (from: string, action: string) => `An item that is ${from} cannot be ${action}.`,
  created: "Punch item added",
  updated: "Punch item updated",
  deleted: "Punch item deleted",
  moved: "Punch item updated",
  fetchError: "Error fetching punch items",
} as const;
