import { FolderKanban, Plus, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../web/ui/button.tsx";
import { Card } from "../../../web/ui/card.tsx";
import { Skeleton } from "../../../web/ui/skeleton.tsx";

/** Placeholder cards in the shape of the grid while the first page loads. */
export function ProjectGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading projects" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} className="space-y-4 p-5">
          <div className="flex justify-between gap-3">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-5 w-16 rounded-full" />
          </div>
          <div className="space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-2/5" />
          </div>
          <Skeleton className="h-2 w-full rounded-full" />
          <div className="flex gap-2">
            <Skeleton className="h-9 w-20" />
            <Skeleton className="h-9 w-20" />
          </div>
        </Card>
      ))}
    </div>
  );
}

/** A message in place of the grid: what this is and the one thing to do next. */
export function ListMessage({
  icon,
  title,
  children,
  action,
  level = 2,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
  /** 1 when the message is all the page has (e.g. "Project not found"). */
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
      <span aria-hidden="true" className="inline-flex size-12 items-center justify-center rounded-full bg-blue-50 text-brand [&_svg]:size-6">
        {icon}
      </span>
      <div className="max-w-md space-y-1">
        <Heading className="text-lg font-semibold text-ink">{title}</Heading>
        <div className="text-base text-slate-700">{children}</div>
      </div>
      {action}
    </Card>
  );
}

export function NoProjects({ canWrite, onCreate }: { canWrite: boolean; onCreate: () => void }) {
  return (
    <ListMessage
      icon={<FolderKanban />}
      title="No projects yet"
      action={
        canWrite ? (
          <Button type="button" onClick={onCreate}>
            <Plus aria-hidden="true" />
            Create Project
          </Button>
        ) : null
      }
    >
      {canWrite
        ? "Projects hold your jobs' dates, budget, client, manager and progress. Create the first one to get started."
        : "When your team creates projects, they appear here."}
    </ListMessage>
  );
}

export function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <ListMessage
      icon={<SearchX />}
      title="No projects match"
      action={
        <Button type="button" variant="outline" onClick={onClear}>
          Clear filters
        </Button>
      }
    >
      No project matches this search and status. Try another name or status.
    </ListMessage>
  );
}

