import { Plus, Trash2 } from "lucide-react";
import { Button } from "../../../web/ui/button.tsx";
import { Input, Label } from "../../../web/ui/input.tsx";
import { Select } from "../../../web/ui/select.tsx";
import { ISSUE_PRIORITIES, ISSUE_PRIORITY_LABELS, ISSUE_TYPE_LABELS, ISSUE_TYPES, MAX_ISSUES } from "../field.constants.ts";
import { blankIssue, type IssueRow } from "./form-rows.ts";

/**
 * A daily report's issues (spec: type, description, priority), one group each, added and removed in place.
 * `id` is the group's: the form focuses it when an issue is in error.
 */
export function IssuesEditor({ id, rows, error, onChange }: { id: string; rows: readonly IssueRow[]; error?: string; onChange: (rows: IssueRow[]) => void }) {
  const errorId = `${id}-error`;
  const change = (key: string, field: "type" | "description" | "priority", value: string) => onChange(rows.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={error ? errorId : undefined} className="space-y-3 focus-visible:outline-2 focus-visible:outline-brand">
      <legend className="text-sm font-medium text-ink">Issues</legend>
      {rows.length === 0 ? <p className="text-sm text-muted">No issues today.</p> : null}
      {rows.map((row, i) => (
        <fieldset key={row.key} className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium text-slate-700">{`Issue ${i + 1}`}</legend>
          <div className="space-y-1.5">
            <Label htmlFor={`${row.key}-type`}>Type</Label>
            <Select id={`${row.key}-type`} value={row.type} onChange={(e) => change(row.key, "type", e.target.value)}>
              {ISSUE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {ISSUE_TYPE_LABELS[t]}
                </option>
              ))}
            </Select>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${row.key}-priority`}>Priority</Label>
            <Select id={`${row.key}-priority`} value={row.priority} onChange={(e) => change(row.key, "priority", e.target.value)}>
              {ISSUE_PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {ISSUE_PRIORITY_LABELS[p]}
                </option>
              ))}
            </Select>
          </div>
          <div className="space-y-1.5 sm:col-span-2">
            <Label htmlFor={`${row.key}-description`}>Description</Label>
            <Input id={`${row.key}-description`} value={row.description} maxLength={2000} autoComplete="off" onChange={(e) => change(row.key, "description", e.target.value)} />
          </div>
          <div className="sm:col-span-2">
            <Button type="button" variant="ghost" className="text-destructive hover:bg-red-50" onClick={() => onChange(rows.filter((r) => r.key !== row.key))}>
              <Trash2 aria-hidden="true" />
              Remove<span className="sr-only">{` issue ${i + 1}`}</span>
            </Button>
          </div>
        </fieldset>
      ))}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {rows.length < MAX_ISSUES ? (
        <Button type="button" variant="outline" onClick={() => onChange([...rows, blankIssue()])}>
          <Plus aria-hidden="true" />
          Add Issue
        </Button>
      ) : null}
    </fieldset>
  );
}
