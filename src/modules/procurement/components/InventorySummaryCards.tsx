import { AlertTriangle, Boxes, CircleSlash, DollarSign, ShoppingCart } from "lucide-react";
import { LoadError } from "../../../web/ui/load-error.tsx";
import { StatCard, StatCardsSkeleton } from "../../../web/ui/stat-cards.tsx";
import type { ProcurementSummary } from "../procurement.contract.ts";
import { formatCents } from "../../../web/lib/format.ts";

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** The inventory's cards: items, stock value, low and out of stock, open purchase orders and their value. */
export function InventorySummaryCards({
  summary,
  error,
  retrying,
  onRetry,
}: {
  summary: ProcurementSummary | undefined;
  error: Error | null;
  retrying: boolean;
  onRetry: () => void;
}) {
  if (!summary && error)
    return (
      <LoadError
        title="The inventory summary could not be loaded."
        message={error.message}
        retrying={retrying}
        onRetry={onRetry}
      />
    );
  if (!summary) return <StatCardsSkeleton label="Loading inventory summary" />;
  return (
    <ul aria-label="Inventory summary" className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      <StatCard
        icon={<Boxes />}
        label="Total Items"
        value={summary.itemCount.toLocaleString("en-US")}
        hint="Items in the inventory"
      />
      <StatCard
        icon={<DollarSign />}
        label="Stock Value"
        value={formatCents(summary.stockValueCents)}
        hint="Quantity × unit price"
      />
      <StatCard
        icon={<AlertTriangle />}
        label="Low Stock"
        value={summary.lowStockCount.toLocaleString("en-US")}
        hint="At or below reorder point"
        warn={summary.lowStockCount > 0}
      />
      <StatCard
        icon={<CircleSlash />}
        label="Out of Stock"
        value={summary.outOfStockCount.toLocaleString("en-US")}
        hint="Nothing left"
        warn={summary.outOfStockCount > 0}
      />
      <StatCard
        icon={<ShoppingCart />}
        label="Open Orders"
        value={summary.openOrderCount.toLocaleString("en-US")}
        hint={`${formatCents(summary.openOrderValueCents)} on ${count(summary.openOrderCount, "order", "orders")} not yet received`}
      />
    </ul>
  );
}
