import { lazyDialog } from "../../../web/lib/lazy-dialog.tsx";
import { Button } from "../../../web/ui/button.tsx";
import { ConfirmDialog } from "../../../web/ui/confirm-dialog.tsx";
import { DeleteDialog } from "../../../web/ui/delete-dialog.tsx";
import { Dialog } from "../../../web/ui/dialog.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import type { Order } from "../procurement.contract.ts";
import { PROCUREMENT_MSG } from "../procurement.constants.ts";
import { useDeleteOrder, useOrderAction } from "../procurement-api.ts";
import { quantityWithUnit } from "../procurement-format.ts";
import { formatCents } from "../../../web/lib/format.ts";

const OrderFormDialog = lazyDialog(() => import("./OrderFormDialog.tsx"), "OrderFormDialog");

/** Which of an order's dialogs is open, if any. */
export type OrderDialogState = { kind: "edit" | "receive" | "cancel" | "delete"; order: Order };

export function OrderDialogs({
  state,
  onClose,
  onDeleted,
}: {
  state: OrderDialogState | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  if (!state) return null;
  switch (state.kind) {
    case "edit":
      return <OrderFormDialog key={state.order.id} order={state.order} onClose={onClose} />;
    case "receive":
      return <ReceiveDialog order={state.order} onClose={onClose} />;
    case "cancel":
      return <CancelDialog order={state.order} onClose={onClose} />;
    case "delete":
      return <DeleteOrderDialog order={state.order} onClose={onClose} onDeleted={onDeleted} />;
  }
}

const lineCount = (n: number) => `${n} ${n === 1 ? "line" : "lines"}`;

/** Mark Received: every line's quantity goes into stock, once. */
function ReceiveDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const receive = useOrderAction();
  const confirm = () =>
    receive.mutate(
      { id: order.id, action: "receive" },
      {
        onSuccess: () => {
          toast.success(PROCUREMENT_MSG.orderReceived);
          onClose();
        },
        onError: (err) => toast.error(PROCUREMENT_MSG.receiveError, err.message),
      },
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !receive.isPending && onClose()}
      title="Mark Received"
      description={`Add the ${lineCount(order.lines.length)} of ${order.number} (${formatCents(order.totalCents)}) to stock? An order is received once; this cannot be undone.`}
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose} disabled={receive.isPending}>
            Cancel
          </Button>
          <Button
            type="button"
            onClick={confirm}
            disabled={receive.isPending}
            aria-busy={receive.isPending || undefined}
          >
            {receive.isPending ? "Receiving…" : "Mark Received"}
          </Button>
        </>
      }
    >
      <ul aria-label="Stock to add" className="space-y-1 text-sm text-slate-700">
        {order.lines.map((l) => (
          <li key={l.id} className="flex justify-between gap-3">
            <span className="min-w-0 break-words">{l.item.name}</span>
            <span className="tabular shrink-0 font-medium text-ink">+{quantityWithUnit(l.quantity, l.item.unit)}</span>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

function CancelDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const cancel = useOrderAction();
  const confirm = () =>
    cancel.mutate(
      { id: order.id, action: "cancel" },
      {
        onSuccess: () => {
          toast.success(PROCUREMENT_MSG.orderCancelled);
          onClose();
        },
        onError: (err) => toast.error(PROCUREMENT_MSG.cancelError, err.message),
      },
    );
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && !cancel.isPending && onClose()}
      title="Cancel Order"
      description={`Cancel ${order.number} to ${order.supplier.name}? It stays on record, adds no stock and cannot be sent or received any more.`}
      confirmLabel={cancel.isPending ? "Cancelling…" : "Cancel Order"}
      cancelLabel="Keep Order"
      busy={cancel.isPending}
      onConfirm={confirm}
    />
  );
}

function DeleteOrderDialog({
  order,
  onClose,
  onDeleted,
}: {
  order: Order;
  onClose: () => void;
  onDeleted: () => void;
}) {
  return (
    <DeleteDialog
      title="Delete Purchase Order"
      name={order.number}
      consequence="Only a draft or a cancelled order can be deleted. This cannot be undone."
      id={order.id}
      remove={useDeleteOrder()}
      messages={{ deleted: PROCUREMENT_MSG.orderDeleted, error: PROCUREMENT_MSG.deleteError }}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
