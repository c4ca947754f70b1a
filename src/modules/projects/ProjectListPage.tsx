import { Plus } from "lucide-react";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { Button } from "../../web/ui/button.tsx";
import { PROJECT_MSG } from "./projects.contract.ts";
import { useProjectList } from "./projects-api.ts";
import { NoMatches, NoProjects, ProjectGridSkeleton } from "./components/ListStates.tsx";
import { LoadError } from "../../web/ui/load-error.tsx";
import { ProjectCard } from "./components/ProjectCard.tsx";
import { ProjectDialogs, useProjectDialog } from "./components/ProjectDialogs.tsx";
import { ProjectFilterBar } from "./components/ProjectFilterBar.tsx";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { useErrorToast } from "../../web/lib/use-error-toast.ts";
import { useProjectFilters } from "./components/use-project-filters.ts";
import { LoadMore } from "../../web/ui/load-more.tsx";

/** /dashboard/projects: search, status filter, the project grid a server page at a time, and the dialogs. */
export function ProjectListPage() {
  useDocumentTitle("Projects");
  const canWrite = useCanWrite();
  const [filters, setFilters] = useProjectFilters();
  const list = useProjectList(filters);
  useErrorToast(list.error, PROJECT_MSG.fetchError);
  const dialog = useProjectDialog();

  const projects = list.data?.pages.flatMap((p) => p.projects) ?? [];
  const filtered = filters.q !== "" || filters.status !== "";
  const openCreate = () => dialog.open({ kind: "create" });

  // `?new=1` (the overview's "Create Project") opens the create form once, then leaves the address.
  const [params, setParams] = useSearchParams();
  const wantsNew = params.get("new") === "1";
  const { open: openDialog } = dialog;
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
    if (canWrite) openDialog({ kind: "create" });
  }, [wantsNew, canWrite, openDialog, setParams]);

  let body;
  if (list.isPending) body = <ProjectGridSkeleton />;
  else if (list.isError && projects.length === 0)
    body = <LoadError title={PROJECT_MSG.fetchError} message={list.error.message} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  else if (projects.length === 0) body = filtered ? <NoMatches onClear={() => setFilters({ q: "", status: "" })} /> : <NoProjects canWrite={canWrite} onCreate={openCreate} />;
  else
    body = (
      <>
        <ul aria-label="Projects" aria-busy={list.isPlaceholderData} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
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
        <LoadMore list={list} />
      </>
    );

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Projects</h1>
          <p className="text-base text-slate-700">Every job your organization runs: dates, budget, client, manager and progress.</p>
        </div>
        {canWrite ? (
          <Button type="button" onClick={openCreate} className="self-start sm:self-auto">
            <Plus aria-hidden="true" />
            Create Project
          </Button>
        ) : null}
      </header>
      <ProjectFilterBar filters={filters} onChange={setFilters} />
      {body}
      <ProjectDialogs state={dialog.state} onClose={dialog.close} />
    </div>
  );
}
