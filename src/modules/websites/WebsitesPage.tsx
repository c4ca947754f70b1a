import { Navigate, Route, Routes } from "react-router";
import { paths } from "../../web/paths.ts";
import { WebsiteBuilderPage } from "./WebsiteBuilderPage.tsx";

/** The Website Builder under /dashboard/websites/*: one screen, its editors in dialogs. */
export function WebsitesPage() {
  return (
    <Routes>
      <Route index element={<WebsiteBuilderPage />} />
      <Route path="*" element={<Navigate to={paths.websites.builder} replace />} />
    </Routes>
  );
}
