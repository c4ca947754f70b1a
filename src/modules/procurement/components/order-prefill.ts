import type { Item } from "../procurement.contract.ts";
import { reorderQuantity } from "../procurement-format.ts";
import { centsText } from "../../../web/lib/format.ts";

/** One order line as typed: the item, its quantity and its price (blank: the item's unit price). */
export type OrderPrefillLine = { itemId: string; quantity: string; unitPrice: string };

/** What a Reorder shortcut opens the New Purchase Order form with: the item's supplier and the item. */
export type OrderPrefill = { supplierId: string; lines: OrderPrefillLine[] };

/** The Reorder shortcut: the item's supplier, and enough of the item to come back above its reorder level. */
export const reorderPrefill = (item: Item): OrderPrefill => ({
  supplierId: item.supplier?.id ?? "",
  lines: [{ itemId: item.id, quantity: String(reorderQuantity(item)), unitPrice: centsText(item.unitPriceCents) }],
});
