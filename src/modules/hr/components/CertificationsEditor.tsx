import { Plus, Trash2 } from "lucide-react";
import { Button } from "../../../web/ui/button.tsx";
import { Input, Label } from "../../../web/ui/input.tsx";
import { MAX_CERTIFICATIONS } from "../hr.constants.ts";
import { blankRow, type CertificationRow } from "./certification-rows.ts";

type Editable = Exclude<keyof CertificationRow, "key">;

/**
 * The employee's certifications (spec: name, issuer, issued, expires), one group of fields each, added and
 * removed in place; saved with the employee. `id` is the group's (the form focuses it when a row is in error).
 */
export function CertificationsEditor({ id, rows, error, onChange }: { id: string; rows: readonly CertificationRow[]; error?: string; onChange: (rows: CertificationRow[]) => void }) {
  const errorId = `${id}-error`;
  const change = (key: string, field: Editable, value: string) => onChange(rows.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={error ? errorId : undefined} className="space-y-3 focus-visible:outline-2 focus-visible:outline-brand">
      <legend className="text-sm font-medium text-ink">Certifications</legend>
      {rows.length === 0 ? <p className="text-sm text-muted">No certifications yet.</p> : null}
      {rows.map((row, i) => (
        <fieldset key={row.key} className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium text-slate-700">{`Certification ${i + 1}`}</legend>
          <CertInput id={`${row.key}-name`} label="Certification Name" value={row.name} maxLength={200} onChange={(v) => change(row.key, "name", v)} />
          <CertInput id={`${row.key}-issuer`} label="Issuer" value={row.issuer} maxLength={200} onChange={(v) => change(row.key, "issuer", v)} />
          <CertInput id={`${row.key}-issued`} label="Issued" type="date" value={row.issued} max={row.expires || undefined} onChange={(v) => change(row.key, "issued", v)} />
          <CertInput id={`${row.key}-expires`} label="Expires" type="date" value={row.expires} min={row.issued || undefined} onChange={(v) => change(row.key, "expires", v)} />
          <div className="sm:col-span-2">
            <Button type="button" variant="ghost" size="sm" className="text-destructive hover:bg-red-50" onClick={() => onChange(rows.filter((r) => r.key !== row.key))}>
              <Trash2 aria-hidden="true" />
              Remove<span className="sr-only">{` certification ${i + 1}`}</span>
            </Button>
          </div>
        </fieldset>
      ))}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {rows.length < MAX_CERTIFICATIONS ? (
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([...rows, blankRow()])}>
          <Plus aria-hidden="true" />
          Add Certification
        </Button>
      ) : null}
    </fieldset>
  );
}

function CertInput({ id, label, onChange, ...input }: { id: string; label: string; value: string; type?: string; min?: string; max?: string; maxLength?: number; onChange: (value: string) => void }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...input} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
