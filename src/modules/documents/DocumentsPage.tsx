import { Navigate, Route, Routes } from "react-router";
import { DOCUMENTS_PATH } from "./document-format.ts";
import { DocumentListPage } from "./DocumentListPage.tsx";

/** The Document Hub under /dashboard/documents/*: one screen (its dialogs open over it). */
export function DocumentsPage() {
  return (
    <Routes>
      <Route index element={<DocumentListPage />} />
      <Route path="*" element={<Navigate to={DOCUMENTS_PATH} replace />} />
    </Routes>
  );
}
