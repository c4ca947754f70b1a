import { FolderKanban, Plus } from "lucide-react";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { useDialogState } from "../../web/lib/use-dialog-state.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { EmptyList, ListSkeleton, ListView, NoMatches } from "../../web/ui/list-states.tsx";
import { PageHeader } from "../../web/ui/page-header.tsx";
import { PROJECT_MSG } from "./projects.constants.ts";
import { useProjectList } from "./projects-api.ts";
import { ProjectCard } from "./components/ProjectCard.tsx";
import { ProjectDialogs, type ProjectDialogState } from "./components/ProjectDialogs.tsx";
import { ProjectFilterBar } from "./components/ProjectFilterBar.tsx";
import { useProjectFilters } from "./components/use-project-filters.ts";

/** /dashboard/projects: search, status filter, the project grid a server page at a time, and the dialogs. */
export function ProjectListPage() {
  useDocumentTitle("Projects");
  const canWrite = useCanWrite();
  const [filters, setFilters] = useProjectFilters();
  const list = useProjectList(filters);
  const dialog = useDialogState<ProjectDialogState>();

  const projects = list.data?.pages.flatMap((p) => p.projects) ?? [];
  const filtered = filters.q !== "" || filters.status !== "";
  const create = canWrite
    ? { label: "Create Project", icon: <Plus aria-hidden="true" />, onClick: () => dialog.open({ kind: "create" }) }
    : null;
  useOpenCreateFromAddress(canWrite, dialog.open);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Projects"
        description="Every job your organization runs: dates, budget, client, manager and progress."
        action={create}
      />
      <ProjectFilterBar filters={filters} onChange={setFilters} />
      <ListView
        query={list}
        count={projects.length}
        errorTitle={PROJECT_MSG.fetchError}
        skeleton={<ListSkeleton label="Loading projects" variant="cards" />}
        empty={
          filtered ? (
            <NoMatches title="No projects match" onClear={() => setFilters({ q: "", status: "" })}>
              No project matches this search and status. Try another name or status.
            </NoMatches>
          ) : (
            <EmptyList
              icon={<FolderKanban />}
              title="No projects yet"
              action={create}
              readOnlyText="When your team creates projects, they appear here."
            >
              Projects hold your jobs' dates, budget, client, manager and progress. Create the first one to get started.
            </EmptyList>
          )
        }
      >
        <ul
          aria-label="Projects"
          aria-busy={list.isPlaceholderData}
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        >
          {projects.map((p) => (
            <li key={p.id}>
              <ProjectCard
                project={p}
                canWrite={canWrite}
                onEdit={(project) => dialog.open({ kind: "edit", project })}
                onDelete={(project) => dialog.open({ kind: "delete", project })}
              />
            </li>
          ))}
        </ul>
      </ListView>
      <ProjectDialogs state={dialog.state} onClose={dialog.close} />
    </div>
  );
}

/** `?new=1` (the overview's "Create Project") opens the create form once, then leaves the address. */
function useOpenCreateFromAddress(canWrite: boolean, open: (state: ProjectDialogState) => void) {
  const [params, setParams] = useSearchParams();
  const wantsNew = params.get("new") === "1";
  useEffect(() => {
    if (!wantsNew) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete("new");
        return next;
      },
      { replace: true },
    );
    if (canWrite) open({ kind: "create" });
  }, [wantsNew, canWrite, open, setParams]);
}
