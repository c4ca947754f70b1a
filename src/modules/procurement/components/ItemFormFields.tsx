import type { RecordForm } from "../../../web/lib/use-record-form.ts";
import { Field, Input } from "../../../web/ui/input.tsx";
import type { Item } from "../procurement.contract.ts";
import { parsePriceCents } from "../procurement.constants.ts";
import { formatCents } from "../../../web/lib/format.ts";
import type { ItemFormKey } from "./item-form.ts";
import { SupplierSelectField } from "./SupplierSelectField.tsx";

const CATEGORIES = [
  "Lumber",
  "Concrete",
  "Steel",
  "Electrical",
  "Plumbing",
  "Hardware",
  "Fasteners",
  "Tools",
  "Safety",
  "Finishes",
];
const UNITS = ["each", "box", "bag", "pallet", "sheet", "ft", "m", "sq ft", "yd³", "lb", "kg", "gal", "roll"];

/** What a price as typed is read as ("Saved as $12.50"). */
function priceHint(text: string): string {
  if (text.trim() === "") return "e.g. 12.50";
  const cents = parsePriceCents(text);
  return cents === null
    ? "Not a price yet: type an amount of zero or more, like 12.50."
    : `Saved as ${formatCents(cents)}`;
}

/**
 * Add Item and Update: the spec's fields (the quantity only when adding: the opening stock), then SKU, stock
 * levels and supplier. Labels above, each error under its field.
 */
export function ItemFormFields<T>({
  form,
  item,
  adding,
}: {
  form: RecordForm<ItemFormKey, T>;
  item?: Item;
  adding: boolean;
}) {
  const { values, errors, setValue, idOf, hintOf, field, control } = form;
  const priceHintId = hintOf("unitPrice");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Field label="Name" {...field("name")}>
          <Input {...control("name")} required maxLength={200} autoComplete="off" autoFocus />
        </Field>
      </div>
      <Field label="Category" {...field("category")}>
        <Input {...control("category")} required maxLength={100} autoComplete="off" list="item-category-options" />
        <datalist id="item-category-options">
          {CATEGORIES.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </Field>
      <Field label="SKU" {...field("sku")} hint="Optional: your stock-keeping code.">
        <Input {...control("sku", hintOf("sku"))} maxLength={60} autoComplete="off" />
      </Field>
      {adding ? (
        <Field label="Quantity" {...field("quantity")} hint="The stock on hand now.">
          <Input
            {...control("quantity", hintOf("quantity"))}
            required
            inputMode="decimal"
            maxLength={40}
            autoComplete="off"
          />
        </Field>
      ) : null}
      <Field label="Unit" {...field("unit")}>
        <Input
          {...control("unit")}
          required
          maxLength={30}
          autoComplete="off"
          list="item-unit-options"
          placeholder="each, bag, ft…"
        />
        <datalist id="item-unit-options">
          {UNITS.map((u) => (
            <option key={u} value={u} />
          ))}
        </datalist>
      </Field>
      <Field label="Unit Price" {...field("unitPrice")}>
        <Input {...control("unitPrice", priceHintId)} required inputMode="decimal" maxLength={40} autoComplete="off" />
        {errors.unitPrice ? null : (
          <p id={priceHintId} className="text-sm text-muted">
            {priceHint(values.unitPrice)}
          </p>
        )}
      </Field>
      <Field label="Location" {...field("location")}>
        <Input {...control("location")} required maxLength={200} autoComplete="off" placeholder="Yard, shelf, site…" />
      </Field>
      <Field label="Minimum Stock" {...field("minimumStock")} hint="Optional: below this the item is low.">
        <Input
          {...control("minimumStock", hintOf("minimumStock"))}
          inputMode="decimal"
          maxLength={40}
          autoComplete="off"
        />
      </Field>
      <Field label="Reorder Point" {...field("reorderPoint")} hint="Optional: at or below this, reorder.">
        <Input
          {...control("reorderPoint", hintOf("reorderPoint"))}
          inputMode="decimal"
          maxLength={40}
          autoComplete="off"
        />
      </Field>
      <div className="sm:col-span-2">
        <SupplierSelectField
          id={idOf("supplierId")}
          value={values.supplierId}
          current={item?.supplier ?? null}
          error={errors.supplierId}
          noneLabel="No supplier"
          onChange={(id) => setValue("supplierId", id)}
        />
      </div>
    </div>
  );
}
