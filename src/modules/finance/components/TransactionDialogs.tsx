import { lazyDialog } from "../../../web/lib/lazy-dialog.tsx";
import { ConfirmDialog } from "../../../web/ui/confirm-dialog.tsx";
import { DeleteDialog } from "../../../web/ui/delete-dialog.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import type { Transaction } from "../finance.contract.ts";
import { FINANCE_MSG } from "../finance.constants.ts";
import { useChangeTransactionStatus, useDeleteTransaction } from "../finance-api.ts";
import { signedAmount, transactionName } from "./transaction-format.ts";

// The form loads with its schema when it is first needed (decision 0007).
const TransactionFormDialog = lazyDialog(() => import("./TransactionFormDialog.tsx"), "TransactionFormDialog");
const ImportDialog = lazyDialog(() => import("./ImportDialog.tsx"), "ImportDialog");
const ReportDialog = lazyDialog(() => import("./ReportDialog.tsx"), "ReportDialog");

/** Which finance dialog is open, if any (one at a time). */
export type TransactionDialogState =
  | { kind: "create" }
  | { kind: "import" }
  | { kind: "report"; filters: { from: string; to: string; project: string } }
  | { kind: "edit"; transaction: Transaction }
  | { kind: "void"; transaction: Transaction }
  | { kind: "delete"; transaction: Transaction };

/** The dialogs of the finance screen (each gives focus back to what opened it). */
export function TransactionDialogs({ state, onClose }: { state: TransactionDialogState | null; onClose: () => void }) {
  if (!state) return null;
  switch (state.kind) {
    case "create":
      return <TransactionFormDialog onClose={onClose} />;
    case "import":
      return <ImportDialog onClose={onClose} />;
    case "report":
      return <ReportDialog filters={state.filters} onClose={onClose} />;
    case "edit":
      return <TransactionFormDialog key={state.transaction.id} transaction={state.transaction} onClose={onClose} />;
    case "void":
      return <VoidDialog key={state.transaction.id} transaction={state.transaction} onClose={onClose} />;
    case "delete":
      return <DeleteTransactionDialog key={state.transaction.id} transaction={state.transaction} onClose={onClose} />;
  }
}

/** A void transaction stays on record and counts for nothing; it cannot be undone. */
function VoidDialog({ transaction, onClose }: { transaction: Transaction; onClose: () => void }) {
  const change = useChangeTransactionStatus();
  const confirm = () =>
    change.mutate(
      { id: transaction.id, status: "Void" },
      {
        onSuccess: () => {
          toast.success(FINANCE_MSG.statusChanged("Void"));
          onClose();
        },
        onError: (err) => toast.error(FINANCE_MSG.updateError, err.message),
      },
    );
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Void Transaction"
      description={`Void ${signedAmount(transaction)} to ${transactionName(transaction)}? It stays on record but no longer counts in any figure. This cannot be undone.`}
      confirmLabel="Void Transaction"
      busy={change.isPending}
      onConfirm={confirm}
    />
  );
}

function DeleteTransactionDialog({ transaction, onClose }: { transaction: Transaction; onClose: () => void }) {
  return (
    <DeleteDialog
      title="Delete Transaction"
      name={transactionName(transaction)}
      consequence="Only a pending transaction can be deleted. This cannot be undone."
      id={transaction.id}
      remove={useDeleteTransaction()}
      messages={{ deleted: FINANCE_MSG.deleted, error: FINANCE_MSG.deleteError }}
      onClose={onClose}
    />
  );
}
