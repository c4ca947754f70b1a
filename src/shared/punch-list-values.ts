// The values the punch lists' columns may hold (as src/shared/column-values.ts, kept in a file of the module's
// own): the schema types its columns and writes their checks from these, the module's constants import them.

/** A punch item's status: Open → Ready for Review → Closed, or Rejected back to Open with a note. */
export const PUNCH_STATUSES = ["open", "ready_for_review", "closed"] as const;

/** What happened to an item, as its history keeps it. */
export const PUNCH_EVENT_ACTIONS = ["created", "ready_for_review", "closed", "rejected"] as const;
