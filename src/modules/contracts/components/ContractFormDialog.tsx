import type { FormEvent } from "react";
import { focusFirstError, serverFieldErrors, useFields } from "../../../web/lib/form.ts";
import { ApiError } from "../../../web/lib/api.ts";
import { Button } from "../../../web/ui/button.tsx";
import { Dialog } from "../../../web/ui/dialog.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import { CONTRACT_MSG, type Contract } from "../contracts.contract.ts";
import { useSaveContract } from "../contracts-api.ts";
import { checkForm, FORM_KEYS, fieldId, initialValues, type FormErrors, type FormKey } from "./contract-form.ts";
import { ContractFormFields } from "./ContractFormFields.tsx";

const FORM_ID = "contract-form";

/**
 * Create (no `contract`) or edit a contract in a dialog. Mounted only while open, so each opening starts from
 * the contract as saved; a failed save keeps everything typed.
 */
export function ContractFormDialog({ contract, onClose }: { contract?: Contract; onClose: () => void }) {
  const { values, errors, setErrors, setValue } = useFields<FormKey>(initialValues(contract));
  const save = useSaveContract();
  const editing = contract !== undefined;

  const showErrors = (next: FormErrors) => {
    setErrors(next);
    focusFirstError(next, FORM_KEYS, fieldId);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    const checked = checkForm(values);
    if (!checked.ok) {
      showErrors(checked.errors);
      if (checked.missing) toast.error(CONTRACT_MSG.missingFields.title, CONTRACT_MSG.missingFields.message);
      return;
    }
    setErrors({});
    save.mutate(
      { id: contract?.id, input: checked.input },
      {
        onSuccess: () => {
          toast.success(editing ? CONTRACT_MSG.updated : CONTRACT_MSG.created);
          onClose();
        },
        onError: (err) => {
          if (err instanceof ApiError) showErrors(serverFieldErrors(err.fields, FORM_KEYS));
          toast.error(editing ? CONTRACT_MSG.updateError : CONTRACT_MSG.createError, err.message);
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="xl"
      title={editing ? "Edit Contract" : "New Contract"}
      description={editing ? `Change the details of ${contract.name}.` : "Name the contract, its client, type and start date; everything else is optional."}
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? (editing ? "Saving…" : "Creating…") : editing ? "Save Changes" : "Create Contract"}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit}>
        <ContractFormFields values={values} errors={errors} setValue={setValue} contract={contract} />
      </form>
    </Dialog>
  );
}
