import type { ReactNode } from "react";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { toast } from "./toast.tsx";

/** What the dialog needs of a delete mutation (TanStack Query's `useMutation` result fits). */
export type DeleteMutation = {
  isPending: boolean;
  mutate: (id: string, callbacks: { onSuccess: () => void; onError: (err: Error) => void }) => void;
};

/**
 * Asks before deleting a record, with the spec's wording: "Are you sure you want to delete <name>?", what goes
 * with it, then the spec's success or error toast. Mounted only while asking; Cancel and Escape keep everything.
 */
export function DeleteDialog({
  title,
  confirmLabel = title,
  name,
  consequence,
  id,
  remove,
  messages,
  onClose,
  onDeleted,
}: {
  /** e.g. "Delete Project". */
  title: string;
  /** The confirm button; the title unless given. */
  confirmLabel?: string;
  name: string;
  /** What happens to what hangs on the record, and "This cannot be undone." */
  consequence: ReactNode;
  id: string;
  remove: DeleteMutation;
  messages: { deleted: string; error: string };
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const confirm = () =>
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(messages.deleted);
        onClose();
        onDeleted?.();
      },
      onError: (err) => toast.error(messages.error, err.message),
    });

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title={title}
      description={
        <>
          Are you sure you want to delete <strong className="font-semibold text-ink">{name}</strong>? {consequence}
        </>
      }
      confirmLabel={remove.isPending ? "Deleting…" : confirmLabel}
      busy={remove.isPending}
      onConfirm={confirm}
    />
  );
}
