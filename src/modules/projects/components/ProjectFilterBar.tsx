import { Label } from "../../../web/ui/input.tsx";
import { SearchField } from "../../../web/ui/search-field.tsx";
import { OptionsSelect } from "../../../web/ui/select.tsx";
import { PROJECT_STATUSES, type ProjectStatus } from "../projects.constants.ts";
import type { ProjectFilters } from "../projects.filters.ts";
import { useSearchText } from "../../../web/lib/use-search-text.ts";

/** Search by name and filter by status; the search is sent once typing pauses (or at once on Enter). */
export function ProjectFilterBar({
  filters,
  onChange,
}: {
  filters: ProjectFilters;
  onChange: (next: Partial<ProjectFilters>) => void;
}) {
  const { text, setText, submit } = useSearchText(filters.q, onChange);

  return (
    <form
      role="search"
      aria-label="Filter projects"
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]"
    >
      <SearchField id="project-search" placeholder="Search projects by name" value={text} onChange={setText} />
      <div className="space-y-1.5">
        <Label htmlFor="project-status-filter">Status</Label>
        <OptionsSelect
          id="project-status-filter"
          value={filters.status}
          onChange={(e) => onChange({ status: e.target.value as ProjectStatus | "" })}
          options={PROJECT_STATUSES}
          first={{ value: "", label: "All" }}
        />
      </div>
    </form>
  );
}
