import { useSearchText } from "../../../web/lib/use-search-text.ts";
import { Field, Input } from "../../../web/ui/input.tsx";
import { RecordField } from "../../../web/ui/record-select.tsx";
import { Select } from "../../../web/ui/select.tsx";
import { useProjectOptions } from "../../projects/projects.public.tsx";
import { PUNCH_STATUS_LABELS, PUNCH_STATUSES, isPunchStatus } from "../punch-lists.constants.ts";
import type { PunchFilters } from "../punch-lists.filters.ts";
import { useMemberOptions } from "./AssigneeField.tsx";

/** The list's filters, kept in the address: project, status, assignee and location (as typed, sent on a pause). */
export function PunchFilterBar({
  filters,
  onChange,
}: {
  filters: PunchFilters;
  onChange: (next: Partial<PunchFilters>) => void;
}) {
  const projects = useProjectOptions();
  const members = useMemberOptions();
  const location = useSearchText(filters.location, ({ q }) => onChange({ location: q }));
  return (
    <form
      role="search"
      aria-label="Filter punch items"
      onSubmit={location.submit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <RecordField
        label="Project"
        id="punch-filter-project"
        value={filters.projectId}
        options={projects.data ?? []}
        current={null}
        loading={projects.isPending}
        loadingLabel="Loading projects…"
        noneLabel="All projects"
        onChange={(projectId) => onChange({ projectId })}
      />
      <Field label="Status" htmlFor="punch-filter-status">
        <Select
          id="punch-filter-status"
          value={filters.status}
          onChange={(e) => onChange({ status: isPunchStatus(e.target.value) ? e.target.value : "" })}
        >
          <option value="">All statuses</option>
          {PUNCH_STATUSES.map((s) => (
            <option key={s} value={s}>
              {PUNCH_STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
      </Field>
      <RecordField
        label="Assignee"
        id="punch-filter-assignee"
        value={filters.assigneeId}
        options={members.options}
        current={null}
        loading={members.loading}
        loadingLabel="Loading team…"
        noneLabel="All assignees"
        onChange={(assigneeId) => onChange({ assigneeId })}
      />
      <Field label="Location" htmlFor="punch-filter-location">
        <Input
          id="punch-filter-location"
          type="search"
          autoComplete="off"
          placeholder="e.g. Level 2"
          value={location.text}
          onChange={(e) => location.setText(e.target.value)}
        />
      </Field>
    </form>
  );
}
