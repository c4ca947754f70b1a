import { Navigate, Route, Routes } from "react-router";
import { paths } from "../../web/paths.ts";
import { QualityHomePage } from "./QualityHomePage.tsx";

/** The Quality Control module under /dashboard/quality/*: one screen, its forms and details in dialogs. */
export function QualityPage() {
  return (
    <Routes>
      <Route index element={<QualityHomePage />} />
      <Route path="*" element={<Navigate to={paths.quality.home} replace />} />
    </Routes>
  );
}
