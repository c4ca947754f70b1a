import { FolderKanban, Plus, SearchX } from "lucide-react";
import { Button } from "../../../web/ui/button.tsx";
import { Card } from "../../../web/ui/card.tsx";
import { ListMessage } from "../../../web/ui/list-message.tsx";
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

