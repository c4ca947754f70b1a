import { useSearchText } from "../../../web/lib/use-search-text.ts";
import { Label } from "../../../web/ui/input.tsx";
import { SearchField } from "../../../web/ui/search-field.tsx";
import { OptionsSelect, Select } from "../../../web/ui/select.tsx";
import { ITEM_STATUSES, type ItemStatus } from "../procurement.constants.ts";
import type { ItemFilters } from "../procurement.filters.ts";
import { useSupplierOptions } from "../procurement-api.ts";

/** Search (name, SKU, category, location) and filters by status and supplier; the search is sent once typing pauses. */
export function ItemFilterBar({
  filters,
  onChange,
}: {
  filters: ItemFilters;
  onChange: (next: Partial<ItemFilters>) => void;
}) {
  const { text, setText, submit } = useSearchText(filters.q, onChange);
  const suppliers = useSupplierOptions();
  const unknownSupplier = filters.supplier && suppliers.data && !suppliers.data.some((s) => s.id === filters.supplier);
  return (
    <form
      role="search"
      aria-label="Filter items"
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="sm:col-span-2">
        <SearchField
          id="item-filter-search"
          placeholder="Name, SKU, category or location"
          value={text}
          onChange={setText}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="item-filter-status">Status</Label>
        <OptionsSelect
          id="item-filter-status"
          value={filters.status}
          onChange={(e) => onChange({ status: e.target.value as ItemStatus | "" })}
          options={ITEM_STATUSES}
          first={{ value: "", label: "All statuses" }}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="item-filter-supplier">Supplier</Label>
        <Select
          id="item-filter-supplier"
          value={filters.supplier}
          onChange={(e) => onChange({ supplier: e.target.value })}
        >
          <option value="">All suppliers</option>
          {(suppliers.data ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
          {unknownSupplier ? <option value={filters.supplier}>A supplier not listed</option> : null}
        </Select>
      </div>
    </form>
  );
}
