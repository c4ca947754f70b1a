import { History } from "lucide-react";
import { Button } from "../../../web/ui/button.tsx";
import { Dialog } from "../../../web/ui/dialog.tsx";
import { ListSkeleton, ListView } from "../../../web/ui/list-states.tsx";
import { ListMessage } from "../../../web/ui/list-message.tsx";
import type { Item, Movement } from "../procurement.contract.ts";
import { lineCostCents, PROCUREMENT_MSG } from "../procurement.constants.ts";
import { useMovementList } from "../procurement-api.ts";
import { signedQuantity } from "../procurement-format.ts";
import { formatCents, formatDateTime } from "../../../web/lib/format.ts";
import { MovementBadge } from "./status-badges.tsx";

/** What a movement was for: the project, the purchase order or the reason. */
function purpose(m: Movement): string {
  if (m.project) return `To ${m.project.name}`;
  if (m.purchaseOrder) return `From ${m.purchaseOrder.number}`;
  return m.reason;
}

/** An item's stock movements (the spec's transactions), newest first, a page at a time. */
export function MovementHistoryDialog({ item, onClose }: { item: Item; onClose: () => void }) {
  const list = useMovementList(item.id);
  const movements = list.data?.pages.flatMap((p) => p.movements) ?? [];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title="Stock History"
      description={`${item.name}: every receipt, issue and adjustment, newest first.`}
      footer={
        <Button type="button" variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <ListView
        query={list}
        count={movements.length}
        errorTitle={PROCUREMENT_MSG.fetchError}
        skeleton={<ListSkeleton label="Loading stock history" count={3} />}
        empty={
          <ListMessage icon={<History />} title="No movements yet">
            Receipts, issues to projects and adjustments of this item show here.
          </ListMessage>
        }
      >
        <ol aria-label="Stock movements" className="mb-4 divide-y divide-border rounded-lg border border-border">
          {movements.map((m) => (
            <li key={m.id} className="space-y-1 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="flex items-center gap-2">
                  <MovementBadge kind={m.kind} />
                  <span className="tabular font-semibold text-ink">
                    {signedQuantity(m.quantity)} {item.unit}
                  </span>
                </span>
                <span className="text-sm text-muted">{formatDateTime(m.createdAt)}</span>
              </div>
              <p className="break-words text-sm text-slate-700">
                {purpose(m)}
                {m.kind === "issued" ? ` · ${formatCents(lineCostCents(Math.abs(m.quantity), m.unitCostCents))}` : ""}
              </p>
              {m.createdBy ? <p className="text-xs text-muted">By {m.createdBy.fullName}</p> : null}
            </li>
          ))}
        </ol>
      </ListView>
    </Dialog>
  );
}
