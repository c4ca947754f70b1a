import { useSearchText } from "../../../web/lib/use-search-text.ts";
import { Label } from "../../../web/ui/input.tsx";
import { SearchField } from "../../../web/ui/search-field.tsx";
import { Select } from "../../../web/ui/select.tsx";
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from "../procurement.constants.ts";
import type { OrderFilters } from "../procurement.filters.ts";

/** Search (the order's number or its supplier) and the status. */
export function OrderFilterBar({
  filters,
  onChange,
}: {
  filters: OrderFilters;
  onChange: (next: Partial<OrderFilters>) => void;
}) {
  const { text, setText, submit } = useSearchText(filters.q, onChange);
  return (
    <form role="search" aria-label="Filter purchase orders" onSubmit={submit} className="grid gap-3 sm:grid-cols-3">
      <div className="sm:col-span-2">
        <SearchField id="order-filter-search" placeholder="Order number or supplier" value={text} onChange={setText} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="order-filter-status">Status</Label>
        <Select
          id="order-filter-status"
          value={filters.status}
          onChange={(e) => onChange({ status: e.target.value as OrderStatus | "" })}
        >
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ORDER_STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
      </div>
    </form>
  );
}
