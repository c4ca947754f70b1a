import { Card } from "../../../web/ui/card.tsx";
import type { QualitySummary } from "../quality.contract.ts";
import { QUALITY_MSG } from "../quality.constants.ts";

const valueText = (m: QualitySummary["metrics"][number]) => (m.value === null ? "—" : `${m.value}${m.unit}`);

/** Quality Metrics (computed from the inspections and their items) and Common Defects (the items most often failed or warned about). */
export function QualityMetricsPanel({ summary }: { summary: QualitySummary | undefined }) {
  if (!summary) return null;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="p-4">
        <h3 id="quality-metrics-heading" className="text-base font-semibold text-ink">
          Quality Metrics
        </h3>
        <dl aria-labelledby="quality-metrics-heading" className="mt-3 divide-y divide-border">
          {summary.metrics.map((m) => (
            <div key={m.key} className="flex items-center justify-between gap-3 py-2">
              <dt className="text-sm text-slate-700">{m.label}</dt>
              <dd className="tabular font-semibold text-ink">{valueText(m)}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card className="p-4">
        <h3 id="quality-defects-heading" className="text-base font-semibold text-ink">
          Common Defects
        </h3>
        {summary.commonDefects.length === 0 ? (
          <p className="mt-3 text-sm text-muted">{QUALITY_MSG.noDefects}</p>
        ) : (
          <ol aria-labelledby="quality-defects-heading" className="mt-3 divide-y divide-border">
            {summary.commonDefects.map((d) => (
              <li key={d.name} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0 break-words text-sm text-ink">{d.name}</span>
                <span className="tabular shrink-0 text-sm text-slate-700">{`${d.count} (${d.failed} failed, ${d.warning} warning)`}</span>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}
