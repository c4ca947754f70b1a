import {
  Download,
  Gauge,
  LayoutDashboard,
  ShieldCheck,
  SlidersHorizontal,
  TrendingUp,
  Users,
  Wallet,
} from "lucide-react";
import type { ReactNode } from "react";
import { formatCents, formatDate, localToday } from "../../web/lib/format.ts";
import { useDialogState } from "../../web/lib/use-dialog-state.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { useErrorToast } from "../../web/lib/use-error-toast.ts";
import { useUrlFilters } from "../../web/lib/use-url-filters.ts";
import { Button } from "../../web/ui/button.tsx";
import { cn } from "../../web/ui/cn.ts";
import { LoadError } from "../../web/ui/load-error.tsx";
import { PageHeader } from "../../web/ui/page-header.tsx";
import { PageSection } from "../../web/ui/page-section.tsx";
import { StatCard, StatCardsSkeleton } from "../../web/ui/stat-cards.tsx";
import type { AnalyticsAnswer } from "./analytics.contract.ts";
import {
  ANALYTICS_MSG,
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_SECTION_LABELS,
  ANALYTICS_SECTIONS,
  DEFAULT_REFRESH_MINUTES,
  type AnalyticsSection,
} from "./analytics.constants.ts";
import { readAnalyticsFilters } from "./analytics.filters.ts";
import { useAnalytics, useAnalyticsPreferences } from "./analytics-api.ts";
import { AnalyticsDialogs, type AnalyticsDialogState } from "./components/AnalyticsDialogs.tsx";
import {
  CostAnalysis,
  ProjectPerformance,
  QualityMetrics,
  ResourceAllocation,
  RiskAssessment,
} from "./components/AnalyticsSections.tsx";
import { percentText } from "./components/FiguresTable.tsx";

const TITLE = "Analytics Dashboard";

/** /dashboard/analytics (spec §2 Analytics Dashboard, issue 17): the four cards and five sections, from the organization's records. */
export function AnalyticsDashboardPage() {
  useDocumentTitle(TITLE);
  const today = localToday();
  const [filters, setFilters] = useUrlFilters(readAnalyticsFilters);
  const preferences = useAnalyticsPreferences();
  const refresh = preferences.data?.refreshMinutes ?? DEFAULT_REFRESH_MINUTES;
  const figures = useAnalytics(filters, today, refresh);
  const dialog = useDialogState<AnalyticsDialogState>();
  useErrorToast(figures.error, ANALYTICS_MSG.fetchError);

  const data = figures.data;
  const layout = preferences.data?.layout ?? "grid";
  const sections = preferences.data?.sections ?? ANALYTICS_SECTIONS;
  const range = data
    ? `${formatDate(data.range.from)} – ${formatDate(data.range.to)}`
    : ANALYTICS_PERIOD_LABELS[filters.period];
  const projectsNote =
    filters.projects.length > 0
      ? ` · ${filters.projects.length} project${filters.projects.length === 1 ? "" : "s"}`
      : "";

  return (
    // A drawn page runs the app at its first use (decision 0044); one left open must still refresh, so it names
    // when its first refresh is due (after-paint.js starts the app then).
    <div className="space-y-8" data-refresh-ms={refresh > 0 ? refresh * 60_000 : undefined}>
      <PageHeader
        title={TITLE}
        description={`${ANALYTICS_PERIOD_LABELS[filters.period]}: ${range}${projectsNote}`}
        actions={
          <>
            <Button type="button" variant="outline" onClick={() => dialog.open({ kind: "filter" })}>
              <SlidersHorizontal aria-hidden="true" />
              Filter
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => dialog.open({ kind: "customize" })}
              disabled={!preferences.data}
            >
              <LayoutDashboard aria-hidden="true" />
              Customize
            </Button>
            <Button
              type="button"
              onClick={() => data && dialog.open({ kind: "export", range: data.range })}
              disabled={!data}
            >
              <Download aria-hidden="true" />
              Export
            </Button>
          </>
        }
      />
      {figures.isPending ? (
        <StatCardsSkeleton label="Loading analytics" />
      ) : !data ? (
        <LoadError
          title={ANALYTICS_MSG.fetchError}
          message={figures.error?.message ?? ""}
          onRetry={() => void figures.refetch()}
          retrying={figures.isFetching}
        />
      ) : (
        <div
          className={cn("space-y-8", figures.isPlaceholderData && "opacity-60")}
          aria-busy={figures.isFetching || undefined}
        >
          <Cards data={data} />
          <div
            className={
              layout === "grid" ? "grid gap-8 xl:grid-cols-2" : layout === "compact" ? "space-y-4" : "space-y-8"
            }
          >
            {ANALYTICS_SECTIONS.filter((s) => sections.includes(s)).map((s) => (
              <div
                key={s}
                className={s === "projectPerformance" || s === "costAnalysis" ? "min-w-0 xl:col-span-2" : "min-w-0"}
              >
                <PageSection id={`section-${s}`} title={ANALYTICS_SECTION_LABELS[s]}>
                  {sectionBody(s, data)}
                </PageSection>
              </div>
            ))}
          </div>
        </div>
      )}
      <AnalyticsDialogs
        state={dialog.state}
        filters={filters}
        today={today}
        preferences={preferences.data}
        onFilters={setFilters}
        onClose={dialog.close}
      />
    </div>
  );
}

function sectionBody(section: AnalyticsSection, data: AnalyticsAnswer): ReactNode {
  switch (section) {
    case "projectPerformance":
      return <ProjectPerformance rows={data.projectPerformance} />;
    case "resourceAllocation":
      return <ResourceAllocation data={data.resourceAllocation} />;
    case "costAnalysis":
      return <CostAnalysis data={data.costAnalysis} />;
    case "qualityMetrics":
      return <QualityMetrics data={data.qualityMetrics} />;
    case "riskAssessment":
      return <RiskAssessment risks={data.risks} />;
  }
}

/** The spec's four cards, each saying what it is made of. */
function Cards({ data }: { data: AnalyticsAnswer }) {
  const c = data.cards;
  return (
    <ul aria-label="Key figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        icon={<TrendingUp />}
        label="Project Progress"
        value={percentText(c.projectProgress.percent)}
        hint={`Budget-weighted, ${c.projectProgress.projects} projects`}
      />
      <StatCard
        icon={<Wallet />}
        label="Budget Utilization"
        value={percentText(c.budgetUtilization.percent)}
        hint={`${formatCents(c.budgetUtilization.spentCents)} of ${formatCents(c.budgetUtilization.budgetCents)}`}
        warn={(c.budgetUtilization.percent ?? 0) > 100}
      />
      <StatCard
        icon={<Users />}
        label="Resource Efficiency"
        value={percentText(c.resourceEfficiency.percent)}
        hint={`Crew ${c.resourceEfficiency.crewAssigned} of ${c.resourceEfficiency.crewRequired} required`}
      />
      <StatCard
        icon={c.qualityScore.percent === null ? <Gauge /> : <ShieldCheck />}
        label="Quality Score"
        value={percentText(c.qualityScore.percent)}
        hint={`${c.qualityScore.passed} of ${c.qualityScore.inspections} inspections passed`}
      />
    </ul>
  );
}
