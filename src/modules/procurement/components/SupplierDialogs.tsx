import { lazyDialog } from "../../../web/lib/lazy-dialog.tsx";
import { DeleteDialog } from "../../../web/ui/delete-dialog.tsx";
import type { Supplier } from "../procurement.contract.ts";
import { PROCUREMENT_MSG } from "../procurement.constants.ts";
import { useDeleteSupplier } from "../procurement-api.ts";

const SupplierFormDialog = lazyDialog(() => import("./SupplierFormDialog.tsx"), "SupplierFormDialog");

export type SupplierDialogState =
  { kind: "create" } | { kind: "edit"; supplier: Supplier } | { kind: "delete"; supplier: Supplier };

/** The dialogs of the suppliers screen (one at a time). */
export function SupplierDialogs({ state, onClose }: { state: SupplierDialogState | null; onClose: () => void }) {
  if (!state) return null;
  switch (state.kind) {
    case "create":
      return <SupplierFormDialog onClose={onClose} />;
    case "edit":
      return <SupplierFormDialog key={state.supplier.id} supplier={state.supplier} onClose={onClose} />;
    case "delete":
      return <DeleteSupplierDialog key={state.supplier.id} supplier={state.supplier} onClose={onClose} />;
  }
}

function DeleteSupplierDialog({ supplier, onClose }: { supplier: Supplier; onClose: () => void }) {
  return (
    <DeleteDialog
      title="Delete Supplier"
      name={supplier.name}
      consequence="A supplier with purchase orders stays while they do. This cannot be undone."
      id={supplier.id}
      remove={useDeleteSupplier()}
      messages={{ deleted: PROCUREMENT_MSG.supplierDeleted, error: PROCUREMENT_MSG.deleteError }}
      onClose={onClose}
    />
  );
}
