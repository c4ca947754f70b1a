import { FileUp } from "lucide-react";
import { useCallback, useState } from "react";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { Button } from "../../web/ui/button.tsx";
import { LoadError } from "../../web/ui/load-error.tsx";
import { useErrorToast } from "../../web/lib/use-error-toast.ts";
import { DOCUMENT_MSG, type DocumentRow } from "./documents.contract.ts";
import { useDocumentList, useDocumentSummary } from "./documents-api.ts";
import { DeleteDocumentDialog } from "./components/DeleteDocumentDialog.tsx";
import { DocumentDetailsDialog } from "./components/DocumentDetailsDialog.tsx";
import { DocumentFilterBar } from "./components/DocumentFilterBar.tsx";
import { DocumentStats } from "./components/DocumentStats.tsx";
import { DocumentTable, type DocumentActions } from "./components/DocumentTable.tsx";
import { DocumentListSkeleton, NoDocuments, NoMatches } from "./components/ListStates.tsx";
import { PreviewDialog } from "./components/PreviewDialog.tsx";
import { UploadDialog } from "./components/UploadDialog.tsx";
import { useDocumentFilters } from "./components/use-document-filters.ts";
import { LoadMore } from "../../web/ui/load-more.tsx";

/** Which dialog is open, if any (one at a time). */
type DialogState =
  | { kind: "upload" }
  | { kind: "preview"; doc: DocumentRow }
  | { kind: "details"; doc: DocumentRow }
  | { kind: "delete"; doc: DocumentRow }
  | null;

/** /dashboard/documents: the Document Hub (spec §2): stat cards, search and tag chips, the table and its dialogs. */
export function DocumentListPage() {
  useDocumentTitle("Document Hub");
  const canWrite = useCanWrite();
  const [filters, setFilters] = useDocumentFilters();
  const list = useDocumentList(filters);
  const summary = useDocumentSummary();
  useErrorToast(list.error, DOCUMENT_MSG.fetchError);
  const [dialog, setDialog] = useState<DialogState>(null);
  const close = useCallback(() => setDialog(null), []);

  const documents = list.data?.pages.flatMap((p) => p.documents) ?? [];
  const filtered = filters.q !== "" || filters.tags.length > 0;
  const openUpload = () => setDialog({ kind: "upload" });
  const clear = () => setFilters({ q: "", tags: [] });
  const actions: DocumentActions = {
    onView: (doc) => setDialog({ kind: "preview", doc }),
    onDetails: (doc) => setDialog({ kind: "details", doc }),
    onDelete: (doc) => setDialog({ kind: "delete", doc }),
  };

  let body;
  if (list.isPending) body = <DocumentListSkeleton />;
  else if (list.isError && documents.length === 0)
    body = <LoadError title={DOCUMENT_MSG.fetchError} message={list.error.message} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  else if (documents.length === 0) body = filtered ? <NoMatches onClear={clear} /> : <NoDocuments canWrite={canWrite} onUpload={openUpload} />;
  else
    body = (
      <>
        <DocumentTable documents={documents} canWrite={canWrite} busy={list.isPlaceholderData} actions={actions} />
        <LoadMore list={list} />
      </>
    );

  const maxUploadBytes = summary.data?.maxUploadBytes;
  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Document Hub</h1>
          <p className="text-base text-slate-700">Drawings, contracts, reports and photos, with every version kept.</p>
        </div>
        {canWrite ? (
          <Button type="button" onClick={openUpload} className="self-start sm:self-auto">
            <FileUp aria-hidden="true" />
            Upload Document
          </Button>
        ) : null}
      </header>
      <DocumentStats summary={summary.data} loading={summary.isPending} />
      <DocumentFilterBar filters={filters} tags={summary.data?.tags ?? []} onChange={setFilters} />
      {body}
      {dialog?.kind === "upload" ? <UploadDialog maxUploadBytes={maxUploadBytes} onClose={close} /> : null}
      {dialog?.kind === "preview" ? <PreviewDialog key={dialog.doc.id} doc={dialog.doc} onClose={close} /> : null}
      {dialog?.kind === "details" ? <DocumentDetailsDialog key={dialog.doc.id} doc={dialog.doc} canWrite={canWrite} maxUploadBytes={maxUploadBytes} onClose={close} /> : null}
      {dialog?.kind === "delete" ? <DeleteDocumentDialog key={dialog.doc.id} doc={dialog.doc} onClose={close} /> : null}
    </div>
  );
}
