import { Link } from "react-router";
import { formatCents, formatDate } from "../../../web/lib/format.ts";
import { Badge } from "../../../web/ui/badge.tsx";
import { Card, CardContent } from "../../../web/ui/card.tsx";
import { paths, recordPath } from "../../../web/paths.ts";
import type { AnalyticsAnswer, RiskItem } from "../analytics.contract.ts";
import { chartColor, type ChartSpec } from "./chart-spec.ts";
import { FigureChart } from "./FigureChart.tsx";
import { FiguresTable, signed } from "./FiguresTable.tsx";

const money = (cents: number) => formatCents(cents);
const count = (n: number) => n.toLocaleString("en-US");
const pct = (n: number) => `${n}%`;
const CHART_ROWS = 12;

/** Project Performance: each project's progress against where its dates say it should be, and its budget against its spending. */
export function ProjectPerformance({ rows }: { rows: AnalyticsAnswer["projectPerformance"] }) {
  if (rows.length === 0) return <Empty text="No projects in view." />;
  const shown = rows.slice(0, CHART_ROWS);
  const spec: ChartSpec = {
    type: "bar",
    horizontal: true,
    labels: shown.map((r) => r.name),
    datasets: [
      { label: "Progress", data: shown.map((r) => r.progress), color: chartColor(0) },
      { label: "Expected by today", data: shown.map((r) => r.expectedProgress), color: "#94a3b8" },
    ],
    format: pct,
    max: 100,
  };
  const behind = rows.filter((r) => r.scheduleVariance < 0).length;
  return (
    <FigureChart
      id="project-performance"
      summary={`${count(rows.length)} projects; ${count(behind)} behind schedule.`}
      spec={spec}
      height={Math.max(200, shown.length * 36)}
    >
      <FiguresTable
        caption="Project performance"
        columns={[
          "Project",
          "Status",
          "Progress",
          "Expected",
          "Schedule",
          "Budget",
          "Spent",
          "Budget left",
          "Late tasks",
        ]}
        rows={rows.map((r) => [
          <Link key="p" className="text-brand underline-offset-4 hover:underline" to={paths.projects.detail(r.id)}>
            {r.name}
          </Link>,
          r.status,
          pct(r.progress),
          pct(r.expectedProgress),
          signed(r.scheduleVariance, " pts"),
          r.budgetCents === null ? "—" : money(r.budgetCents),
          money(r.spentCents),
          r.budgetVarianceCents === null ? "—" : money(r.budgetVarianceCents),
          count(r.lateTasks),
        ])}
      />
    </FigureChart>
  );
}

/** Resource Allocation: crew on the active sites, and the people by department. */
export function ResourceAllocation({ data }: { data: AnalyticsAnswer["resourceAllocation"] }) {
  const sites = data.sites.slice(0, CHART_ROWS);
  const spec: ChartSpec = {
    type: "bar",
    labels: sites.map((s) => s.name),
    datasets: [
      { label: "Crew required", data: sites.map((s) => s.crewRequired), color: "#94a3b8" },
      { label: "Crew assigned", data: sites.map((s) => s.crewAssigned), color: chartColor(1) },
    ],
    format: count,
  };
  return (
    <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
      {data.sites.length === 0 ? (
        <Empty text="No sites active today." />
      ) : (
        <FigureChart id="resource-sites" summary={`Crew on ${count(data.sites.length)} active sites.`} spec={spec}>
          <FiguresTable
            caption="Crew by site"
            columns={["Site", "Required", "Assigned"]}
            rows={data.sites.map((s) => [s.name, count(s.crewRequired), count(s.crewAssigned)])}
          />
        </FigureChart>
      )}
      {data.people.length === 0 ? (
        <Empty text="No employees yet." />
      ) : (
        <FiguresTable
          caption="People by department"
          columns={["Department", "Employees"]}
          rows={data.people.map((p) => [p.department, count(p.employees)])}
        />
      )}
    </div>
  );
}

/** Cost Analysis: spending over the range, by category and by project. */
export function CostAnalysis({ data }: { data: AnalyticsAnswer["costAnalysis"] }) {
  if (data.totalCents === 0 && data.byProject.length === 0) return <Empty text="No spending in this period." />;
  const over: ChartSpec = {
    type: "line",
    labels: data.overTime.map((b) => formatDate(b.start)),
    datasets: [{ label: "Spent", data: data.overTime.map((b) => b.cents), color: chartColor(0) }],
    format: money,
  };
  const byCategory: ChartSpec = {
    type: "doughnut",
    labels: data.byCategory.map((c) => c.category),
    datasets: [{ label: "Spent", data: data.byCategory.map((c) => c.cents), color: chartColor(0) }],
    colors: data.byCategory.map((_, i) => chartColor(i)),
    format: money,
  };
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-700">
        Spent in the period: <strong className="tabular text-ink">{money(data.totalCents)}</strong>
      </p>
      <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <FigureChart id="cost-over-time" summary={`Spending by ${data.bucket}.`} spec={over}>
          <FiguresTable
            caption="Spending over time"
            columns={[data.bucket === "day" ? "Day" : data.bucket === "week" ? "Week of" : "Month of", "Spent"]}
            rows={data.overTime.map((b) => [formatDate(b.start), money(b.cents)])}
          />
        </FigureChart>
        <FigureChart id="cost-by-category" summary="Spending by category." spec={byCategory}>
          <FiguresTable
            caption="Spending by category"
            columns={["Category", "Spent"]}
            rows={data.byCategory.map((c) => [c.category, money(c.cents)])}
          />
        </FigureChart>
      </div>
      <FiguresTable
        caption="Spending by project"
        columns={["Project", "Spent"]}
        rows={data.byProject.map((p) => [
          p.id ? (
            <Link key="p" className="text-brand underline-offset-4 hover:underline" to={paths.projects.detail(p.id)}>
              {p.name}
            </Link>
          ) : (
            p.name
          ),
          money(p.cents),
        ])}
      />
    </div>
  );
}

/** Quality Metrics: the inspections by result, and the items most often failed. */
export function QualityMetrics({ data }: { data: AnalyticsAnswer["qualityMetrics"] }) {
  if (data.inspections === 0) return <Empty text="No inspections in this period." />;
  const results = [
    ["Passed", data.passed],
    ["Failed", data.failed],
    ["Pending", data.pending],
    ["Needs Review", data.needsReview],
  ] as const;
  const spec: ChartSpec = {
    type: "doughnut",
    labels: results.map(([label]) => label),
    datasets: [{ label: "Inspections", data: results.map(([, n]) => n), color: chartColor(0) }],
    colors: ["#16a34a", "#dc2626", "#d97706", "#7c3aed"],
    format: count,
  };
  return (
    <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
      <FigureChart
        id="quality-results"
        summary={`${count(data.inspections)} inspections; ${count(data.openDefects)} open defects.`}
        spec={spec}
      >
        <FiguresTable
          caption="Inspections by result"
          columns={["Result", "Inspections"]}
          rows={results.map(([label, n]) => [label, count(n)])}
        />
      </FigureChart>
      {data.commonDefects.length === 0 ? (
        <Empty text="No defects recorded." />
      ) : (
        <FiguresTable
          caption="Common defects"
          columns={["Common defect", "Times"]}
          rows={data.commonDefects.map((d) => [d.name, count(d.count)])}
        />
      )}
    </div>
  );
}

const RISK_LABELS: Record<RiskItem["kind"], string> = {
  late_task: "Late tasks",
  over_budget: "Over budget",
  serious_incident: "Serious incident",
  expiring_certification: "Certification",
  low_stock: "Low stock",
};

/** Risk Assessment: what needs attention, the most serious first, each linking to its record. */
export function RiskAssessment({ risks }: { risks: AnalyticsAnswer["risks"] }) {
  if (risks.length === 0) return <Empty text="No risks found: nothing late, over budget, unsafe, expiring or short." />;
  return (
    <ul className="divide-y divide-border" aria-label="Risks">
      {risks.map((risk) => (
        <li
          key={`${risk.kind}-${risk.id}-${risk.title}`}
          className="flex flex-wrap items-start justify-between gap-2 py-3"
        >
          <div className="min-w-0">
            <Link
              className="font-medium text-brand underline-offset-4 hover:underline"
              to={recordPath(risk.module, risk.id)}
            >
              {risk.title}
            </Link>
            <p className="text-sm text-slate-700">{risk.detail}</p>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            {risk.date ? <span className="text-xs text-muted">{formatDate(risk.date)}</span> : null}
            <Badge tone={risk.level === "high" ? "danger" : "warning"}>{RISK_LABELS[risk.kind]}</Badge>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Card>
      <CardContent className="pt-6 text-sm text-muted">{text}</CardContent>
    </Card>
  );
}
