import { AlarmClock, CircleCheckBig, FileCheck2, FileSearch } from "lucide-react";
import { Button } from "../../../web/ui/button.tsx";
import { Card } from "../../../web/ui/card.tsx";
import type { ContractSummary } from "../contracts.contract.ts";
import { EXPIRING_WINDOW_DAYS } from "../contracts.constants.ts";
import { StatCard, StatCardsSkeleton } from "../../../web/ui/stat-cards.tsx";

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
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onRetry}
          disabled={retrying}
          aria-busy={retrying}
          className="self-start"
        >
          {retrying ? "Retrying…" : "Retry"}
        </Button>
      </Card>
    );
  }
  if (!summary) {
    return <StatCardsSkeleton label="Loading contract summary" />;
  }
  return (
    <ul aria-label="Contract summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard icon={<FileCheck2 />} label="Active Contracts" value={summary.active} hint="Status Active" />
      <StatCard icon={<FileSearch />} label="Pending Review" value={summary.pendingReview} hint="Status Under Review" />
      <StatCard icon={<CircleCheckBig />} label="Completed" value={summary.completed} hint="Status Completed" />
      <StatCard
        icon={<AlarmClock />}
        label="Expiring Soon"
        value={summary.expiringSoon}
        hint={`Active, ending within ${EXPIRING_WINDOW_DAYS} days or past`}
        warn={summary.expiringSoon > 0}
      />
    </ul>
  );
}
