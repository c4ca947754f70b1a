import { Link } from "react-router";
import { formatDate } from "../../../web/lib/format.ts";
import { paths } from "../../../web/paths.ts";
import { RecordCard } from "../../../web/ui/record-card.tsx";
import { RecordTable } from "../../../web/ui/record-table.tsx";
import { buttonVariants } from "../../../web/ui/button.tsx";
import type { OrderSummary } from "../procurement.contract.ts";
import { formatCents } from "../../../web/lib/format.ts";
import { OrderStatusBadge } from "./status-badges.tsx";

const lineCount = (n: number) => `${n} ${n === 1 ? "line" : "lines"}`;
const linkClass = "font-medium text-brand underline-offset-4 hover:underline";

/** Purchase orders, newest first: a table from `md` up, cards on a phone; each opens its own page. */
export function OrderList({ orders, busy }: { orders: OrderSummary[]; busy: boolean }) {
  return (
    <RecordTable
      label="Purchase orders"
      busy={busy}
      columns={["Order", "Supplier", "Status", "Expected", "Lines", "Total"]}
      rows={orders}
      cells={(o) => (
        <>
          <td className="whitespace-nowrap px-4 py-3">
            <Link to={paths.procurement.order(o.id)} className={linkClass}>
              {o.number}
            </Link>
            <p className="text-xs text-muted">Created {formatDate(o.createdAt.slice(0, 10))}</p>
          </td>
          <td className="max-w-56 break-words px-4 py-3 text-slate-700">{o.supplier.name}</td>
          <td className="px-4 py-3">
            <OrderStatusBadge status={o.status} />
          </td>
          <td className="whitespace-nowrap px-4 py-3 text-slate-700">
            {o.expectedDate ? formatDate(o.expectedDate) : "—"}
          </td>
          <td className="tabular px-4 py-3 text-slate-700">{o.lineCount}</td>
          <td className="tabular whitespace-nowrap px-4 py-3 font-medium text-ink">{formatCents(o.totalCents)}</td>
          <td className="px-4 py-3 text-right">
            <Link to={paths.procurement.order(o.id)} className={buttonVariants({ variant: "outline", size: "sm" })}>
              View<span className="sr-only"> {o.number}</span>
            </Link>
          </td>
        </>
      )}
      card={(o) => <OrderCard order={o} />}
    />
  );
}

function OrderCard({ order: o }: { order: OrderSummary }) {
  return (
    <RecordCard
      title={
        <Link to={paths.procurement.order(o.id)} className={`${linkClass} inline-flex min-h-11 items-center`}>
          {o.number}
        </Link>
      }
      actions={<OrderStatusBadge status={o.status} />}
    >
      <p className="break-words text-sm text-slate-700">{o.supplier.name}</p>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-muted">
          {lineCount(o.lineCount)}
          {o.expectedDate ? ` · expected ${formatDate(o.expectedDate)}` : ""}
        </span>
        <span className="tabular font-semibold text-ink">{formatCents(o.totalCents)}</span>
      </div>
    </RecordCard>
  );
}
