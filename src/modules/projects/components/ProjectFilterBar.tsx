import { Search } from "lucide-react";
import { Input, Label } from "../../../web/ui/input.tsx";
import { Select } from "../../../web/ui/select.tsx";
import { PROJECT_STATUSES, type ProjectStatus } from "../projects.contract.ts";
import type { ProjectFilters } from "../projects-api.ts";
import { useSearchText } from "../../../web/lib/use-search-text.ts";

/** Search by name and filter by status; the search is sent once typing pauses (or at once on Enter). */
export function ProjectFilterBar({ filters, onChange }: { filters: ProjectFilters; onChange: (next: Partial<ProjectFilters>) => void }) {
  const { text, setText, submit } = useSearchText(filters.q, onChange);

  return (
    <form role="search" aria-label="Filter projects" onSubmit={submit} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]">
      <div className="space-y-1.5">
        <Label htmlFor="project-search">Search</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
          <Input
            id="project-search"
            type="search"
            placeholder="Search projects by name"
            autoComplete="off"
            className="pl-9"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="project-status-filter">Status</Label>
        <Select id="project-status-filter" value={filters.status} onChange={(e) => onChange({ status: e.target.value as ProjectStatus | "" })}>
          <option value="">All</option>
          {PROJECT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      </div>
    </form>
  );
}
