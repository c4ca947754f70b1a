import { AlarmClock, CircleCheckBig, FileCheck2, FileSearch } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../web/ui/button.tsx";
import { Card } from "../../../web/ui/card.tsx";
import { Skeleton } from "../../../web/ui/skeleton.tsx";
import { EXPIRING_WINDOW_DAYS, type ContractSummary } from "../contracts.contract.ts";

/** The spec's four cards: Active Contracts, Pending Review, Completed, Expiring Soon. */
export function ContractSummaryCards({
  summary,
  error,
  retrying,
  onRetry,
}: {
  summary: ContractSummary | undefined;
  error: Error | null;
  retrying: boolean;
  onRetry: () => void;
}) {
  if (!summary && error) {
    return (
      <Card role="alert" className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-ink">The contract summary could not be loaded.</span> {error.message}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={onRetry} disabled={retrying} aria-busy={retrying} className="self-start">
          {retrying ? "Retrying…" : "Retry"}
        </Button>
      </Card>
    );
  }
  if (!summary) {
    return (
      <div role="status" aria-label="Loading contract summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Card key={i} className="space-y-3 p-4">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-7 w-1/3" />
          </Card>
        ))}
      </div>
    );
  }
  return (
    <ul aria-label="Contract summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat icon={<FileCheck2 />} label="Active Contracts" value={summary.active} hint="Status Active" />
      <Stat icon={<FileSearch />} label="Pending Review" value={summary.pendingReview} hint="Status Under Review" />
      <Stat icon={<CircleCheckBig />} label="Completed" value={summary.completed} hint="Status Completed" />
      <Stat
        icon={<AlarmClock />}
        label="Expiring Soon"
        value={summary.expiringSoon}
        hint={`Active, ending within ${EXPIRING_WINDOW_DAYS} days or past`}
        warn={summary.expiringSoon > 0}
      />
    </ul>
  );
}

function Stat({ icon, label, value, hint, warn }: { icon: ReactNode; label: string; value: number; hint: string; warn?: boolean }) {
  return (
    <li>
      <Card className="h-full p-4">
        <div className="flex items-start justify-between gap-2">
          <p className="text-sm font-medium text-slate-700">{label}</p>
          <span aria-hidden="true" className={warn ? "text-amber-700 [&_svg]:size-5" : "text-brand [&_svg]:size-5"}>
            {icon}
          </span>
        </div>
        <p className="tabular mt-1 text-2xl font-bold text-ink">{value}</p>
        <p className="text-xs text-muted">{hint}</p>
      </Card>
    </li>
  );
}
