import { lazy, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { paths } from "../../web/paths.ts";
import { RecordSkeleton } from "../../web/ui/record-page.tsx";
import { DocumentDetailPage } from "./components/DocumentDetailPage.tsx";
import { DocumentListPage } from "./components/DocumentListPage.tsx";

const DocumentEditorRoute = lazy(() => import("./components/DocumentEditorRoute.tsx"));

/** The Invoices module under /dashboard/invoices/*: the list, the editor (new and edit) and one invoice's page. */
export function InvoicesPage() {
  const editor = (
    <Suspense fallback={<RecordSkeleton label="Loading the editor" />}>
      <DocumentEditorRoute kind="invoice" />
    </Suspense>
  );
  return (
    <div className="space-y-6">
      <Routes>
        <Route index element={<DocumentListPage kind="invoice" />} />
        <Route path="new" element={editor} />
        <Route path=":id" element={<DocumentDetailPage kind="invoice" />} />
        <Route path=":id/edit" element={editor} />
        <Route path="*" element={<Navigate to={paths.invoices.list} replace />} />
      </Routes>
    </div>
  );
}
