import { Plus, Trash2 } from "lucide-react";
import type { TextRow } from "../lib/text-rows.ts";
import { Button } from "./button.tsx";
import { Input, Label } from "./input.tsx";

/** One field of a row: its label and input, and the bounds it takes from its row (a date range). */
export type RowField<F extends string> = {
  field: F;
  label: string;
  type?: "text" | "date";
  maxLength?: number;
  bounds?: (row: TextRow<F>) => { min?: string; max?: string };
};

/**
 * A form's list of rows (a person's certifications, an incident's people), one group of fields each, added and
 * removed in place. `id` is the group's: the form focuses it when a row is in error.
 */
export function RowsEditor<F extends string>({
  id,
  legend,
  rowLabel,
  emptyText,
  addLabel,
  max,
  fields,
  rows,
  error,
  blank,
  size,
  onChange,
}: {
  id: string;
  legend: string;
  /** "Certification", "Person": each row's legend, with its number. */
  rowLabel: string;
  emptyText: string;
  addLabel: string;
  max: number;
  fields: readonly RowField<F>[];
  rows: readonly TextRow<F>[];
  error?: string;
  blank: () => TextRow<F>;
  size?: "sm";
  onChange: (rows: TextRow<F>[]) => void;
}) {
  const errorId = `${id}-error`;
  const change = (key: string, field: F, value: string) => onChange(rows.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={error ? errorId : undefined} className="space-y-3 focus-visible:outline-2 focus-visible:outline-brand">
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      {rows.length === 0 ? <p className="text-sm text-muted">{emptyText}</p> : null}
      {rows.map((row, i) => (
        <fieldset key={row.key} className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium text-slate-700">{`${rowLabel} ${i + 1}`}</legend>
          {fields.map(({ field, label, type, maxLength, bounds }) => (
            <div key={field} className="space-y-1.5">
              <Label htmlFor={`${row.key}-${field}`}>{label}</Label>
              <Input
                id={`${row.key}-${field}`}
                type={type}
                value={row[field]}
                maxLength={maxLength}
                autoComplete="off"
                {...bounds?.(row)}
                onChange={(e) => change(row.key, field, e.target.value)}
              />
            </div>
          ))}
          <div className="sm:col-span-2">
            <Button type="button" variant="ghost" size={size} className="text-destructive hover:bg-red-50" onClick={() => onChange(rows.filter((r) => r.key !== row.key))}>
              <Trash2 aria-hidden="true" />
              Remove<span className="sr-only">{` ${rowLabel.toLowerCase()} ${i + 1}`}</span>
            </Button>
          </div>
        </fieldset>
      ))}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {rows.length < max ? (
        <Button type="button" variant="outline" size={size} onClick={() => onChange([...rows, blank()])}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      ) : null}
    </fieldset>
  );
}
