import { Navigate, Route, Routes } from "react-router";
import { paths } from "../../web/paths.ts";
import { DocumentListPage } from "./DocumentListPage.tsx";

/** The Document Hub under /dashboard/documents/*: one screen (its dialogs open over it). */
export function DocumentsPage() {
  return (
    <Routes>
      <Route index element={<DocumentListPage />} />
      <Route path="*" element={<Navigate to={paths.documents.list} replace />} />
    </Routes>
  );
}
