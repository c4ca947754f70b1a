import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../../web/ui/button.tsx";
import { cn } from "../../../web/ui/cn.ts";
import { Label } from "../../../web/ui/input.tsx";
import { Select } from "../../../web/ui/select.tsx";
import type { ProjectOption } from "../../projects/projects-api.ts";
import { shiftView, viewAt, viewTitle, zoomView, ZOOM_LABELS, ZOOMS, type GanttView } from "../gantt-view.ts";

const UNIT: Record<GanttView["zoom"], string> = { "two-week": "two weeks", month: "month", quarter: "quarter" };

type Props = {
  view: GanttView;
  today: string;
  onView: (view: GanttView) => void;
  projectId: string;
  projects: readonly ProjectOption[] | undefined;
  onProject: (projectId: string) => void;
  updating: boolean;
};

/** Window navigation (previous, Today, next), zoom, and the project filter. */
export function GanttToolbar({ view, today, onView, projectId, projects, onProject, updating }: Props) {
  const unknownProject = projectId !== "" && projects !== undefined && !projects.some((p) => p.id === projectId);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
      <div className="flex items-center gap-1">
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={`Previous ${UNIT[view.zoom]}`}
          onClick={() => onView(shiftView(view, -1))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h2 aria-live="polite" className="min-w-36 px-2 text-center text-base font-semibold text-ink sm:min-w-48">
          {viewTitle(view)}
        </h2>
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={`Next ${UNIT[view.zoom]}`}
          onClick={() => onView(shiftView(view, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
        <Button type="button" variant="outline" className="ml-1" onClick={() => onView(viewAt(view.zoom, today))}>
          Today
        </Button>
      </div>
      <div role="group" aria-label="Zoom" className="inline-flex rounded-md border border-border bg-white p-0.5">
        {ZOOMS.map((zoom) => (
          <button
            key={zoom}
            type="button"
            aria-pressed={view.zoom === zoom}
            onClick={() => onView(zoomView(view, zoom, today))}
            className={cn(
              "h-9 rounded px-3 text-sm font-medium",
              view.zoom === zoom ? "bg-brand text-white" : "text-ink hover:bg-surface",
            )}
          >
            {ZOOM_LABELS[zoom]}
          </button>
        ))}
      </div>
      <div className="flex min-w-56 flex-1 items-center gap-2 sm:flex-none">
        <Label htmlFor="gantt-project-filter" className="shrink-0">
          Project
        </Label>
        <div className="flex-1 sm:w-56">
          <Select id="gantt-project-filter" value={projectId} onChange={(e) => onProject(e.target.value)}>
            <option value="">All projects</option>
            {(projects ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
            {unknownProject || (projectId && projects === undefined) ? (
              <option value={projectId}>{projects ? "Project not found" : "Loading…"}</option>
            ) : null}
          </Select>
        </div>
      </div>
      <p role="status" className="text-sm text-muted">
        {updating ? "Loading tasks…" : ""}
      </p>
    </div>
  );
}
