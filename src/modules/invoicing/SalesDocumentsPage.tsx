import { lazy, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { paths } from "../../web/paths.ts";
import { RecordSkeleton } from "../../web/ui/record-page.tsx";
import type { DocumentKind } from "./invoicing.constants.ts";
import { DocumentDetailPage } from "./components/DocumentDetailPage.tsx";
import { DocumentListPage } from "./components/DocumentListPage.tsx";

const DocumentEditorRoute = lazy(() => import("./components/DocumentEditorRoute.tsx"));

/**
 * The Estimates and Invoices screens under /dashboard/estimates/* and /dashboard/invoices/*: the list, the editor
 * (new and edit) and one document's page. One page module for both registry entries, so that the code they share
 * stays in this page's chunk instead of the chunk every dashboard page loads (vite.config.ts).
 */
function SalesDocumentRoutes({ kind }: { kind: DocumentKind }) {
  const editor = (
    <Suspense fallback={<RecordSkeleton label="Loading the editor" />}>
      <DocumentEditorRoute kind={kind} />
    </Suspense>
  );
  return (
    <div className="space-y-6">
      <Routes>
        <Route index element={<DocumentListPage kind={kind} />} />
        <Route path="new" element={editor} />
        <Route path=":id" element={<DocumentDetailPage kind={kind} />} />
        <Route path=":id/edit" element={editor} />
        <Route path="*" element={<Navigate to={paths[`${kind}s`].list} replace />} />
      </Routes>
    </div>
  );
}

export const EstimatesPage = () => <SalesDocumentRoutes kind="estimate" />;
export const InvoicesPage = () => <SalesDocumentRoutes kind="invoice" />;
