import { Plus } from "lucide-react";
import { Button } from "../../../web/ui/button.tsx";
import { RemoveLineButton } from "../../../web/ui/remove-line-button.tsx";
import { Input, Label } from "../../../web/ui/input.tsx";
import { Select } from "../../../web/ui/select.tsx";
import type { Item } from "../procurement.contract.ts";
import { MAX_ORDER_LINES } from "../procurement.constants.ts";
import { formatCents, centsText } from "../../../web/lib/format.ts";
import { lineCost, lineProblems, newLine, type OrderLineDraft } from "./order-form.ts";

type Option = { id: string; name: string };

/**
 * An order's lines: each an item, its quantity and its price (the item's unit price until changed), added and
 * removed freely, with each line's cost and the order's total as typed.
 */
export function OrderLinesEditor({
  lines,
  items,
  extraOptions,
  itemsLoading,
  showProblems,
  onChange,
}: {
  lines: OrderLineDraft[];
  /** Items to choose from, with their unit and price. */
  items: Item[];
  /** Items already on the order that are not among `items`. */
  extraOptions: Option[];
  itemsLoading: boolean;
  /** After a refused submit: each line's problems under its fields. */
  showProblems: boolean;
  onChange: (next: OrderLineDraft[]) => void;
}) {
  const byId = new Map(items.map((i) => [i.id, i]));
  const options: Option[] = [...extraOptions.filter((o) => !byId.has(o.id)), ...items];
  const update = (key: number, patch: Partial<OrderLineDraft>) =>
    onChange(lines.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const chooseItem = (key: number, itemId: string) => {
    const item = byId.get(itemId);
    update(key, item ? { itemId, unitPrice: centsText(item.unitPriceCents) } : { itemId });
  };
  const costs = lines.map((l) => lineCost(l, byId.get(l.itemId)));
  const total = costs.reduce<number>((sum, c) => sum + (c ?? 0), 0);

  return (
    <div className="space-y-3">
      <ol className="space-y-3">
        {lines.map((line, index) => {
          const n = index + 1;
          const id = `order-line-${line.key}`;
          const item = byId.get(line.itemId);
          const problems = showProblems ? lineProblems(line) : {};
          const described = (field: keyof typeof problems) => (problems[field] ? `${id}-${field}-error` : undefined);
          const cost = costs[index] ?? null;
          return (
            <li key={line.key}>
              <fieldset className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
                <legend className="px-1 text-sm font-medium text-ink">Line {n}</legend>
                <div className="space-y-1.5">
                  <Label htmlFor={`${id}-item`}>Item</Label>
                  <Select
                    id={`${id}-item`}
                    value={line.itemId}
                    disabled={itemsLoading && options.length === 0}
                    aria-invalid={problems.itemId ? true : undefined}
                    aria-describedby={described("itemId")}
                    onChange={(e) => chooseItem(line.key, e.target.value)}
                  >
                    <option value="">
                      {itemsLoading && options.length === 0 ? "Loading items…" : "Choose an item"}
                    </option>
                    {options.map((o) => (
                      <option key={o.id} value={o.id}>
                        {o.name}
                      </option>
                    ))}
                  </Select>
                  <Problem id={`${id}-itemId-error`} text={problems.itemId} />
                </div>
                <div className="space-y-1.5">
                  <Label htmlFor={`${id}-quantity`}>Quantity{item ? ` (${item.unit})` : ""}</Label>
                  <Input
                    id={`${id}-quantity`}
                    value={line.quantity}
                    inputMode="decimal"
                    maxLength={40}
                    autoComplete="off"
                    aria-invalid={problems.quantity ? true : undefined}
                    aria-describedby={described("quantity")}
                    onChange={(e) => update(line.key, { quantity: e.target.value })}
                  />
                  <Problem id={`${id}-quantity-error`} text={problems.quantity} />
                </div>
                <div className="space-y-1.5">
                  <Label htmlFor={`${id}-price`}>Unit Price</Label>
                  <Input
                    id={`${id}-price`}
                    value={line.unitPrice}
                    inputMode="decimal"
                    maxLength={40}
                    autoComplete="off"
                    aria-invalid={problems.unitPrice ? true : undefined}
                    aria-describedby={described("unitPrice")}
                    onChange={(e) => update(line.key, { unitPrice: e.target.value })}
                  />
                  <Problem id={`${id}-unitPrice-error`} text={problems.unitPrice} />
                </div>
                <div className="flex items-center justify-between gap-2 sm:flex-col sm:items-end sm:pt-7">
                  <span className="tabular text-sm font-medium text-ink">
                    {cost === null ? "—" : formatCents(cost)}
                  </span>
                  <RemoveLineButton
                    label={`Remove line ${n}`}
                    onlyOne={lines.length === 1}
                    onRemove={() => onChange(lines.filter((l) => l.key !== line.key))}
                  />
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={lines.length >= MAX_ORDER_LINES}
          onClick={() => onChange([...lines, newLine()])}
        >
          <Plus aria-hidden="true" />
          Add Line
        </Button>
        <p className="text-base text-ink" aria-live="polite">
          Total: <span className="tabular font-semibold">{formatCents(total)}</span>
        </p>
      </div>
    </div>
  );
}

function Problem({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} role="alert" className="text-sm text-destructive">
      {text}
    </p>
  ) : null;
}
