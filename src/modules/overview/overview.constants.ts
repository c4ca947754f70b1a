// The overview's windows and limits: plain values the dashboard's first render may import without loading the
// zod schema of overview.contract.ts (decision 0007).

/** Days ahead that count as an upcoming deadline. */
export const DEADLINE_WINDOW_DAYS = 14;

export const RECENT_PROJECTS_LIMIT = 5;

export const UPCOMING_DEADLINES_LIMIT = 10;
