import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import type { Contract } from "../contracts.contract.ts";
import { CONTRACT_MSG } from "../contracts.constants.ts";
import { useSaveContract } from "../contracts-api.ts";
import { contractForm, initialValues } from "./contract-form.ts";
import { ContractFormFields } from "./ContractFormFields.tsx";

/**
 * Create (no `contract`) or edit a contract in a dialog. Mounted only while open, so each opening starts from
 * the contract as saved; a failed save keeps everything typed.
 */
export function ContractFormDialog({ contract, onClose }: { contract?: Contract; onClose: () => void }) {
  const form = useRecordForm(contractForm, initialValues(contract), { missing: CONTRACT_MSG.missingFields });
  const save = useSaveContract();
  const editing = contract !== undefined;

  const submit = form.handleSubmit(
    (input) =>
      save.mutate(
        { id: contract?.id, input },
        form.saveCallbacks(
          editing
            ? { saved: CONTRACT_MSG.updated, failed: CONTRACT_MSG.updateError }
            : { saved: CONTRACT_MSG.created, failed: CONTRACT_MSG.createError },
          onClose,
        ),
      ),
    save.isPending,
  );

  return (
    <FormDialog
      id="contract-form"
      size="xl"
      mode={editing ? "edit" : "create"}
      noun="Contract"
      verb="Create"
      titleVerb="New"
      description={
        editing
          ? `Change the details of ${contract.name}.`
          : "Name the contract, its client, type and start date; everything else is optional."
      }
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <ContractFormFields form={form} contract={contract} />
    </FormDialog>
  );
}
