import { lazyDialog } from "../../../web/lib/lazy-dialog.tsx";
import { DeleteDialog } from "../../../web/ui/delete-dialog.tsx";
import type { Item, ProcurementReport } from "../procurement.contract.ts";
import { PROCUREMENT_MSG } from "../procurement.constants.ts";
import { useDeleteItem } from "../procurement-api.ts";
import { InventoryReportDialog } from "./InventoryReportDialog.tsx";
import { MovementHistoryDialog } from "./MovementHistoryDialog.tsx";
import type { OrderPrefill } from "./order-prefill.ts";

// The forms load with their schema when first needed (decision 0007).
const ItemFormDialog = lazyDialog(() => import("./ItemFormDialog.tsx"), "ItemFormDialog");
const MovementDialog = lazyDialog(() => import("./MovementDialog.tsx"), "MovementDialog");
const OrderFormDialog = lazyDialog(() => import("./OrderFormDialog.tsx"), "OrderFormDialog");

/** Which inventory dialog is open, if any (one at a time). */
export type ItemDialogState =
  | { kind: "create" }
  | { kind: "update"; item: Item }
  | { kind: "received" | "issued" | "adjusted"; item: Item }
  | { kind: "history"; item: Item }
  | { kind: "delete"; item: Item }
  | { kind: "reorder"; prefill: OrderPrefill }
  | { kind: "report"; report: ProcurementReport };

/** The dialogs of the inventory screen (each gives focus back to what opened it). */
export function ItemDialogs({ state, onClose }: { state: ItemDialogState | null; onClose: () => void }) {
  if (!state) return null;
  switch (state.kind) {
    case "create":
      return <ItemFormDialog onClose={onClose} />;
    case "update":
      return <ItemFormDialog key={state.item.id} item={state.item} onClose={onClose} />;
    case "received":
    case "issued":
    case "adjusted":
      return (
        <MovementDialog key={`${state.kind}-${state.item.id}`} item={state.item} kind={state.kind} onClose={onClose} />
      );
    case "history":
      return <MovementHistoryDialog key={state.item.id} item={state.item} onClose={onClose} />;
    case "delete":
      return <DeleteItemDialog key={state.item.id} item={state.item} onClose={onClose} />;
    case "reorder":
      return <OrderFormDialog prefill={state.prefill} onClose={onClose} />;
    case "report":
      return <InventoryReportDialog report={state.report} onClose={onClose} />;
  }
}

function DeleteItemDialog({ item, onClose }: { item: Item; onClose: () => void }) {
  return (
    <DeleteDialog
      title="Delete Item"
      name={item.name}
      consequence="Its stock history goes with it; an item on a purchase order stays. This cannot be undone."
      id={item.id}
      remove={useDeleteItem()}
      messages={{ deleted: PROCUREMENT_MSG.itemDeleted, error: PROCUREMENT_MSG.deleteError }}
      onClose={onClose}
    />
  );
}
