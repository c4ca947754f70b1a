import type { FormSpec, FormValues } from "../../../web/lib/form-check.ts";
import {
  itemCreateInput,
  itemUpdateInput,
  type Item,
  type ItemCreateParsed,
  type ItemUpdateParsed,
} from "../procurement.contract.ts";
import { formatQuantity } from "../procurement.constants.ts";
import { centsText } from "../../../web/lib/format.ts";

const KEYS = [
  "name",
  "category",
  "sku",
  "quantity",
  "unit",
  "unitPrice",
  "location",
  "minimumStock",
  "reorderPoint",
  "supplierId",
] as const;
export type ItemFormKey = (typeof KEYS)[number];

const REQUIRED = [
  { key: "name", label: "Name" },
  { key: "category", label: "Category" },
  { key: "quantity", label: "Quantity" },
  { key: "unit", label: "Unit" },
  { key: "unitPrice", label: "Unit Price" },
  { key: "location", label: "Location" },
] as const satisfies readonly { key: ItemFormKey; label: string }[];

/** The fields both forms send (blank levels are left out: zero). */
function fields(values: FormValues<ItemFormKey>) {
  return {
    name: values.name,
    category: values.category,
    sku: values.sku,
    unit: values.unit,
    unitPrice: values.unitPrice,
    location: values.location,
    minimumStock: values.minimumStock.trim() || undefined,
    reorderPoint: values.reorderPoint.trim() || undefined,
    supplierId: values.supplierId || null,
  };
}

/** Add Item (spec): name, category, quantity, unit, unit price and location required (the required-fields message), then the contract's schema. */
export const itemCreateForm: FormSpec<ItemFormKey, ItemCreateParsed> = {
  keys: KEYS,
  idPrefix: "item",
  required: REQUIRED,
  parse: (values) => itemCreateInput.safeParse({ ...fields(values), quantity: values.quantity }),
};

/** Update (spec): the same without the quantity, which changes only through stock movements. */
export const itemUpdateForm: FormSpec<ItemFormKey, ItemUpdateParsed> = {
  keys: KEYS,
  idPrefix: "item",
  required: REQUIRED.filter((r) => r.key !== "quantity"),
  parse: (values) => itemUpdateInput.safeParse(fields(values)),
};

/** A new item starts empty (no stock levels); an update from the item as saved. */
export function itemInitialValues(item?: Item): FormValues<ItemFormKey> {
  if (!item)
    return {
      name: "",
      category: "",
      sku: "",
      quantity: "",
      unit: "",
      unitPrice: "",
      location: "",
      minimumStock: "",
      reorderPoint: "",
      supplierId: "",
    };
  return {
    name: item.name,
    category: item.category,
    sku: item.sku,
    quantity: formatQuantity(item.quantity),
    unit: item.unit,
    unitPrice: centsText(item.unitPriceCents),
    location: item.location,
    minimumStock: formatQuantity(item.minimumStock),
    reorderPoint: formatQuantity(item.reorderPoint),
    supplierId: item.supplier?.id ?? "",
  };
}
