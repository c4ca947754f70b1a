import { FileUp } from "lucide-react";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { useDialogState } from "../../web/lib/use-dialog-state.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { DeleteDialog } from "../../web/ui/delete-dialog.tsx";
import { EmptyList, ListSkeleton, ListView, NoMatches } from "../../web/ui/list-states.tsx";
import { PageHeader } from "../../web/ui/page-header.tsx";
import type { DocumentRow } from "./documents.contract.ts";
import { DOCUMENT_MSG } from "./documents.constants.ts";
import { useDeleteDocument, useDocumentList, useDocumentSummary } from "./documents-api.ts";
import { DocumentDetailsDialog } from "./components/DocumentDetailsDialog.tsx";
import { DocumentFilterBar } from "./components/DocumentFilterBar.tsx";
import { DocumentStats } from "./components/DocumentStats.tsx";
import { DocumentTable, type DocumentActions } from "./components/DocumentTable.tsx";
import { PreviewDialog } from "./components/PreviewDialog.tsx";
import { UploadDialog } from "./components/UploadDialog.tsx";
import { useDocumentFilters } from "./components/use-document-filters.ts";

/** Which dialog is open, if any (one at a time). */
type DialogState =
  | { kind: "upload" }
  | { kind: "preview"; doc: DocumentRow }
  | { kind: "details"; doc: DocumentRow }
  | { kind: "delete"; doc: DocumentRow };

/** /dashboard/documents: the Document Hub (spec §2): stat cards, search and tag chips, the table and its dialogs. */
export function DocumentListPage() {
  useDocumentTitle("Document Hub");
  const canWrite = useCanWrite();
  const [filters, setFilters] = useDocumentFilters();
  const list = useDocumentList(filters);
  const summary = useDocumentSummary();
  const { state, open, close } = useDialogState<DialogState>();

  const documents = list.data?.pages.flatMap((p) => p.documents) ?? [];
  const filtered = filters.q !== "" || filters.tags.length > 0;
  const upload = canWrite
    ? { label: "Upload Document", icon: <FileUp aria-hidden="true" />, onClick: () => open({ kind: "upload" }) }
    : null;
  const actions: DocumentActions = {
    onView: (doc) => open({ kind: "preview", doc }),
    onDetails: (doc) => open({ kind: "details", doc }),
    onDelete: (doc) => open({ kind: "delete", doc }),
  };

  const maxUploadBytes = summary.data?.maxUploadBytes;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Document Hub"
        description="Drawings, contracts, reports and photos, with every version kept."
        action={upload}
      />
      <DocumentStats summary={summary.data} loading={summary.isPending} />
      <DocumentFilterBar filters={filters} tags={summary.data?.tags ?? []} onChange={setFilters} />
      <ListView
        query={list}
        count={documents.length}
        errorTitle={DOCUMENT_MSG.fetchError}
        skeleton={<ListSkeleton label="Loading documents" />}
        empty={
          filtered ? (
            <NoMatches title="No documents match" onClear={() => setFilters({ q: "", tags: [] })}>
              No document matches this search and these tags. Try another name, or fewer tags.
            </NoMatches>
          ) : (
            <EmptyList
              icon={<FileUp />}
              title="No documents yet"
              action={upload}
              readOnlyText="When your team uploads documents, they appear here."
            >
              Keep drawings, contracts, reports and photos in one place, with their versions. Upload the first one to
              get started.
            </EmptyList>
          )
        }
      >
        <DocumentTable documents={documents} canWrite={canWrite} busy={list.isPlaceholderData} actions={actions} />
      </ListView>
      {state?.kind === "upload" ? <UploadDialog maxUploadBytes={maxUploadBytes} onClose={close} /> : null}
      {state?.kind === "preview" ? <PreviewDialog key={state.doc.id} doc={state.doc} onClose={close} /> : null}
      {state?.kind === "details" ? (
        <DocumentDetailsDialog
          key={state.doc.id}
          doc={state.doc}
          canWrite={canWrite}
          maxUploadBytes={maxUploadBytes}
          onClose={close}
        />
      ) : null}
      {state?.kind === "delete" ? <DeleteDocumentDialog key={state.doc.id} doc={state.doc} onClose={close} /> : null}
    </div>
  );
}

/** Every version and file goes with it. */
function DeleteDocumentDialog({ doc, onClose }: { doc: DocumentRow; onClose: () => void }) {
  return (
    <DeleteDialog
      title="Delete Document"
      name={doc.name}
      consequence={`${doc.version > 1 ? `All ${doc.version} versions are deleted with it. ` : ""}This cannot be undone.`}
      id={doc.id}
      remove={useDeleteDocument()}
      messages={{ deleted: DOCUMENT_MSG.deleted, error: DOCUMENT_MSG.deleteError }}
      onClose={onClose}
    />
  );
}
