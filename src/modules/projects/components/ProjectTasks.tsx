import { CalendarRange } from "lucide-react";
import { ButtonLink } from "../../../web/ui/button.tsx";
import { paths } from "../../../web/paths.ts";
import { GANTT_MSG } from "../../gantt/gantt.constants.ts";
import { Card, CardContent, CardHeader } from "../../../web/ui/card.tsx";
import type { Project } from "../projects.contract.ts";
import { useProjectTasks } from "../../gantt/gantt-api.ts";
import { LoadError } from "../../../web/ui/load-error.tsx";
import { TaskTimeline, TaskTimelineSkeleton } from "./TaskTimeline.tsx";
import { useErrorToast } from "../../../web/lib/use-error-toast.ts";

/** The project page's Tasks section: its Gantt tasks, read-only, in their four states. */
export function ProjectTasks({ project }: { project: Project }) {
  const tasks = useProjectTasks(project.id);
  useErrorToast(tasks.error, GANTT_MSG.fetchError);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3 space-y-0">
        <h2 className="text-lg font-semibold text-ink">Tasks</h2>
        <ButtonLink to={paths.gantt.forProject(project.id)} variant="outline" size="sm">
          <CalendarRange aria-hidden="true" />
          Open in Gantt
        </ButtonLink>
      </CardHeader>
      <CardContent>
        {tasks.isPending ? (
          <TaskTimelineSkeleton />
        ) : tasks.isError ? (
          <LoadError
            level={3}
            title={GANTT_MSG.fetchError}
            message={tasks.error.message}
            onRetry={() => void tasks.refetch()}
            retrying={tasks.isFetching}
          />
        ) : (
          <TaskTimeline project={project} tasks={tasks.data} />
        )}
      </CardContent>
    </Card>
  );
}
