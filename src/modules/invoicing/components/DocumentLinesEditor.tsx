import { Plus } from "lucide-react";
import { formatCents } from "../../../web/lib/format.ts";
import { Button } from "../../../web/ui/button.tsx";
import { RemoveLineButton } from "../../../web/ui/remove-line-button.tsx";
import { Input, Label } from "../../../web/ui/input.tsx";
import { MAX_LINES } from "../invoicing.constants.ts";
import type { LineAmounts } from "../../../shared/line-items.ts";
import { newLine, type LineDraft } from "./document-form.ts";

type Column = {
  key: "description" | "quantity" | "unit" | "unitPrice" | "taxRate";
  label: string;
  mode?: "decimal";
  width: string;
};
const COLUMNS: readonly Column[] = [
  { key: "description", label: "Description", width: "sm:col-span-5" },
  { key: "quantity", label: "Quantity", mode: "decimal", width: "sm:col-span-2" },
  { key: "unit", label: "Unit", width: "sm:col-span-1" },
  { key: "unitPrice", label: "Unit Price", mode: "decimal", width: "sm:col-span-2" },
  { key: "taxRate", label: "Tax %", mode: "decimal", width: "sm:col-span-1" },
];

/**
 * The items table of Create Estimate / Create Invoice: description, quantity, unit, price and tax per line, its
 * total as typed (spec: quantity × price × (1 + tax/100), non-numbers counting as 0), add and remove (an item
 * can be removed only while more than one remains).
 */
export function DocumentLinesEditor({
  lines,
  amounts,
  idPrefix,
  invalid,
  onChange,
}: {
  lines: LineDraft[];
  amounts: LineAmounts[];
  idPrefix: string;
  invalid: boolean;
  onChange: (next: LineDraft[]) => void;
}) {
  const update = (key: number, patch: Partial<LineDraft>) =>
    onChange(lines.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  return (
    <div className="space-y-3">
      <ol className="space-y-3">
        {lines.map((line, index) => {
          const n = index + 1;
          const id = `${idPrefix}-line-${line.key}`;
          return (
            <li key={line.key}>
              <fieldset className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-12 sm:items-end">
                <legend className="px-1 text-sm font-medium text-ink">Item {n}</legend>
                {COLUMNS.map((c) => (
                  <div key={c.key} className={`space-y-1.5 ${c.width}`}>
                    <Label htmlFor={`${id}-${c.key}`}>{c.label}</Label>
                    <Input
                      id={`${id}-${c.key}`}
                      value={line[c.key]}
                      inputMode={c.mode}
                      maxLength={c.key === "description" ? 500 : 40}
                      autoComplete="off"
                      aria-invalid={invalid ? true : undefined}
                      onChange={(e) => update(line.key, { [c.key]: e.target.value })}
                    />
                  </div>
                ))}
                <div className="flex items-center justify-between gap-2 sm:col-span-1 sm:flex-col sm:items-end">
                  <span className="tabular text-sm font-medium text-ink" aria-label={`Item ${n} total`}>
                    {formatCents(amounts[index]?.totalCents ?? 0)}
                  </span>
                  <RemoveLineButton
                    label={`Remove item ${n}`}
                    onlyOne={lines.length === 1}
                    onRemove={() => onChange(lines.filter((l) => l.key !== line.key))}
                  />
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        variant="outline"
        disabled={lines.length >= MAX_LINES}
        onClick={() => onChange([...lines, newLine()])}
      >
        <Plus aria-hidden="true" />
        Add Item
      </Button>
    </div>
  );
}
