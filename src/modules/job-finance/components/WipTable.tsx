import { Link } from "react-router";
import { formatCents } from "../../../web/lib/format.ts";
import { paths } from "../../../web/paths.ts";
import type { WipReport } from "../job-finance.contract.ts";
import { formatBps } from "../job-finance-format.ts";
import { FiguresTable, type FigureColumn } from "./FiguresTable.tsx";

type Row = WipReport["rows"][number];

const money = (pick: (r: Row) => number) => (r: Row) => formatCents(pick(r));

const COLUMNS: readonly FigureColumn<Row>[] = [
  { label: "Project", cell: (r) => <Link to={paths.jobFinance.project(r.projectId)}>{r.projectName}</Link> },
  { label: "Contract", cell: money((r) => r.contractCents), figure: true },
  { label: "Estimated Cost", cell: money((r) => r.estimatedCostCents), figure: true },
  { label: "Cost to Date", cell: money((r) => r.costToDateCents), figure: true },
  { label: "% Complete", cell: (r) => formatBps(r.percentCompleteBps), figure: true },
  { label: "Earned Revenue", cell: money((r) => r.earnedRevenueCents), figure: true },
  { label: "Billed to Date", cell: money((r) => r.billedToDateCents), figure: true },
  { label: "Over-billed", cell: money((r) => r.overBilledCents), figure: true },
  { label: "Under-billed", cell: money((r) => r.underBilledCents), figure: true },
];

/** The work-in-progress report, a row per project, with its totals. */
export function WipTable({ report }: { report: WipReport }) {
  const t = report.totals;
  return (
    <FiguresTable
      label="Work in progress"
      columns={COLUMNS}
      rows={report.rows}
      rowKey={(r) => r.projectId}
      totals={[
        "Total",
        formatCents(t.contractCents),
        formatCents(t.estimatedCostCents),
        formatCents(t.costToDateCents),
        undefined,
        formatCents(t.earnedRevenueCents),
        formatCents(t.billedToDateCents),
        formatCents(t.overBilledCents),
        formatCents(t.underBilledCents),
      ]}
    />
  );
}
