import { Plus, Trash2 } from "lucide-react";
import { Button } from "../../../web/ui/button.tsx";
import { Input, Label } from "../../../web/ui/input.tsx";
import { MAX_INVOLVED_PERSONS } from "../safety.constants.ts";
import { blankPerson, type PersonRow } from "./person-rows.ts";

type Editable = Exclude<keyof PersonRow, "key">;

const FIELDS: readonly { field: Editable; label: string; maxLength: number }[] = [
  { field: "name", label: "Name", maxLength: 120 },
  { field: "role", label: "Role", maxLength: 120 },
  { field: "injury", label: "Injury", maxLength: 500 },
  { field: "treatment", label: "Treatment", maxLength: 500 },
];

/**
 * The people involved (spec: name, role, injury, treatment), one group of fields each, added and removed in
 * place. `id` is the group's (the form focuses it when a row is in error).
 */
export function InvolvedPersonsEditor({ id, rows, error, onChange }: { id: string; rows: readonly PersonRow[]; error?: string; onChange: (rows: PersonRow[]) => void }) {
  const errorId = `${id}-error`;
  const change = (key: string, field: Editable, value: string) => onChange(rows.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={error ? errorId : undefined} className="space-y-3 focus-visible:outline-2 focus-visible:outline-brand">
      <legend className="text-sm font-medium text-ink">Involved Persons</legend>
      {rows.length === 0 ? <p className="text-sm text-muted">No one named yet.</p> : null}
      {rows.map((row, i) => (
        <fieldset key={row.key} className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium text-slate-700">{`Person ${i + 1}`}</legend>
          {FIELDS.map(({ field, label, maxLength }) => (
            <div key={field} className="space-y-1.5">
              <Label htmlFor={`${row.key}-${field}`}>{label}</Label>
              <Input id={`${row.key}-${field}`} value={row[field]} maxLength={maxLength} autoComplete="off" onChange={(e) => change(row.key, field, e.target.value)} />
            </div>
          ))}
          <div className="sm:col-span-2">
            <Button type="button" variant="ghost" className="text-destructive hover:bg-red-50" onClick={() => onChange(rows.filter((r) => r.key !== row.key))}>
              <Trash2 aria-hidden="true" />
              Remove<span className="sr-only">{` person ${i + 1}`}</span>
            </Button>
          </div>
        </fieldset>
      ))}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {rows.length < MAX_INVOLVED_PERSONS ? (
        <Button type="button" variant="outline" onClick={() => onChange([...rows, blankPerson()])}>
          <Plus aria-hidden="true" />
          Add Person
        </Button>
      ) : null}
    </fieldset>
  );
}
