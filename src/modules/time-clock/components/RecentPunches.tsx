import { clockTime } from "../clock-text.ts";
import { PUNCH_KIND_LABELS } from "../time-clock.constants.ts";
import type { Punch } from "../time-clock.contract.ts";
import { Card } from "../../../web/ui/card.tsx";
import { PunchFlags } from "./PunchFlags.tsx";

/** The worker's punches of the last two days, newest first: time, punch, site, and its flags. */
export function RecentPunches({ punches }: { punches: readonly Punch[] }) {
  return (
    <section aria-labelledby="recent-punches" className="space-y-3">
      <h2 id="recent-punches" className="text-lg font-semibold text-ink">
        Recent Punches
      </h2>
      {punches.length === 0 ? (
        <p className="text-sm text-slate-700">No punches in the last two days. Your punches show here once made.</p>
      ) : (
        <Card>
          <ul aria-label="Recent punches" className="divide-y divide-border">
            {punches.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm">
                <time dateTime={p.at} className="w-28 shrink-0 font-medium tabular-nums text-ink">
                  {clockTime(p.at)}
                </time>
                <span className="font-semibold text-ink">{PUNCH_KIND_LABELS[p.kind]}</span>
                {p.site ? <span className="text-slate-700">{p.site.name}</span> : null}
                <PunchFlags punch={p} />
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
