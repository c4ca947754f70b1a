import { Banknote, ClipboardList, Pencil, Scale, TrendingUp } from "lucide-react";
import { formatCents } from "../../web/lib/format.ts";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { useDialogState } from "../../web/lib/use-dialog-state.ts";
import { href } from "../../shared/route.ts";
import { Button } from "../../web/ui/button.tsx";
import { DownloadLink } from "../../web/ui/download-link.tsx";
import { jobFinanceEndpoints } from "./job-finance.routes.ts";
import { PageSection } from "../../web/ui/page-section.tsx";
import { StatCard } from "../../web/ui/stat-cards.tsx";
import { BudgetDialog } from "./components/BudgetDialog.tsx";
import { FiguresTable, type FigureColumn } from "./components/FiguresTable.tsx";
import { Loaded } from "./components/Loaded.tsx";
import type { Budget, JobCostLine, JobCostReport } from "./job-finance.contract.ts";
import { costTypeLabel } from "./job-finance-format.ts";
import { useBudget, useJobCost } from "./job-finance-api.ts";

const money = (pick: (l: JobCostLine) => number) => (l: JobCostLine) => formatCents(pick(l));

const COLUMNS: readonly FigureColumn<JobCostLine>[] = [
  { label: "Cost Code", cell: (l) => `${l.costCode} ${l.costCodeName}` },
  { label: "Type", cell: (l) => costTypeLabel(l.costType) },
  { label: "Budget", cell: money((l) => l.budgetCents), figure: true },
  { label: "Approved Changes", cell: money((l) => l.approvedChangesCents), figure: true },
  { label: "Revised Budget", cell: money((l) => l.revisedBudgetCents), figure: true },
  { label: "Committed", cell: money((l) => l.committedCents), figure: true },
  { label: "Actual", cell: money((l) => l.actualCents), figure: true },
  { label: "Projected", cell: money((l) => l.projectedCents), figure: true },
  { label: "Variance", cell: money((l) => l.varianceCents), figure: true },
];

/**
 * A project's job costing: per cost code and type, the budget, approved changes, revised budget, committed (open
 * purchase orders), actual (payments, pending and cleared), projected and variance; a line over budget is marked.
 */
export function JobCostTab({ projectId }: { projectId: string }) {
  const report = useJobCost(projectId);
  const budget = useBudget(projectId);
  const canWrite = useCanWrite();
  const dialog = useDialogState<{ kind: "budget"; budget: Budget }>();
  const editBudget =
    canWrite && budget.data ? (
      <Button
        type="button"
        variant="outline"
        onClick={() => budget.data && dialog.open({ kind: "budget", budget: budget.data })}
      >
        <Pencil aria-hidden="true" />
        Edit Budget
      </Button>
    ) : null;
  const files = jobFinanceEndpoints.projects.jobCostFiles;
  const actions = (
    <div className="flex flex-wrap gap-2">
      <DownloadLink href={href(files.pdf, { params: { projectId } })} label="Download the job cost report as PDF">
        PDF
      </DownloadLink>
      <DownloadLink href={href(files.xlsx, { params: { projectId } })} label="Download the job cost report as Excel">
        Excel
      </DownloadLink>
      {editBudget}
    </div>
  );
  return (
    <PageSection id="job-cost-title" title="Job Costing" action={actions}>
      <Loaded query={report} what="the job costing" errorTitle="The job costing could not be loaded">
        {(r) => <JobCost report={r} />}
      </Loaded>
      {dialog.state ? <BudgetDialog projectId={projectId} budget={dialog.state.budget} onClose={dialog.close} /> : null}
    </PageSection>
  );
}

function JobCost({ report }: { report: JobCostReport }) {
  const t = report.totals;
  if (report.lines.length === 0)
    return (
      <p className="text-base text-slate-700">
        No budget or costs yet. Set the budget by cost code and type; payments and purchase orders kept under a cost
        code of this project show here as they come.
      </p>
    );
  return (
    <div className="space-y-4">
      <ul aria-label="Job costing totals" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          icon={<ClipboardList />}
          label="Revised Budget"
          value={formatCents(t.revisedBudgetCents)}
          hint={`${formatCents(t.budgetCents)} budget, ${formatCents(t.approvedChangesCents)} approved changes`}
        />
        <StatCard
          icon={<Banknote />}
          label="Actual"
          value={formatCents(t.actualCents)}
          hint="Payments, pending and cleared"
        />
        <StatCard
          icon={<Scale />}
          label="Committed"
          value={formatCents(t.committedCents)}
          hint="Purchase orders sent, not received"
        />
        <StatCard
          icon={<TrendingUp />}
          label="Projected"
          value={formatCents(t.projectedCents)}
          hint={`Variance ${formatCents(t.varianceCents)}${t.overBudget ? ": over budget" : ""}`}
          warn={t.overBudget}
        />
      </ul>
      <FiguresTable
        label="Job costing by cost code"
        columns={COLUMNS}
        rows={report.lines}
        rowKey={(l) => `${l.costCode}|${l.costType}`}
        flag={(l) => (l.overBudget ? "Over budget" : null)}
        totals={[
          "Total",
          undefined,
          formatCents(t.budgetCents),
          formatCents(t.approvedChangesCents),
          formatCents(t.revisedBudgetCents),
          formatCents(t.committedCents),
          formatCents(t.actualCents),
          formatCents(t.projectedCents),
          formatCents(t.varianceCents),
        ]}
      />
    </div>
  );
}
