/** The field operations module's business rules, as pure functions (both sides use them). Dates are `YYYY-MM-DD`. */
import { addDays, dayNumber } from "../../shared/calendar.ts";
import { ISSUE_PRIORITIES, type IssuePriority, type SiteStatus } from "./field.constants.ts";

/**
 * A site's standing on `today`, from its expected dates: planned before its start, completed after its end,
 * active in between (both ends inclusive). A missing start counts as started, a missing end as still running.
 */
export function siteStatus(
  expectedStartDate: string | null,
  expectedEndDate: string | null,
  today: string,
): SiteStatus {
  if (expectedStartDate !== null && today < expectedStartDate) return "planned";
  if (expectedEndDate !== null && today > expectedEndDate) return "completed";
  return "active";
}

/** The Monday and Sunday of the week `today` falls in (Monday–Sunday weeks). */
export function weekOf(today: string): { start: string; end: string } {
  // 1970-01-01 was a Thursday: day 0 is weekday 3 counting Monday as 0.
  const weekday = (((dayNumber(today) + 3) % 7) + 7) % 7;
  const start = addDays(today, -weekday);
  return { start, end: addDays(start, 6) };
}

type Issue = { priority: IssuePriority; resolved: boolean };

/** The open (not resolved) issues of some reports, by priority, and in all. */
export function openIssuesByPriority(
  issueLists: readonly (readonly Issue[])[],
): Record<IssuePriority, number> & { total: number } {
  const counts = { low: 0, medium: 0, high: 0, total: 0 };
  for (const issues of issueLists) {
    for (const issue of issues) {
      if (issue.resolved) continue;
      counts[issue.priority] += 1;
      counts.total += 1;
    }
  }
  return counts;
}

/** Issues most urgent first (high, medium, low), then as written. */
export const byPriority = <T extends { priority: IssuePriority }>(issues: readonly T[]): T[] =>
  [...issues].sort((a, b) => ISSUE_PRIORITIES.indexOf(b.priority) - ISSUE_PRIORITIES.indexOf(a.priority));

/**
 * Crew on site today: the crew present of each site's latest report dated today (a second report of the day
 * replaces the first), summed over the sites.
 */
export function crewOnSite(
  reports: readonly { siteId: string; reportDate: string; createdAt: string; crewPresent: number }[],
  today: string,
): number {
  const latest = new Map<string, { createdAt: string; crewPresent: number }>();
  for (const r of reports) {
    if (r.reportDate !== today) continue;
    const known = latest.get(r.siteId);
    if (!known || r.createdAt > known.createdAt) latest.set(r.siteId, r);
  }
  let sum = 0;
  for (const r of latest.values()) sum += r.crewPresent;
  return sum;
}

/** How many of the crew a site needs are assigned, as a rounded percent (capped at 100); null when it needs none. */
export function crewFilled(required: number, assigned: number): number | null {
  if (required <= 0) return null;
  return Math.min(100, Math.round((Math.max(0, assigned) * 100) / required));
}
