import { ConfirmDialog } from "../../../web/ui/confirm-dialog.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import { DOCUMENT_MSG, type DocumentRow } from "../documents.contract.ts";
import { useDeleteDocument } from "../documents-api.ts";

/** Asks before deleting a document (every version and file goes with it); mounted only while asking. */
export function DeleteDocumentDialog({ doc, onClose }: { doc: DocumentRow; onClose: () => void }) {
  const remove = useDeleteDocument();
  const confirm = () =>
    remove.mutate(doc.id, {
      onSuccess: () => {
        toast.success(DOCUMENT_MSG.deleted);
        onClose();
      },
      onError: (err) => toast.error(DOCUMENT_MSG.deleteError, err.message),
    });

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title="Delete Document"
      description={
        <>
          Are you sure you want to delete <strong className="font-semibold text-ink">{doc.name}</strong>?
          {doc.version > 1 ? ` All ${doc.version} versions are deleted with it.` : ""} This cannot be undone.
        </>
      }
      confirmLabel={remove.isPending ? "Deleting…" : "Delete Document"}
      busy={remove.isPending}
      onConfirm={confirm}
    />
  );
}
