import { RowsEditor, type RowField } from "../../../web/ui/rows-editor.tsx";
import {
  ISSUE_PRIORITIES,
  ISSUE_PRIORITY_LABELS,
  ISSUE_TYPE_LABELS,
  ISSUE_TYPES,
  MAX_ISSUES,
} from "../field.constants.ts";
import { blankIssue, type IssueRow } from "./form-rows.ts";

const FIELDS: readonly RowField<"type" | "description" | "priority">[] = [
  { field: "type", label: "Type", options: ISSUE_TYPES.map((t) => ({ value: t, label: ISSUE_TYPE_LABELS[t] })) },
  {
    field: "priority",
    label: "Priority",
    options: ISSUE_PRIORITIES.map((p) => ({ value: p, label: ISSUE_PRIORITY_LABELS[p] })),
  },
  { field: "description", label: "Description", maxLength: 2000, wide: true },
];

/**
 * A daily report's issues (spec: type, description, priority), one group each, added and removed in place.
 * `id` is the group's: the form focuses it when an issue is in error.
 */
export function IssuesEditor({
  id,
  rows,
  error,
  onChange,
}: {
  id: string;
  rows: readonly IssueRow[];
  error?: string;
  onChange: (rows: IssueRow[]) => void;
}) {
  return (
    <RowsEditor
      id={id}
      legend="Issues"
      rowLabel="Issue"
      emptyText="No issues today."
      addLabel="Add Issue"
      max={MAX_ISSUES}
      fields={FIELDS}
      rows={rows}
      error={error}
      blank={blankIssue}
      onChange={onChange}
    />
  );
}
