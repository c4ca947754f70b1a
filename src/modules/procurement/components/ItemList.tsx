import { RecordCard } from "../../../web/ui/record-card.tsx";
import { ArrowDownToLine, ArrowUpFromLine, History, Pencil, SlidersHorizontal, Trash2 } from "lucide-react";
import { ActionsMenu, type MenuAction } from "../../../web/ui/actions-menu.tsx";
import { RecordTable } from "../../../web/ui/record-table.tsx";
import type { Item } from "../procurement.contract.ts";
import { quantityWithUnit } from "../procurement-format.ts";
import { formatCents } from "../../../web/lib/format.ts";
import { ItemStatusBadge } from "./status-badges.tsx";

export type ItemActions = {
  onUpdate: (item: Item) => void;
  onReceive: (item: Item) => void;
  onIssue: (item: Item) => void;
  onAdjust: (item: Item) => void;
  onHistory: (item: Item) => void;
  onDelete: (item: Item) => void;
};

/** A writer may do everything with an item; a viewer only reads its history. */
function actionsFor(item: Item, canWrite: boolean, actions: ItemActions): MenuAction[] {
  const history: MenuAction = {
    label: "History",
    icon: <History aria-hidden="true" />,
    onSelect: () => actions.onHistory(item),
  };
  if (!canWrite) return [history];
  return [
    { label: "Update", icon: <Pencil aria-hidden="true" />, onSelect: () => actions.onUpdate(item) },
    { label: "Receive Stock", icon: <ArrowDownToLine aria-hidden="true" />, onSelect: () => actions.onReceive(item) },
    { label: "Issue to Project", icon: <ArrowUpFromLine aria-hidden="true" />, onSelect: () => actions.onIssue(item) },
    { label: "Adjust Stock", icon: <SlidersHorizontal aria-hidden="true" />, onSelect: () => actions.onAdjust(item) },
    history,
    { label: "Delete", icon: <Trash2 aria-hidden="true" />, onSelect: () => actions.onDelete(item), destructive: true },
  ];
}

function RowActions({ item, canWrite, actions }: { item: Item; canWrite: boolean; actions: ItemActions }) {
  return <ActionsMenu label={`Actions for ${item.name}`} actions={actionsFor(item, canWrite, actions)} />;
}

/** The inventory (spec: searchable table): a table from `md` up, cards on a phone; the row's actions in a menu. */
export function ItemList({
  items,
  busy,
  canWrite,
  actions,
}: {
  items: Item[];
  busy: boolean;
  canWrite: boolean;
  actions: ItemActions;
}) {
  return (
    <RecordTable
      label="Items"
      busy={busy}
      columns={["Name", "SKU", "Category", "Quantity", "Unit Price", "Value", "Location", "Status"]}
      rows={items}
      cells={(item) => (
        <>
          <td className="max-w-56 px-4 py-3">
            <p className="break-words font-medium text-ink">{item.name}</p>
            {item.supplier ? <p className="break-words text-xs text-muted">{item.supplier.name}</p> : null}
          </td>
          <td className="break-all px-4 py-3 text-slate-700">{item.sku || "—"}</td>
          <td className="break-words px-4 py-3 text-slate-700">{item.category}</td>
          <td className="tabular whitespace-nowrap px-4 py-3 text-ink">{quantityWithUnit(item.quantity, item.unit)}</td>
          <td className="tabular whitespace-nowrap px-4 py-3 text-slate-700">{formatCents(item.unitPriceCents)}</td>
          <td className="tabular whitespace-nowrap px-4 py-3 font-medium text-ink">{formatCents(item.valueCents)}</td>
          <td className="max-w-40 break-words px-4 py-3 text-slate-700">{item.location}</td>
          <td className="whitespace-nowrap px-4 py-3">
            <ItemStatusBadge status={item.status} />
          </td>
          <td className="px-4 py-3 text-right">
            <RowActions item={item} canWrite={canWrite} actions={actions} />
          </td>
        </>
      )}
      card={(item) => <ItemCard item={item} canWrite={canWrite} actions={actions} />}
    />
  );
}

function ItemCard({ item, canWrite, actions }: { item: Item; canWrite: boolean; actions: ItemActions }) {
  return (
    <RecordCard
      title={item.name}
      subtitle={`${item.category}${item.sku ? ` · SKU ${item.sku}` : ""}`}
      actions={<RowActions item={item} canWrite={canWrite} actions={actions} />}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="tabular font-medium text-ink">{quantityWithUnit(item.quantity, item.unit)}</span>
        <ItemStatusBadge status={item.status} />
      </div>
      <p className="tabular text-sm text-slate-700">
        {formatCents(item.unitPriceCents)} each · {formatCents(item.valueCents)} in stock
      </p>
      <p className="break-words text-sm text-muted">
        {item.location}
        {item.supplier ? ` · ${item.supplier.name}` : ""}
      </p>
    </RecordCard>
  );
}
