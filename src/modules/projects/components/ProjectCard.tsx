import { Building2, CalendarDays, Eye, UserRound, Wallet } from "lucide-react";
import { useId, type ReactNode } from "react";
import { ButtonLink } from "../../../web/ui/button.tsx";
import { Card } from "../../../web/ui/card.tsx";
import { EditDeleteButtons } from "../../../web/ui/record-table.tsx";
import { StatusBadge } from "../../../web/ui/status-badge.tsx";
import type { Project } from "../projects.contract.ts";
import { formatDateRange } from "../../../web/lib/format.ts";
import { paths } from "../../../web/paths.ts";
import { formatBudget } from "../project-format.ts";
import { ProgressBar } from "../../../web/ui/progress-bar.tsx";

/** One project in the grid: what it is, for whom, when, how far along, and what one can do with it. */
export function ProjectCard({
  project,
  canWrite,
  onEdit,
  onDelete,
}: {
  project: Project;
  canWrite: boolean;
  onEdit: (project: Project) => void;
  onDelete: (project: Project) => void;
}) {
  const headingId = useId();
  return (
    <Card className="flex h-full flex-col">
      <article aria-labelledby={headingId} className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 id={headingId} className="min-w-0 break-words text-lg font-semibold leading-tight text-ink">
            {project.name}
          </h2>
          <StatusBadge set="project" status={project.status} />
        </div>
        <dl className="space-y-2 text-sm">
          <Detail icon={<Building2 />} term="Client" value={project.client?.name ?? "No client"} />
          <Detail icon={<CalendarDays />} term="Dates" value={formatDateRange(project.startDate, project.endDate)} />
          <Detail icon={<Wallet />} term="Budget" value={formatBudget(project.budget)} />
          <Detail icon={<UserRound />} term="Manager" value={project.manager?.fullName ?? "No manager"} />
        </dl>
        <ProgressBar value={project.progress} className="mt-auto" />
        <div className="flex flex-wrap gap-2 border-t border-border pt-4">
          <ButtonLink to={paths.projects.detail(project.id)} variant="outline" size="sm">
            <Eye aria-hidden="true" />
            View<span className="sr-only"> {project.name}</span>
          </ButtonLink>
          {canWrite ? (
            <EditDeleteButtons name={project.name} onEdit={() => onEdit(project)} onDelete={() => onDelete(project)} />
          ) : null}
        </div>
      </article>
    </Card>
  );
}

function Detail({ icon, term, value }: { icon: ReactNode; term: string; value: string }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="mt-0.5 text-muted [&_svg]:size-4">
        <span aria-hidden="true">{icon}</span>
        <span className="sr-only">{term}</span>
      </dt>
      <dd className="min-w-0 break-words text-slate-700">{value}</dd>
    </div>
  );
}
