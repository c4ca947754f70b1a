import { CheckSquare, DollarSign, FolderKanban, Users } from "lucide-react";
import type { ComponentType } from "react";
import { Link } from "react-router";
import type { Overview } from "./overview.contract.ts";
import { formatMoney } from "../../web/lib/format.ts";
import { Card } from "../../web/ui/card.tsx";
import { Skeleton } from "../../web/ui/skeleton.tsx";
import { paths } from "../../web/paths.ts";

type Stat = {
  label: string;
  value: string;
  note: string;
  href: string;
  Icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
};

function stats(data: Overview): Stat[] {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    {
      label: "Active Projects",
      value: String(data.activeProjects),
      note:
        data.totalProjects === 0
          ? "No projects yet"
          : `In progress, of ${plural(data.totalProjects, "project", "projects")}`,
      href: paths.projects.filtered({ status: "In Progress" }),
      Icon: FolderKanban,
    },
    {
      label: "Total Revenue",
      value: formatMoney(data.totalRevenue),
      note: data.totalRevenue === 0 ? "No revenue recorded yet" : "Recorded in Finance",
      href: paths.finance.home,
      Icon: DollarSign,
    },
    {
      label: "Team Members",
      value: String(data.teamMembers),
      note: data.teamMembers === 1 ? "Just you so far" : "In your organization",
      href: paths.profile.team,
      Icon: Users,
    },
    {
      label: "Pending Tasks",
      value: String(data.pendingTasks),
      note: data.pendingTasks === 0 ? "Nothing open" : "Under 100% progress",
      href: paths.gantt.chart,
      Icon: CheckSquare,
    },
  ];
}

export function OverviewStats({ data }: { data: Overview }) {
  return (
    <ul aria-label="Key figures" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {stats(data).map(({ label, value, note, href, Icon }) => (
        <li key={label}>
          <Card className="h-full">
            <Link to={href} className="flex h-full flex-col gap-2 rounded-xl p-4 hover:bg-surface sm:p-5">
              <span className="flex items-center justify-between gap-2 text-sm font-medium text-muted">
                {label}
                <Icon aria-hidden={true} className="size-4 shrink-0 text-brand" />
              </span>
              <span className="text-2xl font-bold tabular-nums text-ink sm:text-3xl">{value}</span>
              <span className="text-xs text-muted sm:text-sm">{note}</span>
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function OverviewStatsSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading figures" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-28 rounded-xl" />
      ))}
    </div>
  );
}
