import type { FormSpec, FormValues } from "../../../web/lib/form-check.ts";
import { orderInput, type Item, type Order, type OrderParsed } from "../procurement.contract.ts";
import {
  formatQuantity,
  lineCostCents,
  parsePriceCents,
  parseQuantity,
  PROCUREMENT_MSG,
} from "../procurement.constants.ts";
import { centsText } from "../../../web/lib/format.ts";
import type { OrderPrefill, OrderPrefillLine } from "./order-prefill.ts";

const KEYS = ["supplierId", "expectedDate", "projectId", "costCodeId", "costType", "notes", "lines"] as const;
export type OrderFormKey = (typeof KEYS)[number];

/** One line as typed: the item, its quantity and its price (blank: the item's unit price). */
export type OrderLineDraft = { key: number; itemId: string; quantity: string; unitPrice: string };
type LineValues = OrderPrefillLine;

let lastKey = 0;
export const newLine = (values: Partial<LineValues> = {}): OrderLineDraft => ({
  key: ++lastKey,
  itemId: "",
  quantity: "",
  unitPrice: "",
  ...values,
});

const isBlank = (l: LineValues) => !l.itemId && !l.quantity.trim() && !l.unitPrice.trim();

/**
 * The lines as the form keeps them for its check: the lines that are not blank, as JSON ("" when there are none,
 * so that "at least one item" counts as a missing field).
 */
export function encodeLines(lines: readonly LineValues[]): string {
  const kept = lines
    .filter((l) => !isBlank(l))
    .map(({ itemId, quantity, unitPrice }) => ({ itemId, quantity, unitPrice }));
  return kept.length > 0 ? JSON.stringify(kept) : "";
}

function decodeLines(text: string): LineValues[] {
  if (!text) return [];
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? (parsed as LineValues[]) : [];
}

/**
 * New Purchase Order and its edit: a supplier and at least one line are required (the required-fields message),
 * then the contract's schema (each line's item, a quantity above zero, a price of zero or more).
 */
export const orderForm: FormSpec<OrderFormKey, OrderParsed> = {
  keys: KEYS,
  idPrefix: "order",
  required: [
    { key: "supplierId", label: "Supplier" },
    { key: "lines", label: "At least one item" },
  ],
  parse: (values) =>
    orderInput.safeParse({
      supplierId: values.supplierId,
      expectedDate: values.expectedDate || null,
      projectId: values.projectId || null,
      costCodeId: values.costCodeId || null,
      costType: values.costType || null,
      notes: values.notes,
      lines: decodeLines(values.lines).map((l) => ({
        itemId: l.itemId,
        quantity: l.quantity,
        unitPrice: l.unitPrice.trim() === "" ? undefined : l.unitPrice,
      })),
    }),
};

export type LineProblems = { itemId?: string; quantity?: string; unitPrice?: string };

/** What is wrong with one line as typed (the contract's rules, said under the line's fields). */
export function lineProblems(line: LineValues): LineProblems {
  if (isBlank(line)) return {};
  const problems: LineProblems = {};
  if (!line.itemId) problems.itemId = PROCUREMENT_MSG.lineItemMissing;
  const q = parseQuantity(line.quantity);
  if (q === null || q <= 0) problems.quantity = PROCUREMENT_MSG.movementQuantityInvalid;
  if (line.unitPrice.trim() !== "" && parsePriceCents(line.unitPrice) === null)
    problems.unitPrice = PROCUREMENT_MSG.priceInvalid;
  return problems;
}

/** A line's cost in cents, or null while its quantity or price is not valid yet. */
export function lineCost(line: LineValues, item: Pick<Item, "unitPriceCents"> | undefined): number | null {
  const q = parseQuantity(line.quantity);
  const price = line.unitPrice.trim() === "" ? (item?.unitPriceCents ?? null) : parsePriceCents(line.unitPrice);
  if (q === null || q <= 0 || price === null) return null;
  return lineCostCents(q, price);
}

/** A new order starts empty (or from a Reorder shortcut) with one line; an edit from the draft as saved. */
export function orderInitial(
  order?: Order,
  prefill?: OrderPrefill,
): { values: FormValues<OrderFormKey>; lines: OrderLineDraft[] } {
  if (order) {
    const lines = order.lines.map((l) =>
      newLine({ itemId: l.item.id, quantity: formatQuantity(l.quantity), unitPrice: centsText(l.unitPriceCents) }),
    );
    return {
      values: {
        supplierId: order.supplier.id,
        expectedDate: order.expectedDate ?? "",
        projectId: order.project?.id ?? "",
        costCodeId: order.costCode?.id ?? "",
        costType: order.costType ?? "",
        notes: order.notes,
        lines: encodeLines(lines),
      },
      lines,
    };
  }
  const lines = prefill && prefill.lines.length > 0 ? prefill.lines.map((l) => newLine(l)) : [newLine()];
  return {
    values: {
      supplierId: prefill?.supplierId ?? "",
      expectedDate: "",
      projectId: "",
      costCodeId: "",
      costType: "",
      notes: "",
      lines: encodeLines(lines),
    },
    lines,
  };
}
