import { Search } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { Input, Label } from "../../../web/ui/input.tsx";
import { Select } from "../../../web/ui/select.tsx";
import { PROJECT_STATUSES, type ProjectStatus } from "../projects.contract.ts";
import type { ProjectFilters } from "../projects-api.ts";

const SEARCH_DELAY_MS = 300;

/** Search by name and filter by status; the search is sent once typing pauses (or at once on Enter). */
export function ProjectFilterBar({ filters, onChange }: { filters: ProjectFilters; onChange: (next: Partial<ProjectFilters>) => void }) {
  const [text, setText] = useState(filters.q);
  // The address changed from elsewhere (back button, "Clear filters"): show what it says.
  const [shownQ, setShownQ] = useState(filters.q);
  if (filters.q !== shownQ) {
    setShownQ(filters.q);
    if (text.trim() !== filters.q) setText(filters.q);
  }

  useEffect(() => {
    const q = text.trim();
    if (q === filters.q) return;
    const timer = setTimeout(() => onChange({ q }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filters.q, onChange]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ q: text.trim() });
  };

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
