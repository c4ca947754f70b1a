import { ArrowDownLeft, ArrowUpRight, Clock, Scale } from "lucide-react";
import { LoadError } from "../../../web/ui/load-error.tsx";
import { StatCard, StatCardsSkeleton } from "../../../web/ui/stat-cards.tsx";
import type { FinanceSummary } from "../finance.contract.ts";
import { formatCents } from "../../../web/lib/format.ts";

/** The summary cards over the chosen period and project: cleared income and expenses, net, and pending. */
export function FinanceSummaryCards({
  summary,
  error,
  retrying,
  onRetry,
}: {
  summary: FinanceSummary | undefined;
  error: Error | null;
  retrying: boolean;
  onRetry: () => void;
}) {
  if (!summary && error)
    return (
      <LoadError
        title="The finance summary could not be loaded."
        message={error.message}
        retrying={retrying}
        onRetry={onRetry}
      />
    );
  if (!summary) return <StatCardsSkeleton label="Loading finance summary" />;
  return (
    <ul aria-label="Finance summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        icon={<ArrowDownLeft />}
        label="Income"
        value={formatCents(summary.incomeCents)}
        hint="Cleared receipts"
      />
      <StatCard
        icon={<ArrowUpRight />}
        label="Expenses"
        value={formatCents(summary.expensesCents)}
        hint="Cleared payments"
      />
      <StatCard
        icon={<Scale />}
        label="Net"
        value={formatCents(summary.netCents)}
        hint="Income less expenses"
        warn={summary.netCents < 0}
      />
      <StatCard
        icon={<Clock />}
        label="Pending"
        value={formatCents(summary.pendingCents)}
        hint={`${summary.pendingCount} ${summary.pendingCount === 1 ? "transaction" : "transactions"} not yet cleared`}
      />
    </ul>
  );
}
