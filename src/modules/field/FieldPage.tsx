import { Navigate, Route, Routes } from "react-router";
import { paths } from "../../web/paths.ts";
import { FieldHomePage } from "./FieldHomePage.tsx";

/** The Field Operations module under /dashboard/field/*: one screen, its forms and details in dialogs. */
export function FieldPage() {
  return (
    <Routes>
      <Route index element={<FieldHomePage />} />
      <Route path="*" element={<Navigate to={paths.field.home} replace />} />
    </Routes>
  );
}
