import { useId } from "react";
import { Link } from "react-router";
import { useHasFeature } from "../../web/lib/use-has-feature.ts";
import { paths } from "../../web/paths.ts";
import { Card, CardContent, CardHeader } from "../../web/ui/card.tsx";
import { DetailItem } from "../../web/ui/detail-item.tsx";
import { Skeleton } from "../../web/ui/skeleton.tsx";
import { useProjectFinancials } from "./finance-api.ts";
import { formatCents } from "../../web/lib/format.ts";
import { UsedCell } from "./components/ProjectFinancialsTable.tsx";

/**
 * The finance module's public component (decision 0007): a project's financials on its page, the same figures
 * as the finance screen. Shown only when the organization's plan includes finance.
 */
export function ProjectFinancialsCard({ projectId }: { projectId: string }) {
  const hasFinance = useHasFeature("finance_procurement_hr");
  const figures = useProjectFinancials(projectId, hasFinance);
  const headingId = useId();
  if (!hasFinance) return null;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          Financials
        </h2>
        <Link
          to={`${paths.finance.home}?project=${encodeURIComponent(projectId)}`}
          className="text-sm font-medium text-brand underline-offset-4 hover:underline"
        >
          Transactions
        </Link>
      </CardHeader>
      <CardContent>
        {figures.data ? (
          <div className="space-y-4">
            <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <DetailItem term="Budget">
                {figures.data.budgetCents === null ? "No budget" : formatCents(figures.data.budgetCents)}
              </DetailItem>
              <DetailItem term="Spent">{formatCents(figures.data.spentCents)}</DetailItem>
              <DetailItem term="Received">{formatCents(figures.data.receivedCents)}</DetailItem>
              <DetailItem term="Remaining">
                {figures.data.remainingCents === null ? "—" : formatCents(figures.data.remainingCents)}
              </DetailItem>
            </dl>
            <div className="max-w-xl">
              <UsedCell p={figures.data} />
            </div>
          </div>
        ) : figures.error ? (
          <p role="alert" className="text-sm text-slate-700">
            The project's financials could not be loaded. {figures.error.message}
          </p>
        ) : (
          <div role="status" aria-label="Loading financials">
            <Skeleton className="h-16 w-full" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** A project's newest payments and receipts, not void (a lien waiver is drawn from one). */
export { useProjectMoneyMoves } from "./finance-api.ts";
