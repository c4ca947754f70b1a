import { RecordCard } from "../../../web/ui/record-card.tsx";
import { Ban, CircleCheck, Pencil, Trash2 } from "lucide-react";
import { formatDate } from "../../../web/lib/format.ts";
import { ActionsMenu, type MenuAction } from "../../../web/ui/actions-menu.tsx";
import { RecordTable } from "../../../web/ui/record-table.tsx";
import { StatusBadge } from "../../../web/ui/status-badge.tsx";
import { cn } from "../../../web/ui/cn.ts";
import { COST_TYPE_LABELS } from "../../job-finance/job-finance.constants.ts";
import { costCodeLabel } from "../../job-finance/job-finance.public.tsx";
import type { Transaction } from "../finance.contract.ts";
import { signedAmount, transactionName } from "./transaction-format.ts";

export type TransactionActions = {
  onClear: (t: Transaction) => void;
  onEdit: (t: Transaction) => void;
  onVoid: (t: Transaction) => void;
  onDelete: (t: Transaction) => void;
};

/** What a writer may do with a transaction in its status: a pending one everything, a cleared one only void. */
function actionsFor(t: Transaction, actions: TransactionActions): MenuAction[] {
  if (t.status === "Pending") {
    return [
      { label: "Mark Cleared", icon: <CircleCheck aria-hidden="true" />, onSelect: () => actions.onClear(t) },
      { label: "Edit", icon: <Pencil aria-hidden="true" />, onSelect: () => actions.onEdit(t) },
      { label: "Void", icon: <Ban aria-hidden="true" />, onSelect: () => actions.onVoid(t), destructive: true },
      { label: "Delete", icon: <Trash2 aria-hidden="true" />, onSelect: () => actions.onDelete(t), destructive: true },
    ];
  }
  if (t.status === "Cleared")
    return [{ label: "Void", icon: <Ban aria-hidden="true" />, onSelect: () => actions.onVoid(t), destructive: true }];
  return [];
}

const amountClass = (t: Transaction) =>
  cn(
    "tabular whitespace-nowrap font-medium",
    t.status === "Void"
      ? "text-muted line-through"
      : t.type === "Receipt"
        ? "text-green-700"
        : t.type === "Payment"
          ? "text-ink"
          : "text-slate-700",
  );

/** The cost code and type a transaction is charged to ("Cost code: 03 00 00 Concrete · Material"), if any. */
function CostLine({ t, className }: { t: Transaction; className: string }) {
  const type = t.costType ? COST_TYPE_LABELS[t.costType] : null;
  if (!t.costCode && !type) return null;
  return (
    <p className={className}>
      {t.costCode ? `Cost code: ${costCodeLabel(t.costCode)}${type ? ` · ${type}` : ""}` : `Cost type: ${type}`}
    </p>
  );
}

function RowActions({ t, canWrite, actions }: { t: Transaction; canWrite: boolean; actions: TransactionActions }) {
  const items = canWrite ? actionsFor(t, actions) : [];
  return items.length > 0 ? <ActionsMenu label={`Actions for ${transactionName(t)}`} actions={items} /> : null;
}

/** Recent transactions (spec): a table from `md` up, cards on a phone; viewers see no actions. */
export function TransactionList({
  transactions,
  busy,
  canWrite,
  actions,
}: {
  transactions: Transaction[];
  busy: boolean;
  canWrite: boolean;
  actions: TransactionActions;
}) {
  return (
    <RecordTable
      label="Transactions"
      busy={busy}
      columns={["Date", "Vendor", "Category", "Project", "Amount", "Status"]}
      rows={transactions}
      cells={(t) => (
        <>
          <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatDate(t.date)}</td>
          <td className="max-w-72 px-4 py-3">
            <p className="break-words font-medium text-ink">{t.vendor}</p>
            <p className="break-words text-xs text-muted">
              {t.type} · {t.description}
              {t.reference ? ` · ${t.reference}` : ""}
            </p>
          </td>
          <td className="px-4 py-3 text-slate-700">{t.category}</td>
          <td className="max-w-48 break-words px-4 py-3 text-slate-700">
            {t.project?.name ?? "—"}
            <CostLine t={t} className="text-xs text-muted" />
          </td>
          <td className={cn("px-4 py-3", amountClass(t))}>{signedAmount(t)}</td>
          <td className="px-4 py-3">
            <StatusBadge set="transaction" status={t.status} />
          </td>
          <td className="px-4 py-3 text-right">
            <RowActions t={t} canWrite={canWrite} actions={actions} />
          </td>
        </>
      )}
      card={(t) => <TransactionCard t={t} canWrite={canWrite} actions={actions} />}
    />
  );
}

function TransactionCard({ t, canWrite, actions }: { t: Transaction; canWrite: boolean; actions: TransactionActions }) {
  return (
    <RecordCard
      title={t.vendor}
      subtitle={`${formatDate(t.date)} · ${t.type} · ${t.category}`}
      actions={<RowActions t={t} canWrite={canWrite} actions={actions} />}
    >
      <p className="break-words text-sm text-slate-700">{t.description}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className={amountClass(t)}>{signedAmount(t)}</span>
        <StatusBadge set="transaction" status={t.status} />
      </div>
      {t.project ? <p className="text-sm text-muted">Project: {t.project.name}</p> : null}
      <CostLine t={t} className="break-words text-sm text-muted" />
    </RecordCard>
  );
}
