import { lazy, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { paths } from "../../web/paths.ts";
import { RecordSkeleton } from "../../web/ui/record-page.tsx";
import { DocumentDetailPage } from "./components/DocumentDetailPage.tsx";
import { DocumentListPage } from "./components/DocumentListPage.tsx";

const DocumentEditorRoute = lazy(() => import("./components/DocumentEditorRoute.tsx"));

/** The Estimates module under /dashboard/estimates/*: the list, the editor (new and edit) and one estimate's page. */
export function EstimatesPage() {
  const editor = (
    <Suspense fallback={<RecordSkeleton label="Loading the editor" />}>
      <DocumentEditorRoute kind="estimate" />
    </Suspense>
  );
  return (
    <div className="space-y-6">
      <Routes>
        <Route index element={<DocumentListPage kind="estimate" />} />
        <Route path="new" element={editor} />
        <Route path=":id" element={<DocumentDetailPage kind="estimate" />} />
        <Route path=":id/edit" element={editor} />
        <Route path="*" element={<Navigate to={paths.estimates.list} replace />} />
      </Routes>
    </div>
  );
}
