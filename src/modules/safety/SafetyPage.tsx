import { Navigate, Route, Routes } from "react-router";
import { paths } from "../../web/paths.ts";
import { SafetyHomePage } from "./SafetyHomePage.tsx";

/** The Safety module under /dashboard/safety/*: one screen, its forms and details in dialogs. */
export function SafetyPage() {
  return (
    <Routes>
      <Route index element={<SafetyHomePage />} />
      <Route path="*" element={<Navigate to={paths.safety.home} replace />} />
    </Routes>
  );
}
