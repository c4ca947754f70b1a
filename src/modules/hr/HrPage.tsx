import { Navigate, Route, Routes } from "react-router";
import { paths } from "../../web/paths.ts";
import { HrHomePage } from "./HrHomePage.tsx";

/** The HR module under /dashboard/hr/*: one screen, its forms and details in dialogs. */
export function HrPage() {
  return (
    <Routes>
      <Route index element={<HrHomePage />} />
      <Route path="*" element={<Navigate to={paths.hr.home} replace />} />
    </Routes>
  );
}
