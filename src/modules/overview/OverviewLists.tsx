import { CalendarClock, FolderKanban, Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Overview } from "./overview.contract.ts";
import { DEADLINE_WINDOW_DAYS } from "./overview.constants.ts";
import { formatDate, localToday } from "../../web/lib/format.ts";
import { Badge } from "../../web/ui/badge.tsx";
import { ButtonLink } from "../../web/ui/button.tsx";
import { Card, CardContent, CardHeader } from "../../web/ui/card.tsx";
import { Skeleton } from "../../web/ui/skeleton.tsx";
import { StatusBadge } from "../../web/ui/status-badge.tsx";
import { paths } from "../../web/paths.ts";

/** One of the overview's lists: a titled region with a link to the module behind it. */
function ListCard({
  id,
  title,
  to,
  linkLabel,
  children,
}: {
  id: string;
  title: string;
  to: string;
  linkLabel: string;
  children: ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <h2 id={id} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        <Link to={to} className="text-sm font-medium text-brand hover:underline">
          {linkLabel}
        </Link>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function EmptyList({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border p-4 text-sm text-slate-700">
      {children}
    </div>
  );
}

export function RecentProjects({ projects, canWrite }: { projects: Overview["recentProjects"]; canWrite: boolean }) {
  return (
    <ListCard id="overview-recent-heading" title="Recent Projects" to={paths.projects.list} linkLabel="View all">
      {projects.length === 0 ? (
        <EmptyList>
          <p>No projects yet. Projects hold your jobs' dates, budget, client and tasks.</p>
          {canWrite ? (
            <ButtonLink to={paths.projects.create} size="sm">
              <Plus aria-hidden="true" />
              Create Project
            </ButtonLink>
          ) : null}
        </EmptyList>
      ) : (
        <ul className="divide-y divide-border">
          {projects.map((p) => (
            <li key={p.id} className="flex items-center gap-3 py-3">
              <FolderKanban aria-hidden="true" className="size-4 shrink-0 text-brand" />
              <div className="min-w-0 flex-1">
                <Link to={paths.projects.detail(p.id)} className="block truncate font-medium text-ink hover:underline">
                  {p.name}
                </Link>
                <p className="truncate text-sm text-muted">
                  {p.clientName ?? "No client"} · due {formatDate(p.endDate)}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <StatusBadge set="project" status={p.status} />
                <span className="text-xs tabular-nums text-muted">{p.progress}%</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </ListCard>
  );
}

function dueIn(date: string, today: string): string {
  const days = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  if (days <= 0) return "Due today";
  return days === 1 ? "Due tomorrow" : `Due in ${days} days`;
}

type Deadline = Overview["upcomingDeadlines"][number];

/** Where a deadline's name leads: the project, its tasks on the Gantt, HR's directory or the inventory. */
function deadlineHref(d: Deadline): string {
  if (d.kind === "stock") return paths.procurement.home;
  if (d.kind === "certification") return paths.hr.home;
  if (d.kind === "safetyCertification") return paths.safety.home;
  if (d.kind === "qualityCertification") return paths.quality.home;
  if (d.kind === "rfi") return paths.rfis.rfi(d.id);
  if (!d.projectId) return paths.gantt.chart;
  return d.kind === "project" ? paths.projects.detail(d.projectId) : paths.gantt.forProject(d.projectId);
}

/** The line under a deadline's name. */
function deadlineDetail(d: Deadline): string {
  if (d.kind === "stock") return d.detail ?? "Low stock";
  if (d.kind === "certification") return `${d.detail ?? "Certification"} · expires ${formatDate(d.date)}`;
  if (d.kind === "safetyCertification")
    return `Safety certification${d.detail ? ` · ${d.detail}` : ""} · expires ${formatDate(d.date)}`;
  if (d.kind === "qualityCertification")
    return `Quality certification${d.detail ? ` · ${d.detail}` : ""} · expires ${formatDate(d.date)}`;
  if (d.kind === "rfi") return `RFI${d.projectName ? ` · ${d.projectName}` : ""} · due ${formatDate(d.date)}`;
  return `${d.kind === "project" ? "Project end" : d.projectName ? `Task · ${d.projectName}` : "Task"} · ${formatDate(d.date)}`;
}

export function UpcomingDeadlines({ deadlines }: { deadlines: Overview["upcomingDeadlines"] }) {
  const today = localToday();
  return (
    <ListCard id="overview-deadlines-heading" title="Upcoming Deadlines" to={paths.gantt.chart} linkLabel="Open Gantt">
      {deadlines.length === 0 ? (
        <EmptyList>
          <p>
            Nothing is due in the next {DEADLINE_WINDOW_DAYS} days. Project and task end dates, certification expiries,
            open RFIs and low stock appear here as they come near.
          </p>
        </EmptyList>
      ) : (
        <ul className="divide-y divide-border">
          {deadlines.map((d) => (
            <li key={`${d.kind}:${d.id}`} className="flex items-center gap-3 py-3">
              <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-brand" />
              <div className="min-w-0 flex-1">
                <Link to={deadlineHref(d)} className="block truncate font-medium text-ink hover:underline">
                  {d.name}
                </Link>
                <p className="truncate text-sm text-muted">{deadlineDetail(d)}</p>
              </div>
              <Badge tone={d.kind === "stock" || d.date <= today ? "warning" : "neutral"} className="shrink-0">
                {d.kind === "stock"
                  ? "Reorder"
                  : d.kind === "rfi" && d.date < today
                    ? "Overdue"
                    : d.kind === "certification" ||
                        d.kind === "safetyCertification" ||
                        d.kind === "qualityCertification"
                      ? dueIn(d.date, today).replace("Due", "Expires")
                      : dueIn(d.date, today)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </ListCard>
  );
}

export function OverviewListsSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-6 lg:grid-cols-2">
      <Skeleton className="h-64 rounded-xl" />
      <Skeleton className="h-64 rounded-xl" />
    </div>
  );
}
