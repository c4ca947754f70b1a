import { Navigate, Route, Routes } from "react-router";
import { PROJECTS_PATH } from "./project-format.ts";
import { ProjectDetailPage } from "./ProjectDetailPage.tsx";
import { ProjectListPage } from "./ProjectListPage.tsx";

/** The Projects module under /dashboard/projects/*: the list, and one project's page. */
export function ProjectsPage() {
  return (
    <Routes>
      <Route index element={<ProjectListPage />} />
      <Route path=":id" element={<ProjectDetailPage />} />
      <Route path="*" element={<Navigate to={PROJECTS_PATH} replace />} />
    </Routes>
  );
}
