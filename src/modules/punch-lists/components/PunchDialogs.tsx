import { lazyDialog } from "../../../web/lib/lazy-dialog.tsx";
import { DeleteDialog } from "../../../web/ui/delete-dialog.tsx";
import { PUNCH_MSG } from "../punch-lists.constants.ts";
import type { PunchItem } from "../punch-lists.contract.ts";
import { useDeletePunchItem } from "../punch-lists-api.ts";
import { PunchItemDetailsDialog } from "./PunchItemDetailsDialog.tsx";

// The form (and its schema) is its own chunk, loaded with the page: it is the one a phone on site opens, offline too.
const PunchItemFormDialog = lazyDialog(() => import("./PunchItemFormDialog.tsx"), "PunchItemFormDialog", {
  eager: true,
});

/** Which dialog of the punch list is open, if any (one at a time). */
export type PunchDialogState =
  | { kind: "create"; projectId: string }
  | { kind: "edit"; item: PunchItem }
  | { kind: "details"; item: PunchItem }
  | { kind: "delete"; item: PunchItem };

export function PunchDialogs({
  state,
  canWrite,
  onOpen,
  onClose,
}: {
  state: PunchDialogState | null;
  canWrite: boolean;
  onOpen: (next: PunchDialogState) => void;
  onClose: () => void;
}) {
  if (!state) return null;
  switch (state.kind) {
    case "create":
      return <PunchItemFormDialog projectId={state.projectId} onClose={onClose} />;
    case "edit":
      return <PunchItemFormDialog key={state.item.id} item={state.item} onClose={onClose} />;
    case "details":
      return (
        <PunchItemDetailsDialog
          item={state.item}
          canWrite={canWrite}
          onEdit={(item) => onOpen({ kind: "edit", item })}
          onClose={onClose}
        />
      );
    case "delete":
      return <DeletePunchItemDialog key={state.item.id} item={state.item} onClose={onClose} />;
  }
}

function DeletePunchItemDialog({ item, onClose }: { item: PunchItem; onClose: () => void }) {
  return (
    <DeleteDialog
      title="Delete Punch Item"
      name={item.location}
      consequence="Its photos and history go with it. This cannot be undone."
      id={item.id}
      remove={useDeletePunchItem()}
      messages={{ deleted: PUNCH_MSG.deleted, error: "Could not delete the punch item" }}
      onClose={onClose}
    />
  );
}
