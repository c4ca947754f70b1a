import { ShoppingCart } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../web/paths.ts";
import { Button } from "../../../web/ui/button.tsx";
import { Card } from "../../../web/ui/card.tsx";
import { LoadError } from "../../../web/ui/load-error.tsx";
import { Skeleton } from "../../../web/ui/skeleton.tsx";
import type { Item, LowStockList } from "../procurement.contract.ts";
import { formatQuantity } from "../procurement.constants.ts";
import { quantityWithUnit } from "../procurement-format.ts";
import { ItemStatusBadge } from "./status-badges.tsx";

/**
 * Items at or below their reorder point, each with a Reorder shortcut for writers (a new purchase order for its
 * supplier, the item on it).
 */
export function LowStockPanel({
  query,
  onReorder,
}: {
  query: { data: LowStockList | undefined; error: Error | null; isFetching: boolean; refetch: () => unknown };
  /** null for a viewer. */
  onReorder: ((item: Item) => void) | null;
}) {
  const { data, error } = query;
  return (
    <section aria-labelledby="low-stock-heading" className="space-y-3">
      <h2 id="low-stock-heading" className="text-lg font-semibold text-ink">
        Low Stock
      </h2>
      {!data && error ? (
        <LoadError
          title="Low stock could not be loaded."
          message={error.message}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <Card role="status" aria-label="Loading low stock" className="space-y-2 p-4">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-5 w-1/3" />
        </Card>
      ) : data.items.length === 0 ? (
        <Card className="p-4 text-sm text-slate-700">No item is at or below its reorder point.</Card>
      ) : (
        <Card>
          <ul aria-label="Items to reorder" className="divide-y divide-border">
            {data.items.map((item) => (
              <li key={item.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0 space-y-0.5">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="break-words font-medium text-ink">{item.name}</span>
                    <ItemStatusBadge status={item.status} />
                  </p>
                  <p className="text-sm text-slate-700">
                    <span className="tabular">{quantityWithUnit(item.quantity, item.unit)}</span> left · reorder at{" "}
                    <span className="tabular">{formatQuantity(Math.max(item.reorderPoint, item.minimumStock))}</span>
                    {item.supplier ? ` · ${item.supplier.name}` : " · no supplier"}
                  </p>
                </div>
                {onReorder ? (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className="min-h-11 self-start sm:min-h-9 sm:self-auto"
                    onClick={() => onReorder(item)}
                  >
                    <ShoppingCart aria-hidden="true" />
                    Reorder<span className="sr-only"> {item.name}</span>
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          {data.more ? (
            <p className="border-t border-border p-4 text-sm text-slate-700">
              More items are low.{" "}
              <Link
                to={`${paths.procurement.home}?status=${encodeURIComponent("Low Stock")}`}
                className="font-medium text-brand underline-offset-4 hover:underline"
              >
                Show every low-stock item
              </Link>
            </p>
          ) : null}
        </Card>
      )}
    </section>
  );
}
