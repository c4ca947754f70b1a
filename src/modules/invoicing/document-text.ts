import type { ClientDocument, Line } from "./invoicing.contract.ts";
import type { ItemColumnId } from "./template-sections.ts";

/**
 * What an estimate or invoice says in words, the same on its PDF and on the client's page: each cell of the
 * items table and the summary's rows. The caller gives the number formats (the page uses the reader's
 * locale, the PDF US English).
 */
export type DocumentFormats = {
  money: (cents: number) => string;
  quantity: (n: number) => string;
  rate: (n: number) => string;
};

/** One cell of a line under a template's column. */
export function lineCellText(line: Line, id: ItemColumnId, f: DocumentFormats): string {
  switch (id) {
    case "item":
      return line.description;
    case "quantity":
      return f.quantity(line.quantity);
    case "unit":
      return line.unit;
    case "price":
      return f.money(line.unitPriceCents);
    case "tax":
      return `${f.rate(line.taxRate)}%`;
    case "total":
      return f.money(line.totalCents);
  }
}

export type SummaryRow = { label: string; value: string; strong: boolean };

/** Subtotal, tax and total as the template says; an invoice with payments adds Paid and Balance due. */
export function summaryRows(view: ClientDocument, money: (cents: number) => string): SummaryRow[] {
  const flags = view.sections.summary;
  const rows: SummaryRow[] = [];
  if (flags.subtotal) rows.push({ label: "Subtotal", value: money(view.subtotalCents), strong: false });
  if (flags.tax) rows.push({ label: "Tax", value: money(view.taxCents), strong: false });
  if (flags.total) rows.push({ label: "Total", value: money(view.totalCents), strong: true });
  if (view.kind === "invoice" && view.paidCents > 0) {
    rows.push({ label: "Paid", value: `-${money(view.paidCents)}`, strong: false });
    rows.push({ label: "Balance due", value: money(view.balanceCents), strong: true });
  }
  return rows;
}
