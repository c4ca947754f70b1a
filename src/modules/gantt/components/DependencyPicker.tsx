import { useMemo, useState } from "react";
import { Button } from "../../../web/ui/button.tsx";
import { Input } from "../../../web/ui/input.tsx";
import { Skeleton } from "../../../web/ui/skeleton.tsx";
import type { TaskListRow } from "../gantt.contract.ts";
import { GANTT_MSG } from "../gantt.constants.ts";
import { formatDay } from "../gantt-view.ts";

/** At most this many choices are listed at once; the filter narrows the rest. */
const LISTED = 100;

type Props = {
  id: string;
  /** The other tasks (the one being edited is left out by the caller). */
  tasks: readonly TaskListRow[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Tasks that depend on this one: choosing them would close a loop. */
  blocked: ReadonlySet<string>;
  selected: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
};

/** The Dependencies multi-select: checkboxes in a scrolling list with a filter box; chosen tasks stay on top. */
export function DependencyPicker({ id, tasks, loading, failed, onRetry, blocked, selected, onChange, error }: Props) {
  const [filter, setFilter] = useState("");
  const chosen = useMemo(() => new Set(selected), [selected]);
  const { listed, matching } = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const all = tasks ?? [];
    const picked = all.filter((t) => chosen.has(t.id));
    const others = all.filter((t) => !chosen.has(t.id) && (!needle || t.name.toLowerCase().includes(needle)));
    return { listed: [...picked, ...others.slice(0, LISTED)], matching: picked.length + others.length };
  }, [tasks, chosen, filter]);
  const known = new Set((tasks ?? []).map((t) => t.id));
  const missing = selected.filter((d) => !known.has(d));

  const toggle = (taskId: string, on: boolean) =>
    onChange(on ? [...selected, taskId] : selected.filter((d) => d !== taskId));
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      aria-invalid={error ? true : undefined}
      className="space-y-2"
    >
      <legend className="text-sm font-medium text-ink">Dependencies</legend>
      <p id={hintId} className="text-sm text-muted">
        {GANTT_MSG.dependencyHint}
      </p>
      <Input
        type="search"
        aria-label="Filter tasks"
        placeholder="Filter tasks"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      <div className="max-h-48 overflow-y-auto rounded-md border border-border">
        {loading ? (
          <div className="space-y-2 p-3">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-3/5" />
          </div>
        ) : failed ? (
          <div className="flex items-center justify-between gap-2 p-3 text-sm text-destructive">
            <span>Could not load the tasks.</span>
            <Button type="button" variant="outline" size="sm" onClick={onRetry}>
              Retry
            </Button>
          </div>
        ) : listed.length === 0 && missing.length === 0 ? (
          <p className="p-3 text-sm text-muted">
            {filter ? "No task matches this filter." : "There are no other tasks yet."}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {missing.map((depId) => (
              <Choice
                key={depId}
                id={`${id}-${depId}`}
                label="A deleted task"
                detail=""
                checked
                disabled={false}
                onToggle={(on) => toggle(depId, on)}
              />
            ))}
            {listed.map((t) => (
              <Choice
                key={t.id}
                id={`${id}-${t.id}`}
                label={t.name}
                detail={
                  blocked.has(t.id) && !chosen.has(t.id)
                    ? "depends on this task"
                    : `${formatDay(t.startDate)} – ${formatDay(t.endDate)}`
                }
                checked={chosen.has(t.id)}
                disabled={blocked.has(t.id) && !chosen.has(t.id)}
                onToggle={(on) => toggle(t.id, on)}
              />
            ))}
          </ul>
        )}
      </div>
      {!loading && matching > listed.length ? (
        <p className="text-xs text-muted">
          Showing {listed.length} of {matching} tasks. Type in the filter to find others.
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function Choice({
  id,
  label,
  detail,
  checked,
  disabled,
  onToggle,
}: {
  id: string;
  label: string;
  detail: string;
  checked: boolean;
  disabled: boolean;
  onToggle: (on: boolean) => void;
}) {
  return (
    <li className="flex items-center gap-3 px-3 py-2">
      <input
        id={id}
        type="checkbox"
        className="peer size-4 shrink-0 accent-brand"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onToggle(e.target.checked)}
      />
      <label htmlFor={id} className="min-w-0 flex-1 text-sm text-ink peer-disabled:text-muted">
        <span className="block truncate">{label}</span>
        {detail ? <span className="block text-xs text-muted">{detail}</span> : null}
      </label>
    </li>
  );
}
