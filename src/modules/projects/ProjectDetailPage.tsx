import { FileText, Pencil, Trash2 } from "lucide-react";
import { useNavigate, useParams } from "react-router";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { Button } from "../../web/ui/button.tsx";
import { Card, CardContent, CardHeader } from "../../web/ui/card.tsx";
import { DetailsCard } from "../../web/ui/details-card.tsx";
import { StatusBadge } from "../../web/ui/status-badge.tsx";
import type { Project } from "./projects.contract.ts";
import { PROJECT_MSG } from "./projects.constants.ts";
import { useProject } from "./projects-api.ts";
import { formatDate } from "../../web/lib/format.ts";
import { paths } from "../../web/paths.ts";
import { formatBudget } from "./project-format.ts";
import { ProgressBar } from "../../web/ui/progress-bar.tsx";
import { useDialogState } from "../../web/lib/use-dialog-state.ts";
import { ProjectDialogs, type ProjectDialogState } from "./components/ProjectDialogs.tsx";
import { ProjectTasks } from "./components/ProjectTasks.tsx";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { RecordPage } from "../../web/ui/record-page.tsx";
import { AttachedDocuments } from "../documents/documents.public.tsx";
import { DetailItem } from "../../web/ui/detail-item.tsx";
import { ProjectFinancialsCard } from "../finance/finance.public.tsx";
import { ProjectJobFinanceLink } from "../job-finance/job-finance.public.tsx";

/** /dashboard/projects/:id: one project, its tasks on a small timeline, and the documents attached to it. */
export function ProjectDetailPage() {
  const { id = "" } = useParams();
  const query = useProject(id);
  useDocumentTitle(query.data?.name ?? "Project");
  return (
    <RecordPage
      query={query}
      what="project"
      back={{ to: paths.projects.list, label: "Back to Projects" }}
      notFound={{
        icon: <FileText />,
        title: "Project not found",
        message: "This project does not exist, or it belongs to another organization. It may have been deleted.",
      }}
      errorTitle={PROJECT_MSG.fetchError}
    >
      {(project) => <ProjectDetail project={project} />}
    </RecordPage>
  );
}

function ProjectDetail({ project }: { project: Project }) {
  const canWrite = useCanWrite();
  const navigate = useNavigate();
  const dialog = useDialogState<ProjectDialogState>();

  return (
    <>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-2">
          <h1 className="break-words text-2xl font-bold tracking-tight text-ink sm:text-3xl">{project.name}</h1>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <StatusBadge set="project" status={project.status} />
            <ProjectJobFinanceLink projectId={project.id} />
          </div>
        </div>
        {canWrite ? (
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => dialog.open({ kind: "edit", project })}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <Button type="button" variant="destructive" onClick={() => dialog.open({ kind: "delete", project })}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        ) : null}
      </header>

      <DetailsCard
        facts={
          <>
            <DetailItem term="Client">{project.client?.name ?? "No client"}</DetailItem>
            <DetailItem term="Manager">{project.manager?.fullName ?? "No manager"}</DetailItem>
            <DetailItem term="Budget">{formatBudget(project.budget)}</DetailItem>
            <DetailItem term="Start Date">{formatDate(project.startDate)}</DetailItem>
            <DetailItem term="End Date">{formatDate(project.endDate)}</DetailItem>
          </>
        }
      >
        <ProgressBar value={project.progress} className="max-w-xl" />
        <div className="space-y-1">
          <h3 className="text-sm font-medium text-muted">Description</h3>
          <p className="whitespace-pre-line break-words text-base text-slate-700">
            {project.description || "No description yet."}
          </p>
        </div>
      </DetailsCard>

      <ProjectFinancialsCard projectId={project.id} />

      <ProjectTasks project={project} />

      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold text-ink">Documents</h2>
        </CardHeader>
        <CardContent>
          <AttachedDocuments
            to={{ projectId: project.id }}
            canWrite={canWrite}
            emptyText="No documents are attached to this project yet. Upload one here, or attach one from its details in the Document Hub."
          />
        </CardContent>
      </Card>

      <ProjectDialogs
        state={dialog.state}
        onClose={dialog.close}
        onDeleted={() => void navigate(paths.projects.list, { replace: true })}
      />
    </>
  );
}
