import { useSearchText } from "../../../web/lib/use-search-text.ts";
import { Label } from "../../../web/ui/input.tsx";
import { SearchField } from "../../../web/ui/search-field.tsx";
import { OptionsSelect } from "../../../web/ui/select.tsx";
import { DEPARTMENTS, EMPLOYEE_STATUSES, isDepartment, isEmployeeStatus } from "../hr.constants.ts";
import type { DirectoryFilters } from "../hr.filters.ts";

/** Search (name, email, position) and filters by department and status; the search is sent once typing pauses (or at once on Enter). */
export function DirectoryFilterBar({
  filters,
  onChange,
}: {
  filters: DirectoryFilters;
  onChange: (next: Partial<DirectoryFilters>) => void;
}) {
  const { text, setText, submit } = useSearchText(filters.q, onChange);
  return (
    <form
      role="search"
      aria-label="Filter employees"
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="sm:col-span-2">
        <SearchField id="hr-filter-search" placeholder="Name, email or position" value={text} onChange={setText} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="hr-filter-department">Department</Label>
        <OptionsSelect
          id="hr-filter-department"
          value={filters.department}
          onChange={(e) => onChange({ department: isDepartment(e.target.value) ? e.target.value : "" })}
          options={DEPARTMENTS}
          first={{ value: "", label: "All departments" }}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="hr-filter-status">Status</Label>
        <OptionsSelect
          id="hr-filter-status"
          value={filters.status}
          onChange={(e) => onChange({ status: isEmployeeStatus(e.target.value) ? e.target.value : "" })}
          options={EMPLOYEE_STATUSES}
          first={{ value: "", label: "All statuses" }}
        />
      </div>
    </form>
  );
}
