import { AlertTriangle, ClipboardCheck, ClipboardList, Gauge } from "lucide-react";
import { LoadError } from "../../../web/ui/load-error.tsx";
import { StatCard, StatCardsSkeleton } from "../../../web/ui/stat-cards.tsx";
import type { QualitySummary } from "../quality.contract.ts";
import { QUALITY_MSG } from "../quality.constants.ts";

/** The spec's four stat cards, computed: Total Inspections, Open Defects, Pass Rate, Pending Reviews. */
export function QualityStatCards({
  summary,
  isPending,
  error,
  retrying,
  onRetry,
}: {
  summary: QualitySummary | undefined;
  isPending: boolean;
  error: Error | null;
  retrying: boolean;
  onRetry: () => void;
}) {
  if (!summary) {
    if (isPending) return <StatCardsSkeleton label="Loading quality figures" />;
    return (
      <LoadError title={QUALITY_MSG.fetchError} message={error?.message ?? ""} onRetry={onRetry} retrying={retrying} />
    );
  }
  const passed = summary.byStatus.find((s) => s.status === "Passed")?.count ?? 0;
  return (
    <ul aria-label="Quality figures" className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
      <StatCard icon={<ClipboardList />} label="Total Inspections" value={summary.totalInspections} />
      <StatCard
        icon={<AlertTriangle />}
        label="Open Defects"
        value={summary.openDefects}
        hint="Failed and warning items not yet passed"
        warn={summary.openDefects > 0}
      />
      <StatCard
        icon={<Gauge />}
        label="Pass Rate"
        value={summary.passRate === null ? "—" : `${summary.passRate}%`}
        hint={
          summary.totalInspections === 0
            ? "No inspections yet."
            : `${passed} of ${summary.totalInspections} inspections passed`
        }
      />
      <StatCard
        icon={<ClipboardCheck />}
        label="Pending Reviews"
        value={summary.pendingReviews}
        hint="Pending or Needs Review"
        warn={summary.pendingReviews > 0}
      />
    </ul>
  );
}
