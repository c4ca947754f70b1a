// A document template's sections (spec: Document template): which parts of an estimate or invoice its PDF and
// web page show. Plain values, used by the builder, the PDF renderer and the client's page.

export const ITEM_COLUMN_IDS = ["item", "quantity", "unit", "price", "tax", "total"] as const;
export type ItemColumnId = (typeof ITEM_COLUMN_IDS)[number];

export type ItemColumn = { id: ItemColumnId; label: string; enabled: boolean };

export type TemplateSections = {
  header: {
    companyLogo: boolean;
    companyInfo: boolean;
    documentTitle: boolean;
    documentNumber: boolean;
    date: boolean;
  };
  clientInfo: { name: boolean; address: boolean; contact: boolean; email: boolean };
  itemsTable: ItemColumn[];
  summary: { subtotal: boolean; tax: boolean; total: boolean };
  footer: { terms: boolean; notes: boolean; signature: boolean };
};

export const DEFAULT_COLUMN_LABELS: Record<ItemColumnId, string> = {
  item: "Item",
  quantity: "Quantity",
  unit: "Unit",
  price: "Price",
  tax: "Tax",
  total: "Total",
};

/** Every section on: the built-in template a new organization sends with. */
export function defaultSections(): TemplateSections {
  return {
    header: { companyLogo: true, companyInfo: true, documentTitle: true, documentNumber: true, date: true },
    clientInfo: { name: true, address: true, contact: true, email: true },
    itemsTable: ITEM_COLUMN_IDS.map((id) => ({ id, label: DEFAULT_COLUMN_LABELS[id], enabled: true })),
    summary: { subtotal: true, tax: true, total: true },
    footer: { terms: true, notes: true, signature: true },
  };
}

export const BUILT_IN_TEMPLATE_NAME = { estimate: "Standard estimate", invoice: "Standard invoice" } as const;

/** The checkbox groups of the builder, with the spec's flag names and what a person reads. */
export const SECTION_FLAGS = {
  header: [
    ["companyLogo", "Company logo"],
    ["companyInfo", "Company info"],
    ["documentTitle", "Document title"],
    ["documentNumber", "Document number"],
    ["date", "Date"],
  ],
  clientInfo: [
    ["name", "Name"],
    ["address", "Address"],
    ["contact", "Contact person"],
    ["email", "Email"],
  ],
  summary: [
    ["subtotal", "Subtotal"],
    ["tax", "Tax"],
    ["total", "Total"],
  ],
  footer: [
    ["terms", "Terms"],
    ["notes", "Notes"],
    ["signature", "Signature"],
  ],
} as const;

export const SECTION_TITLES = {
  header: "Header",
  clientInfo: "Client info",
  itemsTable: "Items table columns",
  summary: "Summary",
  footer: "Footer",
} as const;

/** The columns a template shows, in its order; the description column (`item`) is always shown. */
export const shownColumns = (sections: TemplateSections): ItemColumn[] =>
  sections.itemsTable.filter((c) => c.enabled || c.id === "item");

/**
 * A template's columns made whole (a file edited by hand, an older one): each column once, in the order given
 * (the first of a repeated one kept), the missing ones added at the end, switched off.
 */
export function completeColumns(columns: readonly ItemColumn[]): ItemColumn[] {
  const seen = new Set<ItemColumnId>();
  const kept = columns.filter((c) => !seen.has(c.id) && seen.add(c.id));
  const missing = ITEM_COLUMN_IDS.filter((id) => !seen.has(id)).map((id) => ({
    id,
    label: DEFAULT_COLUMN_LABELS[id],
    enabled: false,
  }));
  return [...kept, ...missing];
}
