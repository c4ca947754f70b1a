import { useSearchText } from "../../../web/lib/use-search-text.ts";
import { Input, Label } from "../../../web/ui/input.tsx";
import { SearchField } from "../../../web/ui/search-field.tsx";
import { OptionsSelect, Select } from "../../../web/ui/select.tsx";
import { useProjectOptions } from "../../projects/projects-api.ts";
import {
  TRANSACTION_CATEGORIES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionCategory,
  type TransactionStatus,
  type TransactionType,
} from "../finance.constants.ts";
import type { TransactionFilters } from "../finance.filters.ts";

/**
 * Search (vendor, description, reference) and filters by type, category, status, project and period; the search
 * is sent once typing pauses (or at once on Enter). The period and project also set the summary cards.
 */
export function TransactionFilterBar({
  filters,
  onChange,
}: {
  filters: TransactionFilters;
  onChange: (next: Partial<TransactionFilters>) => void;
}) {
  const { text, setText, submit } = useSearchText(filters.q, onChange);
  const projects = useProjectOptions();
  return (
    <form
      role="search"
      aria-label="Filter transactions"
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="sm:col-span-2">
        <SearchField
          id="finance-filter-search"
          placeholder="Vendor, description or reference"
          value={text}
          onChange={setText}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="finance-filter-from">From</Label>
        <Input
          id="finance-filter-from"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="finance-filter-to">To</Label>
        <Input
          id="finance-filter-to"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="finance-filter-type">Type</Label>
        <OptionsSelect
          id="finance-filter-type"
          value={filters.type}
          onChange={(e) => onChange({ type: e.target.value as TransactionType | "" })}
          options={TRANSACTION_TYPES}
          first={{ value: "", label: "All types" }}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="finance-filter-category">Category</Label>
        <OptionsSelect
          id="finance-filter-category"
          value={filters.category}
          onChange={(e) => onChange({ category: e.target.value as TransactionCategory | "" })}
          options={TRANSACTION_CATEGORIES}
          first={{ value: "", label: "All categories" }}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="finance-filter-status">Status</Label>
        <OptionsSelect
          id="finance-filter-status"
          value={filters.status}
          onChange={(e) => onChange({ status: e.target.value as TransactionStatus | "" })}
          options={TRANSACTION_STATUSES}
          first={{ value: "", label: "All statuses" }}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="finance-filter-project">Project</Label>
        <Select
          id="finance-filter-project"
          value={filters.project}
          onChange={(e) => onChange({ project: e.target.value })}
        >
          <option value="">All projects</option>
          {(projects.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
          {filters.project && projects.data && !projects.data.some((p) => p.id === filters.project) ? (
            <option value={filters.project}>A project not listed</option>
          ) : null}
        </Select>
      </div>
    </form>
  );
}
