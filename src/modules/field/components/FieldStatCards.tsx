import { AlertTriangle, ClipboardList, HardHat, MapPin } from "lucide-react";
import { formatShortDate } from "../../../web/lib/format.ts";
import { LoadError } from "../../../web/ui/load-error.tsx";
import { StatCard, StatCardsSkeleton } from "../../../web/ui/stat-cards.tsx";
import type { FieldSummary } from "../field.contract.ts";
import { FIELD_MSG } from "../field.constants.ts";

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** The four stat cards: Active Sites, Crew On Site, Open Issues (by priority), Reports This Week. */
export function FieldStatCards({
  summary,
  isPending,
  error,
  retrying,
  onRetry,
}: {
  summary: FieldSummary | undefined;
  isPending: boolean;
  error: Error | null;
  retrying: boolean;
  onRetry: () => void;
}) {
  if (!summary) {
    if (isPending) return <StatCardsSkeleton label="Loading field figures" />;
    return (
      <LoadError title={FIELD_MSG.fetchError} message={error?.message ?? ""} onRetry={onRetry} retrying={retrying} />
    );
  }
  const {
    activeSites,
    totalSites,
    crewOnSiteToday,
    sitesReportedToday,
    openIssues,
    reportsThisWeek,
    weekStart,
    weekEnd,
  } = summary;
  return (
    <ul aria-label="Field figures" className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
      <StatCard icon={<MapPin />} label="Active Sites" value={activeSites} hint={`of ${plural(totalSites, "site")}`} />
      <StatCard
        icon={<HardHat />}
        label="Crew On Site"
        value={crewOnSiteToday}
        hint={
          sitesReportedToday === 0
            ? "No reports today yet"
            : `From today's reports of ${plural(sitesReportedToday, "site")}`
        }
      />
      <StatCard
        icon={<AlertTriangle />}
        label="Open Issues"
        value={openIssues.total}
        hint={`High ${openIssues.high} · Medium ${openIssues.medium} · Low ${openIssues.low}`}
        warn={openIssues.high > 0}
      />
      <StatCard
        icon={<ClipboardList />}
        label="Reports This Week"
        value={reportsThisWeek}
        hint={`${formatShortDate(weekStart)} – ${formatShortDate(weekEnd)}`}
      />
    </ul>
  );
}
