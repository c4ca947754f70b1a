import type { Db } from "../../server/db/client.ts";
import type { Scope } from "../../server/platform/access.ts";
import type { FieldSummary } from "./field.contract.ts";
import { SITE_CARD_REPORTS, SITE_CARDS } from "./field.constants.ts";
import { crewOnSite, openIssuesByPriority, weekOf } from "./field.rules.ts";
import { latestReportsOf, reportFigures } from "./field-reports.queries.ts";
import { activeSites, siteCounts } from "./field-sites.queries.ts";

/** What other modules may ask of field operations. */
export { siteBelongs } from "./field-sites.queries.ts";

/**
 * The stat cards as of the caller's `today`, computed from the records: Active Sites (by their expected dates),
 * Crew On Site (each site's latest report of today), Open Issues (not resolved, by priority) and Reports This
 * Week (Monday to Sunday); and the site cards, a few active sites with their latest reports.
 */
export async function fieldSummary(db: Db, scope: Scope, today: string): Promise<FieldSummary> {
  const week = weekOf(today);
  const [counts, figures, sites] = await Promise.all([
    siteCounts(db, scope, today),
    reportFigures(db, scope, today, week),
    activeSites(db, scope, today, SITE_CARDS),
  ]);
  const latest = await latestReportsOf(
    db,
    scope,
    sites.map((s) => s.id),
    SITE_CARD_REPORTS,
  );
  return {
    today,
    weekStart: week.start,
    weekEnd: week.end,
    activeSites: counts.active,
    totalSites: counts.total,
    crewOnSiteToday: crewOnSite(figures.todays, today),
    sitesReportedToday: new Set(figures.todays.map((t) => t.siteId)).size,
    openIssues: openIssuesByPriority(figures.issueLists),
    reportsThisWeek: figures.reportsThisWeek,
    siteCards: sites.map((site) => ({ site, latestReports: latest.get(site.id) ?? [] })),
  };
}
