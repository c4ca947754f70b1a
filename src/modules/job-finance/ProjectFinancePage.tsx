import { FolderKanban } from "lucide-react";
import { Link, Navigate, Route, Routes, useParams } from "react-router";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { paths } from "../../web/paths.ts";
import { TabLinks } from "../../web/ui/tab-links.tsx";
import { RecordPage } from "../../web/ui/record-page.tsx";
import { useProject } from "../projects/projects.public.tsx";
import { ChangeOrderPage } from "./ChangeOrderPage.tsx";
import { ChangeOrdersTab } from "./ChangeOrdersTab.tsx";
import { ContractTerms } from "./components/ContractTerms.tsx";
import { JobCostTab } from "./JobCostTab.tsx";
import { PayApplicationPage } from "./PayApplicationPage.tsx";
import { PayApplicationsTab } from "./PayApplicationsTab.tsx";
import { ScheduleOfValuesTab } from "./ScheduleOfValuesTab.tsx";

/** /dashboard/job-finance/projects/:projectId/*: one project's construction finance, its four screens behind tabs. */
export function ProjectFinancePage() {
  const { projectId = "" } = useParams();
  const query = useProject(projectId);
  useDocumentTitle(query.data ? `${query.data.name} · Job Finance` : "Job Finance");
  return (
    <RecordPage
      query={query}
      what="project"
      back={{ to: paths.jobFinance.home, label: "Back to Job Finance" }}
      notFound={{
        icon: <FolderKanban />,
        title: "Project not found",
        message: "This project does not exist, or it belongs to another organization. It may have been deleted.",
      }}
      errorTitle="The project could not be loaded"
    >
      {(project) => (
        <>
          <header className="space-y-2">
            <h1 className="break-words text-2xl font-bold tracking-tight text-ink sm:text-3xl">{project.name}</h1>
            <p className="text-base text-slate-700">
              {project.client ? `For ${project.client.name}. ` : "No client yet. "}
              <Link to={paths.projects.detail(project.id)}>Project details</Link>
            </p>
          </header>
          <ContractTerms projectId={project.id} />
          <ProjectTabs projectId={project.id} />
          <Routes>
            <Route index element={<JobCostTab projectId={project.id} />} />
            <Route path="change-orders" element={<ChangeOrdersTab projectId={project.id} />} />
            <Route path="change-orders/:id" element={<ChangeOrderPage projectId={project.id} />} />
            <Route path="schedule-of-values" element={<ScheduleOfValuesTab projectId={project.id} />} />
            <Route path="pay-applications" element={<PayApplicationsTab projectId={project.id} />} />
            <Route path="pay-applications/:id" element={<PayApplicationPage projectId={project.id} />} />
            <Route path="*" element={<Navigate to={paths.jobFinance.project(project.id)} replace />} />
          </Routes>
        </>
      )}
    </RecordPage>
  );
}

function ProjectTabs({ projectId }: { projectId: string }) {
  const tabs = [
    { to: paths.jobFinance.project(projectId), label: "Job Costing", end: true },
    { to: paths.jobFinance.changeOrders(projectId), label: "Change Orders", end: false },
    { to: paths.jobFinance.scheduleOfValues(projectId), label: "Schedule of Values", end: false },
    { to: paths.jobFinance.payApplications(projectId), label: "Pay Applications", end: false },
  ];
  return <TabLinks label="Job finance" tabs={tabs} />;
}
