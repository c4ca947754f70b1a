import { useSearchText } from "../../../web/lib/use-search-text.ts";
import { Input, Label } from "../../../web/ui/input.tsx";
import { SearchField } from "../../../web/ui/search-field.tsx";
import { Select } from "../../../web/ui/select.tsx";
import { BID_STATUS_LABELS, BID_STATUSES } from "../bids.constants.ts";
import type { BidFilters } from "../bids.filters.ts";

/**
 * Spec: the search box (project name or client), the status filter (all, then each status) and the two date
 * inputs, applied as the due-date range (both days included).
 */
export function BidFilterBar({
  filters,
  onChange,
}: {
  filters: BidFilters;
  onChange: (next: Partial<BidFilters>) => void;
}) {
  const { text, setText, submit } = useSearchText(filters.q, onChange);
  return (
    <form role="search" aria-label="Filter bids" onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <div className="sm:col-span-2">
        <SearchField id="bid-filter-search" placeholder="Project name or client" value={text} onChange={setText} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="bid-filter-status">Status</Label>
        <Select
          id="bid-filter-status"
          value={filters.status}
          onChange={(e) => onChange({ status: e.target.value as BidFilters["status"] })}
        >
          <option value="">All</option>
          {BID_STATUSES.map((s) => (
            <option key={s} value={s}>
              {BID_STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="bid-filter-from">Due From</Label>
        <Input
          id="bid-filter-from"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="bid-filter-to">Due To</Label>
        <Input
          id="bid-filter-to"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </div>
    </form>
  );
}
