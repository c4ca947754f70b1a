import { Plus, Trash2 } from "lucide-react";
import type { TextRow } from "../lib/text-rows.ts";
import { Button } from "./button.tsx";
import { Input, Label } from "./input.tsx";
import { Select } from "./select.tsx";

/**
 * One field of a row: its label and input, and the bounds it takes from its row (a date range); with `options`, a
 * choice among them instead of a text; `wide` takes the row's whole width.
 */
export type RowField<F extends string> = {
  field: F;
  label: string;
  type?: "text" | "date";
  maxLength?: number;
  bounds?: (row: TextRow<F>) => { min?: string; max?: string };
  options?: readonly { value: string; label: string }[];
  wide?: boolean;
};

/**
 * A form's list of rows (a person's certifications, an incident's people, a daily report's issues), one group of
 * fields each, added and removed in place. `id` is the group's: the form focuses it when a row is in error.
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
  const change = (key: string, field: F, value: string) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={error ? errorId : undefined}
      className="space-y-3 focus-visible:outline-2 focus-visible:outline-brand"
    >
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      {rows.length === 0 ? <p className="text-sm text-muted">{emptyText}</p> : null}
      {rows.map((row, i) => (
        <fieldset key={row.key} className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium text-slate-700">{`${rowLabel} ${i + 1}`}</legend>
          {fields.map(({ field, label, type, maxLength, bounds, options, wide }) => (
            <div key={field} className={wide ? "space-y-1.5 sm:col-span-2" : "space-y-1.5"}>
              <Label htmlFor={`${row.key}-${field}`}>{label}</Label>
              {options ? (
                <Select
                  id={`${row.key}-${field}`}
                  value={row[field]}
                  onChange={(e) => change(row.key, field, e.target.value)}
                >
                  {options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Select>
              ) : (
                <Input
                  id={`${row.key}-${field}`}
                  type={type}
                  value={row[field]}
                  maxLength={maxLength}
                  autoComplete="off"
                  {...bounds?.(row)}
                  onChange={(e) => change(row.key, field, e.target.value)}
                />
              )}
            </div>
          ))}
          <div className="sm:col-span-2">
            <Button
              type="button"
              variant="ghost"
              size={size}
              className="text-destructive hover:bg-red-50"
              onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
            >
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
