// The overview's windows and limits: plain values the dashboard's first render may import without loading the
// zod schema of overview.contract.ts (decision 0007).

/** Days ahead that count as an upcoming deadline. */
export const DEADLINE_WINDOW_DAYS = 14;

export const RECENT_PROJECTS_LIMIT = 5;

export const UPCOMING_DEADLINES_LIMIT = 10;

/** What an upcoming deadline is, in the order they list on the same day. */
export const DEADLINE_KINDS = [
  "project",
  "task",
  "certification",
  "safetyCertification",
  "qualityCertification",
  "stock",
  "rfi",
] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

/** Low-stock items among the deadlines at most (the procurement screen lists them all). */
export const LOW_STOCK_DEADLINES_LIMIT = 3;
