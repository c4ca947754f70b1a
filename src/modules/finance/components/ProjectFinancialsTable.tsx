import { useId } from "react";
import { Link } from "react-router";
import { paths } from "../../../web/paths.ts";
import { Badge } from "../../../web/ui/badge.tsx";
import { Card } from "../../../web/ui/card.tsx";
import { ProgressBar } from "../../../web/ui/progress-bar.tsx";
import { RecordTable } from "../../../web/ui/record-table.tsx";
import type { ProjectFinancials } from "../finance.contract.ts";
import { BUDGET_WARNING_PERCENT } from "../finance.constants.ts";
import { formatCents } from "../../../web/lib/format.ts";

/** The budget flag in words (never colour alone). */
export function BudgetFlag({ flag }: { flag: ProjectFinancials["flag"] }) {
  if (flag === "over") return <Badge tone="danger">Over budget</Badge>;
  if (flag === "warning") return <Badge tone="warning">{`${BUDGET_WARNING_PERCENT} % of budget used`}</Badge>;
  return null;
}

const money = (cents: number | null) => (cents === null ? "No budget" : formatCents(cents));

/** The share used, as a bar with its value, or what stands in for it without a budget. */
export function UsedCell({ p }: { p: ProjectFinancials }) {
  return (
    <div className="min-w-36 space-y-1">
      {p.percentUsed === null ? (
        <p className="text-sm text-muted">{p.budgetCents === null ? "Set a budget to track it" : "—"}</p>
      ) : (
        <ProgressBar value={p.percentUsed} label="Budget used" />
      )}
      <BudgetFlag flag={p.flag} />
    </div>
  );
}

/** Project financials (spec): budget, spent, received, remaining and share used for every project. */
export function ProjectFinancialsTable({ projects }: { projects: ProjectFinancials[] }) {
  return (
    <RecordTable
      label="Project financials"
      columns={["Project", "Budget", "Spent", "Received", "Remaining", "Used"]}
      rows={projects.map((p) => ({ ...p, id: p.project.id }))}
      cells={(p) => (
        <>
          <td className="max-w-64 break-words px-4 py-3 font-medium text-ink">{p.project.name}</td>
          <td className="tabular whitespace-nowrap px-4 py-3 text-slate-700">{money(p.budgetCents)}</td>
          <td className="tabular whitespace-nowrap px-4 py-3 text-slate-700">{formatCents(p.spentCents)}</td>
          <td className="tabular whitespace-nowrap px-4 py-3 text-slate-700">{formatCents(p.receivedCents)}</td>
          <td
            className={`tabular whitespace-nowrap px-4 py-3 ${p.remainingCents !== null && p.remainingCents < 0 ? "font-medium text-destructive" : "text-slate-700"}`}
          >
            {p.remainingCents === null ? "—" : formatCents(p.remainingCents)}
          </td>
          <td className="px-4 py-3">
            <UsedCell p={p} />
          </td>
          <td className="whitespace-nowrap px-4 py-3 text-right">
            <Link
              to={paths.projects.detail(p.project.id)}
              className="text-sm font-medium text-brand underline-offset-4 hover:underline"
            >
              View<span className="sr-only"> {p.project.name}</span>
            </Link>
          </td>
        </>
      )}
      card={(p) => <ProjectFinancialsCard p={p} />}
    />
  );
}

function ProjectFinancialsCard({ p }: { p: ProjectFinancials }) {
  const headingId = useId();
  return (
    <Card>
      <article aria-labelledby={headingId} className="space-y-3 p-4">
        <h3 id={headingId} className="break-words font-semibold text-ink">
          <Link to={paths.projects.detail(p.project.id)} className="hover:underline">
            {p.project.name}
          </Link>
        </h3>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <dt className="text-muted">Budget</dt>
          <dd className="tabular text-right">{money(p.budgetCents)}</dd>
          <dt className="text-muted">Spent</dt>
          <dd className="tabular text-right">{formatCents(p.spentCents)}</dd>
          <dt className="text-muted">Received</dt>
          <dd className="tabular text-right">{formatCents(p.receivedCents)}</dd>
          <dt className="text-muted">Remaining</dt>
          <dd className="tabular text-right">{p.remainingCents === null ? "—" : formatCents(p.remainingCents)}</dd>
        </dl>
        <UsedCell p={p} />
      </article>
    </Card>
  );
}
