import { lazyDialog } from "../../../web/lib/lazy-dialog.tsx";
import { DeleteDialog } from "../../../web/ui/delete-dialog.tsx";
import type { Rfi, Submittal } from "../rfis.contract.ts";
import { useDeleteRfi, useDeleteSubmittal } from "../rfis-api.ts";

// The forms (and their schemas) are their own chunks, as from the lists.
const RfiFormDialog = lazyDialog(() => import("./RfiFormDialog.tsx"), "RfiFormDialog");
const SubmittalFormDialog = lazyDialog(() => import("./SubmittalFormDialog.tsx"), "SubmittalFormDialog");

/** Which dialog of a record's page is open, if any (one at a time). */
export type RecordDialog = { kind: "edit" } | { kind: "delete" };

/** Edit RFI or Delete RFI, for the RFI's page; `onDeleted` leaves the page. */
export function RfiDialogs({
  state,
  rfi,
  onClose,
  onDeleted,
}: {
  state: RecordDialog | null;
  rfi: Rfi;
  onClose: () => void;
  onDeleted: () => void;
}) {
  if (!state) return null;
  if (state.kind === "edit") return <RfiFormDialog key={rfi.id} rfi={rfi} onClose={onClose} />;
  return <DeleteRfiDialog rfi={rfi} onClose={onClose} onDeleted={onDeleted} />;
}

function DeleteRfiDialog({ rfi, onClose, onDeleted }: { rfi: Rfi; onClose: () => void; onDeleted: () => void }) {
  return (
    <DeleteDialog
      title="Delete RFI"
      name={`${rfi.number} ${rfi.subject}`}
      consequence="Its attached documents stay in the Document Hub. This cannot be undone."
      id={rfi.id}
      remove={useDeleteRfi()}
      messages={{ deleted: "RFI deleted.", error: "The RFI could not be deleted" }}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}

/** Edit Submittal or Delete Submittal, for the submittal's page; `onDeleted` leaves the page. */
export function SubmittalDialogs({
  state,
  submittal,
  onClose,
  onDeleted,
}: {
  state: RecordDialog | null;
  submittal: Submittal;
  onClose: () => void;
  onDeleted: () => void;
}) {
  if (!state) return null;
  if (state.kind === "edit") {
    return <SubmittalFormDialog key={submittal.id} submittal={submittal} onClose={onClose} />;
  }
  return <DeleteSubmittalDialog submittal={submittal} onClose={onClose} onDeleted={onDeleted} />;
}

function DeleteSubmittalDialog({
  submittal,
  onClose,
  onDeleted,
}: {
  submittal: Submittal;
  onClose: () => void;
  onDeleted: () => void;
}) {
  return (
    <DeleteDialog
      title="Delete Submittal"
      name={`${submittal.number} ${submittal.title}`}
      consequence={
        submittal.previousId
          ? "The revision it resubmits is left with no next revision. This cannot be undone."
          : "This cannot be undone."
      }
      id={submittal.id}
      remove={useDeleteSubmittal()}
      messages={{ deleted: "Submittal deleted.", error: "The submittal could not be deleted" }}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
