import { ConfirmDialog } from "../../../web/ui/confirm-dialog.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import { CONTRACT_MSG, type Contract } from "../contracts.contract.ts";
import { useDeleteContract } from "../contracts-api.ts";

/** Asks before deleting a contract (its documents stay in the Document Hub); mounted only while asking. */
export function DeleteContractDialog({ contract, onClose }: { contract: Contract; onClose: () => void }) {
  const remove = useDeleteContract();
  const confirm = () =>
    remove.mutate(contract.id, {
      onSuccess: () => {
        toast.success(CONTRACT_MSG.deleted);
        onClose();
      },
      onError: (err) => toast.error(CONTRACT_MSG.deleteError, err.message),
    });

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title="Delete Contract"
      description={
        <>
          Are you sure you want to delete <strong className="font-semibold text-ink">{contract.name}</strong>? Documents attached to it stay in the
          Document Hub. This cannot be undone.
        </>
      }
      confirmLabel={remove.isPending ? "Deleting…" : "Delete Contract"}
      busy={remove.isPending}
      onConfirm={confirm}
    />
  );
}
