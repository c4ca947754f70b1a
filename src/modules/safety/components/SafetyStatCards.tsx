import { AlertTriangle, CalendarCheck, ClipboardCheck, ShieldCheck } from "lucide-react";
import { LoadError } from "../../../web/ui/load-error.tsx";
import { StatCard, StatCardsSkeleton } from "../../../web/ui/stat-cards.tsx";
import type { SafetySummary } from "../safety.contract.ts";
import { SAFETY_MSG } from "../safety.constants.ts";

const percent = (n: number | null) => (n === null ? "—" : `${n}%`);

/** How the Safety Score is made: a disclosure in the card, reached by keyboard and touch as well as by hover. */
function ScoreExplanation({ summary }: { summary: SafetySummary }) {
  return (
    <details className="mt-2 text-xs text-slate-700">
      <summary
        title={summary.safetyScore.explanation}
        className="inline-flex min-h-11 cursor-pointer items-center rounded font-medium text-brand focus-visible:outline-2 focus-visible:outline-brand"
      >
        How is this calculated?
      </summary>
      <p className="mt-1">{summary.safetyScore.explanation}</p>
      {summary.safetyScore.calculation ? <p className="mt-1 tabular">{summary.safetyScore.calculation}</p> : null}
    </details>
  );
}

/** The spec's four stat cards: Safety Score, Open Incidents, Days Without Incident, Compliance Rate. */
export function SafetyStatCards({
  summary,
  isPending,
  error,
  retrying,
  onRetry,
}: {
  summary: SafetySummary | undefined;
  isPending: boolean;
  error: Error | null;
  retrying: boolean;
  onRetry: () => void;
}) {
  if (!summary) {
    if (isPending) return <StatCardsSkeleton label="Loading safety figures" />;
    return (
      <LoadError title={SAFETY_MSG.fetchError} message={error?.message ?? ""} onRetry={onRetry} retrying={retrying} />
    );
  }
  const { openIncidents, daysWithoutIncident, complianceRate, compliantItems, checklistItems, safetyScore } = summary;
  return (
    <ul aria-label="Safety figures" className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
      <StatCard
        icon={<ShieldCheck />}
        label="Safety Score"
        value={percent(safetyScore.score)}
        hint={safetyScore.score === null ? "Nothing recorded yet." : undefined}
        extra={<ScoreExplanation summary={summary} />}
      />
      <StatCard
        icon={<AlertTriangle />}
        label="Open Incidents"
        value={openIncidents}
        hint="Not Resolved or Closed"
        warn={openIncidents > 0}
      />
      <StatCard
        icon={<CalendarCheck />}
        label="Days Without Incident"
        value={daysWithoutIncident === null ? "None yet" : daysWithoutIncident}
        hint={daysWithoutIncident === null ? SAFETY_MSG.noIncidentYet : undefined}
      />
      <StatCard
        icon={<ClipboardCheck />}
        label="Compliance Rate"
        value={percent(complianceRate)}
        hint={
          checklistItems === 0 ? "No checklist items yet." : `${compliantItems} of ${checklistItems} items compliant`
        }
        warn={complianceRate !== null && complianceRate < 100}
      />
    </ul>
  );
}
