import { Navigate, Route, Routes } from "react-router";
import { paths } from "../../web/paths.ts";
import { ProjectDetailPage } from "./ProjectDetailPage.tsx";
import { ProjectListPage } from "./ProjectListPage.tsx";

/** The Projects module under /dashboard/projects/*: the list, and one project's page. */
export function ProjectsPage() {
  return (
    <Routes>
      <Route index element={<ProjectListPage />} />
      <Route path=":id" element={<ProjectDetailPage />} />
      <Route path="*" element={<Navigate to={paths.projects.list} replace />} />
    </Routes>
  );
}
