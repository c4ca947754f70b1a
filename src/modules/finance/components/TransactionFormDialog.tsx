import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import type { Transaction } from "../finance.contract.ts";
import { FINANCE_MSG } from "../finance.constants.ts";
import { useSaveTransaction } from "../finance-api.ts";
import { initialValues, transactionForm } from "./transaction-form.ts";
import { TransactionFormFields } from "./TransactionFormFields.tsx";

/**
 * New Transaction (spec) and its edit: the six required fields checked with the required-fields message (a Validation Error toast)
 * first, then the schema the server uses; a failed save keeps everything typed.
 */
export function TransactionFormDialog({ transaction, onClose }: { transaction?: Transaction; onClose: () => void }) {
  const form = useRecordForm(transactionForm, initialValues(transaction), { missing: FINANCE_MSG.missingFields });
  const save = useSaveTransaction();
  const editing = transaction !== undefined;

  const submit = form.handleSubmit(
    (input) =>
      save.mutate(
        { id: transaction?.id, input },
        form.saveCallbacks(
          editing
            ? { saved: FINANCE_MSG.updated, failed: FINANCE_MSG.updateError }
            : { saved: FINANCE_MSG.created, failed: FINANCE_MSG.createError },
          onClose,
        ),
      ),
    save.isPending,
  );

  return (
    <FormDialog
      id="transaction-form"
      size="xl"
      mode={editing ? "edit" : "create"}
      noun="Transaction"
      verb="Record"
      titleVerb="New"
      description={
        editing
          ? "Change this pending transaction."
          : "Record money paid, received or moved; it starts as Pending until it clears."
      }
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TransactionFormFields form={form} transaction={transaction} />
    </FormDialog>
  );
}
