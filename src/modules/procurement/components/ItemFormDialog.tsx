import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import type { Item } from "../procurement.contract.ts";
import { PROCUREMENT_MSG } from "../procurement.constants.ts";
import { useSaveItem } from "../procurement-api.ts";
import { itemCreateForm, itemInitialValues, itemUpdateForm } from "./item-form.ts";
import { ItemFormFields } from "./ItemFormFields.tsx";

const SAVE_FAILED = PROCUREMENT_MSG.saveError;

/**
 * Add Item (spec) and Update: the spec's required fields checked first with the required-fields message, then
 * the schema the server uses; a failed save keeps everything typed.
 */
export function ItemFormDialog({ item, onClose }: { item?: Item; onClose: () => void }) {
  return item ? <UpdateItemForm item={item} onClose={onClose} /> : <AddItemForm onClose={onClose} />;
}

function AddItemForm({ onClose }: { onClose: () => void }) {
  const form = useRecordForm(itemCreateForm, itemInitialValues(), { missing: PROCUREMENT_MSG.itemMissing });
  const save = useSaveItem();
  const submit = form.handleSubmit(
    (input) =>
      save.mutate({ input }, form.saveCallbacks({ saved: PROCUREMENT_MSG.itemCreated, failed: SAVE_FAILED }, onClose)),
    save.isPending,
  );
  return (
    <FormDialog
      id="item-form"
      size="xl"
      mode="create"
      noun="Item"
      verb="Add"
      description="A material or part you keep in stock; its quantity is what you hold now, and changes later through receipts, issues and adjustments."
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <ItemFormFields form={form} adding />
    </FormDialog>
  );
}

function UpdateItemForm({ item, onClose }: { item: Item; onClose: () => void }) {
  const form = useRecordForm(itemUpdateForm, itemInitialValues(item), { missing: PROCUREMENT_MSG.itemMissing });
  const save = useSaveItem();
  const submit = form.handleSubmit(
    (input) =>
      save.mutate(
        { id: item.id, input },
        form.saveCallbacks({ saved: PROCUREMENT_MSG.itemUpdated, failed: SAVE_FAILED }, onClose),
      ),
    save.isPending,
  );
  return (
    <FormDialog
      id="item-form"
      size="xl"
      mode="edit"
      noun="Item"
      verb="Add"
      title="Update Item"
      description="Change the item's details. Its quantity changes only through Receive Stock, Issue to Project and Adjust Stock."
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <ItemFormFields form={form} item={item} adding={false} />
    </FormDialog>
  );
}
